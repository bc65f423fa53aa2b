// The catalogue's sample reviews, shown on every restaurant's page.
import records from '@catalogue?part=reviews';
import type { Review } from '@/data/types';

export const reviews: Review[] = records;
