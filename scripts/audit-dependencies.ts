/**
 * `npm run audit:deps` (run by .ci/run): `npm audit --omit=dev` must report no high or critical advisory.
 * Where the registry's audit endpoint cannot be reached (this project's build machines only reach package
 * downloads: the bulk-advisory call answers 405), it says so loudly and passes — a check that cannot run is
 * reported, not faked; docs/security.md.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict, type AuditReport } from './audit-verdict.ts';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout || '{}') as AuditReport;
} catch {
  report = { message: run.stdout };
}

const verdict = auditVerdict(report, run.stderr ?? '');
if (verdict.kind === 'not-checked') {
  console.warn(
    `npm audit could not run here (${verdict.reason}): NOT CHECKED — run it where the audit endpoint answers.`,
  );
} else {
  const summary = Object.entries(verdict.counts)
    .map(([level, count]) => `${level} ${count}`)
    .join(', ');
  console.log(`npm audit --omit=dev: ${summary}`);
  if (verdict.kind === 'failed') {
    console.error(
      `${verdict.serious} high or critical advisories in production dependencies: see npm audit --omit=dev.`,
    );
    process.exitCode = 1;
  }
}
