/** Domain types of the catalogue (docs/catalogue.md): records as the schema declares them. */
import type { RestaurantSummaryRecord } from '@/data/catalogueData';
import type { RestaurantRecord, ReviewRecord } from '@/data/catalogueSchema';
import type { DayOfWeek } from '@/data/catalogueValues';

export type { DayOfWeek, PriceRange } from '@/data/catalogueValues';

/** Opening hours for one day, times as `HH:mm` (24-hour). */
export type DayHours = RestaurantRecord['hours'][DayOfWeek];

/** A raster image shipped in the build, with the sizes it comes in. */
export interface ImageAsset {
  /** URL of the default rendition (used where `srcSet` is not supported). */
  src: string;
  /** `srcset` value listing every rendition by width, e.g. `a.avif 400w, b.avif 800w`. */
  srcSet: string;
  /** Intrinsic width and height of the largest rendition (sets the aspect ratio, avoids layout shift). */
  width: number;
  height: number;
  alt: string;
  /** The rendition a link preview shows (og:image), in a format preview crawlers read. */
  share: { src: string; width: number; height: number };
}

/** A restaurant as the app shows it: its record, with each image name turned into the image. */
export interface Restaurant extends Omit<RestaurantRecord, 'images'> {
  images: { hero: ImageAsset; gallery: ImageAsset[] };
}

/**
 * What the home list knows of a restaurant before its page is opened (its card, search, filters,
 * sort, distance and times): a whole `Restaurant` is one too.
 */
export interface RestaurantSummary extends Omit<RestaurantSummaryRecord, 'images'> {
  images: { hero: ImageAsset };
}

export type Review = ReviewRecord;
