/** What `npm audit --json` printed (the fields the verdict reads). */
export interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  error?: { summary?: string };
  message?: string;
}

export type AuditVerdict =
  | { kind: 'not-checked'; reason: string }
  | { kind: 'clean' | 'failed'; counts: Record<string, number>; serious: number };

/** Fails on any high or critical advisory; a report without counts means the audit could not run. */
export function auditVerdict(report: AuditReport, stderr = ''): AuditVerdict {
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = [report.error?.summary, report.message, stderr.trim()].find((text) => text) ?? 'no answer';
    return { kind: 'not-checked', reason };
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  return { kind: serious > 0 ? 'failed' : 'clean', counts, serious };
}
