import { act, screen, within } from '@testing-library/react';
import { type AppStore } from '@/app/store';
import { bookingsStoredElsewhere } from '@/features/bookings/bookingsSlice';
import type { BookingRecord } from '@/features/bookings/types';
import { leapTo } from '@/testing/clock';
import { makeBookingRecord } from '@/testing/fixtures';
import { deviceWith } from '@/testing/bookingsDevice';
import { renderRoute } from '@/testing/renderWithProviders';

// Thursday 3 December 2026, 7:10 PM on the visitor's clock.
const NOW = new Date(2026, 11, 3, 19, 10);

const openBookings = async (store: AppStore) => {
  const rendered = renderRoute('/bookings', { store });
  await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
  return rendered;
};

const cardsIn = (section: string) =>
  within(screen.getByRole('region', { name: section })).getAllByRole('article');

const booking = (overrides: Partial<BookingRecord>) =>
  makeBookingRecord({ id: `${overrides.date} ${overrides.time}`, ...overrides });

describe('BookingsPage', () => {
  // React's development build times renders with performance.measure; the fake lacks clearMeasures.
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['performance'] }));
  afterEach(() => jest.useRealTimers());

  it('waits for the stored bookings instead of saying there are none', async () => {
    const { store, load } = deviceWith([booking({ date: '2026-12-04', time: '19:15' })]);
    await openBookings(store);
    expect(screen.getByRole('progressbar', { name: 'Loading your bookings' })).toBeInTheDocument();
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();

    await load();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(cardsIn('Upcoming')).toHaveLength(1);
    expect(document.title).toBe('My Bookings · Tablo');
  });

  it('says so when there are no bookings, with a way to find a table', async () => {
    const { store, load } = deviceWith([]);
    await load();
    await openBookings(store);
    expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Restaurant' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
  });

  it('lists upcoming bookings soonest first, then past ones, each with its details and links', async () => {
    const { store, load } = deviceWith([
      booking({
        date: '2026-12-20',
        time: '20:00',
        restaurantId: '2',
        restaurantName: 'Maison Lumière',
        partySize: 2,
        confirmationNumber: 'RB222222',
      }),
      booking({
        date: '2026-11-10',
        time: '18:00',
        restaurantId: '3',
        restaurantName: 'Ember & Oak',
        partySize: 6,
        confirmationNumber: 'RB333333',
      }),
      booking({
        date: '2026-12-04',
        time: '19:15',
        restaurantId: '1',
        restaurantName: 'Trattoria Aurora',
        partySize: 1,
        confirmationNumber: 'RB111111',
      }),
    ]);
    await load();
    await openBookings(store);

    const upcoming = cardsIn('Upcoming');
    expect(upcoming.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Trattoria Aurora',
      'Maison Lumière',
    ]);
    const [first] = upcoming;
    expect(first).toHaveAccessibleName('Trattoria Aurora Friday, December 4, 2026');
    for (const text of ['Friday, December 4, 2026', '7:15 PM', '1 guest', 'RB111111', 'Confirmed']) {
      expect(within(first!).getByText(text)).toBeInTheDocument();
    }
    expect(within(first!).getByRole('link', { name: 'View Restaurant' })).toHaveAttribute(
      'href',
      '/restaurant/1',
    );
    expect(within(first!).getByRole('button', { name: 'Add to Calendar' })).toHaveAccessibleDescription(
      /^Add to Calendar opens Google Calendar in a new tab/,
    );
    expect(within(first!).getByRole('button', { name: 'Download .ics' })).toBeInTheDocument();

    const [past] = cardsIn('Past');
    expect(within(past!).getByRole('heading', { level: 3 })).toHaveTextContent('Ember & Oak');
    expect(within(past!).getByText('Past')).toBeInTheDocument();
    expect(within(past!).getByText('RB333333')).toBeInTheDocument();
    expect(within(past!).getByRole('link', { name: 'View Restaurant' })).toHaveAttribute(
      'href',
      '/restaurant/3',
    );
  });

  it('says when nothing is upcoming, above the past bookings', async () => {
    const { store, load } = deviceWith([booking({ date: '2026-11-10', time: '18:00' })]);
    await load();
    await openBookings(store);
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).getByText('No upcoming bookings.'),
    ).toBeInTheDocument();
    expect(cardsIn('Past')).toHaveLength(1);
  });

  it('moves a booking to the past once its table is over, while the page stays open', async () => {
    const { store, load } = deviceWith([booking({ date: '2026-12-03', time: '19:15' })]);
    await load();
    await openBookings(store);
    expect(cardsIn('Upcoming')).toHaveLength(1);
    // Its two hours end at 9:15 PM.
    await act(() => leapTo(new Date(2026, 11, 3, 21, 15)));
    expect(cardsIn('Past')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).getByText('No upcoming bookings.'),
    ).toBeInTheDocument();
  });

  it('still shows a booking whose restaurant is no longer known, without a dead link', async () => {
    const { store, load } = deviceWith([
      booking({ date: '2026-12-04', time: '19:15', restaurantId: '404', restaurantName: 'Chez Disparu' }),
    ]);
    await load();
    await openBookings(store);
    const [card] = cardsIn('Upcoming');
    expect(within(card!).getByRole('heading', { level: 3 })).toHaveTextContent('Chez Disparu');
    expect(within(card!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card!).getByText('This restaurant is no longer listed.')).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Download .ics' })).toBeInTheDocument();
  });

  it('shows whatever a stored record holds as text only, and leaves out records that break the format', async () => {
    const { store, load } = deviceWith([
      booking({
        date: '2026-11-01',
        time: '19:00',
        restaurantName: '<img src=x onerror="alert(1)">',
        confirmationNumber: '<i>RB</i>',
        specialRequests: '<b>late</b>',
      }),
      booking({ date: 'soon<script>', time: '19:00', restaurantName: 'Unreadable date' }),
      booking({ date: '2026-11-02', time: '19:00', partySize: -5, restaurantName: 'Minus five' }),
    ]);
    await load();
    await openBookings(store);
    const cards = cardsIn('Past');
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(within(card!).getByRole('heading', { level: 3 })).toHaveTextContent(
      '<img src=x onerror="alert(1)">',
    );
    expect(within(card!).getByText('<i>RB</i>')).toBeInTheDocument();
    expect(card!.querySelector('img, script, b, i')).toBeNull();
    expect(screen.queryByText('Unreadable date')).not.toBeInTheDocument();
    expect(screen.queryByText(/-5 guests/)).not.toBeInTheDocument();
  });

  it('shows the occasion and dietary needs a booking holds, as text, and nothing when it holds none', async () => {
    const { store, load } = deviceWith([
      booking({
        date: '2026-12-04',
        time: '19:15',
        occasion: 'date-night',
        dietaryNeeds: 'No nuts <script>alert(1)</script>',
      }),
      booking({ date: '2026-12-05', time: '19:15' }),
    ]);
    await load();
    await openBookings(store);
    const [withBoth, withNone] = cardsIn('Upcoming');
    const term = (card: HTMLElement, name: string) => within(card).queryByText(name, { selector: 'dt' });
    expect(term(withBoth!, 'Occasion')?.nextElementSibling).toHaveTextContent('Date night');
    expect(term(withBoth!, 'Dietary needs or allergies')?.nextElementSibling).toHaveTextContent(
      'No nuts <script>alert(1)</script>',
    );
    expect(withBoth!.querySelector('script')).toBeNull();
    expect(term(withNone!, 'Occasion')).toBeNull();
    expect(term(withNone!, 'Dietary needs or allergies')).toBeNull();
  });

  it('offers to share or copy the details of upcoming bookings only', async () => {
    const { store, load } = deviceWith([
      booking({ date: '2026-12-04', time: '19:15' }),
      booking({ date: '2026-11-01', time: '19:15' }),
    ]);
    await load();
    const { user } = await openBookings(store);
    expect(within(cardsIn('Past')[0]!).queryByRole('button', { name: /Copy details/ })).toBeNull();
    await user.click(
      within(cardsIn('Upcoming')[0]!).getByRole('button', {
        name: 'Copy details of booking at Trattoria Aurora on Friday, December 4, 2026 at 7:15 PM',
      }),
    );
    expect(await navigator.clipboard.readText()).toMatch(/^Table booked at Trattoria Aurora\n/);
    expect(within(cardsIn('Upcoming')[0]!).getByRole('status')).toHaveTextContent('Booking details copied.');
  });

  it('is reached from the Account button in the header', async () => {
    const { store, load } = deviceWith([]);
    await load();
    const { user, router } = renderRoute('/restaurant/1', { store });
    await screen.findByRole('heading', { level: 1, name: /Trattoria Aurora/ });
    const account = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Account' });
    // A labelled button on wide screens and an icon on phones, both leading here.
    expect(account.map((link) => link.getAttribute('href'))).toEqual(['/bookings', '/bookings']);
    await user.click(account[0]!);
    await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
    expect(router.state.location.pathname).toBe('/bookings');
    expect(account[0]).toHaveAttribute('aria-current', 'page');
  });

  it('cancels an upcoming booking after asking, moves it to Cancelled and says so', async () => {
    const { store, load } = deviceWith([
      booking({
        date: '2026-12-04',
        time: '19:15',
        restaurantName: 'Trattoria Aurora',
        confirmationNumber: 'RB111111',
      }),
    ]);
    await load();
    const { user } = await openBookings(store);
    const [card] = cardsIn('Upcoming');
    await user.click(
      within(card!).getByRole('button', {
        name: 'Cancel booking at Trattoria Aurora on Friday, December 4, 2026 at 7:15 PM',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel your table at Trattoria Aurora on Friday, December 4, 2026 at 7:15 PM?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    // The dialog fades out; until then the page behind it is hidden from assistive technology.
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(cardsIn('Upcoming')).toHaveLength(1);

    await user.click(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Cancel booking at/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    );
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your table at Trattoria Aurora on Friday, December 4, 2026 at 7:15 PM is cancelled.',
    );
    const [cancelled] = cardsIn('Cancelled');
    expect(within(cancelled!).getByText('Cancelled')).toBeInTheDocument();
    // A cancelled table has no calendar entry to add, and nothing left to change.
    expect(within(cancelled!).queryByRole('button', { name: 'Add to Calendar' })).not.toBeInTheDocument();
    expect(within(cancelled!).queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    const [record] = store.getState().bookings.items;
    expect(record?.status).toBe('cancelled');
    expect(Date.parse(record?.cancelledAt ?? '') - NOW.getTime()).toBeLessThan(1000);
  });

  it('keeps the cancel dialog mounted and hidden until asked, so a tap only fills it in', async () => {
    const { store, load } = deviceWith([booking({ date: '2026-12-04', time: '19:15' })]);
    await load();
    const { user } = await openBookings(store);
    // In the page, out of reach: no dialog for assistive technology, nothing to tab to.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep booking' })).not.toBeInTheDocument();

    await user.click(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Cancel booking at/ }));
    expect(await screen.findByRole('dialog', { name: /^Cancel your table at/ })).toBeVisible();
  });

  it('offers no cancel or change for past bookings', async () => {
    const { store, load } = deviceWith([booking({ date: '2026-11-10', time: '18:00' })]);
    await load();
    await openBookings(store);
    const [past] = cardsIn('Past');
    expect(within(past!).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    expect(within(past!).queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('offers no cancel or change for a table that has started, nor for a date that does not exist, yet lists both', async () => {
    const { store, load } = deviceWith([
      booking({ date: '2026-12-03', time: '19:00', restaurantName: 'Started' }),
      booking({ date: '2027-02-29', time: '19:00', restaurantName: 'No such day' }),
      booking({ date: '2026-12-04', time: '19:15', restaurantName: 'Tomorrow' }),
    ]);
    await load();
    await openBookings(store);
    const cards = cardsIn('Upcoming');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Started',
      'Tomorrow',
      'No such day',
    ]);
    for (const card of [cards[0]!, cards[2]!]) {
      expect(within(card).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    }
    expect(within(cards[1]!).getByRole('button', { name: /^Cancel booking/ })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: /^Change/ })).toBeInTheDocument();
  });

  it('takes Cancel and Change away when the table starts while the page is open', async () => {
    const { store, load } = deviceWith([booking({ date: '2026-12-03', time: '19:12' })]);
    await load();
    await openBookings(store);
    expect(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Cancel booking/ })).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(2 * 60_000));
    const [card] = cardsIn('Upcoming');
    expect(within(card!).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    expect(within(card!).queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('says a cancel did not happen when the table started before it was confirmed', async () => {
    const { store, load } = deviceWith([
      booking({ date: '2026-12-03', time: '19:11', restaurantName: 'Trattoria Aurora' }),
    ]);
    await load();
    const { user } = await openBookings(store);
    await user.click(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Cancel booking at/ }));
    const dialog = await screen.findByRole('dialog');
    // 7:11:00.000: the table has started, and the page's minute has not ticked yet.
    await act(() => jest.advanceTimersByTimeAsync(new Date(2026, 11, 3, 19, 11).getTime() - Date.now()));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(store.getState().bookings.items[0]?.status).toBe('confirmed');
    expect(screen.queryByText(/is cancelled/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Your table at Trattoria Aurora on Thursday, December 3, 2026 at 7:11 PM could not be cancelled: it has started.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('asks about the booking as stored: a move made in another tab shows, and is what is cancelled and said', async () => {
    const first = booking({ date: '2026-12-04', time: '19:15', restaurantName: 'Trattoria Aurora' });
    const { store, load } = deviceWith([first]);
    await load();
    const { user } = await openBookings(store);
    await user.click(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Cancel booking at/ }));
    await screen.findByRole('dialog', { name: /on Friday, December 4, 2026 at 7:15 PM\?$/ });
    act(() => {
      store.dispatch(
        bookingsStoredElsewhere([{ ...first, time: '20:30', updatedAt: '2026-12-03T18:00:00.000Z' }]),
      );
    });
    const dialog = screen.getByRole('dialog', {
      name: 'Cancel your table at Trattoria Aurora on Friday, December 4, 2026 at 8:30 PM?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(store.getState().bookings.items[0]).toMatchObject({ time: '20:30', status: 'cancelled' });
    expect(
      screen.getByText('Your table at Trattoria Aurora on Friday, December 4, 2026 at 8:30 PM is cancelled.'),
    ).toHaveAttribute('role', 'status');
  });

  it('says so, with nothing to confirm, when another tab cancels the booking while the dialog is open', async () => {
    const first = booking({ date: '2026-12-04', time: '19:15', restaurantName: 'Trattoria Aurora' });
    const { store, load } = deviceWith([first]);
    await load();
    const { user } = await openBookings(store);
    await user.click(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Cancel booking at/ }));
    await screen.findByRole('dialog', { name: /^Cancel your table at/ });
    act(() => {
      store.dispatch(
        bookingsStoredElsewhere([{ ...first, status: 'cancelled', cancelledAt: '2026-12-03T18:00:00.000Z' }]),
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'This booking can no longer be cancelled' });
    expect(dialog).toHaveTextContent(
      'Your table at Trattoria Aurora on Friday, December 4, 2026 at 7:15 PM has already been cancelled.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the booking flow for a change, with the booking chosen', async () => {
    const { store, load } = deviceWith([
      booking({
        date: '2026-12-04',
        time: '19:15',
        partySize: 4,
        restaurantName: 'Trattoria Aurora',
        confirmationNumber: 'RB111111',
      }),
    ]);
    await load();
    const { user, router } = await openBookings(store);
    await user.click(
      within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Change booking at Trattoria Aurora/ }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Book a Table at Trattoria Aurora' });
    expect(router.state.location.pathname).toBe('/book/1');
    expect(screen.getByText(/You are changing booking RB111111/)).toBeInTheDocument();
    expect(screen.getByText('4 guests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7:15 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('starts a new booking on Book a Table after a change was left unfinished', async () => {
    const { store, load } = deviceWith([
      booking({ date: '2026-12-04', time: '19:15', partySize: 4, confirmationNumber: 'RB111111' }),
    ]);
    await load();
    const { user, router } = await openBookings(store);
    await user.click(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Change booking at/ }));
    expect(await screen.findByText(/You are changing booking RB111111/, {}, { timeout: 5000 })).toBeVisible();
    await act(() => router.navigate('/restaurant/1'));
    await act(() => router.navigate('/book/1'));
    await screen.findByRole('heading', { level: 2, name: 'Choose a date and time' });
    expect(screen.queryByText(/You are changing booking/)).not.toBeInTheDocument();
    expect(screen.getByText('2 guests')).toBeInTheDocument();
    expect(store.getState().bookings.draft.changing).toBeNull();
  });

  it('ends a change, saying why, when another tab cancels its booking, and offers a new booking', async () => {
    const first = booking({ date: '2026-12-04', time: '19:15', confirmationNumber: 'RB111111' });
    const { store, load } = deviceWith([first]);
    await load();
    const { user, router } = await openBookings(store);
    await user.click(within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Change booking at/ }));
    await screen.findByText(/You are changing booking RB111111/, {}, { timeout: 5000 });
    act(() => {
      store.dispatch(
        bookingsStoredElsewhere([{ ...first, status: 'cancelled', cancelledAt: '2026-12-03T18:00:00.000Z' }]),
      );
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This booking can no longer be changed');
    expect(alert).toHaveTextContent('Booking RB111111 has been cancelled. Nothing has been changed.');
    expect(screen.queryByText(/You are changing booking/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Booking steps' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('link', { name: 'Book a new table' }));
    await screen.findByRole('heading', { level: 2, name: 'Choose a date and time' });
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().bookings.draft.changing).toBeNull();
  });

  it('never turns the change of a table that has started into a new booking', async () => {
    const started = booking({ date: '2026-12-03', time: '19:00', confirmationNumber: 'RB222222' });
    const { store, load } = deviceWith([started]);
    await load();
    renderRoute(`/book/1?change=${encodeURIComponent(started.id)}`, { store });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The table of booking RB222222 has started. Nothing has been changed.');
    expect(screen.queryByRole('list', { name: 'Booking steps' })).not.toBeInTheDocument();
  });

  it('shows a page of bookings at a time, however many are stored', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      booking({
        date: '2026-12-10',
        time: `${String(17 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
      }),
    );
    const { store, load } = deviceWith(many);
    await load();
    const { user } = await openBookings(store);
    expect(cardsIn('Upcoming')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more (2 more upcoming)' }));
    expect(cardsIn('Upcoming')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });
});
