/**
 * Whether two pieces of JSON data (objects, arrays, strings, numbers, booleans, null) hold the
 * same, key by key and item by item. Written for data: it never looks at prototypes, so data
 * parsed in another realm (a test environment's fetch) compares as data, where deep-equality
 * libraries (dequal, fast-deep-equal) compare constructors and call it different.
 */
export const isSameData = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.hasOwn(b, key) &&
        isSameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
};
