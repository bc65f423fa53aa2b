import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { availabilitySlice, selectSelectedTime, type AvailabilityState } from './availabilitySlice';
import { TimeSlotGrid } from './TimeSlotGrid';

const state = (overrides: Partial<AvailabilityState>) => ({
  availability: { ...availabilitySlice.getInitialState(), restaurantId: '1', ...overrides },
});

const slots = [
  { time: '17:00', available: true, maxPartySize: 8 },
  { time: '19:15', available: false, maxPartySize: 6 },
  { time: '21:45', available: true, maxPartySize: 10 },
];

describe('TimeSlotGrid', () => {
  it('asks for a date first', () => {
    renderWithProviders(<TimeSlotGrid />, { preloadedState: state({}) });
    expect(screen.getByRole('status')).toHaveTextContent('Please select a date first');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says when nothing is free on the date', () => {
    renderWithProviders(<TimeSlotGrid />, {
      preloadedState: state({ date: '2026-12-04', slots: [{ ...slots[1]! }] }),
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'No available times for this datePlease try a different date or party size',
    );
  });

  it('shows the same message when no slot is offered at all', () => {
    renderWithProviders(<TimeSlotGrid />, { preloadedState: state({ date: '2026-12-04', slots: [] }) });
    expect(screen.getByText('No available times for this date')).toBeInTheDocument();
  });

  it('shows every slot in 12-hour form, named with its availability; unavailable ones inert', () => {
    renderWithProviders(<TimeSlotGrid labelledBy="time-title" />, {
      preloadedState: state({ date: '2026-12-04', slots }),
    });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['5:00 PM', '7:15 PM', '9:45 PM']);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '5:00 PM, available',
      '7:15 PM, unavailable',
      '9:45 PM, available',
    ]);
    expect(screen.getByRole('button', { name: '7:15 PM, unavailable' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '5:00 PM, available' })).not.toHaveAttribute('aria-disabled');
  });

  it('cannot choose a time that is taken', async () => {
    const { user, store } = renderWithProviders(<TimeSlotGrid />, {
      preloadedState: state({ date: '2026-12-04', slots }),
    });
    await user.click(screen.getByRole('button', { name: '7:15 PM, unavailable' }));
    expect(selectSelectedTime(store.getState())).toBeNull();
    expect(screen.getByRole('button', { name: '7:15 PM, unavailable' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is one tab stop, the first free time, and the arrow keys move within it', async () => {
    const { user, store } = renderWithProviders(
      <>
        <TimeSlotGrid />
        <button type="button">After</button>
      </>,
      { preloadedState: state({ date: '2026-12-04', slots: [{ ...slots[1]! }, { ...slots[0]! }, { ...slots[2]! }] }) },
    );
    await user.tab();
    expect(screen.getByRole('button', { name: '5:00 PM, available' })).toHaveFocus();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Arrow keys move between times; Enter or Space chooses one.',
    );
    await user.keyboard('{ArrowLeft}');
    // A taken time is reached, and read out, but cannot be chosen.
    expect(screen.getByRole('button', { name: '7:15 PM, unavailable' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(selectSelectedTime(store.getState())).toBeNull();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '9:45 PM, available' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '9:45 PM, available' })).toHaveFocus();
    await user.keyboard(' ');
    expect(selectSelectedTime(store.getState())).toBe('21:45');
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: '7:15 PM, unavailable' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // Coming back in lands on the time last visited.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '7:15 PM, unavailable' })).toHaveFocus();
  });

  it('chooses a time and marks it pressed', async () => {
    const { user, store } = renderWithProviders(<TimeSlotGrid />, {
      preloadedState: state({ date: '2026-12-04', slots }),
    });
    await user.click(screen.getByRole('button', { name: '9:45 PM, available' }));
    expect(selectSelectedTime(store.getState())).toBe('21:45');
    expect(screen.getByRole('button', { name: '9:45 PM, available' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5:00 PM, available' })).toHaveAttribute('aria-pressed', 'false');
  });
});
