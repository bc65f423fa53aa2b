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
/** Where a diner may ask to sit: the booking flow offers a restaurant's areas as a preference. */
export const SEATING_AREAS = [
  'Dining room',
  'Bar',
  "Chef's counter",
  'Terrace',
  'Garden',
  'Lounge',
  'Private room',
] as const;
/** What a restaurant's kitchen offers for a diet; each one is a choice of the Filters menu. */
export const DIETARY_OPTIONS = [
  'Vegetarian',
  'Vegan',
  'Gluten-free',
  'Dairy-free',
  'Nut-free',
  'Halal',
  'Kosher',
] as const;
/** Facts of access a restaurant states; each one is a choice of the Filters menu. */
export const ACCESSIBILITY_FACTS = [
  'Step-free entrance',
  'Accessible restroom',
  'Wheelchair-accessible seating',
  'Accessible parking',
  'Large-print menu',
] as const;
/**
 * How many guests one table booking can be for (docs/product.md#party-size). Here, below the
 * features, so that the catalogue's deposit rules (which start within them) take the same numbers.
 */
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 10;
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Cuisine = (typeof CUISINES)[number];
export type PriceRange = (typeof PRICE_RANGES)[number];
export type Feature = (typeof FEATURES)[number];
export type SeatingArea = (typeof SEATING_AREAS)[number];
export type DietaryOption = (typeof DIETARY_OPTIONS)[number];
export type AccessibilityFact = (typeof ACCESSIBILITY_FACTS)[number];
export type DayOfWeek = (typeof DAYS)[number];
