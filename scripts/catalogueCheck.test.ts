import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run catalogue -- --check`, run as CI runs it: a child process whose output goes into pipes.
const ROOT = path.join(__dirname, '..');
const DEFAULT_TEXT = readFileSync(path.join(ROOT, 'catalogue/restaurants.json'), 'utf8');
const folder = mkdtempSync(path.join(tmpdir(), 'catalogue-check-'));

type Catalogue = { restaurants: Record<string, unknown>[] } & Record<string, unknown>;

/** Writes the default catalogue changed by `change` as `name`; `RAW` in it becomes `raw` as it is. */
const RAW = '\u0000raw';
const writeCatalogue = (name: string, change: (catalogue: Catalogue) => void, raw = '') => {
  const catalogue = JSON.parse(DEFAULT_TEXT) as Catalogue;
  change(catalogue);
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(catalogue).replace(JSON.stringify(RAW), raw));
  return file;
};

const check = (file: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/catalogue.mjs'), '--check', file], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
const linesOf = (text: string) => text.split('\n').filter((line) => line !== '');
// C0 but the line break, DEL and C1: what a terminal may act on.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('npm run catalogue -- --check', () => {
  const DEEP = `${'['.repeat(5000)}1${']'.repeat(5000)}`;

  it.each([
    [
      'a field the schema checks',
      (c: Catalogue) => (c.restaurants[0]!.cuisine = RAW),
      'restaurant #1 (id "1"): cuisine',
    ],
    [
      'a field the schema ignores',
      (c: Catalogue) => (c.restaurants[1]!.notes = RAW),
      'restaurant #2 (id "2"): notes',
    ],
    ['the top of the file', (c: Catalogue) => (c.extra = RAW), 'catalogue: extra'],
  ])(
    'names a value nested 5,000 levels deep in %s as one problem line, not a stack trace',
    (_, change, where) => {
      const file = writeCatalogue('deep.json', change, DEEP);

      const run = check(file);

      expect(linesOf(run.stderr)).toEqual([`${file}: ${where}: is nested more than 32 levels deep`]);
      expect(run.stdout).toBe('1 problem(s)\n');
      expect(run.status).toBe(1);
    },
  );

  it('writes every one of 100,000 problem lines into a pipe before it exits', () => {
    const file = writeCatalogue('many.json', (c) => {
      c.restaurants[0]!.features = Array.from({ length: 100_000 }, () => 'Karaoke');
    });

    const run = check(file);

    const lines = linesOf(run.stderr);
    expect(lines).toHaveLength(100_000);
    expect(lines.at(-1)).toBe(
      `${file}: restaurant #1 (id "1"): features.99999: "Karaoke" is not one of Fine Dining, Outdoor Seating, Wine Bar, Brunch, Private Dining, Valet Parking, Live Music`,
    );
    expect(run.stdout).toBe('100000 problem(s)\n');
    expect(run.status).toBe(1);
  });

  it('shows control characters escaped, so that a file cannot paint over its own failure', () => {
    const paint = '\r\u001b[2K\u001b[1A\u001b[32mcatalogue OK\u001b[0m\u009b2K\u007f\n';
    const file = writeCatalogue(`paint${'\u001b[8m'}.json`, (c) => {
      c.restaurants[0]!.id = paint;
      c.restaurants[1]!.priceRange = paint;
    });

    const run = check(file);

    expect(run.stderr + run.stdout).not.toMatch(CONTROL);
    const shownFile = file.replace('\u001b', '\\u001b');
    expect(linesOf(run.stderr)).toEqual([
      `${shownFile}: restaurant #1 (id "\\u000d\\u001b[2K\\u001b[1A\\u001b[32mcatalogue OK\\u001b[0m\\u009b2K\\u007f\\u000a"): id: must be letters, digits and dashes (it is part of the URL)`,
      `${shownFile}: restaurant #2 (id "2"): priceRange: "\\u000d\\u001b[2K\\u001b[1A\\u001b[32mcatalogue OK\\u001b[0m\\u009b2K\\u007f\\u000a" is not one of $, $$, $$$, $$$$`,
    ]);
    expect(run.status).toBe(1);
  });

  it('shows a 5 MB value cut short with an ellipsis, on one line', () => {
    const file = writeCatalogue('long.json', (c) => {
      c.restaurants[0]!.id = 'a'.repeat(5_000_000);
      c.restaurants[0]!.cuisine = 'b'.repeat(5_000_000);
    });

    const run = check(file);

    expect(linesOf(run.stderr)).toEqual([
      `${file}: restaurant #1 (id "${'a'.repeat(79)}…"): cuisine: "${'b'.repeat(79)}…" is not one of Italian, French, Steakhouse, Asian, Mediterranean, American`,
    ]);
    expect(run.status).toBe(1);
  });

  it('warns of a record without the terms, seating, dietary options or accessibility, and lets the build use it', () => {
    const file = writeCatalogue('older.json', (c) => {
      delete c.restaurants[2]!.terms;
      delete c.restaurants[2]!.dietaryOptions;
    });

    const run = check(file);

    expect(linesOf(run.stderr)).toEqual([
      `${file}: restaurant #3 (id "3"): warning: states no terms, dietaryOptions; its pages will say nothing of them`,
    ]);
    expect(run.stdout).toContain('the build can use it (1 warning(s))');
    expect(run.status).toBe(0);
  });

  it('prints the warnings after the problems, and fails on the problems', () => {
    const file = writeCatalogue('both.json', (c) => {
      delete c.restaurants[0]!.seatingAreas;
      c.restaurants[1]!.terms = { cancellation: { freeUntilHours: 24, feePerGuest: 25 } };
    });

    const run = check(file);

    expect(linesOf(run.stderr)).toEqual([
      `${file}: restaurant #2 (id "2"): terms.currency: is missing: a fee or a deposit needs its currency`,
      `${file}: restaurant #1 (id "1"): warning: states no seatingAreas; its pages will say nothing of them`,
    ]);
    expect(run.stdout).toBe('1 problem(s) (1 warning(s))\n');
    expect(run.status).toBe(1);
  });

  it('reads a file that starts with a UTF-8 byte-order mark', () => {
    const file = path.join(folder, 'bom.json');
    writeFileSync(file, `\uFEFF${DEFAULT_TEXT}`);

    const run = check(file);

    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('the build can use it');
    expect(run.status).toBe(0);
  });

  it('names a duplicate id’s record by its place in the file, and the record that has it first', () => {
    const file = writeCatalogue('duplicate.json', (c) => {
      c.restaurants[2]!.id = '1';
    });

    const run = check(file);

    expect(linesOf(run.stderr)).toEqual([
      `${file}: restaurant #3 (id "1"): id: is already the id of restaurant #1`,
    ]);
    expect(run.status).toBe(1);
  });

  it('shows a file that is not JSON as one escaped line', () => {
    const file = path.join(folder, 'broken.json');
    writeFileSync(file, '\n\u001b[32m{ not json');

    const run = check(file);

    expect(run.stderr + run.stdout).not.toMatch(CONTROL);
    expect(linesOf(run.stderr)).toEqual([expect.stringMatching(/^\/.*broken\.json: catalogue: .*not.*JSON/)]);
    expect(run.status).toBe(1);
  });
});
