import { describe, expect, it } from 'vitest';
import { defineResource, field, type AnyResource } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { withReferenceReaders } from '../../resources/reference-readers.ts';
import { checkedRegistry } from '../../resources/registry.ts';

/** resources/reference-readers.ts: who may read a resource because another refers to it (issue 27). */
const referring = (name: string, references: string, permission: string, readPermissions: string[] = []) =>
  defineResource({
    name,
    singular: name,
    plural: name,
    permission: permission as never,
    readPermissions: readPermissions as never[],
    fields: {
      name: field.text({ required: true, sortable: true }),
      other: field.reference(references, { label: 'Ander' }),
    },
    defaultSort: { field: 'name', order: 'asc' },
    audit: { create: `create${name}`, edit: `edit${name}` },
  });

const byName = (resources: readonly AnyResource[], name: string) =>
  resources.find((resource) => resource.name === name)!;

describe('withReferenceReaders', () => {
  it('adds the permission and read permissions of every resource that refers to one, once, sorted', () => {
    const target = referring('test-targets', 'test-elsewhere', 'manage_regions', ['view_employees']);
    const first = referring('test-first', 'test-targets', 'manage_tags', ['view_employees']);
    const second = referring('test-second', 'test-targets', 'manage_branches');
    const derived = withReferenceReaders([target, first, second]);
    expect(byName(derived, 'test-targets').readPermissions).toEqual([
      'view_employees',
      'manage_branches',
      'manage_tags',
    ]);
    // The referring resources themselves gain nothing from referring.
    expect(byName(derived, 'test-first').readPermissions).toEqual(['view_employees']);
    expect(withReferenceReaders(derived)).toEqual(derived);
  });

  it('is what the registry answers: tags and roles are read by who manages or views employees', () => {
    expect(byName(RESOURCES, 'tags').readPermissions).toEqual(['manage_employees', 'view_employees']);
    expect(byName(RESOURCES, 'roles').readPermissions).toEqual(['manage_employees', 'view_employees']);
    expect(checkedRegistry(RESOURCES)).toEqual(RESOURCES);
  });
});
