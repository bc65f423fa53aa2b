/** Every route path of the site, and builders for links to them. */
export const paths = {
  home: '/',
  restaurant: '/restaurant/:id',
  booking: '/book/:id',
  /** The bookings made on this device (the header's Account). */
  bookings: '/bookings',
} as const;

export const restaurantPath = (id: string): string => `/restaurant/${encodeURIComponent(id)}`;

export const bookingPath = (id: string): string => `/book/${encodeURIComponent(id)}`;

/** The id of the home page's restaurant list section, so `/#restaurants` links land on it. */
export const RESTAURANT_LIST_ID = 'restaurants';
