import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Jest here runs CommonJS; the scripts are ES modules, so each call runs in a child Node.
const call = (name: string, ...args: unknown[]): unknown =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const lib = await import(${JSON.stringify(path.join(__dirname, 'lockProblems.mjs'))});
         process.stdout.write(JSON.stringify(lib[${JSON.stringify(name)}](...${JSON.stringify(args)}) ?? null));`,
      ],
      { encoding: 'utf8' },
    ),
  );
const findLockProblems = (manifest: unknown, lock: unknown) => call('findLockProblems', manifest, lock);
const pinnedNpmVersion = (manifest: unknown) => call('pinnedNpmVersion', manifest);

const manifest = {
  dependencies: { react: '^19.3.1' },
  devDependencies: { jest: '^30.5.2' },
};

const lockFor = (packages: Record<string, unknown>) => ({
  lockfileVersion: 3,
  packages: {
    '': { dependencies: { react: '^19.3.1' }, devDependencies: { jest: '^30.5.2' } },
    'node_modules/react': { version: '19.3.1' },
    'node_modules/jest': { version: '30.5.2', dev: true },
    ...packages,
  },
});

describe('findLockProblems', () => {
  it('finds nothing in a lock that agrees with package.json', () => {
    expect(findLockProblems(manifest, lockFor({}))).toEqual([]);
  });

  it('names every entry without a version, the lock npm 11.19 rejects with "Invalid Version"', () => {
    const lock = lockFor({
      'node_modules/unrs-resolver/node_modules/@unrs/resolver-binding-darwin-x64': {
        dev: true,
        optional: true,
      },
      'node_modules/linked': { link: true, resolved: 'packages/linked' },
    });
    expect(findLockProblems(manifest, lock)).toEqual([
      'node_modules/unrs-resolver/node_modules/@unrs/resolver-binding-darwin-x64 has no version (npm ci stops with "Invalid Version")',
    ]);
  });

  it('names a dependency added, removed or changed in package.json but not in the lock', () => {
    const changed = {
      dependencies: { react: '^19.4.0', zod: '^4.6.7' },
      devDependencies: {},
    };
    expect(findLockProblems(changed, lockFor({}))).toEqual([
      'dependencies: react is ^19.4.0 in package.json but ^19.3.1 in the lock',
      'dependencies: zod@^4.6.7 is in package.json but not in the lock',
      'devDependencies: jest is in the lock but not in package.json',
    ]);
  });

  it('rejects a lock npm 11 does not write', () => {
    expect(findLockProblems(manifest, { lockfileVersion: 1, dependencies: {} })).toEqual([
      'package-lock.json has lockfileVersion 1; npm 11 writes 3',
    ]);
    expect(findLockProblems(manifest, null)).toEqual(['package-lock.json is not a JSON object']);
  });
});

describe('pinnedNpmVersion', () => {
  it('reads the npm version packageManager names', () => {
    expect(pinnedNpmVersion({ packageManager: 'npm@11.19.1' })).toBe('11.19.1');
    expect(pinnedNpmVersion({ packageManager: 'npm@11.19.1+sha512.abc' })).toBe('11.19.1');
    expect(pinnedNpmVersion({ packageManager: 'pnpm@9.0.0' })).toBeNull();
    expect(pinnedNpmVersion({})).toBeNull();
  });
});
