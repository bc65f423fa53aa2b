import { toRestaurant } from '@/data/restaurants';
import type { Restaurant } from '@/data/types';
import { makeSyntheticCatalogue } from './syntheticCatalogue';

/** The restaurants of a synthetic catalogue (./syntheticCatalogue.ts) as the app holds them. */
export const makeSyntheticRestaurants = (count: number, seed = 42): Restaurant[] =>
  makeSyntheticCatalogue(count, seed).restaurants.map(toRestaurant);
