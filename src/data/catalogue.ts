// The whole catalogue the build was given (catalogue/restaurants.json unless CATALOGUE names
// another: docs/catalogue.md). The prerenderer and the tests read it here; the browser never
// loads it whole, but in the pieces a screen needs (src/data/catalogueData.ts).
import records from '@catalogue?part=restaurants';
import { toRestaurant } from '@/data/restaurants';
import type { Restaurant } from '@/data/types';

export const restaurantRecords = records;

export const restaurants: Restaurant[] = records.map(toRestaurant);
