import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { FilterBar } from './FilterBar';

// A file of its own: the chips' code must not have been loaded by an earlier test.
describe('FilterBar with filters active from the start', () => {
  it('shows Clear All together with the chips, never before them', async () => {
    renderWithProviders(<FilterBar />, {
      preloadedState: { filters: { cuisines: ['Italian'], priceRanges: [], features: ['Brunch'] } },
    });
    // The chips' code is still loading: nothing yet that would move aside when it arrives.
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Italian', 'Brunch']);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeVisible();
  });
});
