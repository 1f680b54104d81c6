import { randomBytes } from 'node:crypto';
import type { AnyResource, NamedField } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { tableFor } from '../../server/admin/tables.ts';
import type { Db } from '../../server/db/client.ts';

/**
 * Records of any admin resource, made straight in its table from the definition alone: every required field gets a
 * value its own rule accepts, a required reference a record made the same way. For tests that need records of every
 * resource (derived from `RESOURCES`) without knowing each one's screens or create rules.
 */

/** Texts tried in turn; a field gets the first its rule accepts (a name, an email address, a phone, a postcode). */
function textFor(field: NamedField, unique: string): string {
  const candidates = [`${field.name} ${unique}`, `${unique}@zorgportaal.test`, '+31612345678', '1234 AB'];
  const value = candidates.find((candidate) => field.schema.safeParse(candidate).success);
  if (value === undefined) throw new Error(`record-fixtures: no sample text for field "${field.name}"`);
  return value;
}

export function resourceNamed(name: string): AnyResource {
  const resource = RESOURCES.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`record-fixtures: unknown resource "${name}"`);
  return resource;
}

async function valueFor(db: Db, field: NamedField, unique: string): Promise<unknown> {
  switch (field.kind) {
    case 'text':
      return textFor(field, unique);
    case 'enum':
      return field.values[0];
    case 'enumList':
    case 'referenceList':
      return [];
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2024-01-01';
    case 'reference':
      return insertRecord(db, resourceNamed(field.references!));
  }
}

/** Inserts a record of `resource` (its required fields filled in, `values` taking precedence); gives its id. */
export async function insertRecord(
  db: Db,
  resource: AnyResource,
  values: Record<string, unknown> = {},
): Promise<string> {
  const unique = randomBytes(5).toString('hex');
  const row: Record<string, unknown> = {};
  for (const field of Object.values(resource.fields)) {
    if (field.kind === 'referenceList') continue; // a join table, not a column
    if (field.name in values) row[field.name] = values[field.name];
    else if (field.required) row[field.name] = await valueFor(db, field, unique);
  }
  const table = tableFor(resource);
  const [inserted] = await db.insert(table).values(row).returning({ id: table.id! });
  return inserted!.id as string;
}

/** `count` records of `resource`, one after the other (so their order is the order made). */
export async function insertRecords(db: Db, resource: AnyResource, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push(await insertRecord(db, resource));
  return ids;
}
