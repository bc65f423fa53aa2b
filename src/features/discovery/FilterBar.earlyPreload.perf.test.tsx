/**
 * Budget: a Filters press made before the script ran has the menu's code fetched as the script
 * starts (menu code at 2.3-2.8 s, not 3.6-3.9 s). Guards docs/performance.md, row "Early preloads
 * (`data-early-preload`)".
 */
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { preloadForEarlyInput } from '@/speed/earlyInput/earlyPreloads';
import { FilterBar } from './FilterBar';

// Which of the bar's lazy modules have been evaluated, that is fetched in the browser.
const loaded: string[] = [];
jest.mock('./FilterMenu', () => {
  loaded.push('FilterMenu');
  return jest.requireActual('./FilterMenu');
});
jest.mock('./FilterChips', () => {
  loaded.push('FilterChips');
  return jest.requireActual('./FilterChips');
});

describe('FilterBar: a press made before the script ran', () => {
  it('has the menu and the chips fetched as the script starts, before the press is replayed', async () => {
    renderWithProviders(<FilterBar />);
    const filters = screen.getByRole('button', { name: 'Filters' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);

    // What src/main.tsx does with the inline script's kept presses: here one on the button's icon.
    preloadForEarlyInput([filters.querySelector('svg')!]);
    await waitFor(() => expect(loaded).toEqual(expect.arrayContaining(['FilterMenu', 'FilterChips'])));
  });
});
