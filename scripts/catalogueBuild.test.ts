import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The default catalogue changed by `change`, in a file of its own. */
const writeCatalogue = (change: (catalogue: { restaurants: Record<string, unknown>[] }) => void) => {
  const catalogue = JSON.parse(readFileSync(path.join(__dirname, '../catalogue/restaurants.json'), 'utf8'));
  change(catalogue);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'restaurants.json');
  writeFileSync(file, JSON.stringify(catalogue));
  return file;
};

/** `npm run build` with CATALOGUE=file, its output in pipes as in CI. */
const buildWith = (file: string) =>
  spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, CATALOGUE: file, DIST_DIR: path.dirname(file) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

// The build itself refuses a bad catalogue, before compiling anything, naming every problem.
describe('building a catalogue', () => {
  it('stops with one line per problem when CATALOGUE names a bad file', () => {
    const file = writeCatalogue((catalogue) => {
      catalogue.restaurants[0]!.priceRange = '$$$$$';
      catalogue.restaurants[2]!.id = '2';
    });

    const build = buildWith(file);

    expect(build.status).toBe(1);
    expect(build.stderr).toContain('The catalogue cannot be built: 2 problem(s).');
    expect(build.stderr).toContain(
      `${file}: restaurant #1 (id "1"): priceRange: "$$$$$" is not one of $, $$, $$$, $$$$`,
    );
    expect(build.stderr).toContain(`${file}: restaurant #3 (id "2"): id: is already the id of restaurant #2`);
  });

  it('prints the problems as the checker does: escaped, cut short, and every one before it stops', () => {
    const file = writeCatalogue((catalogue) => {
      catalogue.restaurants[0]!.id = '\u001b[2K\u001b[32mcatalogue OK\u001b[0m';
      catalogue.restaurants[1]!.cuisine = 'x'.repeat(5_000_000);
      catalogue.restaurants[2]!.features = Array.from({ length: 20_000 }, () => 'Karaoke');
    });

    const build = buildWith(file);

    expect(build.status).toBe(1);
    // eslint-disable-next-line no-control-regex -- control characters are what it finds
    expect(build.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    const lines = build.stderr.split('\n').filter((line) => line.startsWith(file));
    expect(lines).toHaveLength(20_002);
    expect(lines[0]).toBe(
      `${file}: restaurant #1 (id "\\u001b[2K\\u001b[32mcatalogue OK\\u001b[0m"): id: must be letters, digits and dashes (it is part of the URL)`,
    );
    expect(lines[1]).toBe(
      `${file}: restaurant #2 (id "2"): cuisine: "${'x'.repeat(79)}…" is not one of Italian, French, Steakhouse, Asian, Mediterranean, American`,
    );
    expect(lines.at(-1)).toContain(
      `${file}: restaurant #3 (id "3"): features.19999: "Karaoke" is not one of`,
    );
  });
});
