// The records of the catalogue files as the app uses them: each image name turned into the
// shipped image (docs/catalogue.md).
import type { RestaurantSummaryRecord } from '@/data/catalogueData';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { imageAssets } from '@/data/images';
import type { Restaurant, RestaurantSummary } from '@/data/types';

/** A restaurant's whole record as the app uses it: its images as files with their sizes and descriptions. */
export const toRestaurant = (record: RestaurantRecord): Restaurant => ({
  ...record,
  images: {
    hero: imageAssets[record.images.hero],
    gallery: record.images.gallery.map((key) => imageAssets[key]),
  },
});

/** A restaurant's summary as the home list uses it. */
export const toRestaurantSummary = (record: RestaurantSummaryRecord): RestaurantSummary => ({
  ...record,
  images: { hero: imageAssets[record.images.hero] },
});
