// The catalogue's restaurants (catalogue/restaurants.json unless the build was given another:
// docs/catalogue.md), with each image name turned into the shipped image.
import records from '@catalogue?part=restaurants';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import { imageAssets } from '@/data/images';
import type { Restaurant } from '@/data/types';

/** A catalogue record as the app uses it: its images as files with their sizes and descriptions. */
export const toRestaurant = (record: RestaurantRecord): Restaurant => ({
  ...record,
  images: {
    hero: imageAssets[record.images.hero],
    gallery: record.images.gallery.map((key) => imageAssets[key]),
  },
});

export const restaurants: Restaurant[] = records.map(toRestaurant);
