/**
 * Budget: the Filters menu's and chips' code, and a large catalogue's search, are fetched on the
 * reach, not inside the tap (Filters result 502 -> 260 ms; menu (5,000) 403 -> 199 ms; first
 * tick (1,000) 88 -> 80 ms). Guards docs/performance.md, rows "`lazyPreloadable`: preload, and
 * no suspended first render", "Filters: index on a mouse arriving or keyboard focus only" and
 * "The chips' code fetched with the menu's".
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/app/store';
import { restaurantRecords } from '@/data/catalogue';
import { toSummaryRecord } from '@/data/catalogueData';
import { catalogueSeed, restaurantsStateFromSeed } from '@/features/restaurants/restaurantsSlice';
import { memorySearch } from '@/testing/memorySearch';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { makeTestStore } from '@/testing/testStore';
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

describe("FilterBar: a large catalogue's search is prepared ahead of the menu only when the reach comes well ahead", () => {
  // A page that came with the first 12 of 30 restaurants: the rest is its search's.
  const partialStore = () => {
    const records = makeSyntheticCatalogue(30).restaurants;
    const search = memorySearch(records);
    const store = makeStore(
      {
        restaurants: restaurantsStateFromSeed({
          ...catalogueSeed(records),
          searchedInFragments: true,
          firstPage: records.slice(0, 12).map(toSummaryRecord),
        }),
      },
      { getCatalogueSearch: search.getCatalogueSearch },
    );
    return { store, searchPrepared: () => search.seen.prepared > 0 };
  };

  it("a touch's reach fetches the menu's code, and prepares the search only once the menu is on screen", async () => {
    const { store, searchPrepared } = partialStore();
    renderWithProviders(<FilterBar />, { store });
    const filters = screen.getByRole('button', { name: 'Filters' });
    // A tap: its pointer arrives, the button takes focus (not focus-visible), then the click.
    fireEvent.pointerEnter(filters, { pointerType: 'touch' });
    fireEvent.focus(filters);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(searchPrepared()).toBe(false);

    fireEvent.click(filters);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(searchPrepared()).toBe(true));
  });

  it('a mouse resting on Filters prepares the search before any press', async () => {
    const { store, searchPrepared } = partialStore();
    renderWithProviders(<FilterBar />, { store });
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(searchPrepared()).toBe(true));
  });

  it("the keyboard's focus on Filters prepares the search before any press", async () => {
    const { store, searchPrepared } = partialStore();
    renderWithProviders(<FilterBar />, { store });
    await userEvent.setup().tab();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await waitFor(() => expect(searchPrepared()).toBe(true));
  });

  it('a catalogue that came whole with the page has no search to prepare', async () => {
    const search = memorySearch(restaurantRecords);
    renderWithProviders(<FilterBar />, {
      store: makeTestStore(undefined, { getCatalogueSearch: search.getCatalogueSearch }),
    });
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Filters' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search.seen.prepared).toBe(0);
  });
});
