import { waitFor } from '@testing-library/react';
import { bookingStarted, dateSelected } from '@/features/bookingInProgress/draftActions';
import { tablePartySizeChanged } from '@/features/discovery/searchSlice';
import { dayjs } from '@/lib/dates';
import { makeTestStore } from '@/testing/testStore';

describe('the listeners of a store', () => {
  it('all run when Math.random is pinned, as browser tests pin it', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const store = makeTestStore();
    // The availability listener draws for the booking in progress...
    store.dispatch(bookingStarted({ restaurantId: '1' }));
    store.dispatch(dateSelected('2026-12-04', dayjs('2026-12-02T12:00:00')));
    expect(store.getState().availability.draws['1|2026-12-04|2']).toHaveLength(21);
    // ...and the table finder's for the cards on the home list, after the frame showing the party.
    store.dispatch(tablePartySizeChanged(5));
    await waitFor(() =>
      expect(Object.keys(store.getState().availability.draws).some((key) => key.endsWith('|5'))).toBe(true),
    );
  });
});
