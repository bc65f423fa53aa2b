import { screen, waitFor } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { selectSelectedDate, selectSlots } from './availabilitySlice';
import { BookingCalendar } from './BookingCalendar';

const renderCalendar = () =>
  renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <BookingCalendar />
    </LocalizationProvider>,
  );

const day = (name: string) => screen.getByRole('gridcell', { name });

describe('BookingCalendar', () => {
  // Sunday 22 November 2026; today + 60 days is Thursday 21 January 2027.
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) }));
  afterEach(() => jest.useRealTimers());

  it('disables the days before today and enables today', () => {
    renderCalendar();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(day('1')).toBeDisabled();
    expect(day('21')).toBeDisabled();
    expect(day('22')).toBeEnabled();
    expect(day('30')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('enables today + 60 days and disables the day after', async () => {
    const { user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('January 2027')).toBeInTheDocument();
    // Let the month slide in, so only January's days are shown.
    await waitFor(() => expect(screen.getAllByRole('gridcell', { name: '21' })).toHaveLength(1));
    expect(day('21')).toBeEnabled();
    expect(day('22')).toBeDisabled();
    expect(day('31')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('stores the picked day as YYYY-MM-DD and generates its slots', async () => {
    const { user, store } = renderCalendar();
    await user.click(day('24'));
    expect(selectSelectedDate(store.getState())).toBe('2026-11-24');
    expect(selectSlots(store.getState())).toHaveLength(21);
    expect(day('24')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows today as the first bookable day after midnight', () => {
    jest.setSystemTime(new Date(2026, 10, 23, 0, 0, 1));
    renderCalendar();
    expect(day('22')).toBeDisabled();
    expect(day('23')).toBeEnabled();
  });
});
