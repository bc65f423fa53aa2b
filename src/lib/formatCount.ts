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
