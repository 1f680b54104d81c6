import type { LightMyRequestResponse } from 'fastify';
import type { AnyResource, NamedField } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import type { Db } from '../../server/db/client.ts';
import type { ApiClient } from './api-client.ts';
import { insertRecord, insertRecords, resourceNamed } from './record-fixtures.ts';

/**
 * Every write that replaces a record's whole list of child rows, as cases a test can run alike: the reference lists
 * of every definition (derived from `RESOURCES`: PATCH for an editable one, the extension's own call for a
 * read-only one) and the owned lists kept outside the definitions (an employee's regions, an expertise profile's
 * expertises). Each case makes a fresh owner with enough items for `writers + 1` different lists; list `i` holds
 * items `i` and `i + 1`, so neighbouring lists overlap and the others do not (list `writers` is for the start).
 */

/** One owner of a list, ready for concurrent writers. */
export interface ListOwner {
  /** The list writer `index` sends (the body's value). */
  listOf(index: number): unknown;
  /** Sends `list` as the whole new list. */
  write(client: ApiClient, list: unknown): Promise<LightMyRequestResponse>;
  /** The list a 200 answer of `write` shows, as sorted keys. */
  answered(body: unknown): string[];
  /** A sent list as sorted keys (comparable with `answered` and `stored`). */
  keysOf(list: unknown): string[];
  /** The list stored now, as sorted keys (read through the API). */
  stored(client: ApiClient): Promise<string[]>;
}

export interface ListWriteCase {
  name: string;
  prepare(db: Db, writers: number): Promise<ListOwner>;
}

const sorted = (keys: string[]) => [...keys].sort();
const ids = (list: unknown) => sorted(list as string[]);
const recordIds = (records: unknown) => sorted((records as { id: string }[]).map((record) => record.id));
const dataOf = (body: unknown) => (body as { data: unknown }).data;
const pair = (items: string[], index: number) => [items[index]!, items[index + 1]!];

async function readList(client: ApiClient, path: string, pick: (data: unknown) => string[]) {
  const response = await client.get(path);
  if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode} ${response.body}`);
  return pick(dataOf(response.json()));
}

/** A reference list written by PATCH /<resource>/{id} with `{ <field>: ids }` (answers the record). */
function patchedList(resource: AnyResource, field: NamedField): ListWriteCase {
  return {
    name: `${resource.name}.${field.name} (PATCH /${resource.name}/{id})`,
    async prepare(db, writers) {
      const ownerId = await insertRecord(db, resource);
      const items = await insertRecords(db, resourceNamed(field.references!), writers + 2);
      const path = `/api/${resource.name}/${ownerId}`;
      const pick = (data: unknown) => ids((data as Record<string, unknown>)[field.name]);
      return {
        listOf: (index) => pair(items, index),
        write: (client, list) => client.patch(path, { [field.name]: list }),
        answered: (body) => pick(dataOf(body)),
        keysOf: ids,
        stored: (client) => readList(client, path, pick),
      };
    },
  };
}

/** An employee's roles: PUT /employees/{id}/roles with `{ roles: ids }` (answers the role records). */
const employeeRoles = (employees: AnyResource): ListWriteCase => ({
  name: 'employees.roles (PUT /employees/{id}/roles)',
  async prepare(db, writers) {
    const ownerId = await insertRecord(db, employees);
    const items = await insertRecords(db, resourceNamed('roles'), writers + 2);
    return {
      listOf: (index) => pair(items, index),
      write: (client, list) => client.put(`/api/employees/${ownerId}/roles`, { roles: list }),
      answered: (body) => recordIds(dataOf(body)),
      keysOf: ids,
      stored: (client) =>
        readList(client, `/api/employees/${ownerId}`, (data) => ids((data as { roles: unknown }).roles)),
    };
  },
});

/** The reference lists no PATCH may write, by `<resource>.<field>`: each one's own call. */
const READ_ONLY_LIST_WRITERS: Record<string, (resource: AnyResource) => ListWriteCase> = {
  'employees.roles': employeeRoles,
};

interface RegionItem {
  region: string;
  role: string;
  primary: boolean;
}
const regionKeys = (list: unknown) =>
  sorted((list as RegionItem[]).map(({ region, role, primary }) => `${region}/${role}/${primary}`));

/** An employee's regions: POST /employees/{id}/update-region with `{ regions: [{ region, role, primary }] }`. */
const employeeRegions: ListWriteCase = {
  name: 'employee regions (POST /employees/{id}/update-region)',
  async prepare(db, writers) {
    const ownerId = await insertRecord(db, resourceNamed('employees'));
    const regions = await insertRecords(db, resourceNamed('regions'), writers + 2);
    const [lead, member] = await insertRecords(db, resourceNamed('roles'), 2);
    return {
      listOf: (index) => [
        { region: regions[index]!, role: lead!, primary: true },
        { region: regions[index + 1]!, role: member!, primary: false },
      ],
      write: (client, list) => client.post(`/api/employees/${ownerId}/update-region`, { regions: list }),
      answered: (body) => regionKeys(dataOf(body)),
      keysOf: regionKeys,
      stored: (client) => readList(client, `/api/employees/${ownerId}/regions`, regionKeys),
    };
  },
};

/** An expertise profile's expertises: POST /expertise-profiles/{id}/expertises with `{ expertises: ids }`. */
const profileExpertises: ListWriteCase = {
  name: 'expertise profile expertises (POST /expertise-profiles/{id}/expertises)',
  async prepare(db, writers) {
    const branch = await insertRecord(db, resourceNamed('branches'));
    const ownerId = await insertRecord(db, resourceNamed('expertise-profiles'), { branch });
    const items: string[] = [];
    for (let position = 1; position <= writers + 2; position += 1) {
      items.push(await insertRecord(db, resourceNamed('expertises'), { branch, position }));
    }
    const path = `/api/expertise-profiles/${ownerId}/expertises`;
    return {
      listOf: (index) => pair(items, index),
      write: (client, list) => client.post(path, { expertises: list }),
      answered: (body) => recordIds(dataOf(body)),
      keysOf: ids,
      stored: (client) => readList(client, path, recordIds),
    };
  },
};

/** The reference lists of every definition; a read-only one without a known writer is named in `unwritable`. */
function referenceListCases(): { cases: ListWriteCase[]; unwritable: string[] } {
  const cases: ListWriteCase[] = [];
  const unwritable: string[] = [];
  for (const resource of RESOURCES) {
    for (const field of Object.values(resource.fields)) {
      if (field.kind !== 'referenceList') continue;
      const name = `${resource.name}.${field.name}`;
      const writer = READ_ONLY_LIST_WRITERS[name];
      if (field.editable) cases.push(patchedList(resource, field));
      else if (writer) cases.push(writer(resource));
      else unwritable.push(name);
    }
  }
  return { cases, unwritable };
}

/** Every list-replacing write, and the read-only reference lists this file does not know how to write. */
export function listWriteCases(): { cases: ListWriteCase[]; unwritable: string[] } {
  const { cases, unwritable } = referenceListCases();
  return { cases: [...cases, employeeRegions, profileExpertises], unwritable };
}
