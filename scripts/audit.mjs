// `npm audit --omit=dev --audit-level=high`, failing on any high or critical advisory for what
// ships to diners. When the registry cannot answer audits at all (some mirrors refuse the bulk
// advisory endpoint), it says so plainly and does not block: no answer is not a finding.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stdout}${run.stderr}`);
  process.exit(1);
}

if (report.metadata?.vulnerabilities) {
  const { high = 0, critical = 0, total = 0 } = report.metadata.vulnerabilities;
  console.log(
    `npm audit (production dependencies): ${total} advisories, ${high} high, ${critical} critical.`,
  );
  process.exit(high + critical > 0 ? 1 : 0);
}

if (report.statusCode && report.uri) {
  console.warn(
    `npm audit could not run: the registry answered ${report.statusCode} to ${report.uri}. Skipped, not passed.`,
  );
  process.exit(0);
}

console.error(`npm audit failed:\n${run.stdout}`);
process.exit(1);
