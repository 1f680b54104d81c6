import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { defineResource, field } from '../../resources/define.ts';
import { expertiseProfiles } from '../../resources/expertise-profiles.ts';
import { expertises } from '../../resources/expertises.ts';
import { tableFor } from '../../server/admin/tables.ts';

// `uniqueWithin` (resources/define.ts): a name unique per branch, not across the whole table.
describe('field option uniqueWithin', () => {
  it('leads the unique index with the scope column (expertise and profile names per branch)', () => {
    for (const resource of [expertises, expertiseProfiles]) {
      const table = tableFor(resource);
      const { name, indexes } = getTableConfig(table);
      const unique = indexes.find((index) => index.config.unique)!;
      expect(unique.config.name).toBe(`${name}_name_unique`);
      const parts = unique.config.columns.map((part) =>
        is(part, SQL) ? new PgDialect().sqlToQuery(part).sql : (part as { name: string }).name,
      );
      expect(parts).toEqual(['branch', `lower("${name}"."name")`]);
    }
  });

  it('needs unique and another field of the definition', () => {
    const base = {
      name: 'things',
      singular: 'Ding',
      plural: 'Dingen',
      permission: 'manage_tags',
      defaultSort: { field: 'createdAt', order: 'asc' },
      audit: { create: 'createThing', edit: 'editThing' },
    } as const;
    const group = field.text({ label: 'Groep' });
    expect(() =>
      defineResource({
        ...base,
        fields: { group, title: field.text({ label: 'Titel', uniqueWithin: 'group' }) },
      }),
    ).toThrow(/uniqueWithin/);
    expect(() =>
      defineResource({
        ...base,
        fields: { title: field.text({ label: 'Titel', unique: true, uniqueWithin: 'group' }) },
      }),
    ).toThrow(/uniqueWithin/);
    expect(() =>
      defineResource({
        ...base,
        fields: { title: field.text({ label: 'Titel', unique: true, uniqueWithin: 'title' }) },
      }),
    ).toThrow(/uniqueWithin/);
    const fine = defineResource({
      ...base,
      fields: {
        group,
        title: field.text({ label: 'Titel', unique: 'caseInsensitive', uniqueWithin: 'group' }),
      },
    });
    expect(fine.fields.title.uniqueWithin).toBe('group');
    expect(fine.fields.group.uniqueWithin).toBeNull();
  });
});
