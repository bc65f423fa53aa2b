import { useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadRestaurant } from '@/features/restaurants/restaurantsSlice';
import { selectRestaurantNameForWatch } from './watchSelectors';

/**
 * The names of watched restaurants, in the order of `ids`. A watch keeps ids only, and the page may
 * not know a restaurant yet (My Bookings, a later visit): its record is loaded, and its id stands
 * in meanwhile.
 */
export const useWatchNames = (ids: readonly string[]): string[] => {
  const dispatch = useAppDispatch();
  const names = useAppSelector(
    (state) => ids.map((id) => selectRestaurantNameForWatch(state, id)),
    shallowEqual,
  );
  const unknown = ids.filter((id, index) => names[index] === id).join(' ');
  useEffect(() => {
    for (const id of unknown.split(' ')) if (id !== '') void dispatch(loadRestaurant(id));
  }, [dispatch, unknown]);
  return names;
};
