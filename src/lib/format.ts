let fallbackFormat: Intl.NumberFormat | undefined;

/**
 * A count as the site writes it, in US English: `1,234`. Whole numbers are grouped by hand
 * rather than with Intl.NumberFormat: the first Intl formatter a page creates loads its locale
 * data, 25 to 40 ms of main thread on the benchmark's slow phone, and the home page needs nothing
 * else from Intl. Anything but a whole number goes to Intl, created on first need.
 */
export const formatCount = (value: number): string => {
  if (!Number.isSafeInteger(value)) {
    fallbackFormat ??= new Intl.NumberFormat('en-US');
    return fallbackFormat.format(value);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
};

/** `1 review`, `6 reviews`, `1,024 reviews`. */
export const formatReviews = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;

/** `1 guest`, `4 guests`. */
export const formatGuests = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'guest' : 'guests'}`;

/** A restaurant's street address and city on one line: `12 Olive Street, Portland`. */
export const formatAddress = ({ address, city }: { address: string; city: string }): string =>
  `${address}, ${city}`;

/** `(555) 214-7730` → `tel:5552147730`. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
