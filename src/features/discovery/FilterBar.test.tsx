import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterNextPaint } from '@/speed/scheduling';
import { makeSeededStore, makeTestStore } from '@/testing/testStore';
import { memorySearch } from '@/testing/memorySearch';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { toRestaurantSummary } from '@/data/restaurants';
import { countOptions } from './optionCounts';
import { emptyFilters } from './listOptions';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { FilterBar } from './FilterBar';
import { selectFilters } from './filtersSlice';
import { searchTextChanged, selectSearchText } from './searchSlice';

// While the menu is open the rest of the page is hidden from assistive technology, hence `hidden`.
const filtersButton = (name: string | RegExp = /^Filters/) =>
  screen.getByRole('button', { name, hidden: true });

/** An option's name: its own text, without the count beside it (which describes it). */
const optionName = (item: HTMLElement) =>
  document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent;

const openMenu = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(filtersButton());
  return screen.findByRole('menu');
};

/**
 * Watches the bar while a test runs, and records each moment Clear All was on screen without
 * the chips it clears: it would then move aside when they arrive.
 */
const watchClearAll = (container: HTMLElement) => {
  const loneClearAll: string[] = [];
  const check = () => {
    const clearAll = within(container).queryByRole('button', { name: 'Clear All' });
    const chips = within(container).queryByRole('list', { name: 'Active filters' });
    if (clearAll && !chips) loneClearAll.push(container.innerHTML);
  };
  const observer = new MutationObserver(check);
  observer.observe(container, { childList: true, subtree: true });
  check();
  return {
    loneClearAll,
    stop: () => {
      check();
      observer.disconnect();
    },
  };
};

