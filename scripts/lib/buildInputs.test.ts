import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Jest here runs CommonJS; the scripts are ES modules, so the hash is worked out in a child Node.
const root = path.resolve(__dirname, '../..');
const distDir = 'dist-build-inputs-test';
const lists = path.join(root, 'node_modules/.cache/prerender', `${distDir}.inputs-`);

const hashWith = (env: Record<string, string>): string =>
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { codeHash } = await import(${JSON.stringify(path.join(__dirname, 'buildInputs.mjs'))});
       process.stdout.write(String(await codeHash(${JSON.stringify(distDir)}, 'catalogue/restaurants.json')));`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SEARCH_FRAGMENTS_OVER: '', FRAGMENTS_BEFORE_INDEX_OVER: '', ...env },
    },
  );

describe("the code's hash, which decides whether a build can be reused", () => {
  beforeAll(() => {
    mkdirSync(path.dirname(lists), { recursive: true });
    for (const name of ['client', 'prerender']) writeFileSync(`${lists}${name}.json`, '[]');
  });
  afterAll(() => {
    for (const name of ['client', 'prerender']) rmSync(`${lists}${name}.json`, { force: true });
  });

  it('changes with the sizes that choose how the catalogue is searched, so that a new one rebuilds', () => {
    const plain = hashWith({});
    expect(plain).toMatch(/^[0-9a-f]{20}$/);
    expect(hashWith({})).toBe(plain);
    expect(hashWith({ SEARCH_FRAGMENTS_OVER: '12' })).not.toBe(plain);
    expect(hashWith({ FRAGMENTS_BEFORE_INDEX_OVER: '5000' })).not.toBe(plain);
  });
});
