import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Jest here runs CommonJS; the scripts are ES modules, so the build's function runs in a child Node.
const searchFilesFor = (count: number, env: Record<string, string> = {}): string[] =>
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
      {
        encoding: 'utf8',
        env: { ...process.env, SEARCH_FRAGMENTS_OVER: '', FRAGMENTS_BEFORE_INDEX_OVER: '', ...env },
      },
    ),
  ) as string[];

describe('the search index in the build', () => {
  it('is left out for a catalogue of up to 100, whose index file is a few kilobytes', () => {
    expect(searchFilesFor(12)).toEqual([]);
    expect(searchFilesFor(100)).toEqual([]);
  });

  it('is written beside the index file of one of 101 to 5,000, for keys typed before the page’s script', () => {
    expect(searchFilesFor(101)).toContain('search/manifest.json');
    expect(searchFilesFor(5000)).toContain('search/manifest.json');
    expect(searchFilesFor(5000, { FRAGMENTS_BEFORE_INDEX_OVER: '5000' })).toEqual([]);
  });

  it('is written, manifest and fragments, in the data folder’s search/ for a larger one', () => {
    const names = searchFilesFor(5001);
    expect(names).toContain('search/manifest.json');
    expect(
      names.every((name) => /^search\/(manifest\.json|[a-z-]+\/[0-9a-f]{12}\.(json|bin))$/.test(name)),
    ).toBe(true);
  });

  it('is written over the size SEARCH_FRAGMENTS_OVER sets, as CI builds its 500', () => {
    expect(searchFilesFor(13, { SEARCH_FRAGMENTS_OVER: '12' })).toContain('search/manifest.json');
    expect(searchFilesFor(12, { SEARCH_FRAGMENTS_OVER: '12' })).toEqual([]);
    expect(searchFilesFor(100, { SEARCH_FRAGMENTS_OVER: '12' })).toContain('search/manifest.json');
  });
});
