import { act, screen, within } from '@testing-library/react';
import { makeTestStore } from '@/testing/testStore';
import { restaurants } from '@/data/catalogue';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { bookingsSaveFailed, bookingsStoredElsewhere } from '@/features/bookings/bookingsSlice';
import { makeBookingRecord, preloadedBookings } from '@/testing/fixtures';
import { renderRoute } from '@/testing/renderWithProviders';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE } from '@/features/bookings/ShareBooking';
import type { BookingRecord } from '@/features/bookings/types';
import { ConfirmationStep } from './ConfirmationStep';

const restaurant = restaurants[0]!;
const record = makeBookingRecord({
  id: 'bk-42',
  restaurantId: restaurant.id,
  restaurantName: restaurant.name,
  date: '2026-12-04',
  time: '19:15',
  partySize: 4,
  confirmationNumber: 'RB314159',
  customerInfo: { name: 'Ada', email: 'ada@example.com', phone: '555 1234' },
});

const renderConfirmation = (
  confirmedBookingId: string | null = 'bk-42',
  isSavedOnDevice = true,
  booked: BookingRecord = record,
) => {
  const store = makeTestStore({
    bookings: preloadedBookings({
      items: [booked],
      draft: { ...newDraft(restaurant.id), step: 'confirmation', confirmedBookingId },
    }),
  });
  if (!isSavedOnDevice) store.dispatch(bookingsSaveFailed({ problem: 'full', unsavedIds: [record.id] }));
  return renderRoute('/book/1', {
    store,
    routes: [
      { path: '/book/:id', element: <ConfirmationStep restaurant={restaurant} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
};

describe('ConfirmationStep', () => {
  it('says plainly when the booking could not be saved on this device', () => {
    renderConfirmation('bk-42', false);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /could not be saved on this device.*keep your confirmation number, RB314159/i,
    );
  });

  it('says nothing of the kind when it was saved', () => {
    renderConfirmation();
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });

  it('shows the confirmation number, the booking and where the email went', () => {
    renderConfirmation();
    expect(screen.getByText('RB314159')).toBeInTheDocument();
    expect(screen.getByText('Trattoria Aurora')).toBeInTheDocument();
    expect(screen.getByText('Friday, December 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('7:15 PM')).toBeInTheDocument();
    expect(screen.getByText('4 guests')).toBeInTheDocument();
    expect(screen.getByText(/A confirmation email has been sent to/)).toHaveTextContent(
      'A confirmation email has been sent to ada@example.com.',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('links to more restaurants and to the restaurant', () => {
    renderConfirmation();
    expect(screen.getByRole('link', { name: 'Find More Restaurants' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Restaurant' })).toHaveAttribute('href', '/restaurant/1');
  });

  it('opens a Google Calendar event in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderConfirmation();
    const button = screen.getByRole('button', { name: 'Add to Calendar' });
    expect(button).toHaveAccessibleDescription(
      'Add to Calendar opens Google Calendar in a new tab; the .ics file suits Apple Calendar and Outlook.',
    );
    expect(screen.getByRole('button', { name: 'Download .ics' })).toBeInTheDocument();
    await user.click(button);

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
    const params = new URL(String(url)).searchParams;
    expect(params.get('text')).toBe('Dinner at Trattoria Aurora');
    expect(params.get('details')).toBe('Reservation for 4 guests. Confirmation number: RB314159');
    expect(params.get('location')).toBe('418 Mulberry Lane, Riverton');
    expect(params.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  });

  it('says so when the booking cannot be found', () => {
    renderConfirmation('missing');
    expect(screen.getByText('This booking could not be found on this device.')).toBeInTheDocument();
  });
});

describe('sharing the booking', () => {
  const expectedText = [
    'Table booked at Trattoria Aurora',
    'Friday, December 4, 2026 at 7:15 PM',
    'Party: 4 guests',
    `Address: ${restaurant.location.address}, ${restaurant.location.city}`,
    'Confirmation number: RB314159',
  ].join('\n');
  afterEach(() => {
    delete (navigator as Partial<Navigator>).share;
  });

  it('copies the details where the browser cannot share, and says so to screen readers', async () => {
    expect('share' in navigator).toBe(false);
    const { user } = renderConfirmation();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(await navigator.clipboard.readText()).toBe(expectedText);
    const status = screen.getAllByRole('status').find((element) => element.textContent === COPIED_MESSAGE);
    expect(status).toBeDefined();
  });

  it('shows the details to copy by hand when the clipboard refuses', async () => {
    const { user } = renderConfirmation();
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COPY_FAILED_MESSAGE);
    expect(within(alert).getByText(/Confirmation number: RB314159/)).toBeInTheDocument();
    expect(screen.queryByText(COPIED_MESSAGE)).not.toBeInTheDocument();
  });

  it("opens the device's share sheet where there is one, with the booking's title and text", async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    const { user } = renderConfirmation();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Table at Trattoria Aurora', text: expectedText });
    expect(screen.queryByRole('button', { name: 'Copy details' })).not.toBeInTheDocument();
  });

  it('says nothing when the diner closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    const { user } = renderConfirmation();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(COPIED_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('the confirmation page, after another tab cancels its booking', () => {
  it('says the booking is cancelled, not booked, and offers nothing for the table', async () => {
    const store = makeTestStore({
      bookings: preloadedBookings({
        items: [record],
        draft: { ...newDraft(restaurant.id), step: 'confirmation', confirmedBookingId: 'bk-42' },
      }),
    });
    renderRoute(`/book/${restaurant.id}`, { store });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your table is booked' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Add to Calendar' }, { timeout: 5000 });
    act(() => {
      store.dispatch(
        bookingsStoredElsewhere([
          { ...record, status: 'cancelled', cancelledAt: '2026-12-01T10:00:00.000Z' },
        ]),
      );
    });
    expect(screen.getByRole('heading', { level: 2, name: 'This booking is cancelled' })).toBeInTheDocument();
    expect(screen.queryByText('Your table is booked')).not.toBeInTheDocument();
    expect(screen.getByText(/Booking RB314159 has been cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Calendar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/A confirmation email has been sent/)).not.toBeInTheDocument();
  });
});

describe('the terms agreed to and the seating asked for', () => {
  // The stored copy differs from the catalogue's terms for this restaurant (24 h, $25).
  const agreed: BookingRecord = {
    ...record,
    terms: { currency: 'USD', cancellation: { freeUntilHours: 48, feePerGuest: 30 } },
    seatingPreference: 'Garden',
  };
  afterEach(() => jest.useRealTimers());

  it("shows the deadline and the fee from the stored terms, never the catalogue's, and the seating as a request", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
    renderConfirmation('bk-42', true, agreed);
    const terms = screen.getByRole('region', { name: 'Booking terms' });
    expect(terms).toHaveTextContent('Free cancellation until Wed, Dec 2, 7:15 PM.');
    expect(terms).toHaveTextContent('$30 per guest: $120 for 4 guests.');
    expect(screen.getByText('Seating').nextElementSibling).toHaveTextContent('Garden (requested)');
  });

  it('says when free cancellation has ended', () => {
    jest.useFakeTimers({ now: new Date(2026, 11, 3, 12) });
    renderConfirmation('bk-42', true, agreed);
    expect(screen.getByRole('region', { name: 'Booking terms' })).toHaveTextContent(
      'Free cancellation ended Wed, Dec 2, 7:15 PM.',
    );
  });

  it('shows no deadline for a booking made before terms existed, and no seating without a preference', () => {
    renderConfirmation();
    expect(screen.queryByRole('region', { name: 'Booking terms' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).not.toBeInTheDocument();
    expect(screen.queryByText('Seating')).not.toBeInTheDocument();
  });
});
