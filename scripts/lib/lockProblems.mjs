/**
 * What stops `npm ci` from installing package-lock.json, found without installing anything:
 * a lock that disagrees with package.json, or entries npm rejects (an entry with no version is
 * `npm error Invalid Version`). Pure, so it is tested apart from the script that reads the files.
 */

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** Every problem as one line, or none. */
export const findLockProblems = (manifest, lock) => {
  if (!lock || typeof lock !== 'object') return ['package-lock.json is not a JSON object'];
  if (!(lock.lockfileVersion >= 2) || !lock.packages || typeof lock.packages !== 'object') {
    return [`package-lock.json has lockfileVersion ${lock.lockfileVersion ?? 'none'}; npm 11 writes 3`];
  }
  const problems = [];
  const root = lock.packages[''] ?? {};
  for (const field of DEPENDENCY_FIELDS) {
    const wanted = manifest[field] ?? {};
    const locked = root[field] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (!(name in locked))
        problems.push(`${field}: ${name}@${range} is in package.json but not in the lock`);
      else if (locked[name] !== range) {
        problems.push(`${field}: ${name} is ${range} in package.json but ${locked[name]} in the lock`);
      }
    }
    for (const name of Object.keys(locked)) {
      if (!(name in wanted)) problems.push(`${field}: ${name} is in the lock but not in package.json`);
    }
  }
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '' || entry?.link) continue;
    if (typeof entry?.version !== 'string' || entry.version === '') {
      problems.push(`${location} has no version (npm ci stops with "Invalid Version")`);
    }
  }
  return problems;
};

/** The npm version `packageManager` names ("npm@11.19.1"), or undefined. */
export const pinnedNpmVersion = (manifest) => /^npm@(\d+\.\d+\.\d+)/.exec(manifest.packageManager ?? '')?.[1];
