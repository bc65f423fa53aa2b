// @ts-check
// What each restaurant costs in a build's output (docs/deploy.md): its detail, reviews and
// booking pages, its record, and every copy of them (compressed copies, folder copies, which
// a host takes as files of their own even where the build made them hard links).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Each restaurant's own files, by the id they are named after. */
const OWN = [
  /^restaurant\/([^/]+)\.html(?:\.br|\.gz)?$/,
  /^restaurant\/([^/]+)\/(?:reviews\.html|index\.html|reviews\/index\.html)(?:\.br|\.gz)?$/,
  /^book\/([^/]+)(?:\.html|\/index\.html)(?:\.br|\.gz)?$/,
  /^data\/[^/]+\/restaurants\/([^/]+)\.json(?:\.br|\.gz)?$/,
];

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [file];
  });

/** The restaurant a file of the build belongs to, or undefined for a file of the whole site. */
export const restaurantOf = (/** @type {string} */ relative) => {
  for (const pattern of OWN) {
    const match = pattern.exec(relative);
    if (match) return match[1];
  }
  return undefined;
};

/**
 * The files and bytes per restaurant of the build in `distDir` (the largest and the mean), and
 * the whole build's.
 * @param {string} distDir
 */
export const restaurantCost = (distDir) => {
  /** @type {Map<string, { files: number, bytes: number }>} */
  const byRestaurant = new Map();
  const total = { files: 0, bytes: 0 };
  const shared = { files: 0, bytes: 0 };
  for (const file of walk(distDir)) {
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    const { size } = statSync(file);
    total.files += 1;
    total.bytes += size;
    const id = restaurantOf(relative);
    if (id === undefined) {
      shared.files += 1;
      shared.bytes += size;
      continue;
    }
    const cost = byRestaurant.get(id) ?? { files: 0, bytes: 0 };
    cost.files += 1;
    cost.bytes += size;
    byRestaurant.set(id, cost);
  }
  const costs = [...byRestaurant.values()];
  const restaurants = costs.length;
  return {
    restaurants,
    maxFiles: Math.max(0, ...costs.map(({ files }) => files)),
    maxBytes: Math.max(0, ...costs.map(({ bytes }) => bytes)),
    meanFiles: restaurants === 0 ? 0 : costs.reduce((sum, { files }) => sum + files, 0) / restaurants,
    meanBytes: restaurants === 0 ? 0 : costs.reduce((sum, { bytes }) => sum + bytes, 0) / restaurants,
    shared,
    total,
  };
};

/** The budget per restaurant (issue 46): what keeps 60,000 restaurants within a host's limits. */
export const RESTAURANT_BUDGET = { files: 6, bytes: 100 * 1024 };

/** The figures of restaurantCost, one line. */
export const describeCost = (/** @type {ReturnType<typeof restaurantCost>} */ cost) => {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return (
    `${cost.restaurants} restaurants: ${cost.meanFiles.toFixed(1)} files and ${kb(cost.meanBytes)} each ` +
    `(at most ${cost.maxFiles} files, ${kb(cost.maxBytes)}; budget ${RESTAURANT_BUDGET.files} files, ` +
    `${kb(RESTAURANT_BUDGET.bytes)}); the site's own files ${cost.shared.files}, ${kb(cost.shared.bytes)}; ` +
    `in all ${cost.total.files} files, ${(cost.total.bytes / 1024 / 1024).toFixed(1)} MB`
  );
};
