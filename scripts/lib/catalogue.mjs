// @ts-check
// The catalogue file the build reads: CATALOGUE=path, or catalogue/restaurants.json (the spec's
// three restaurants). It is checked against src/data/catalogueSchema.ts before anything is built;
// jiti lets Node load that TypeScript module as it is, so the schema is declared once.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_CATALOGUE = path.join(root, 'catalogue/restaurants.json');

/** The catalogue this build uses, as an absolute path. */
export const cataloguePath = () => path.resolve(process.env.CATALOGUE || DEFAULT_CATALOGUE);

/** Loads a TypeScript module of src/ as it is (its `@/` imports resolved as the build does). */
const jiti = createJiti(import.meta.url, { alias: { '@': path.join(root, 'src') } });

/** @returns {Promise<typeof import('../../src/data/catalogueSchema')>} */
export const loadSchema = () => jiti.import(path.join(root, 'src/data/catalogueSchema.ts'));

/** @returns {Promise<typeof import('../../src/testing/syntheticCatalogue')>} */
export const loadGenerator = () => jiti.import(path.join(root, 'src/testing/syntheticCatalogue.ts'));

/**
 * The catalogue at `file`, parsed. A UTF-8 byte-order mark, which some editors write, is not
 * part of the JSON.
 * @param {string} file
 */
const readCatalogue = async (file) => {
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  return { text, input: /** @type {unknown} */ (JSON.parse(text)) };
};

/**
 * Every problem of the catalogue at `file`, one line each (file, record's place and id, field),
 * safe to print: no control character, no value longer than a few words; none when the build
 * can use it. A file that is missing or not JSON is one problem. The warnings, printed alike,
 * name each record that leaves out a field the site then says nothing of; they stop nothing.
 * @param {string} file
 * @returns {Promise<{ problems: string[], warnings: string[] }>}
 */
export const checkCatalogue = async (file) => {
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith('..') ? relative : file;
  const { catalogueProblems, catalogueWarnings, printable } = await loadSchema();
  let input;
  try {
    ({ input } = await readCatalogue(file));
  } catch (error) {
    const reason =
      /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' ? 'no such file' : String(error);
    // The parser's message quotes the file.
    return { problems: [`${printable(shown)}: catalogue: ${printable(reason, 160)}`], warnings: [] };
  }
  return { problems: catalogueProblems(input, shown), warnings: catalogueWarnings(input, shown) };
};

/**
 * Prints lines of checkCatalogue (its problems, its warnings) to stderr, and resolves once all are written. A process
 * that exits sooner loses what a pipe has not taken yet (all but the first 64 KB of a CI log).
 * @param {string[]} lines
 * @returns {Promise<void>}
 */
export const printProblems = (lines) =>
  new Promise((resolve, reject) => {
    process.stderr.write(lines.map((line) => `${line}\n`).join(''), (error) =>
      error ? reject(error) : resolve(),
    );
  });

/**
 * Writes the synthetic catalogue of `count` restaurants for `seed` (src/testing/syntheticCatalogue.ts)
 * and checks it as the build will; returns its path, relative to the working directory.
 * @param {number} count @param {number} seed @param {string} [out]
 */
