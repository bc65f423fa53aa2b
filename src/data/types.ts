/** Domain types of the built-in sample data (docs/product.md#sample-data). */

export type DayOfWeek = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Opening hours for one day, times as `HH:mm` (24-hour). */
export interface DayHours {
  open: string;
  close: string;
  closed?: boolean;
}

/** A raster image shipped in the build, with the sizes it comes in. */
export interface ImageAsset {
  /** URL of the default rendition (used where `srcSet` is not supported). */
  src: string;
  /** `srcset` value listing every rendition by width, e.g. `a.webp 400w, b.webp 800w`. */
  srcSet: string;
  /** Intrinsic width and height of the largest rendition (sets the aspect ratio, avoids layout shift). */
  width: number;
  height: number;
  alt: string;
}

export type PriceRange = '$' | '$$' | '$$$' | '$$$$';

export interface Restaurant {
  id: string;
  name: string;
  cuisine: string;
  description: string;
  rating: number;
  reviewCount: number;
  priceRange: PriceRange;
  location: {
    address: string;
    city: string;
    coordinates: { lat: number; lng: number };
  };
  images: { hero: ImageAsset; gallery: ImageAsset[] };
  features: string[];
  hours: Record<DayOfWeek, DayHours>;
  contact: { phone: string; email: string; website: string };
  amenities: string[];
  menuHighlights: string[];
}

export interface Review {
  id: string;
  customerName: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  comment: string;
  /** `YYYY-MM-DD`. */
  date: string;
  verified: boolean;
}
