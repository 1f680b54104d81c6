import type { AnyResource } from '../../resources/define.ts';
import type { Db } from '../db/client.ts';
import { auditLog, type AuditChanges } from '../db/schema/index.ts';

/** A database handle or an open transaction: audit entries are written in the write's own transaction. */
export type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'delete'>;

export interface AuditInput {
  /** The definition's action name (createTag, editTag …). */
  action: string;
  resource: AnyResource;
  recordId: string;
  actorId: string;
  changes: AuditChanges;
}

/** Writes one entry of the action history (table `audit_log`). */
export async function recordAudit(db: Executor, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    resource: entry.resource.name,
    recordId: entry.recordId,
    actorId: entry.actorId,
    changes: entry.changes,
  });
}

/**
 * Before/after of each key whose value differs (compared as JSON, so dates and numbers compare by value). Pass
 * `before: null` for a create and `after: null` for a delete.
 */
export function changesBetween(
  keys: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = { before: old, after: now };
  }
  return changes;
}
