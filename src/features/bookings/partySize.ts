import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@/data/catalogueValues';

/** How many guests one table booking can be for (docs/product.md#party-size). */
export { MAX_PARTY_SIZE, MIN_PARTY_SIZE };
export const DEFAULT_PARTY_SIZE = 2;

/** A party size within the limits, rounded to a whole guest; NaN stays NaN for callers to reject. */
export const clampPartySize = (size: number): number =>
  Math.min(MAX_PARTY_SIZE, Math.max(MIN_PARTY_SIZE, Math.round(size)));
