import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeTestStore } from '@/testing/testStore';
import { watchesLoaded, watchMatchesFound } from './watchActions';
import { WatchNotice } from './WatchNotice';
import type { Watch, WatchMatch } from './watchTypes';

const watch: Watch = {
  id: 'w1',
  restaurantIds: ['1', '2'],
  dates: ['2026-12-04', '2026-12-05'],
  window: { from: '21:00', to: '22:00' },
  partySize: 10,
  createdAt: '2026-12-02T17:00:00.000Z',
};
const match = (restaurantId: string, date: string, time: string): WatchMatch => ({
  watchId: 'w1',
  restaurantId,
  date,
  time,
  partySize: 10,
});

/** A store whose check found these matches for the watch above. */
const storeWithMatches = (matches: WatchMatch[]) => {
  const storage = createMemoryStorage();
  const store = makeTestStore(undefined, { getWatchesBackend: () => storage.backend });
  store.dispatch(watchesLoaded({ watches: [watch], unreadable: [], problem: null }));
  store.dispatch(watchMatchesFound(matches));
  return store;
};

/** The notice alone, on a page of the app. */
const renderNotice = ({ store }: { store: ReturnType<typeof storeWithMatches> }) =>
  renderWithProviders(
    <MemoryRouter>
      <WatchNotice />
    </MemoryRouter>,
    { store },
  );

const notice = () => screen.getByRole('region', { name: /you watch for/ });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00'), doNotFake: ['queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

describe('WatchNotice', () => {
  it('names the restaurant, the day, the time and the party, and Book it opens that booking', () => {
    renderNotice({ store: storeWithMatches([match('2', '2026-12-05', '21:30')]) });
    expect(notice()).toHaveTextContent('A table you watch for is free');
    expect(notice()).toHaveTextContent('Maison Lumière · Sat, Dec 5 at 9:30 PM, 10 guests');
    expect(within(notice()).getByRole('link', { name: /^Book it/ })).toHaveAttribute(
      'href',
      '/book/2?party=10&date=2026-12-05&time=21%3A30',
    );
  });

  it('lists several matches in one notice, earliest first', () => {
    renderNotice({
      store: storeWithMatches([
        match('1', '2026-12-05', '21:00'),
        match('2', '2026-12-04', '22:00'),
        match('1', '2026-12-04', '22:00'),
      ]),
    });
    expect(notice()).toHaveTextContent('3 tables you watch for are free');
    expect(
      within(notice())
        .getAllByRole('link', { name: /^Book it/ })
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Book it: Maison Lumière, Fri, Dec 4 at 10:00 PM, 10 guests',
      'Book it: Trattoria Aurora, Fri, Dec 4 at 10:00 PM, 10 guests',
      'Book it: Trattoria Aurora, Sat, Dec 5 at 9:00 PM, 10 guests',
    ]);
  });

  it("tells one restaurant's evening once, at its earliest time", () => {
    renderNotice({
      store: storeWithMatches([
        match('1', '2026-12-04', '21:30'),
        match('1', '2026-12-04', '21:00'),
        match('1', '2026-12-04', '21:15'),
      ]),
    });
    expect(notice()).toHaveTextContent('A table you watch for is free');
    expect(within(notice()).getAllByRole('listitem')).toHaveLength(1);
    expect(notice()).toHaveTextContent(
      'Trattoria Aurora · Fri, Dec 4 at 9:00 PM, 10 guests (and 2 later times)',
    );
  });

  it('lists four evenings, and the rest on Show more', async () => {
    const { user } = renderNotice({
      store: storeWithMatches(
        ['2026-12-04', '2026-12-05'].flatMap((date) => ['1', '2', '3'].map((id) => match(id, date, '21:00'))),
      ),
    });
    expect(within(notice()).getAllByRole('listitem')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(within(notice()).getAllByRole('listitem')).toHaveLength(6);
  });

  it('dismisses an evening, then all, and is gone', async () => {
    const { user } = renderNotice({
      store: storeWithMatches([
        match('1', '2026-12-04', '21:00'),
        match('1', '2026-12-04', '21:15'),
        match('2', '2026-12-04', '21:00'),
        match('1', '2026-12-05', '21:00'),
      ]),
    });
    await user.click(
      screen.getByRole('button', { name: 'Dismiss: Trattoria Aurora, Fri, Dec 4 at 9:00 PM, 10 guests' }),
    );
    expect(within(notice()).getAllByRole('listitem')).toHaveLength(2);
    expect(notice()).not.toHaveTextContent('9:15 PM');
    await user.click(screen.getByRole('button', { name: 'Dismiss all' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  describe('the system notification', () => {
    const showNotification = jest.fn(async () => undefined);
    const setPermission = (permission: NotificationPermission) =>
      Object.defineProperty(window, 'Notification', { configurable: true, value: { permission } });
    beforeEach(() => {
      showNotification.mockClear();
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { getRegistration: async () => ({ showNotification }) },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'Notification');
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });

    it('shows each match through the service worker when notifications are allowed, its click opening the booking', async () => {
      setPermission('granted');
      renderNotice({ store: storeWithMatches([match('3', '2026-12-04', '21:45')]) });
      await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
      expect(showNotification).toHaveBeenCalledWith('A table is free at Ember & Oak', {
        body: 'Fri, Dec 4 at 9:45 PM, 10 guests. Open Tablo to book it; it is not held.',
        tag: '3|2026-12-04|10',
        data: { url: '/book/3?party=10&date=2026-12-04&time=21%3A45' },
      });
    });

    it('shows none unless the diner allowed them', async () => {
      setPermission('default');
      renderNotice({ store: storeWithMatches([match('3', '2026-12-05', '21:45')]) });
      expect(notice()).toBeInTheDocument();
      await act(async () => undefined);
      expect(showNotification).not.toHaveBeenCalled();
    });
  });
});
