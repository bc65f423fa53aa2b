/*
 * The values a catalogue record may take where the site offers a choice of them (the Filters
 * menu, the hours). Apart from the schema (./catalogueSchema.ts) so that the app takes them
 * without taking zod with them.
 */

/** The cuisines a restaurant may have: each is a choice of the Filters menu. */
export const CUISINES = ['Italian', 'French', 'Steakhouse', 'Asian', 'Mediterranean', 'American'] as const;
export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
/** The features a restaurant may list; the Filters menu offers all but Live Music. */
export const FEATURES = [
  'Fine Dining',
  'Outdoor Seating',
  'Wine Bar',
  'Brunch',
  'Private Dining',
  'Valet Parking',
  'Live Music',
] as const;
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Cuisine = (typeof CUISINES)[number];
export type PriceRange = (typeof PRICE_RANGES)[number];
export type Feature = (typeof FEATURES)[number];
export type DayOfWeek = (typeof DAYS)[number];
