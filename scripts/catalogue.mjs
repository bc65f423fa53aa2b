// @ts-check
// Catalogues for benchmarks and tests, and a check of any catalogue file (docs/catalogue.md).
//   npm run catalogue -- --count 5000 --seed 7           writes catalogue/generated/restaurants-5000-seed7.json
//   npm run catalogue -- --count 500 --out my.json       writes my.json
//   npm run catalogue -- --check path/to/restaurants.json   prints every problem and warning; exit 1 if any problem
// Then: CATALOGUE=catalogue/generated/restaurants-5000-seed7.json npm run build
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cataloguePath,
  checkCatalogue,
  loadSchema,
  printProblems,
  writeSyntheticCatalogue,
} from './lib/catalogue.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    seed: { type: 'string', default: '42' },
    out: { type: 'string' },
    check: { type: 'string' },
  },
});

const wholeNumber = (/** @type {string} */ name, /** @type {string} */ text) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number from 1 (got "${text}")`);
    process.exit(2);
  }
  return value;
};

if (values.check !== undefined || values.count === undefined) {
  const file = path.resolve(values.check || cataloguePath());
  const { problems, warnings } = await checkCatalogue(file);
  await printProblems([...problems, ...warnings]);
  const { printable } = await loadSchema();
  const warned = warnings.length === 0 ? '' : ` (${warnings.length} warning(s))`;
  console.log(
    problems.length === 0
      ? `${printable(path.relative(process.cwd(), file))}: the build can use it${warned}`
      : `${problems.length} problem(s)${warned}`,
  );
  // Not process.exit(): the process ends once stdout has taken every line.
  process.exitCode = problems.length === 0 ? 0 : 1;
} else {
  const count = wholeNumber('count', values.count);
  const seed = wholeNumber('seed', values.seed);
  const shown = await writeSyntheticCatalogue(count, seed, values.out);
  console.log(`Wrote ${shown}: ${count} restaurants (seed ${seed}).`);
  console.log(`Build it with: CATALOGUE=${shown} npm run build`);
}
