import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineResource, field, type CreateInputOf, type RecordOf } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { checkedRegistry } from '../../resources/registry.ts';
import { tags, type Tag } from '../../resources/tags.ts';
import { decodeCursor, encodeCursor } from '../../server/admin/cursor.ts';
import { listFieldsOf, listTableFor, listTableName, snakeCase, tableFor } from '../../server/admin/tables.ts';
import * as schema from '../../server/db/schema/index.ts';

const listed = () =>
  defineResource({
    name: 'listed-things',
    singular: 'Ding',
    plural: 'Dingen',
    permission: 'manage_tags',
    fields: { labels: field.referenceList('tags', { label: 'Labels' }) },
    defaultSort: { field: 'createdAt', order: 'asc' },
    audit: { create: 'createListedThing', edit: 'editListedThing' },
  });

describe('defineResource', () => {
  it('gives each field its label key and the audit names their defaults', () => {
    expect(tags.fields.name.label).toBe('resources.tags.fields.name');
    expect(tags.fields.name).toMatchObject({
      kind: 'text',
      required: true,
      searchable: true,
      sortable: true,
    });
    expect(tags.audit).toEqual({
      create: 'createTag',
      edit: 'editTag',
      delete: 'deleteTag',
      archive: 'archiveTag',
      restore: 'restoreTag',
      editFields: {},
    });
    expect(tags.archivable).toBe(false);
    expect(tags).toMatchObject({
      title: 'name',
      icon: 'LocalOfferOutlined',
      menu: true,
      // Its readers come from the employees' reference to it (resources/reference-readers.ts), not from the file.
      readPermissions: [],
      operations: ['list', 'show', 'create', 'edit', 'delete'],
    });
  });

  it('keeps a list field in the order of its values, without repeats', () => {
    const rule = field.enumList(['a', 'b', 'c'], { labels: { a: 'A', b: 'B', c: 'C' } }).schema;
    expect(rule.parse(['c', 'a', 'c'])).toEqual(['a', 'c']);
    expect(rule.safeParse(['d']).success).toBe(false);
    expect(rule.safeParse('a').success).toBe(false);
  });

  it('keeps a reference list as a set of ids: lower case, ascending, without repeats', () => {
    const a = '7d1f0a8e-9a51-4c59-8c0e-2b1d7f7f0000';
    const b = '0b6f6a3c-1f2e-4d5c-9b8a-7f6e5d4c3b2a';
    const list = field.referenceList('tags');
    expect(list).toMatchObject({ kind: 'referenceList', references: 'tags', required: false });
    expect(list.schema.parse([a.toUpperCase(), b, a])).toEqual([b, a]);
    expect(list.schema.parse([])).toEqual([]);
    expect(list.schema.safeParse(['geen-id']).success).toBe(false);
    expect(field.referenceList('tags', { required: true }).schema.safeParse([]).success).toBe(false);
    expect(field.referenceList('tags', { max: 1 }).schema.safeParse([a, b]).success).toBe(false);
    expectTypeOf<RecordOf<ReturnType<typeof listed>>['labels']>().toEqualTypeOf<string[]>();
  });

  it('derives the zod rule from the options, or takes the given one', () => {
    const rule = field.text({ required: true, max: 5 }).schema;
    expect(rule.safeParse(' abc ').data).toBe('abc');
    expect(rule.safeParse('abcdef').success).toBe(false);
    const postcode = field.text({ schema: z.string().regex(/^\d{4} [A-Z]{2}$/) });
    expect(postcode.schema.safeParse('1234 AB').success).toBe(true);
    expect(postcode.schema.safeParse('1234ab').success).toBe(false);
    expect(field.number({ integer: true, min: 1 }).schema.safeParse(1.5).success).toBe(false);
    expect(field.enum(['a', 'b'], { labels: { a: 'A', b: 'B' } }).schema.safeParse('c').success).toBe(false);
    expect(field.date().schema.safeParse('2026-02-30').success).toBe(false);
  });

  it('refuses an incoherent definition', () => {
    const base = {
      singular: 'Ding',
      plural: 'Dingen',
      permission: 'manage_tags',
      audit: { create: 'createX', edit: 'editX' },
    } as const;
    expect(() =>
      defineResource({
        ...base,
        name: 'Bad_Name',
        fields: {},
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('Resource name "Bad_Name" must be plural kebab-case'));
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { size: field.number({ label: 'Maat', searchable: true }) },
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('things.size: only text fields can be searchable'));
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { size: field.enumList(['a'], { labels: { a: 'A' }, sortable: true }) },
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('things.size: a list field cannot be sortable'));
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { size: field.referenceList('tags', { label: 'Tags', sortable: true }) },
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('things.size: a list field cannot be sortable'));
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { size: field.number({ label: 'Maat' }) },
        title: 'weight' as 'size',
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('things: title field "weight" is not a field'));
    expect(() =>
      defineResource({
        ...base,
        audit: { ...base.audit, editFields: { weight: 'editWeight' } },
        name: 'things',
        fields: { size: field.number({ label: 'Maat' }) },
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('things: audit.editFields names unknown field "weight"'));
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { size: field.number({ label: 'Maat' }) },
        defaultSort: { field: 'size', order: 'asc' },
      }),
    ).toThrow(new Error('things: defaultSort.field "size" is not a sortable field'));
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { surname: field.text({ label: 'Achternaam', sortKey: 'dutchSurname' }) },
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('things.surname: a sortKey needs sortable'));
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { size: field.number({ label: 'Maat' }) },
        listCard: { secondary: 'size', tertiary: 'weight' as 'size' },
        defaultSort: { field: 'createdAt', order: 'asc' },
      }),
    ).toThrow(new Error('things: listCard names unknown field "weight"'));
  });

  it("names the resource and the field of a default that fails the field's own rule", () => {
    const define = (fields: Parameters<typeof defineResource>[0]['fields']) =>
      defineResource({
        name: 'things',
        singular: 'Ding',
        plural: 'Dingen',
        permission: 'manage_tags',
        fields,
        defaultSort: { field: 'createdAt', order: 'asc' },
        audit: { create: 'createX', edit: 'editX' },
      });
    expect(() => define({ code: field.text({ label: 'Code', max: 3, default: 'ABCD' }) })).toThrow(
      new Error('things.code: the default "ABCD" does not pass the field\'s own rule (too_big)'),
    );
    expect(() =>
      define({ size: field.number({ label: 'Maat', integer: true, min: 1, default: 0 }) }),
    ).toThrow(new Error("things.size: the default 0 does not pass the field's own rule (too_small)"));
    expect(define({ size: field.number({ label: 'Maat', min: 1, default: 2 }) }).fields.size?.default).toBe(
      2,
    );
  });

  it('refuses two resources with one name, naming it; the shared list has none', () => {
    expect(checkedRegistry(RESOURCES)).toEqual(RESOURCES);
    expect(() =>
      checkedRegistry([...RESOURCES, { ...tags, plural: { nl: 'Labels', en: 'Labels' } }]),
    ).toThrow(new Error('Two resources are named "tags": give each resource a name of its own'));
  });

  it('infers the record and input types', () => {
    expectTypeOf<Tag>().toEqualTypeOf<
      { id: string; createdAt: string; updatedAt: string } & { name: string }
    >();
    const things = defineResource({
      name: 'things',
      singular: 'Ding',
      plural: 'Dingen',
      permission: 'manage_tags',
      fields: {
        title: field.text({ label: 'Titel', required: true }),
        size: field.number({ label: 'Maat' }),
        kind: field.enum(['a', 'b'], { label: 'Soort', labels: { a: 'A', b: 'B' } }),
      },
      defaultSort: { field: 'createdAt', order: 'asc' },
      audit: { create: 'createThing', edit: 'editThing' },
    });
    expect(things.fields.kind.values).toEqual(['a', 'b']);
    expectTypeOf<RecordOf<typeof things>['size']>().toEqualTypeOf<number | null>();
    expectTypeOf<RecordOf<typeof things>['kind']>().toEqualTypeOf<'a' | 'b' | null>();
    expectTypeOf<CreateInputOf<typeof things>>().toEqualTypeOf<
      { title: string } & { size?: number | null; kind?: 'a' | 'b' | null }
    >();
  });
});

