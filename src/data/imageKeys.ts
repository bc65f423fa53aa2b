/**
 * The illustrations the build ships, by the name a catalogue record uses for them
 * (src/data/images.ts holds their files and descriptions). A record naming any other image fails
 * the build.
 */
export const IMAGE_KEYS = [
  'trattoria-pasta',
  'trattoria-interior',
  'trattoria-pizza-oven',
  'bistro-table',
  'bistro-dessert',
  'bistro-facade',
  'steakhouse-steak',
  'steakhouse-dining-room',
] as const;

export type ImageKey = (typeof IMAGE_KEYS)[number];
