import { act } from 'react';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { preloadedBookings } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { bookingsSaveFailed } from './bookingsSlice';
import { StorageNotice } from './StorageNotice';
import { storageProblemMessages } from './storageMessages';

describe('StorageNotice', () => {
  it('says nothing while storage works', () => {
    renderWithProviders(<StorageNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the diner when a save failed, and can be dismissed', async () => {
    const { store, user } = renderWithProviders(<StorageNotice />);
    act(() => {
      store.dispatch(bookingsSaveFailed({ problem: 'full', unsavedIds: ['bk-1'] }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(storageProblemMessages.full);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
  });

  it.each(['unreadable', 'blocked'] as const)(
    'explains the %s problem found at start-up',
    async (problem) => {
      renderWithProviders(<StorageNotice />, {
        preloadedState: { bookings: preloadedBookings({ storageProblem: problem }) },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(storageProblemMessages[problem]);
    },
  );
});
