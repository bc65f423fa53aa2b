import { screen, waitFor } from '@testing-library/react';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { DRAFT_CARRY_OVER_KEY, parseCarriedDraft } from '@/features/bookingInProgress/draftCarryOver';
import { RELOAD_MARK_KEY, documentReload } from '@/lib/chunkRecovery';
import { preloadedBookings } from '@/testing/fixtures';
import { renderRoute } from '@/testing/renderWithProviders';

// The details step's code is gone, as after a deployment.
jest.mock('./DetailsStep', () => {
  throw Object.assign(
    new Error('Loading chunk 990 failed.\n(error: /assets/booking-details.0123456789.js)'),
    {
      name: 'ChunkLoadError',
    },
  );
});

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);

let reloads: string[];
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  jest.spyOn(Math, 'random').mockReturnValue(0);
  sessionStorage.clear();
  reloads = [];
  jest.spyOn(documentReload, 'to').mockImplementation((href) => {
    reloads.push(href);
  });
});
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

/** The booking page with four guests, Friday 27 November at 7:15 PM chosen; Continue pressed. */
const continueToDetails = async () => {
  const draft = { ...newDraft('1'), partySize: 4, date: '2026-11-27', time: '19:15' };
  const { user } = renderRoute('/book/1', { preloadedState: { bookings: preloadedBookings({ draft }) } });
  await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 }));
  return { user };
};

// The booking page's modules are compiled on first import; on a busy machine that alone can take
// most of a test's time.
beforeAll(() => import('@/pages/BookingPage'), 60_000);

describe('a booking step whose code cannot be loaded', () => {
  it('loads the booking page again, once, on the details step with the choices made', async () => {
    await continueToDetails();

    await waitFor(() => expect(reloads).toEqual(['/book/1']));
    expect(sessionStorage.getItem(RELOAD_MARK_KEY)).toBe('/book/1');
    expect(parseCarriedDraft(sessionStorage.getItem(DRAFT_CARRY_OVER_KEY))?.draft).toMatchObject({
      restaurantId: '1',
      step: 'details',
      partySize: 4,
      date: '2026-11-27',
      time: '19:15',
    });
    expect(screen.queryByRole('heading', { name: /could not be loaded|Unexpected/ })).not.toBeInTheDocument();
  });

  it('shows the error with a Reload button once that reload did not help', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOAD_MARK_KEY, '/book/1');
    const { user } = await continueToDetails();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    // Inside the site's frame: the header is still there.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(reloads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloads).toEqual(['/book/1']);
    expect(parseCarriedDraft(sessionStorage.getItem(DRAFT_CARRY_OVER_KEY))?.draft.step).toBe('details');
  });
});
