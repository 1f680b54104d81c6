import { inArray } from 'drizzle-orm';
import type { AnyResource } from '../../resources/define.ts';
import { formatRecordName, recordNameFields } from '../../resources/record-name.ts';
import { tableFor } from '../admin/tables.ts';
import type { Db } from '../db/client.ts';
import type { AuditChanges } from '../db/schema/index.ts';
import type { RecordState } from '../../contract/api/dashboard.ts';

export interface RecordFacts {
  /** The definition's record name ("Chantal Bakker"), or null when none of its fields is known. */
  name: string | null;
  state: RecordState;
}

/**
 * The names (the definition's `recordName`) and states of some records of one resource, by id: one query on its
 * primary key, reading only the fields of the name. A record that is gone is named by the values its audit entry
 * last saw (the `before` of its delete).
 */
export async function recordFactsOf(
  db: Db,
  resource: AnyResource,
  entries: readonly { recordId: string; changes: AuditChanges }[],
): Promise<Map<string, RecordFacts>> {
  const table = tableFor(resource);
  const fields = recordNameFields(resource.recordName);
  const rows: Record<string, unknown>[] = await db
    .select({
      id: table.id!,
      ...Object.fromEntries(fields.map((field) => [field, table[field]!])),
      ...(resource.archivable ? { archivedAt: table.archivedAt! } : {}),
    })
    .from(table)
    .where(
      inArray(
        table.id!,
        entries.map((entry) => entry.recordId),
      ),
    );
  const facts = new Map<string, RecordFacts>();
  for (const row of rows) {
    facts.set(String(row.id), {
      name: formatRecordName(resource.recordName, row) || null,
      state: row.archivedAt ? 'archived' : 'present',
    });
  }
  for (const entry of entries) {
    if (facts.has(entry.recordId)) continue;
    const seen = Object.fromEntries(
      fields.map((field) => [field, entry.changes[field]?.before ?? entry.changes[field]?.after]),
    );
    facts.set(entry.recordId, {
      name: formatRecordName(resource.recordName, seen) || null,
      state: 'deleted',
    });
  }
  return facts;
}
