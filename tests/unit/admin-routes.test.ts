import { describe, expect, it } from 'vitest';
import { defineResource, field } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { RESOURCE_MANIFEST } from '../../resources/manifest.ts';
import { manifestEntryOf } from '../../resources/manifest-entry.ts';
import { accessRulesOf, buildAdminModel } from '../../src/framework/admin-model.ts';
import { apiPathOf, screenPathsOf } from '../../src/framework/resource-names.ts';
import { resourceRoutesOf } from '../../src/framework/resource-routes.ts';
import { matchAppRoute } from '../../src/route-match.ts';
import { ROUTES } from '../../src/routes.ts';

const model = buildAdminModel(RESOURCE_MANIFEST);
const routes = [...resourceRoutesOf(model), ...ROUTES];

/** The menu as docs/adding-a-resource.md lists it ("Menu"): a new resource may come between, never reorder it. */
const DOCUMENTED_MENU = [
  'Medewerkers',
  'Rollen',
  'Tags',
  "Regio's",
  'Zorginstellingen',
  'Branches',
  'Administratieve eenheden',
  'OAuth-applicaties',
];

describe('admin resources and the route table (spec §2, §5)', () => {
  it.each(model.resources.map((resource) => [resource.definition.name, resource] as const))(
    '%s: list and records need the permission or a read permission, add and edit the permission; titled by the page',
    (_name, { definition, paths, archive }) => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const url of [paths.list, paths.show(id)]) {
        const route = matchAppRoute(url, routes);
        expect(route?.group, url).toBe('authenticated');
        expect(route?.permissions, url).toBeUndefined();
        expect(route?.anyOf, url).toEqual([definition.permission, ...definition.readPermissions]);
        expect(route?.titleKey, url).toBeUndefined();
      }
      for (const url of [paths.create, paths.edit(id)]) {
        const route = matchAppRoute(url, routes);
        expect(route?.group, url).toBe('authenticated');
        expect(route?.permissions, url).toEqual([definition.permission]);
        expect(route?.titleKey, url).toBeUndefined();
      }
      if (archive) {
        expect(matchAppRoute(archive.paths.list, routes)?.permissions).toEqual([definition.permission]);
      }
    },
  );

  it('before the admin app has loaded, the table knows only that /system and /archive are authenticated', () => {
    const unknown = matchAppRoute('/system/departments');
    expect(unknown).toEqual({ path: '/system/*', group: 'authenticated' });
    expect(matchAppRoute('/archive/employees')).toEqual({ path: '/archive/*', group: 'authenticated' });
  });

  it('the menu’s order: menuPosition, then the Dutch plural', () => {
    const menu = model.resources
      .filter(({ definition }) => definition.menu)
      .map(({ definition }) => definition);
    // Every definition with `menu` (derived from the definitions, so a new resource joins by itself) …
    expect(menu.map(({ name }) => name).sort()).toEqual(
      RESOURCES.filter((resource) => resource.menu)
        .map(({ name }) => name)
        .sort(),
    );
    // … each after the one before it: a lower position, or the same one and a Dutch plural that sorts first.
    for (const [before, after] of menu.slice(1).map((entry, index) => [menu[index]!, entry] as const)) {
      const inOrder =
        before.menuPosition < after.menuPosition ||
        (before.menuPosition === after.menuPosition && before.plural.localeCompare(after.plural, 'nl') < 0);
      expect(
        inOrder,
        `${before.plural} (${before.menuPosition}) before ${after.plural} (${after.menuPosition})`,
      ).toBe(true);
    }
    // The order the docs describe (docs/adding-a-resource.md "Menu") holds whatever is added between them.
    expect(menu.map(({ plural }) => plural).filter((plural) => DOCUMENTED_MENU.includes(plural))).toEqual(
      DOCUMENTED_MENU,
    );
  });

  it('equal menu positions go by the Dutch plural', () => {
    const entry = (name: string, plural: string) =>
      manifestEntryOf(
        defineResource({
          name,
          singular: plural,
          plural,
          permission: 'manage_tags',
          menuPosition: 30,
          fields: { name: field.text({ sortable: true }) },
          defaultSort: { field: 'name', order: 'asc' },
          audit: { create: 'createX', edit: 'editX' },
        }),
      );
    const order = buildAdminModel([
      entry('test-zebras', 'Zebra’s'),
      entry('test-eggs', 'Eieren'),
      entry('test-apples', 'Appels'),
    ]).resources.map(({ definition }) => definition.plural);
    expect(order).toEqual(['Appels', 'Eieren', 'Zebra’s']);
  });

  it('the spec’s paths: /system/<name>, /archive/employees, /system/facilities', () => {
    const byName = (name: string) => model.byDefinition.get(name)!;
    expect(byName('administrative-units').paths.list).toBe('/system/administrative-units');
    expect(byName('administrative-units').paths.edit('7')).toBe('/system/administrative-units/7/edit');
    expect(byName('administrative-units').paths.show('7')).toBe('/system/administrative-units/7');
    expect(byName('administrative-units').paths.create).toBe('/system/administrative-units/create');
    expect(byName('employees').archive?.paths.list).toBe('/archive/employees');
    expect(byName('facilities').paths.list).toBe('/system/facilities');
  });

  it('resource names map onto the API paths', () => {
    expect(apiPathOf('system/tags')).toBe('/tags');
    expect(apiPathOf('system/administrative-units')).toBe('/administrative-units');
    expect(apiPathOf('archive/employees')).toBe('/employees/archived');
    expect(screenPathsOf('system/tags').show('a/b')).toBe('/system/tags/a%2Fb');
  });

  it('canAccess rules: the permission, read permissions for reading, the archive needs the permission', () => {
    const rules = accessRulesOf(model);
    expect(rules['system/employees']).toEqual({
      permission: 'manage_employees',
      readPermissions: ['view_employees'],
    });
    expect(rules['archive/employees']).toEqual({ permission: 'manage_employees', readPermissions: [] });
    expect(rules['system/tags']).toEqual({
      permission: 'manage_tags',
      readPermissions: ['manage_employees', 'view_employees'],
    });
  });
});
