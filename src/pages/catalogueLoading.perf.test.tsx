/**
 * Budget: Show more that brings the catalogue's index draws only the new cards; the first page
 * keeps its cards (24 -> 12 card renders, 398 ms, profile). Guards docs/performance.md, row "The
 * index keeps the summaries the page knew (`isSameData`)".
 */
import { Profiler, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { toSummaryRecord } from '@/data/catalogueData';
import { selectIndexStatus } from '@/features/restaurants/restaurantsSlice';
import { recordComponentRenders } from '@/testing/componentRenders';
import { renderRoute } from '@/testing/renderWithProviders';
import { makeSeededStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** 30 restaurants, of which the page came with the first 12 (as the prerenderer orders them). */
const catalogue = makeSyntheticCatalogue(30).restaurants;
const indexFile = { version: 1, restaurants: catalogue.map(toSummaryRecord) };

// React reports what it renders inside a Profiler (src/testing/componentRenders.ts).
function Profiled({ children }: { children: ReactNode }) {
  return (
    <Profiler id="page" onRender={() => undefined}>
      {children}
    </Profiler>
  );
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

const cards = () => screen.queryAllByRole('heading', { level: 3 }).filter((h) => h.closest('article'));

describe('the home list when the catalogue index arrives', () => {
  it('draws only the new cards when Show more brings the index: the first page keeps its cards', async () => {
    fetchMock.mockReturnValue(json(indexFile));
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    const { user } = renderRoute('/', { store, wrapper: Profiled });
    const more = await screen.findByRole('button', { name: 'Show 12 more · 18 left' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const renders = recordComponentRenders();
    await user.click(more);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(selectIndexStatus(store.getState())).toBe('complete');
    expect(renders.filter((name) => name === 'RestaurantCard')).toHaveLength(12);
  });
});
