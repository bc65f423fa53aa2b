import { screen, waitFor } from '@testing-library/react';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { DRAFT_CARRY_OVER_KEY, parseCarriedDraft } from '@/features/bookingInProgress/draftCarryOver';
import { RELOAD_MARK_KEY, documentReload } from '@/lib/chunkRecovery';
import { preloadedBookings } from '@/testing/fixtures';
import { renderRoute } from '@/testing/renderWithProviders';

// My Bookings' code is gone, as after a deployment: every import of it fails the way webpack's does.
jest.mock('@/pages/BookingsPage', () => {
  throw Object.assign(new Error('Loading chunk 5 failed.\n(error: /assets/page-bookings.0123456789.js)'), {
    name: 'ChunkLoadError',
  });
});

const draft = {
  ...newDraft('1'),
  step: 'details' as const,
  date: '2026-12-04',
  partySize: 4,
  time: '19:15',
  contact: {
    name: 'Ada Lovelace',
    phone: '(555) 123-4567',
    email: 'ada@example.com',
    specialRequests: '',
    occasion: '',
    dietaryNeeds: '',
  },
};
const draws = [0.1, 0.2, 0.3];
const preloadedState = {
  bookings: preloadedBookings({ draft }),
  availability: { draws: { '1|2026-12-04|4': draws } },
};

let reloads: string[];
beforeEach(() => {
  sessionStorage.clear();
  reloads = [];
  jest.spyOn(documentReload, 'to').mockImplementation((href) => {
    reloads.push(href);
  });
});
afterEach(() => sessionStorage.clear());

describe('a page whose code cannot be loaded', () => {
  it('loads the page the diner was going to again, once, with the booking in progress', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, router } = renderRoute('/no/such/page', { preloadedState });
    await screen.findByRole('heading', { name: 'Oops! Page not found' });

    await user.click(screen.getAllByRole('link', { name: 'Account' })[0]!);

    await waitFor(() => expect(reloads).toEqual(['/bookings']));
    expect(router.state.location.pathname).toBe('/bookings');
    // A stand-in took the page's place: the route never failed, so no error page showed meanwhile.
    expect(router.state.errors).toBeNull();
    expect(sessionStorage.getItem(RELOAD_MARK_KEY)).toBe('/bookings');
    expect(parseCarriedDraft(sessionStorage.getItem(DRAFT_CARRY_OVER_KEY))).toEqual({ draft, draws });
    expect(screen.queryByRole('heading', { name: /could not be loaded|Unexpected/ })).not.toBeInTheDocument();
  });

  it('shows the error with a Reload button once that reload did not help', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOAD_MARK_KEY, '/bookings');
    const { user } = renderRoute('/bookings', { preloadedState });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(reloads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloads).toEqual(['/bookings']);
    expect(parseCarriedDraft(sessionStorage.getItem(DRAFT_CARRY_OVER_KEY))).toEqual({ draft, draws });
  });
});
