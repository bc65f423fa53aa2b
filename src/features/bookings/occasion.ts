/**
 * The occasion a diner may name on the details step (format version 3). Stored by its value;
 * "none" is not stored at all.
 */
export const OCCASIONS = [
  { value: 'birthday', label: 'Birthday' },
  { value: 'anniversary', label: 'Anniversary' },
  { value: 'date-night', label: 'Date night' },
  { value: 'business', label: 'Business' },
  { value: 'celebration', label: 'Celebration' },
] as const;

export type Occasion = (typeof OCCASIONS)[number]['value'];

export const isOccasion = (value: unknown): value is Occasion =>
  OCCASIONS.some((occasion) => occasion.value === value);

/** `Date night` for `date-night`; any other text as it is (records may hold anything). */
export const occasionLabel = (value: string): string =>
  OCCASIONS.find((occasion) => occasion.value === value)?.label ?? value;