describe('resource tables', () => {
  it('exports the table of every resource of resources/index.ts from the schema (for drizzle-kit)', () => {
    const exported = Object.values(schema).filter((value) => is(value, PgTable));
    for (const resource of RESOURCES) {
      expect(exported).toContain(tableFor(resource));
      expect(getTableName(tableFor(resource))).toBe(snakeCase(resource.name));
    }
  });

  it('exports the join table of every reference list, named <resource>_<field>', () => {
    const exported = Object.values(schema).filter((value) => is(value, PgTable));
    const lists = RESOURCES.flatMap((resource) =>
      listFieldsOf(resource).map((field) => listTableFor(resource, field.name)),
    );
    expect(lists.map((table) => getTableName(table))).toEqual(
      expect.arrayContaining(['employees_tags', 'employees_roles']),
    );
    for (const table of lists) expect(exported).toContain(table);
    expect(listTableName(listed(), 'labels')).toBe('listed_things_labels');
    expect(Object.keys(getTableColumns(tableFor(listed())))).not.toContain('labels');
  });

  it('names tables and columns in snake_case', () => {
    expect(snakeCase('administrative-units')).toBe('administrative_units');
    expect(snakeCase('referenceNumber')).toBe('reference_number');
  });
});

describe('keyset cursor', () => {
  it('round-trips and refuses anything else', () => {
    const cursor = {
      sort: 'name',
      order: 'asc',
      value: 'Één',
      id: '7d1f0a8e-9a51-4c59-8c0e-2b1d7f7f0000',
    } as const;
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, value: null }))).toEqual({ ...cursor, value: null });
    for (const bad of [
      '',
      'onzin!',
      Buffer.from('{}').toString('base64url'),
      Buffer.from('[1]').toString('base64url'),
    ]) {
      expect(decodeCursor(bad)).toBeNull();
    }
    expect(decodeCursor(encodeCursor({ ...cursor, id: 'geen-uuid' }))).toBeNull();
  });
});
