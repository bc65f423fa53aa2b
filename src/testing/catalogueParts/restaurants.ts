// Jest's stand-in for `@catalogue?part=restaurants` (webpack's loader): the default catalogue's restaurants.
import type { RestaurantRecord } from '@/data/catalogueSchema';
import catalogue from '../../../catalogue/restaurants.json';

export default catalogue.restaurants as RestaurantRecord[];
