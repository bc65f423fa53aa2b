/**
 * Budget: a tick in the Filters menu renders the ticked item and the count, not the bar, the
 * menu or its other groups (tick 80 -> 72 ms; a tick: 121 -> 65 renders). Guards
 * docs/performance.md, rows "A tick renders the item and the count, not the bar or menu" and
 * "Memoised filter options; no arrays per restaurant".
 */
import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { recordComponentRenders } from '@/testing/componentRenders';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { FilterBar } from './FilterBar';
import { ResultCount } from './ResultCount';
import { tablePartySizeChanged } from './searchSlice';
import { cuisineToggled } from './filtersSlice';
import { selectInMemoryOptionCounts } from './optionCounts';

const openMenu = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('button', { name: /^Filters/, hidden: true }));
  return screen.findByRole('menu');
};

describe('The Filters menu', () => {
  // A tick answers within the interaction budget (npm run bench:interactions) when it renders
  // the ticked group, not the menu with its popover, focus trap and the other groups.
  it('renders the ticked group again, not the menu or its other groups', async () => {
    const { user } = renderWithProviders(
      <Profiler id="bar" onRender={() => undefined}>
        <FilterBar />
      </Profiler>,
    );
    const menu = await openMenu(user);
    // The menu has opened and taken focus: its own renders are over before the tick's are counted.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    const renders = recordComponentRenders();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'French' }));
    await screen.findByRole('menuitemcheckbox', { name: 'French', checked: true });

    expect(renders).not.toContain('FilterMenu');
    // The ticked group, not all three. On a busy machine React sometimes renders it a second
    // time, with nothing below it (its store subscription checked again in a later render).
    const groupRenders = renders.filter((name) => name === 'FilterGroupItems').length;
    expect(groupRenders).toBeGreaterThanOrEqual(1);
    expect(groupRenders).toBeLessThan(3);
    // Of the group, only the item ticked.
    expect(renders.filter((name) => name === 'FilterOption')).toHaveLength(1);
    // The bar and its Filters button stay as they were: only the count inside it renders.
    expect(renders).not.toContain('FilterBar');
    expect(renders).toContain('ActiveFilterCount');
    // A tick changes the item, not the menu list around it (MUI 9 renders the list again when
    // an item's `selected` changes).
    expect(renders.slice(renders.indexOf('ActiveFilterCount'))).not.toContain('ForwardRef(MenuList)');
  });

  // The counts beside the options read the store: a change that leaves them as they were (a
  // new party size) renders none of their spans, only the components that read them.
  it('renders no count again for a change of the store that leaves the counts as they were', async () => {
    const { user, store } = renderWithProviders(
      <Profiler id="bar" onRender={() => undefined}>
        <FilterBar />
      </Profiler>,
    );
    const menu = await openMenu(user);
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    const counts = () =>
      within(menu)
        .getAllByText(/restaurants?$/)
        .map((count) => count.parentElement?.textContent);
    const before = await waitFor(counts);
    const renders = recordComponentRenders();
    act(() => {
      store.dispatch(tablePartySizeChanged(5));
    });
    expect(counts()).toEqual(before);
    expect(renders).toContain('OptionCountsAfterList');
    expect(renders).not.toContain('OptionCount');
    expect(renders).not.toContain('VisuallyHidden');
  });

  // Worked out with the list, the counts held its result up (over 5,000 in memory, tick a
  // cuisine 182 ms to result against 137 without them): they follow it, in a render of their own.
  it('draws the counts beside the options after the list shows the tick’s result', async () => {
    const italianCount = () =>
      within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Italian' }).textContent;
    const seenWithList: (string | null)[] = [];
    const { user } = renderWithProviders(
      <>
        <Profiler
          id="list"
          onRender={() => {
            // The menu hides the page behind it from the accessibility tree.
            if (document.querySelector('[role=status]')?.textContent?.startsWith('1 restaurant'))
              seenWithList.push(italianCount());
          }}
        >
          <ResultCount />
        </Profiler>
        <FilterBar />
      </>,
    );
    const menu = await openMenu(user);
    await waitFor(() => expect(italianCount()).toMatch(/1 restaurant$/));

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'French' }));

    // French or Italian: two; when the list first read one, Italian's count still said one.
    await waitFor(() => expect(italianCount()).toMatch(/2 restaurants$/));
    expect(seenWithList[0]).toMatch(/1 restaurant$/);
  });

  it('counts nothing while the menu is closed, and counts the list as it is when it opens again', async () => {
    const italianCount = () =>
      within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Italian' }).textContent;
    const { user, store } = renderWithProviders(<FilterBar />);
    await openMenu(user);
    await waitFor(() => expect(italianCount()).toMatch(/1 restaurant$/));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const counted = selectInMemoryOptionCounts.recomputations();
    act(() => {
      store.dispatch(cuisineToggled('French'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(selectInMemoryOptionCounts.recomputations()).toBe(counted);

    await openMenu(user);
    await waitFor(() => expect(italianCount()).toMatch(/2 restaurants$/));
  });
});
