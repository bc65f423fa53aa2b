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

// Countries whose roads are signed in miles; everywhere else a distance is in kilometres.
const MILE_REGIONS = new Set(['US', 'LR', 'MM']);
const KM_PER_MILE = 1.609344;

/** Whether distances are given in miles for this locale (`en-US`), or in kilometres (`en-GB`, `de`). */
export const usesMiles = (locale: string): boolean => {
  try {
    const { region } = new Intl.Locale(locale).maximize();
    return region !== undefined && MILE_REGIONS.has(region);
  } catch {
    return false;
  }
};

const distanceFormats = new Map<string, Intl.NumberFormat>();

/** A locale Intl accepts: the browser's language, or US English when it names none Intl knows. */
const safeLocale = (locale: string): string => {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
};

/** Each locale's tag and unit, worked out once: each takes a lookup of locale data. */
const distanceLocales = new Map<string, { tag: string; isMiles: boolean }>();
const distanceLocale = (locale: string) => {
  let known = distanceLocales.get(locale);
  if (!known) {
    const tag = safeLocale(locale);
    known = { tag, isMiles: usesMiles(tag) };
    distanceLocales.set(locale, known);
  }
  return known;
};

/**
 * A distance as the diner's locale writes it, in miles (`en-US`: `1.2 mi`) or kilometres
 * (`2 km`, `de`: `1,2 km`): one decimal under 10, whole numbers from there. Formatters are made
 * on first need, or ahead of it (prepareDistanceFormats), and kept per locale.
 */
export const formatDistance = (
  kilometres: number,
  locale: string = typeof navigator === 'undefined' ? 'en-US' : navigator.language,
): string => {
  const { tag, isMiles } = distanceLocale(locale);
  const value = isMiles ? kilometres / KM_PER_MILE : kilometres;
  const digits = value < 9.95 ? 1 : 0;
  const key = `${tag}|${isMiles ? 'mi' : 'km'}|${digits}`;
  let format = distanceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: isMiles ? 'mile' : 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    });
    distanceFormats.set(key, format);
  }
  return format.format(value);
};

/**
 * Makes the diner's distance formats ahead of their first need: the page's first Intl call loads
 * its locale data, 41 to 66 ms of main thread on the benchmark's slow phone, which Near Me paid in
 * the task that found the position. For the home page to call once it is idle.
 */
export const prepareDistanceFormats = (locale?: string): void => {
  formatDistance(1, locale);
  formatDistance(10, locale);
};

/** A seating preference as a request, not a promise: `Terrace` → `Terrace (requested)`. */
export const formatSeatingRequest = (area: string): string => `${area} (requested)`;
