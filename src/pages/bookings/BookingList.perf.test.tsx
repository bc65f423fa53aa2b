/**
 * Budget: My Bookings' taps render only the cards that change, and a confirmed cancel's lists
 * follow in a later commit (Show more 280 -> 48 ms; cancel 200 -> 56 ms). Guards
 * docs/performance.md, rows "Memoised My Bookings lists; Show more in a transition" and "Lists
 * follow a confirmed cancel in a deferred render".
 */
import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { makeTestStore } from '@/testing/testStore';
import { CalendarActions } from '@/features/bookings/CalendarActions';
import { BOOKINGS_STORAGE_KEY } from '@/features/bookings/bookingsFormat';
import { createBookingsStorage } from '@/features/bookings/bookingsStorage';
import { makeBookingRecord } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { renderRoute } from '@/testing/renderWithProviders';
import { BookingsPage } from '../BookingsPage';

// Every card that is not cancelled renders its calendar buttons: their renders are the cards'.
jest.mock('@/features/bookings/CalendarActions', () => {
  const actual = jest.requireActual<typeof import('@/features/bookings/CalendarActions')>(
    '@/features/bookings/CalendarActions',
  );
  return { ...actual, CalendarActions: jest.fn(actual.CalendarActions) };
});

// Thursday 3 December 2026, 7:10 PM on the visitor's clock.
const NOW = new Date(2026, 11, 3, 19, 10);

/** Twelve upcoming bookings, an hour apart from 10 December: one page of ten and two more. */
const twelve = Array.from({ length: 12 }, (_, index) =>
  makeBookingRecord({
    id: `b${String(index).padStart(2, '0')}`,
    date: '2026-12-10',
    time: `${String(10 + index).padStart(2, '0')}:00`,
    restaurantName: 'Trattoria Aurora',
  }),
);

const openBookings = async (routes?: RouteObject[]) => {
  const memory = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify(twelve) });
  const store = makeTestStore(undefined, {
    bookingsStorage: createBookingsStorage({ getBackend: () => memory.backend }),
  });
  const rendered = renderRoute('/bookings', { store, routes });
  await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(within(screen.getByRole('region', { name: 'Upcoming' })).getAllByRole('article')).toHaveLength(10);
  return rendered;
};

/** The bookings whose cards rendered since the last call. */
const cardsRendered = () => {
  const calls = jest.mocked(CalendarActions).mock.calls.map(([props]) => props.booking.id);
  jest.mocked(CalendarActions).mockClear();
  return calls;
};

describe('BookingList renders only the cards that change', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['performance'] }));
  afterEach(() => jest.useRealTimers());

  it('renders no card when the cancel dialog opens or closes', async () => {
    const { user } = await openBookings();
    cardsRendered();
    await user.click(screen.getAllByRole('button', { name: /^Cancel booking at / })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(cardsRendered()).toEqual([]);
  });

  it('renders only the card that moves up into the page when one booking is cancelled', async () => {
    const { user } = await openBookings();
    await user.click(screen.getAllByRole('button', { name: /^Cancel booking at / })[0]!);
    const dialog = await screen.findByRole('dialog');
    cardsRendered();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByText(/is cancelled\.$/)).toHaveAttribute('role', 'status');
    // b00 is now in Cancelled, without calendar buttons; b10 fills the first page.
    expect(cardsRendered()).toEqual(['b10']);
  });

  it("leaves the dialog, the status line and the lists to a transition after the tap's own commit", async () => {
    // What each commit of the page put on screen: the status line, and the first upcoming card.
    const commits: string[] = [];
    const onRender = () => {
      const status = document.querySelector('[role="status"]')?.textContent ?? '';
      const first = document.querySelector('section article')?.textContent ?? '';
      commits.push(`${status ? 'said' : 'silent'} / ${first}`);
    };
    const routes = [
      {
        path: '/bookings',
        element: (
          <Profiler id="page" onRender={onRender}>
            <BookingsPage />
          </Profiler>
        ),
      },
    ];
    const { user } = await openBookings(routes);
    await user.click(screen.getAllByRole('button', { name: /^Cancel booking at / })[0]!);
    const dialog = await screen.findByRole('dialog');
    const before = document.querySelector('section article')?.textContent ?? '';
    commits.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    // The tap's own commit is the page following the store, the cards and status as they were
    // (the dialog stays, its button pressed); then one that closes it, says it and moves the cards.
    const after = document.querySelector('section article')?.textContent ?? '';
    expect(after).not.toBe(before);
    expect(commits[0]).toBe(`silent / ${before}`);
    expect(commits.at(-1)).toBe(`said / ${after}`);
    expect(commits).not.toContain(`said / ${before}`);
  });

  it('renders only the new cards on Show more', async () => {
    const { user } = await openBookings();
    cardsRendered();
    await user.click(screen.getByRole('button', { name: 'Show more (2 more upcoming)' }));
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getAllByRole('article')).toHaveLength(12);
    expect(cardsRendered()).toEqual(['b10', 'b11']);
  });
});
