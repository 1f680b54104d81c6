import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { translate } from '../../i18n/server/translate.ts';
import type { AnyResource } from '../../resources/define.ts';
import { pgErrorOf } from '../db/pg-error.ts';
import { ValidationError } from '../http/http-error.ts';
import { fieldNames } from './record-shape.ts';
import { listFieldsOf, listReferenceKeyName, tableFor, uniqueIndexName } from './tables.ts';

/** Database errors that are the client's mistake (duplicates, unknown or still-used references) as 422s. */

/** A delete refused because other rows still point at the record (server/admin/record-usage.ts names them). */
export class InUseError extends ValidationError {
  constructor(message = translate('server.admin.inUse')) {
    super({ id: [message] }, message);
  }
}

const inUse = () => new InUseError();

/**
 * A unique or foreign-key violation as a 422 on its field; anything else unchanged. In a delete, a foreign-key or
 * restrict violation can only mean that another row (or a reference list) still points at the record: `inUse`.
 */
export function constraintError(
  resource: AnyResource,
  error: unknown,
  operation: 'write' | 'delete' = 'write',
): unknown {
  const pgError = pgErrorOf(error);
  if (!pgError?.constraint) return error;
  if (pgError.code === '23505') {
    const field = fieldNames(resource).find((name) => uniqueIndexName(resource, name) === pgError.constraint);
    if (field) return new ValidationError({ [field]: [translate('server.admin.duplicate')] });
  }
  // 23503 foreign_key_violation; 23001 restrict_violation (ON DELETE RESTRICT, the join tables' references).
  if ((pgError.code === '23503' || pgError.code === '23001') && operation === 'delete') return inUse();
  if (pgError.code === '23503') {
    const list = listFieldsOf(resource).find(
      (candidate) => listReferenceKeyName(resource, candidate.name) === pgError.constraint,
    );
    if (list) return new ValidationError({ [list.name]: [translate('server.admin.unknownReference')] });
    const own = getTableConfig(tableFor(resource)).foreignKeys.find(
      (fk) => fk.getName() === pgError.constraint,
    );
    const columnName = own?.reference().columns[0]?.name;
    const field = Object.entries(getTableColumns(tableFor(resource))).find(
      ([, candidate]) => (candidate as PgColumn).name === columnName,
    )?.[0];
    if (own && field) return new ValidationError({ [field]: [translate('server.admin.unknownReference')] });
  }
  // Anything else (e.g. the audit entry's actor deleted meanwhile) is not the user's input: it stays an error,
  // never "in use", which speaks of deleting.
  return error;
}
