import { screen, waitFor, within } from '@testing-library/react';
import { makeSeededStore, makeTestStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { loadListAnswer, selectListSearch } from '@/features/restaurants/restaurantsSlice';
import { compareByName, toSummaryRecord } from '@/data/catalogueData';
import { slotsDrawn } from '@/features/availability/availabilitySlice';
import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { slotKey } from '@/features/availability/slotDraws';
import { pinClock } from '@/testing/clock';
import { renderRoute } from '@/testing/renderWithProviders';
import { restaurantsStateFor } from '@/features/restaurants/restaurantsSlice';
import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';
import { discoveryUrlOpened } from './discoveryEvents';
import { selectListQuery, selectMatchingRestaurants } from './discoverySelectors';
import { cuisineToggled } from './filtersSlice';
import { parseDiscoveryQuery } from './discoveryQuery';
import {
  sortOrderChanged,
  tableDateChanged,
  tablePartySizeChanged,
  tableTimeChanged,
  selectTableWanted,
} from './searchSlice';
import { makeSelectCardTimes, selectFinderDate, selectUndrawnFinderKeys } from './finderTimes';

// Wednesday 2 December 2026, noon, on the visitor's clock.
const NOW = new Date(2026, 11, 2, 12);
const AT = '2026-12-02T12:00';
const FREE = 0;
const TAKEN = 0.9999;

/** A store whose draws for restaurant 1, party 2, say which times are free on each day. */
const storeWithEvenings = (freeTimes: Record<string, readonly string[]>) => {
  const store = makeTestStore();
  for (const [date, free] of Object.entries(freeTimes)) {
    const key = slotKey({ restaurantId: '1', date, partySize: 2 });
    let index = 0;
    store.dispatch(
      slotsDrawn([key], () => (free.includes(SLOT_TIMES[index++ % SLOT_TIMES.length]!) ? FREE : TAKEN)),
    );
  }
  return store;
};

describe('the table finder', () => {
  it('keeps party, date and time; a date it cannot book falls back to today', () => {
    const store = makeTestStore();
    store.dispatch(tablePartySizeChanged(4));
    store.dispatch(tableDateChanged('2026-12-10'));
    store.dispatch(tableTimeChanged('20:15'));
    store.dispatch(tableTimeChanged('20:10'));
    expect(selectTableWanted(store.getState())).toEqual({ partySize: 4, date: '2026-12-10', time: '20:15' });
    expect(selectFinderDate(store.getState(), AT)).toBe('2026-12-10');
    store.dispatch(discoveryUrlOpened(parseDiscoveryQuery('?date=2026-11-30')));
    expect(selectFinderDate(store.getState(), AT)).toBe('2026-12-02');
  });

  it("offers up to five free times nearest the wanted one on a card, from the visit's draws", () => {
    // Noon: the start-up draws are for today's cards alone (at night they would reach 4 December).
    pinClock(NOW);
    const store = storeWithEvenings({
      '2026-12-04': ['17:00', '18:30', '18:45', '19:15', '19:30', '20:00', '21:00'],
    });
    store.dispatch(tableDateChanged('2026-12-04'));
    const selectCardTimes = makeSelectCardTimes();
    const times = selectCardTimes(store.getState(), '1', AT);
    expect(times).toMatchObject({
      date: '2026-12-04',
      wanted: '19:00',
      times: ['18:30', '18:45', '19:15', '19:30', '20:00'],
      nextAvailable: [],
    });
    expect(selectCardTimes(store.getState(), '1', AT)).toBe(times);
    // Draws for another card leave this one's answer, so its times are not drawn again.
    store.dispatch(
      slotsDrawn([slotKey({ restaurantId: '2', date: '2026-12-04', partySize: 2 })], () => FREE),
    );
    expect(selectCardTimes(store.getState(), '1', AT)).toBe(times);
  });

  it('offers the next days with a table when the day is full', async () => {
    jest.useFakeTimers({ now: NOW });
    const store = storeWithEvenings({
      '2026-12-04': [],
      '2026-12-05': [],
      '2026-12-06': ['21:00'],
      '2026-12-07': ['17:00', '19:15'],
    });
    store.dispatch(tableDateChanged('2026-12-04'));
    await jest.advanceTimersByTimeAsync(20);
    const { times, nextAvailable } = makeSelectCardTimes()(store.getState(), '1', AT)!;
    expect(times).toEqual([]);
    expect(nextAvailable.slice(0, 2)).toEqual([
      { date: '2026-12-06', time: '21:00' },
      { date: '2026-12-07', time: '19:15' },
    ]);
    expect(nextAvailable).toHaveLength(3);
    jest.useRealTimers();
  });

  it("at night, with today's times gone, draws each card's next few days, not the whole window", async () => {
    // 11:30 PM: today has no time left, so every card offers its next available days. Restaurant
    // 1's next four days were drawn full earlier in the visit (the tab's stored draws).
    jest.useFakeTimers({ now: new Date(2026, 11, 2, 23, 30) });
    jest.spyOn(Math, 'random').mockReturnValue(FREE);
    const fullDays = ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const stored = Object.fromEntries(
      fullDays.map((date) => [
        slotKey({ restaurantId: '1', date, partySize: 2 }),
        SLOT_TIMES.map(() => TAKEN),
      ]),
    );
    const store = makeTestStore(undefined, { drawsStorage: { load: () => stored, save: () => undefined } });
    await jest.advanceTimersByTimeAsync(20);
    const drawnFor = (restaurantId: string) =>
      Object.keys(store.getState().availability.draws).filter((key) => key.startsWith(`${restaurantId}|`));
    // Past the five full evenings, the next three, free: eight of the window's 61.
    expect(drawnFor('1')).toHaveLength(8);
    expect(makeSelectCardTimes()(store.getState(), '1', '2026-12-02T23:30')).toMatchObject({
      times: [],
      nextAvailable: [
        { date: '2026-12-07', time: '19:00' },
        { date: '2026-12-08', time: '19:00' },
        { date: '2026-12-09', time: '19:00' },
      ],
    });
    // Today (its times past) and the next three days, free.
    expect(drawnFor('2')).toHaveLength(4);
    expect(selectUndrawnFinderKeys(store.getState(), '2026-12-02T23:30')).toEqual([]);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('draws for a new party after the frame that shows it, every card at once, nothing twice', async () => {
    jest.useFakeTimers({ now: NOW });
    const store = makeTestStore();
    store.dispatch(tablePartySizeChanged(3));
    await jest.advanceTimersByTimeAsync(20);
    const selectCardTimes = makeSelectCardTimes();
    const forThree = selectCardTimes(store.getState(), '1', AT);
    expect(forThree).toMatchObject({ partySize: 3 });

    // Out of the key press: the draws and every card's times wait for the next frame (party size,
    // 1,000 restaurants), and a card keeps its times, links and all, until they are made.
    store.dispatch(tablePartySizeChanged(6));
    expect(selectUndrawnFinderKeys(store.getState(), AT)).toEqual(
      expect.arrayContaining(['1|2026-12-02|6', '2|2026-12-02|6', '3|2026-12-02|6']),
    );
    expect(selectCardTimes(store.getState(), '1', AT)).toBe(forThree);
    await jest.advanceTimersByTimeAsync(20);
    expect(selectUndrawnFinderKeys(store.getState(), AT)).toEqual([]);
    expect(selectCardTimes(store.getState(), '1', AT)).toMatchObject({ partySize: 6 });

    const drawn = store.getState().availability.draws;
    store.dispatch(tableTimeChanged('21:00'));
    await jest.advanceTimersByTimeAsync(20);
    expect(store.getState().availability.draws).toBe(drawn);
    jest.useRealTimers();
  });

  it("leaves a tap's new list to the render React defers, and draws its times once the page is idle", async () => {
    jest.useFakeTimers({ now: NOW });
    const store = makeTestStore({ restaurants: restaurantsStateFor(makeSyntheticRestaurants(30)) });
    await jest.advanceTimersByTimeAsync(50);
    expect(selectUndrawnFinderKeys(store.getState(), AT)).toEqual([]);

    // The tick works nothing out over the catalogue: the list's selector is not run within it.
    const worked = selectMatchingRestaurants.recomputations();
    store.dispatch(cuisineToggled('French'));
    expect(selectMatchingRestaurants.recomputations()).toBe(worked);

    // Its new cards lack times until the page is idle, then have them all.
    expect(selectUndrawnFinderKeys(store.getState(), AT).length).toBeGreaterThan(0);
    await jest.advanceTimersByTimeAsync(50);
    expect(selectUndrawnFinderKeys(store.getState(), AT)).toEqual([]);
    jest.useRealTimers();
  });

  it("draws a large catalogue's answer's times as it arrives, to render with its cards, not once the page is idle", async () => {
    jest.useFakeTimers({ now: NOW });
    const records = makeSyntheticCatalogue(30).restaurants;
    const store = makeSeededStore(records, {
      firstPage: 12,
      getCatalogueSearch: () => new Promise(() => undefined),
    });
    await jest.advanceTimersByTimeAsync(50);
    expect(selectUndrawnFinderKeys(store.getState(), AT)).toEqual([]);

    // Another order; the search's answer to it, with cards the page has no times for.
    store.dispatch(sortOrderChanged('name'));
    await jest.advanceTimersByTimeAsync(50);
    const query = selectListQuery(store.getState());
    const cards = [...records].sort(compareByName).slice(0, 12).map(toSummaryRecord);
    store.dispatch(loadListAnswer.pending('answer', query));
    store.dispatch(
      loadListAnswer.fulfilled(
        { total: records.length, ids: cards.map(({ id }) => id), cards },
        'answer',
        query,
      ),
    );
    // Drawn within the dispatch that brought them, before any timer ran.
    expect(selectListSearch(store.getState()).answer).not.toBeNull();
    expect(selectUndrawnFinderKeys(store.getState(), AT)).toEqual([]);
    jest.useRealTimers();
  });

  it('a card that never had draws shows no times until they are made', () => {
    const store = makeTestStore();
    store.dispatch(tablePartySizeChanged(5));
    expect(makeSelectCardTimes()(store.getState(), '1', AT)).toBeNull();
  });
});

describe('the finder on the home page', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['performance'] }));
  afterEach(() => jest.useRealTimers());

  it('has Party size, Date and Time fields, and every card links its times to the booking page', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(FREE);
    const { user, router } = renderRoute('/?party=4&date=2026-12-10&time=19%3A00');
    const finder = await screen.findByRole('form', { name: 'Find a table' });
    expect(within(finder).getByRole('combobox', { name: 'Party size' })).toHaveValue('4');
    expect(within(finder).getByLabelText('Date')).toHaveValue('2026-12-10');
    expect(within(finder).getByRole('combobox', { name: 'Time' })).toHaveValue('19:00');

    const times = within(screen.getByRole('group', { name: 'Times at Trattoria Aurora' })).getAllByRole(
      'link',
    );
    expect(times.map((link) => link.textContent)).toEqual([
      '6:30 PM',
      '6:45 PM',
      '7:00 PM',
      '7:15 PM',
      '7:30 PM',
    ]);
    expect(times[3]).toHaveAttribute('href', '/book/1?party=4&date=2026-12-10&time=19%3A15');

    await user.selectOptions(within(finder).getByRole('combobox', { name: 'Time' }), '21:00');
    await waitFor(() => expect(router.state.location.search).toContain('time=21%3A00'));
    const later = within(screen.getByRole('group', { name: 'Times at Trattoria Aurora' })).getAllByRole(
      'link',
    );
    expect(later.map((link) => link.textContent)).toEqual([
      '8:30 PM',
      '8:45 PM',
      '9:00 PM',
      '9:15 PM',
      '9:30 PM',
    ]);
  });

  it('says when a card has no times near the one asked for', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(TAKEN);
    renderRoute('/');
    const group = await screen.findByRole('group', { name: 'Times at Trattoria Aurora' });
    expect(group).toHaveTextContent('No times near 7:00 PM');
  });
});