describe('FilterBar', () => {
  // First in this file: the chips' code is loaded here for the first time.
  it('shows the chips with the first active filter, and Clear All only together with them', async () => {
    const { user, container } = renderWithProviders(<FilterBar />);
    const watch = watchClearAll(container);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Brunch' }));
    const chips = await screen.findByRole('list', { name: 'Active filters', hidden: true });
    expect(
      within(chips)
        .getAllByRole('button', { hidden: true })
        .map((chip) => chip.textContent),
    ).toEqual(['Brunch']);
    expect(screen.getByRole('button', { name: 'Clear All', hidden: true })).toBeInTheDocument();
    watch.stop();
    expect(watch.loneClearAll).toEqual([]);
  });

  it('shows Clear All with the chips when filters are active from the start', async () => {
    const { container } = renderWithProviders(<FilterBar />, {
      preloadedState: {
        filters: {
          cuisines: ['Italian'],
          priceRanges: [],
          features: ['Brunch'],
          dietaryOptions: [],
          accessibility: [],
        },
      },
    });
    const watch = watchClearAll(container);
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Italian', 'Brunch']);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeVisible();
    watch.stop();
    expect(watch.loneClearAll).toEqual([]);
  });

  it('opens a menu with its groups and their choices, none checked', async () => {
    const { user } = renderWithProviders(<FilterBar />);
    const button = filtersButton('Filters');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const menu = await openMenu(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAccessibleName('Filters');

    const groupChoices = (name: string) =>
      within(within(menu).getByRole('group', { name })).getAllByRole('menuitemcheckbox').map(optionName);
    expect(groupChoices('Cuisine Type')).toEqual([
      'Italian',
      'French',
      'Steakhouse',
      'Asian',
      'Mediterranean',
      'American',
    ]);
    expect(groupChoices('Price Range')).toEqual(['$', '$$', '$$$', '$$$$']);
    expect(groupChoices('Features')).toEqual([
      'Fine Dining',
      'Outdoor Seating',
      'Wine Bar',
      'Brunch',
      'Private Dining',
      'Valet Parking',
    ]);
    for (const item of within(menu).getAllByRole('menuitemcheckbox')) {
      expect(item).toHaveAttribute('aria-checked', 'false');
    }
  });

  it('checks and unchecks choices, keeping the menu open, and stores them in their group', async () => {
    const { user, store } = renderWithProviders(<FilterBar />);
    const menu = await openMenu(user);

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Italian' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '$$$' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Wine Bar' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Italian' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemcheckbox', { name: '$$$' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(selectFilters(store.getState())).toEqual({
      cuisines: ['Italian'],
      priceRanges: ['$$$'],
      features: ['Wine Bar'],
      dietaryOptions: [],
      accessibility: [],
    });

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Italian' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Italian' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(selectFilters(store.getState()).cuisines).toEqual([]);
  });

  it('works from the keyboard, and gives focus back to the Filters button when the menu closes', async () => {
    const { user, store } = renderWithProviders(<FilterBar />);
    await user.tab();
    expect(filtersButton('Filters')).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Italian' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(selectFilters(store.getState()).cuisines).toEqual(['French']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(filtersButton('Filters, 1 active')).toHaveFocus();
  });

  it('counts the active filters on the badge and in the button name', async () => {
    const { user } = renderWithProviders(<FilterBar />, {
      preloadedState: {
        filters: {
          cuisines: ['French'],
          priceRanges: ['$$', '$$$'],
          features: [],
          dietaryOptions: [],
          accessibility: [],
        },
      },
    });
    const button = filtersButton('Filters, 3 active');
    // The badge sits on the button's corner; its number is shown, the button's name says it.
    expect(within(button).getByText('3')).toHaveAttribute('aria-hidden', 'true');

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Brunch' }));
    expect(within(button).getByText('4')).toHaveAttribute('aria-hidden', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAccessibleName('Filters, 4 active');
  });

  it('shows no badge, no chips and no Clear All without active filters', () => {
    renderWithProviders(<FilterBar />);
    const button = filtersButton('Filters');
    expect(within(button).queryByText(/^\d+$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });
});

describe('FilterChips in the bar', () => {
  const preloadedState = {
    filters: {
      cuisines: ['Italian'],
      priceRanges: ['$$$' as const],
      features: ['Wine Bar', 'Brunch'],
      dietaryOptions: [],
      accessibility: [],
    },
  };

  it('shows one removable chip per active filter, group by group', () => {
    renderWithProviders(<FilterBar />, { preloadedState });
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Italian', '$$$', 'Wine Bar', 'Brunch']);
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove Italian filter',
      'Remove $$$ filter',
      'Remove Wine Bar filter',
      'Remove Brunch filter',
    ]);
  });

  it("draws each chip as one plain button, not MUI's Chip, whose first mount cost the first tick", () => {
    renderWithProviders(<FilterBar />, { preloadedState });
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button');
    expect(chips.every((chip) => chip.tagName === 'BUTTON' && chip.getAttribute('type') === 'button')).toBe(
      true,
    );
    expect(document.querySelector('.MuiChip-root')).toBeNull();
  });

  it('removes a filter when its chip is clicked, and updates the badge', async () => {
    const { user, store } = renderWithProviders(<FilterBar />, { preloadedState });
    await user.click(screen.getByRole('button', { name: 'Remove Wine Bar filter' }));
    expect(selectFilters(store.getState())).toEqual({
      cuisines: ['Italian'],
      priceRanges: ['$$$'],
      features: ['Brunch'],
      dietaryOptions: [],
      accessibility: [],
    });
    expect(screen.queryByRole('button', { name: 'Remove Wine Bar filter' })).not.toBeInTheDocument();
    expect(filtersButton('Filters, 3 active')).toBeInTheDocument();
  });

  it('removes a filter with Backspace or Delete and moves focus to the next chip', async () => {
    const { user, store } = renderWithProviders(<FilterBar />, { preloadedState });
    await user.tab(); // Filters
    await user.tab(); // Italian
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove $$$ filter' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(selectFilters(store.getState()).priceRanges).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove Wine Bar filter' })).toHaveFocus();

    await user.keyboard('{Delete}');
    expect(screen.getByRole('button', { name: 'Remove Brunch filter' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Italian filter' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(selectFilters(store.getState())).toEqual({
      cuisines: [],
      priceRanges: [],
      features: [],
      dietaryOptions: [],
      accessibility: [],
    });
    expect(filtersButton('Filters')).toHaveFocus();
  });

  it('Clear All removes every filter at once and leaves focus on the Filters button', async () => {
    const { user, store } = renderWithProviders(<FilterBar />, { preloadedState });
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(selectFilters(store.getState())).toEqual({
      cuisines: [],
      priceRanges: [],
      features: [],
      dietaryOptions: [],
      accessibility: [],
    });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(filtersButton('Filters')).toHaveFocus();
  });

  it('Clear All leaves the search text alone', async () => {
    const store = makeTestStore(preloadedState);
    store.dispatch(searchTextChanged('wine'));
    const { user } = renderWithProviders(<FilterBar />, { store });
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(selectSearchText(store.getState())).toBe('wine');
  });
});

describe('The Dietary and Accessibility groups', () => {
  it('list every dietary option and accessibility fact, and say that all ticked must apply', async () => {
    const { user } = renderWithProviders(<FilterBar />);
    const menu = await openMenu(user);
    const dietary = within(menu).getByRole('group', { name: 'Dietary' });
    const accessibility = within(menu).getByRole('group', { name: 'Accessibility' });
    expect(within(dietary).getAllByRole('menuitemcheckbox').map(optionName)).toEqual([
      'Vegetarian',
      'Vegan',
      'Gluten-free',
      'Dairy-free',
      'Nut-free',
      'Halal',
      'Kosher',
    ]);
    expect(within(accessibility).getAllByRole('menuitemcheckbox').map(optionName)).toEqual([
      'Step-free entrance',
      'Accessible restroom',
      'Wheelchair-accessible seating',
      'Accessible parking',
      'Large-print menu',
    ]);
    expect(dietary).toHaveAccessibleDescription('Must offer all ticked');
    expect(accessibility).toHaveAccessibleDescription('Must have all ticked');
    expect(within(dietary).getByText('Must offer all ticked')).toBeVisible();
  });

  it('tick into the store, the badge and the chips, like the other groups', async () => {
    const { user, store } = renderWithProviders(<FilterBar />);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Vegan' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Gluten-free' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Step-free entrance' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Vegan' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(selectFilters(store.getState())).toMatchObject({
      dietaryOptions: ['Vegan', 'Gluten-free'],
      accessibility: ['Step-free entrance'],
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(filtersButton()).toHaveAccessibleName('Filters, 3 active');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove Vegan filter', 'Remove Gluten-free filter', 'Remove Step-free entrance filter']);
  });

  it('tick from the keyboard alone', async () => {
    const { user, store } = renderWithProviders(<FilterBar />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Italian' })).toHaveFocus(),
    );
    // From the first item up to the last: the Accessibility group's last fact.
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Large-print menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    expect(selectFilters(store.getState())).toMatchObject({
      dietaryOptions: ['Halal'],
      accessibility: ['Large-print menu'],
    });
  });

  it('lose a value by its chip, and all of them by Clear All', async () => {
    const { user, store } = renderWithProviders(<FilterBar />, {
      preloadedState: {
        filters: {
          cuisines: ['Italian'],
          priceRanges: [],
          features: [],
          dietaryOptions: ['Vegan', 'Kosher'],
          accessibility: ['Accessible restroom'],
        },
      },
    });
    expect(filtersButton('Filters, 4 active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Kosher filter' }));
    await user.click(screen.getByRole('button', { name: 'Remove Accessible restroom filter' }));
    expect(selectFilters(store.getState())).toMatchObject({ dietaryOptions: ['Vegan'], accessibility: [] });
    expect(filtersButton('Filters, 2 active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(selectFilters(store.getState())).toMatchObject({
      cuisines: [],
      dietaryOptions: [],
      accessibility: [],
    });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});

describe('FilterBar: the count beside each option (how many the list would hold with it also ticked)', () => {
  const described = (menu: HTMLElement, name: string) =>
    within(menu).getByRole('menuitemcheckbox', { name }).getAttribute('aria-describedby');
  const countOf = (menu: HTMLElement, name: string) =>
    document.getElementById(described(menu, name)!)?.textContent;

  it('counts a catalogue that came whole in memory: an any-of group widens, the others narrow', async () => {
    // Trattoria Aurora (Italian, $$$), Maison Lumière (French, $$$$), Ember & Oak (Steakhouse, $$$).
    const { user } = renderWithProviders(<FilterBar />);
    const menu = await openMenu(user);
    // The counts follow the menu's first paint, once the page is idle.
    await waitFor(() => expect(countOf(menu, 'Italian')).toBe('1 restaurant'));
    expect(countOf(menu, '$$$')).toBe('2 restaurants');
    expect(countOf(menu, 'American')).toBe('0 restaurants');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '$$$' }));
    // $$$ or $$$$: all three; Italian and $$$: one; French and $$$: none. They follow the list.
    await waitFor(() => expect(countOf(menu, '$$$$')).toBe('3 restaurants'));
    expect(countOf(menu, 'Italian')).toBe('1 restaurant');
    expect(countOf(menu, 'French')).toBe('0 restaurants');
  });

  it("asks a large catalogue's search while the menu is open, and shows what it counted", async () => {
    const records = makeSyntheticCatalogue(30).restaurants;
    const search = memorySearch(records);
    const store = makeSeededStore(records, { firstPage: 12, getCatalogueSearch: search.getCatalogueSearch });
    const { user } = renderWithProviders(<FilterBar />, { store });
    const menu = await openMenu(user);
    const expected = countOptions(records.map(toRestaurantSummary), emptyFilters);
    await waitFor(() => expect(countOf(menu, 'Italian')).toBe(`${expected.cuisines.Italian} restaurants`));
    expect(countOf(menu, 'Vegan')).toBe(`${expected.dietaryOptions.Vegan} restaurants`);
    expect(search.seen.queries).toEqual([expect.objectContaining({ optionCounts: true, limit: 0 })]);

    // A tick: counted again for the list it leaves.
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Vegan' }));
    const vegan = countOptions(records.map(toRestaurantSummary), {
      ...emptyFilters,
      dietaryOptions: ['Vegan'],
    });
    await waitFor(() => expect(countOf(menu, 'Italian')).toBe(`${vegan.cuisines.Italian} restaurants`));
  });

  it("asks a large catalogue's search for a tick's list within the tap, and its counts once the list's answer has painted", async () => {
    const records = makeSyntheticCatalogue(30).restaurants;
    const search = memorySearch(records);
    const store = makeSeededStore(records, { firstPage: 12, getCatalogueSearch: search.getCatalogueSearch });
    const { user } = renderWithProviders(<FilterBar />, { store });
    const menu = await openMenu(user);
    await waitFor(() => expect(search.seen.queries).toHaveLength(1));
    const release = search.hold();
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Vegan' }));
    });
    expect(search.seen.queries.slice(1)).toEqual([expect.not.objectContaining({ optionCounts: true })]);
    // The tap has painted, the list's answer is on its way: the worker has that question alone.
    await act(() => afterNextPaint());
    expect(search.seen.queries.slice(1)).toEqual([expect.not.objectContaining({ optionCounts: true })]);

    await act(async () => release());
    await waitFor(() => expect(store.getState().restaurants.list.status).toBe('idle'));
    await act(() => afterNextPaint());
    expect(search.seen.queries.slice(1)).toEqual([
      expect.not.objectContaining({ optionCounts: true }),
      expect.objectContaining({
        optionCounts: true,
        filters: expect.objectContaining({ dietaryOptions: ['Vegan'] }),
      }),
    ]);
  });
});
