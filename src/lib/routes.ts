/** Every route path of the site, and builders for links to them. */
export const paths = {
  home: '/',
  restaurant: '/restaurant/:id',
  /** Every review the site holds for a restaurant (its detail page's "View all N reviews"). */
  restaurantReviews: '/restaurant/:id/reviews',
  booking: '/book/:id',
  /** The bookings made on this device (the header's Account). */
  bookings: '/bookings',
  /** The footer's Support pages. */
  help: '/help',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const restaurantPath = (id: string): string => `/restaurant/${encodeURIComponent(id)}`;

export const restaurantReviewsPath = (id: string): string => `${restaurantPath(id)}/reviews`;

export const bookingPath = (id: string): string => `/book/${encodeURIComponent(id)}`;

/**
 * The page a URL of one of the build's page files names: `/help.html` and
 * `/help/index.html` are `/help`, `/index.html` is `/`. Static hosts serve those files at those
 * URLs too (scripts/prerender.mjs); any other URL is returned as it is.
 */
export const pageUrlOf = (pathname: string): string =>
  pathname.replace(/(?:\/index)?\.html$/, '') || paths.home;

/** The id of the home page's restaurant list section, so `/#restaurants` links land on it. */
export const RESTAURANT_LIST_ID = 'restaurants';
