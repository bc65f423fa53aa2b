import { act } from 'react';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { REHYDRATE } from 'redux-persist';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { bookingsSaveFailed } from './bookingsSlice';
import { StorageNotice, storageProblemMessages } from './StorageNotice';

describe('StorageNotice', () => {
  it('says nothing while storage works', () => {
    renderWithProviders(<StorageNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the diner when a save failed, and can be dismissed', async () => {
    const { store, user } = renderWithProviders(<StorageNotice />);
    act(() => {
      store.dispatch(bookingsSaveFailed());
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(storageProblemMessages['write-failed']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
  });

  it.each(['recovered', 'unavailable'] as const)('explains the %s problem found at start-up', async (problem) => {
    const { store } = renderWithProviders(<StorageNotice />);
    act(() => {
      store.dispatch({ type: REHYDRATE, key: 'bookings', payload: { items: [], problem, _persist: { version: 1, rehydrated: false } } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(storageProblemMessages[problem]);
  });
});
