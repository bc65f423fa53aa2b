import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { preloadedBookings } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { newDraft } from './bookingDraft';
import { dateSelected } from './draftActions';
import { selectSelectedDate } from './draftSelectors';
import { selectDraftSlots } from '@/features/availability/availabilitySelectors';
import { BookingCalendar } from './BookingCalendar';

const renderCalendar = () =>
  renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <BookingCalendar />
    </LocalizationProvider>,
    { preloadedState: { bookings: preloadedBookings({ draft: newDraft('1') }) } },
  );

/** A day of the calendar by its full name, as a screen reader reads it. */
const day = (name: string) => screen.getByRole('gridcell', { name });

describe('BookingCalendar', () => {
  // Sunday 22 November 2026; today + 60 days is Thursday 21 January 2027.
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) }));
  afterEach(() => jest.useRealTimers());

  it('disables the days before today and enables today', () => {
    renderCalendar();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(day('Sunday, November 1, 2026')).toBeDisabled();
    expect(day('Saturday, November 21, 2026')).toBeDisabled();
    expect(day('Sunday, November 22, 2026')).toBeEnabled();
    expect(day('Monday, November 30, 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('enables today + 60 days and disables the day after', async () => {
    const { user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('January 2027')).toBeInTheDocument();
    // Let the month slide in, so only January's days are shown.
    await waitFor(() =>
      expect(screen.getAllByRole('gridcell', { name: /^\w+, \w+ 21, \d{4}$/ })).toHaveLength(1),
    );
    expect(day('Thursday, January 21, 2027')).toBeEnabled();
    expect(day('Friday, January 22, 2027')).toBeDisabled();
    expect(day('Sunday, January 31, 2027')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('does not focus a day on a pointer press, which made the calendar render once more within the tap', () => {
    renderCalendar();
    // fireEvent answers false when the default (focusing the button) was prevented.
    expect(fireEvent.mouseDown(day('Monday, November 30, 2026'))).toBe(false);
  });

  it('names every day in full, weekday and year included', () => {
    renderCalendar();
    const days = screen.getAllByRole('gridcell').filter((cell) => cell.tagName === 'BUTTON');
    expect(days).toHaveLength(30);
    expect(days[0]).toHaveAccessibleName('Sunday, November 1, 2026');
    expect(days[0]).toHaveTextContent(/^1$/);
    expect(day('Sunday, November 22, 2026')).toHaveAttribute('aria-current', 'date');
  });

  it('stores the picked day as YYYY-MM-DD and generates its slots', async () => {
    const { user, store } = renderCalendar();
    await user.click(day('Tuesday, November 24, 2026'));
    expect(selectSelectedDate(store.getState())).toBe('2026-11-24');
    expect(selectDraftSlots(store.getState(), new Date().toISOString())).toHaveLength(21);
    expect(day('Tuesday, November 24, 2026')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a date chosen elsewhere (a next-available offer), in its month, as the tab stop', async () => {
    const { store } = renderCalendar();
    act(() => {
      store.dispatch(dateSelected('2027-01-05'));
    });
    expect(await screen.findByText('January 2027')).toBeInTheDocument();
    await waitFor(() => expect(day('Tuesday, January 5, 2027')).toHaveAttribute('tabindex', '0'));
    expect(day('Tuesday, January 5, 2027')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows today as the first bookable day after midnight', () => {
    jest.setSystemTime(new Date(2026, 10, 23, 0, 0, 1));
    renderCalendar();
    expect(day('Sunday, November 22, 2026')).toBeDisabled();
    expect(day('Monday, November 23, 2026')).toBeEnabled();
  });
});
