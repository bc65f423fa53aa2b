import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Jest here runs CommonJS; the scripts are ES modules, so the build's function runs in a child Node.
const searchFilesFor = (count: number): string[] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const lib = await import(${JSON.stringify(path.join(__dirname, 'catalogue.mjs'))});
         const { makeSyntheticCatalogue } = await lib.loadGenerator();
         const { restaurants } = makeSyntheticCatalogue(${count}, 42);
         const files = await lib.searchIndexFiles(restaurants);
         process.stdout.write(JSON.stringify(files.map(([name]) => name)));`,
      ],
      { encoding: 'utf8' },
    ),
  ) as string[];

describe('the search index in the build', () => {
  it('is left out for a catalogue that fits on the home list’s first page', () => {
    expect(searchFilesFor(12)).toEqual([]);
  });

  it('is written, manifest and fragments, in the data folder’s search/ for a larger one', () => {
    const names = searchFilesFor(13);
    expect(names).toContain('search/manifest.json');
    expect(
      names.every((name) => /^search\/(manifest\.json|[a-z-]+\/[0-9a-f]{12}\.(json|bin))$/.test(name)),
    ).toBe(true);
  });
});
