/**
 * Budget: opening the cancel dialog renders the dialog, not the page or its cards (open 120 ->
 * 48 ms; 360 -> 88 ms). Guards docs/performance.md, rows "Cancel dialog opens and closes in a
 * transition" and "Cancel dialog kept mounted, its booking its own state".
 */
import { Profiler, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { BookingRecord } from '@/features/bookings/types';
import { recordComponentRenders } from '@/testing/componentRenders';
import { makeBookingRecord } from '@/testing/fixtures';
import { deviceWith } from '@/testing/bookingsDevice';
import { renderRoute } from '@/testing/renderWithProviders';

/** React reports what it renders inside a Profiler (src/testing/componentRenders.ts). */
function Profiled({ children }: { children: ReactNode }) {
  return (
    <Profiler id="page" onRender={() => undefined}>
      {children}
    </Profiler>
  );
}

// Thursday 3 December 2026, 7:10 PM on the visitor's clock.
const NOW = new Date(2026, 11, 3, 19, 10);

const cardsIn = (section: string) =>
  within(screen.getByRole('region', { name: section })).getAllByRole('article');

const booking = (overrides: Partial<BookingRecord>) =>
  makeBookingRecord({ id: `${overrides.date} ${overrides.time}`, ...overrides });

describe('BookingsPage: what a tap renders', () => {
  // React's development build times renders with performance.measure; the fake lacks clearMeasures.
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['performance'] }));
  afterEach(() => jest.useRealTimers());

  it('opening the cancel dialog renders the dialog, not the page or its cards', async () => {
    const { store, load } = deviceWith([
      booking({ date: '2026-12-04', time: '19:15' }),
      booking({ date: '2026-12-05', time: '20:00' }),
    ]);
    await load();
    const rendered = renderRoute('/bookings', { store, wrapper: Profiled });
    await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
    const renders = recordComponentRenders();

    await rendered.user.click(
      within(cardsIn('Upcoming')[0]!).getByRole('button', { name: /^Cancel booking at/ }),
    );
    expect(await screen.findByRole('dialog', { name: /^Cancel your table at/ })).toBeVisible();

    expect(renders).toContain('CancelBookingDialog');
    for (const component of ['BookingsPage', 'BookingList', 'BookingCard', 'MoveBookingsButton'])
      expect(renders).not.toContain(component);
  });
});
