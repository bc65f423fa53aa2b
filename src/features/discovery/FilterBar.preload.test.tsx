import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
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

describe('FilterBar: code fetched ahead of the tap that needs it', () => {
  it('fetches the menu and the chips as the pointer reaches Filters, not with the page', async () => {
    renderWithProviders(<FilterBar />);
    const filters = screen.getByRole('button', { name: 'Filters' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);

    // The first tick shows the chips: fetching their code inside that tap delayed its answer.
    fireEvent.pointerEnter(filters);
    await waitFor(() => expect(loaded).toEqual(expect.arrayContaining(['FilterMenu', 'FilterChips'])));
  });
});
