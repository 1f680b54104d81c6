import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict.ts';

describe('auditVerdict', () => {
  it('fails on a high or a critical advisory, passes on moderate and low ones', () => {
    const counts = { info: 0, low: 2, moderate: 1, high: 0, critical: 0, total: 3 };
    expect(auditVerdict({ metadata: { vulnerabilities: counts } })).toMatchObject({
      kind: 'clean',
      serious: 0,
    });
    expect(auditVerdict({ metadata: { vulnerabilities: { ...counts, high: 1 } } })).toMatchObject({
      kind: 'failed',
      serious: 1,
    });
    expect(auditVerdict({ metadata: { vulnerabilities: { ...counts, critical: 2 } } })).toMatchObject({
      kind: 'failed',
      serious: 2,
    });
  });

  it('reports an audit that could not run, with the reason, instead of passing it as clean', () => {
    const unreachable = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    };
    expect(auditVerdict(unreachable)).toEqual({ kind: 'not-checked', reason: unreachable.message });
    expect(auditVerdict({ error: { summary: '' } }, 'network down\n')).toEqual({
      kind: 'not-checked',
      reason: 'network down',
    });
  });
});
