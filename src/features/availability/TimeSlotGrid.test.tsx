import { screen, within } from '@testing-library/react';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { selectSelectedTime } from '@/features/bookingInProgress/draftSelectors';
import { preloadedBookings } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SLOT_TIMES } from './generateSlots';
import { slotKey } from './slotDraws';
import { TimeSlotGrid } from './TimeSlotGrid';

const FREE = 0;
const TAKEN = 0.9999;

/** Restaurant 1's booking in progress on `date`, for two, with the given times taken. */
const state = (date: string | null, taken: readonly string[] = []) => ({
  bookings: preloadedBookings({ draft: { ...newDraft('1'), date } }),
  availability: {
    draws:
      date === null
        ? {}
        : {
            [slotKey({ restaurantId: '1', date, partySize: 2 })]: SLOT_TIMES.map((time) =>
              taken.includes(time) ? TAKEN : FREE,
            ),
          },
  },
});

/** Notify me, whose code comes after the full day shows. */
const notifyMe = () => screen.findByRole('button', { name: 'Notify me' });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00') }));
afterEach(() => jest.useRealTimers());

describe('TimeSlotGrid', () => {
  it('asks for a date first', () => {
    renderWithProviders(<TimeSlotGrid />, { preloadedState: state(null) });
    expect(screen.getByRole('status')).toHaveTextContent('Please select a date first');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says when nothing is free on the date', async () => {
    renderWithProviders(<TimeSlotGrid />, {
      preloadedState: state('2026-12-04', SLOT_TIMES),
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'No available times for this datePlease try a different date or party size',
    );
    await notifyMe();
  });

  it('shows the same message when no slot is offered at all', async () => {
    jest.setSystemTime(new Date('2026-12-02T22:30:00'));
    renderWithProviders(<TimeSlotGrid />, { preloadedState: state('2026-12-02') });
    expect(screen.getByText('No available times for this date')).toBeInTheDocument();
    await notifyMe();
  });

  it('shows every slot in 12-hour form, named with its availability; unavailable ones inert', () => {
    renderWithProviders(<TimeSlotGrid labelledBy="time-title" />, {
      preloadedState: state('2026-12-04', ['19:15']),
    });
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(21);
    expect(buttons.slice(8, 11).map((button) => button.textContent)).toEqual([
      '7:00 PM',
      '7:15 PM',
      '7:30 PM',
    ]);
    expect(buttons.slice(8, 11).map((button) => button.getAttribute('aria-label'))).toEqual([
      '7:00 PM, available',
      '7:15 PM, unavailable',
      '7:30 PM, available',
    ]);
    expect(screen.getByRole('button', { name: '7:15 PM, unavailable' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: '5:00 PM, available' })).not.toHaveAttribute('aria-disabled');
  });

  it('cannot choose a time that is taken', async () => {
    const { user, store } = renderWithProviders(<TimeSlotGrid />, {
      preloadedState: state('2026-12-04', ['19:15']),
    });
    await user.click(screen.getByRole('button', { name: '7:15 PM, unavailable' }));
    expect(selectSelectedTime(store.getState())).toBeNull();
    expect(screen.getByRole('button', { name: '7:15 PM, unavailable' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is one tab stop, the first free time, and the arrow keys move within it', async () => {
    const { user, store } = renderWithProviders(
      <>
        <TimeSlotGrid />
        <button type="button">After</button>
      </>,
      { preloadedState: state('2026-12-04', ['17:00']) },
    );
    await user.tab();
    expect(screen.getByRole('button', { name: '5:15 PM, available' })).toHaveFocus();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Arrow keys move between times; Enter or Space chooses one.',
    );
    await user.keyboard('{ArrowLeft}');
    // A taken time is reached, and read out, but cannot be chosen.
    expect(screen.getByRole('button', { name: '5:00 PM, unavailable' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(selectSelectedTime(store.getState())).toBeNull();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '10:00 PM, available' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '10:00 PM, available' })).toHaveFocus();
    await user.keyboard(' ');
    expect(selectSelectedTime(store.getState())).toBe('22:00');
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: '5:00 PM, unavailable' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // Coming back in lands on the time last visited.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '5:00 PM, unavailable' })).toHaveFocus();
  });

  it('chooses a time and marks it pressed', async () => {
    const { user, store } = renderWithProviders(<TimeSlotGrid />, {
      preloadedState: state('2026-12-04', ['19:15']),
    });
    await user.click(screen.getByRole('button', { name: '9:45 PM, available' }));
    expect(selectSelectedTime(store.getState())).toBe('21:45');
    expect(screen.getByRole('button', { name: '9:45 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '5:00 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('offers the next days with a free table when the day is full, and chooses one in a tap', async () => {
    const full = slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 2 });
    const saturday = slotKey({ restaurantId: '1', date: '2026-12-05', partySize: 2 });
    const preloaded = state('2026-12-04', SLOT_TIMES);
    // Saturday is full too; from Sunday on, only 9:00 PM is free.
    const later = Object.fromEntries(
      Array.from({ length: 60 }, (_, index) => {
        const date = new Date(2026, 11, 6 + index);
        const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        return [
          slotKey({ restaurantId: '1', date: iso, partySize: 2 }),
          SLOT_TIMES.map((time) => (time === '21:00' ? FREE : TAKEN)),
        ];
      }),
    );
    preloaded.availability.draws = {
      ...later,
      [full]: SLOT_TIMES.map(() => TAKEN),
      [saturday]: SLOT_TIMES.map(() => TAKEN),
    };
    const { user, store } = renderWithProviders(<TimeSlotGrid />, { preloadedState: preloaded });
    expect(screen.getByText('No available times for this date')).toBeInTheDocument();
    const offers = within(screen.getByRole('region', { name: 'Next available' })).getAllByRole('button');
    expect(offers.map((offer) => offer.textContent)).toEqual([
      'Sun, Dec 6, 9:00 PM',
      'Mon, Dec 7, 9:00 PM',
      'Tue, Dec 8, 9:00 PM',
    ]);
    await user.click(screen.getByRole('button', { name: 'Mon, Dec 7, 9:00 PM' }));
    expect(store.getState().bookings.draft).toMatchObject({ date: '2026-12-07', time: '21:00' });
    expect(screen.getByRole('button', { name: '9:00 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers Notify me for the full day, beside the next days and not among them', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(FREE);
    renderWithProviders(<TimeSlotGrid />, { preloadedState: state('2026-12-04', SLOT_TIMES) });
    const offers = await screen.findByRole('region', { name: 'Next available' });
    expect(within(offers).queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
    expect(await notifyMe()).toBeInTheDocument();
  });

  it('says so when no later day in the booking window has a table', async () => {
    const preloaded = state('2026-12-04', SLOT_TIMES);
    jest.spyOn(Math, 'random').mockReturnValue(TAKEN);
    renderWithProviders(<TimeSlotGrid />, { preloadedState: preloaded });
    expect(screen.getByText(/No table is free for this party on any later day/)).toBeInTheDocument();
    await notifyMe();
  });

  it('offers Notify me for the full day when no later day has a table either', async () => {
    const preloaded = state('2026-12-04', SLOT_TIMES);
    jest.spyOn(Math, 'random').mockReturnValue(TAKEN);
    renderWithProviders(<TimeSlotGrid />, { preloadedState: preloaded });
    expect(screen.getByText('Or hear when a table opens on this day:')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notify me' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('offers Notify me when no time is free within an hour of the one a link asked for', async () => {
    const taken = SLOT_TIMES.filter((time) => time >= '18:00' && time <= '20:00');
    renderWithProviders(<TimeSlotGrid wanted={{ date: '2026-12-04', time: '19:00' }} />, {
      preloadedState: state('2026-12-04', taken),
    });
    expect(screen.getByText('No table from 6:00 PM to 8:00 PM. Hear when one opens:')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /, available$/ })).toHaveLength(
      SLOT_TIMES.length - taken.length,
    );
  });

  it('offers no Notify me while a time near the one asked for is free, or for another date', () => {
    const taken = SLOT_TIMES.filter((time) => time >= '18:00' && time < '20:00');
    const { unmount } = renderWithProviders(<TimeSlotGrid wanted={{ date: '2026-12-04', time: '19:00' }} />, {
      preloadedState: state('2026-12-04', taken),
    });
    expect(screen.queryByText(/^No table from/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TimeSlotGrid wanted={{ date: '2026-12-05', time: '19:00' }} />, {
      preloadedState: state(
        '2026-12-04',
        SLOT_TIMES.filter((time) => time !== '17:00'),
      ),
    });
    expect(screen.queryByText(/^No table from/)).not.toBeInTheDocument();
  });
});
