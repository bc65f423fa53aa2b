import { makeSyntheticRestaurants } from '@/testing/syntheticRestaurants';

// Stands in for @/data/restaurants in benchmark builds only (BENCH_RESTAURANTS=N webpack ...).
export const restaurants = makeSyntheticRestaurants(Number(process.env.BENCH_RESTAURANTS));
