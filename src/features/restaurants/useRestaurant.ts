import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Restaurant } from '@/data/types';
import { loadRestaurant, selectRestaurantById, selectRestaurantStatus } from './restaurantsSlice';

export interface RestaurantLookup {
  /** The restaurant's whole record, once the store has it. */
  restaurant: Restaurant | undefined;
  /** `missing` when the catalogue has no such restaurant; `loading` until its record has come. */
  status: 'ready' | 'loading' | 'failed' | 'missing';
  /** Asks for the record again, after a failed load. */
  retry: () => void;
}

/**
 * A restaurant's whole record for its pages: from the store when the page came with it (every
 * prerendered restaurant page does) or it was loaded before, otherwise loaded from its data file.
 */
export function useRestaurant(id: string | undefined): RestaurantLookup {
  const dispatch = useAppDispatch();
  const restaurant = useAppSelector((state) => selectRestaurantById(state, id));
  const stored = useAppSelector((state) =>
    id === undefined ? 'missing' : selectRestaurantStatus(state, id),
  );
  useEffect(() => {
    if (id !== undefined && stored === 'idle') void dispatch(loadRestaurant(id));
  }, [dispatch, id, stored]);
  const retry = useCallback(() => {
    if (id !== undefined) void dispatch(loadRestaurant(id));
  }, [dispatch, id]);
  return { restaurant, status: stored === 'idle' ? 'loading' : stored, retry };
}
