import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every folder under `dir`, with the names of the files in it. */
const foldersOf = (dir: string): [string, string[]][] => {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  return [
    [dir, files],
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => foldersOf(path.join(dir, entry.name))),
  ];
};

/** `TableFinder.tsx` and `tableFinder.ts` are one name to a case-insensitive disk's imports. */
const stem = (file: string) => file.replace(/(\.test)?\.[^.]+$/, '').toLowerCase();

describe('file names', () => {
  it.each(['src', 'scripts', 'e2e'])('no two modules in a folder of %s differ only by case', (root) => {
    const twins = foldersOf(path.join(__dirname, '..', root)).flatMap(([dir, files]) => {
      const byStem = new Map<string, Set<string>>();
      for (const file of files) {
        const original = file.replace(/(\.test)?\.[^.]+$/, '');
        byStem.set(stem(file), (byStem.get(stem(file)) ?? new Set()).add(original));
      }
      return [...byStem.values()]
        .filter((names) => names.size > 1)
        .map((names) => `${dir}: ${[...names].join(', ')}`);
    });
    expect(twins).toEqual([]);
  });

  // "Address" is a restaurant's street address; a page has a URL. No file about either needs the
  // word, so none may carry it and mislead.
  it.each(['src', 'scripts', 'e2e'])('no file in %s is named "address": a page has a URL', (root) => {
    const named = foldersOf(path.join(__dirname, '..', root)).flatMap(([dir, files]) =>
      files.filter((file) => /address/i.test(file)).map((file) => path.join(dir, file)),
    );
    expect(named).toEqual([]);
  });
});
