import { act, screen, within } from '@testing-library/react';
import { KEPT_REMINDERS_KEY, resetKeptRemindersForTests } from '@/features/bookings/keptReminders';
import type { BookingRecord } from '@/features/bookings/types';
import type { BookingTerms } from '@/features/restaurants/bookingTerms';
import { leapTo } from '@/testing/clock';
import { makeBookingRecord, preloadedBookings } from '@/testing/fixtures';
import { renderRoute } from '@/testing/renderWithProviders';

// Wednesday 9 June 2027, noon on the visitor's clock.
const NOW = new Date(2027, 5, 9, 12, 0);
const MAISON: BookingTerms = {
  currency: 'USD',
  cancellation: { freeUntilHours: 48, feePerGuest: 50 },
  deposit: { perGuest: 40, fromPartySize: 7 },
};

const maison = (overrides: Partial<BookingRecord>) =>
  makeBookingRecord({ restaurantId: '2', restaurantName: 'Maison Lumière', terms: MAISON, ...overrides });

/** Friday 11 June, 7:00 PM: free cancellation until tonight, 7:00 PM, within the day. */
const soon = maison({ id: 'soon', date: '2027-06-11', time: '19:00', seatingPreference: 'Terrace' });
/** Thursday 10 June, 10:00 AM: free cancellation ended yesterday, 10:00 AM. */
const ended = maison({ id: 'ended', date: '2027-06-10', time: '10:00', partySize: 2 });
/** In a fortnight: free cancellation for a long while yet, no reminder. */
const later = maison({ id: 'later', date: '2027-06-25', time: '20:00' });
/** Made before terms existed. */
const untermed = makeBookingRecord({ id: 'old', date: '2027-06-12', time: '18:00', terms: undefined });

const open = async (path: string, items: BookingRecord[] = [soon, ended, later, untermed]) => {
  const rendered = renderRoute(path, { preloadedState: { bookings: preloadedBookings({ items }) } });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return rendered;
};

const cardOf = (restaurant: string, date: string) =>
  screen.getByRole('article', { name: `${restaurant} ${date}` });

describe('My Bookings and the terms each booking was made under', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['performance'] });
    sessionStorage.clear();
    resetKeptRemindersForTests();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the deadline, or that it has passed and the fee, and the seating asked for', async () => {
    await open('/bookings');
    const soonCard = cardOf('Maison Lumière', 'Friday, June 11, 2027');
    expect(within(soonCard).getByText('Free cancellation until Wed, Jun 9, 7:00 PM')).toBeInTheDocument();
    expect(within(soonCard).getByText('Seating')).toBeInTheDocument();
    expect(within(soonCard).getByText('Terrace (requested)')).toBeInTheDocument();
    const endedCard = cardOf('Maison Lumière', 'Thursday, June 10, 2027');
    expect(
      within(endedCard).getByText(
        'Free cancellation ended Tue, Jun 8, 10:00 AM; a fee of $100 applies if you cancel',
      ),
    ).toBeInTheDocument();
    expect(within(endedCard).queryByText('Seating')).not.toBeInTheDocument();
    const oldCard = cardOf('Trattoria Aurora', 'Saturday, June 12, 2027');
    expect(within(oldCard).queryByText(/cancellation/i)).not.toBeInTheDocument();
  });

  it('says in the cancel dialog whether cancelling now costs a fee', async () => {
    const { user } = await open('/bookings');
    await user.click(
      screen.getByRole('button', {
        name: 'Cancel booking at Maison Lumière on Thursday, June 10, 2027 at 10:00 AM',
      }),
    );
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /Free cancellation has ended: cancelling now costs a fee of \$100 \(\$50 per guest\)\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    await user.click(
      screen.getByRole('button', {
        name: 'Cancel booking at Maison Lumière on Friday, June 25, 2027 at 8:00 PM',
      }),
    );
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(/ Cancelling now is free\.$/);
  });

  it('says nothing of a fee in the dialog for a booking made before terms existed', async () => {
    const { user } = await open('/bookings');
    await user.click(
      screen.getByRole('button', {
        name: 'Cancel booking at Trattoria Aurora on Saturday, June 12, 2027 at 6:00 PM',
      }),
    );
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(/will no longer be valid\.$/);
  });

  it('reminds of a deadline within the day, with Keep and Cancel, and counts it on Account', async () => {
    const { user } = await open('/bookings');
    const reminder = screen.getByRole('group', {
      name: 'Your table at Maison Lumière on Friday, June 11, 2027 at 7:00 PM',
    });
    expect(reminder).toHaveTextContent('Free cancellation ends Wed, Jun 9, 7:00 PM.');
    expect(screen.getAllByRole('group', { name: /^Your table at / })).toHaveLength(1);
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Account (1 cancellation reminder)' })).toHaveLength(
      2,
    );

    await user.click(within(reminder).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(
      'Cancel your table at Maison Lumière on Friday, June 11, 2027 at 7:00 PM?',
    );
    expect(dialog).toHaveAccessibleDescription(/ Cancelling now is free\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));

    await user.click(within(reminder).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: /^Your table at / })).not.toBeInTheDocument();
    expect(within(banner).getAllByRole('link', { name: 'Account' })).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem(KEPT_REMINDERS_KEY)!)).toEqual(['soon|2027-06-09T19:00']);
  });

  it('stops reminding once the deadline has come', async () => {
    await open('/bookings');
    expect(screen.getByRole('group', { name: /^Your table at / })).toBeInTheDocument();
    // To 7:00 PM, and the minute's tick just after it.
    await act(() => leapTo(new Date(2027, 5, 9, 19, 0)));
    expect(screen.queryByRole('group', { name: /^Your table at / })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Account' })).toHaveLength(2);
  });

  it("shows the reminder under the header elsewhere; its Cancel opens that booking's dialog on My Bookings", async () => {
    const { user, router } = await open('/about-nothing');
    const reminder = await screen.findByRole('group', {
      name: 'Your table at Maison Lumière on Friday, June 11, 2027 at 7:00 PM',
    });
    expect(within(screen.getByRole('region', { name: 'Cancellation reminders' })).getByRole('group')).toBe(
      reminder,
    );
    await user.click(within(reminder).getByRole('button', { name: 'Cancel' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(
      'Cancel your table at Maison Lumière on Friday, June 11, 2027 at 7:00 PM?',
    );
    expect(router.state.location.pathname).toBe('/bookings');
    // The URL drops the question: a reload or Back does not ask again.
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    // On My Bookings, the page shows the reminder; the header, only the count.
    expect(screen.getByRole('group', { name: /^Your table at / })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancellation reminders' })).not.toBeInTheDocument();
  });

  it('shows no reminder, and a plain Account, for bookings made before terms existed', async () => {
    await open('/bookings', [untermed]);
    expect(screen.queryByRole('group', { name: /^Your table at / })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Account' })).toHaveLength(2);
  });
});
