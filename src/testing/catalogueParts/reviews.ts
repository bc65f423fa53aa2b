// Jest's stand-in for `@catalogue?part=reviews` (webpack's loader): the default catalogue's reviews.
import type { ReviewRecord } from '@/data/catalogueSchema';
import catalogue from '../../../catalogue/restaurants.json';

export default catalogue.reviews as ReviewRecord[];
