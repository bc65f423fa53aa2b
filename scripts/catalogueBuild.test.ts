import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The build itself refuses a bad catalogue, before compiling anything, naming every problem.
describe('building a catalogue', () => {
  it('stops with one line per problem when CATALOGUE names a bad file', () => {
    const catalogue = JSON.parse(readFileSync(path.join(__dirname, '../catalogue/restaurants.json'), 'utf8'));
    catalogue.restaurants[0].priceRange = '$$$$$';
    catalogue.restaurants[2].id = '2';
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'restaurants.json');
    writeFileSync(file, JSON.stringify(catalogue));

    const build = spawnSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: path.join(__dirname, '..'),
        env: { ...process.env, CATALOGUE: file, DIST_DIR: path.dirname(file) },
        encoding: 'utf8',
      },
    );

    expect(build.status).toBe(1);
    expect(build.stderr).toContain('The catalogue cannot be built: 2 problem(s).');
    expect(build.stderr).toContain(
      `${file}: restaurant "1": priceRange: "$$$$$" is not one of $, $$, $$$, $$$$`,
    );
    expect(build.stderr).toContain(`${file}: restaurant "2": id: is used by an earlier record`);
  });
});
