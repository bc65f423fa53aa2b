// Fails fast, and says how to fix it, when `npm ci` cannot install package-lock.json: the lock
// disagrees with package.json or holds entries npm rejects. The first step of CI and of `npm test`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findLockProblems, pinnedNpmVersion } from './lib/lockProblems.mjs';

const pinnedNpm = (() => {
  try {
    return pinnedNpmVersion(JSON.parse(readFileSync('package.json', 'utf8')));
  } catch {
    return undefined;
  }
})();

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail([`${file} cannot be read: ${error.message}`]);
  }
};

function fail(problems) {
  const pinned = pinnedNpm ?? '11';
  console.error(
    `npm ci cannot install package-lock.json:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  );
  console.error(`
Refresh the lock with npm ${pinned} (package.json's packageManager) and commit it:
  npx npm@${pinned} install --package-lock-only --no-audit --no-fund
If npm stops on the lock itself, write it anew and review what moved:
  rm package-lock.json && npx npm@${pinned} install --package-lock-only --no-audit --no-fund && git diff --stat
Never edit package-lock.json by hand.`);
  process.exit(1);
}

const manifest = readJson('package.json');
const problems = findLockProblems(manifest, readJson('package-lock.json'));
if (problems.length > 0) fail(problems);

const npmVersion = spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim();
if (pinnedNpm && npmVersion !== pinnedNpm) {
  console.warn(`Note: this is npm ${npmVersion}; package.json pins npm ${pinnedNpm}, which CI uses.`);
}

// What npm itself says, without touching node_modules (about 2 s).
const dryRun = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
  encoding: 'utf8',
});
if (dryRun.status !== 0) {
  const errors = `${dryRun.stderr}\n${dryRun.stdout}`.split('\n').filter((line) => /npm error/.test(line));
  fail(errors.length > 0 ? errors.slice(0, 8) : [`npm ci --dry-run exited with ${dryRun.status}`]);
}
console.log(`package-lock.json agrees with package.json and npm ${npmVersion} accepts it.`);
