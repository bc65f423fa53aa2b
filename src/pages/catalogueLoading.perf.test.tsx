/**
 * Budget: Show more that brings the search's answer draws only the new cards; the first page
 * keeps its cards (24 -> 12 card renders, 398 ms, profile). Guards docs/performance.md, row "The
 * index keeps the summaries the page knew (`isSameData`)".
 */
import { Profiler, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { recordComponentRenders } from '@/testing/componentRenders';
import { renderRoute } from '@/testing/renderWithProviders';
import { makeSeededStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';

/** 30 restaurants, of which the page came with the first 12 (as the prerenderer orders them). */
const catalogue = makeSyntheticCatalogue(30).restaurants;

// React reports what it renders inside a Profiler (src/testing/componentRenders.ts).
function Profiled({ children }: { children: ReactNode }) {
  return (
    <Profiler id="page" onRender={() => undefined}>
      {children}
    </Profiler>
  );
}

const cards = () => screen.queryAllByRole('heading', { level: 3 }).filter((h) => h.closest('article'));

describe("the home list when its search's answer arrives", () => {
  it('draws only the new cards when Show more brings the next page: the first page keeps its cards', async () => {
    const store = makeSeededStore(catalogue, { firstPage: 12 });
    const { user } = renderRoute('/', { store, wrapper: Profiled });
    const more = await screen.findByRole('button', { name: 'Show 12 more · 18 left' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const renders = recordComponentRenders();
    await user.click(more);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(renders.filter((name) => name === 'RestaurantCard')).toHaveLength(12);
  });
});
