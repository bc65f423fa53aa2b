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
});