export const writeSyntheticCatalogue = async (count, seed, out) => {
  const file = path.resolve(
    out ?? path.join(root, `catalogue/generated/restaurants-${count}-seed${seed}.json`),
  );
  const { makeSyntheticCatalogue } = await loadGenerator();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(makeSyntheticCatalogue(count, seed), null, 1)}\n`);
  const { problems } = await checkCatalogue(file);
  if (problems.length > 0) throw new Error(`The synthetic catalogue is not valid:\n${problems.join('\n')}`);
  return path.relative(process.cwd(), file);
};

/** @returns {Promise<typeof import('../../src/data/catalogueData')>} */
const loadDataModule = () => jiti.import(path.join(root, 'src/data/catalogueData.ts'));

/** The folder of the catalogue's data files in the build (catalogueDataFiles). */
export const catalogueDataFolder = async () => `data/v${(await loadDataModule()).CATALOGUE_DATA_VERSION}/`;

/** @returns {Promise<typeof import('../../src/data/search/buildSearchIndex')>} */
const loadSearchIndexBuilder = () => jiti.import(path.join(root, 'src/data/search/buildSearchIndex.ts'));

/** A fragment's name: the first 12 hex digits of the SHA-256 of its bytes. @param {Uint8Array} bytes */
const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/**
 * The search index's fragments (src/data/search/searchIndexFormat.ts), by their path in the data
 * folder, for a catalogue searched in fragments (isSearchedInFragments: over 5,000 restaurants,
 * or the build's SEARCH_FRAGMENTS_OVER) and for one searched in the page from its index file
 * whose early keys the fragments answer (hasFragmentsBeforeIndex: over 100); none for a smaller
 * one.
 * @param {import('../../src/data/catalogueSchema').RestaurantRecord[]} records
 * @returns {Promise<[string, Buffer][]>}
 */
export const searchIndexFiles = async (records) => {
  const { SEARCH_FOLDER, isSearchedInFragments, hasFragmentsBeforeIndex } = await loadDataModule();
  if (!isSearchedInFragments(records.length) && !hasFragmentsBeforeIndex(records.length)) return [];
  const { buildSearchIndex } = await loadSearchIndexBuilder();
  return [...buildSearchIndex(records, hashOf).files].map(([name, bytes]) => [
    `${SEARCH_FOLDER}${name}`,
    Buffer.from(bytes),
  ]);
};

/**
 * The catalogue's data files as the browser downloads them (src/data/catalogueData.ts): a file
 * per restaurant and, for a catalogue searched in the page, `index.json`, for a larger one the
 * search index's fragments (searchIndexFiles); and the folder they go in:
 * `data/v{format version}/`. The folder stays when the catalogue changes, so that an edit
 * rewrites only the files it changed and the site's code, which names the folder, stays the same
 * (the incremental build, scripts/prerender.mjs); the files are revalidated on every use
 * (docs/deploy.md), and a new format is a new folder.
 * @param {string} file a catalogue the build has checked
 * @returns {Promise<{ folder: string, files: [string, string | Buffer][] }>}
 */
export const catalogueDataFiles = async (file) => {
  const { input } = await readCatalogue(file);
  const catalogue = /** @type {import('../../src/data/catalogueSchema').CatalogueFile} */ (input);
  const {
    CATALOGUE_DATA_VERSION: version,
    INDEX_FILE,
    compareByName,
    isSearchedInFragments,
    restaurantFile,
    toSummaryRecord,
  } = await loadDataModule();
  return {
    folder: await catalogueDataFolder(),
    files: [
      // A catalogue searched in the page: its every summary, for the home list on a page that
      // did not come with them; a larger one is searched in fragments (searchIndexFiles).
      ...(!isSearchedInFragments(catalogue.restaurants.length)
        ? [
            /** @type {[string, string]} */ ([
              INDEX_FILE,
              JSON.stringify({
                version,
                // In Name A-Z order: the list's sorts start from it, and the browser need only check it.
                restaurants: [...catalogue.restaurants].sort(compareByName).map(toSummaryRecord),
              }),
            ]),
          ]
        : []),
      ...catalogue.restaurants.map(
        (restaurant) =>
          /** @type {[string, string]} */ ([
            restaurantFile(restaurant.id),
            JSON.stringify({ version, restaurant }),
          ]),
      ),
      ...(await searchIndexFiles(catalogue.restaurants)),
    ],
  };
};

/**
 * The catalogue but its restaurants, as JSON: what of it the site's code carries (its sample
 * reviews), which the build counts as code (scripts/lib/buildInputs.mjs). The restaurants are
 * the prerenderer's data, read when it runs (scripts/lib/catalogue-restaurants.cjs).
 * @param {string} file a catalogue the build has checked
 */
export const catalogueBesideRestaurants = async (file) => {
  const { input } = await readCatalogue(file);
  return JSON.stringify({ .../** @type {Record<string, unknown>} */ (input), restaurants: undefined });
};
