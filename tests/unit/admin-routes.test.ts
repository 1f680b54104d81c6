import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { accessRulesOf, buildAdminModel } from '../../src/framework/admin-model.ts';
import { apiPathOf, screenPathsOf } from '../../src/framework/resource-names.ts';
import { matchAppRoute } from '../../src/route-match.ts';
import { ROUTES } from '../../src/routes.ts';

const model = buildAdminModel(RESOURCES);

describe('admin resources and the route table (spec §2, §5)', () => {
  it.each(model.resources.map((resource) => [resource.definition.name, resource] as const))(
    '%s: every screen URL is a route needing exactly the definition’s permission',
    (_name, { definition, paths, archive }) => {
      const urls = [paths.list, paths.create, paths.show('00000000-0000-4000-8000-000000000000')];
      urls.push(paths.edit('00000000-0000-4000-8000-000000000000'));
      for (const url of urls) {
        const route = matchAppRoute(url);
        expect(route?.group, url).toBe('authenticated');
        expect(route?.permissions, url).toEqual([definition.permission]);
      }
      if (archive) expect(matchAppRoute(archive.paths.list)?.permissions).toEqual([definition.permission]);
    },
  );

  it('the spec’s paths: /system/<name>, /archive/employees, /system/facilities', () => {
    const byName = (name: string) => model.byDefinition.get(name)!;
    expect(byName('administrative-units').paths.list).toBe('/system/administrative-units');
    expect(byName('administrative-units').paths.edit('7')).toBe('/system/administrative-units/7/edit');
    expect(byName('administrative-units').paths.show('7')).toBe('/system/administrative-units/7');
    expect(byName('administrative-units').paths.create).toBe('/system/administrative-units/create');
    expect(byName('employees').archive?.paths.list).toBe('/archive/employees');
    expect(byName('facilities').paths.list).toBe('/system/facilities');
  });

  it('no /system or /archive route without a resource behind it', () => {
    const mounted = new Set(
      model.resources.flatMap(({ paths, archive }) => [paths.list, ...(archive ? [archive.paths.list] : [])]),
    );
    const admin = ROUTES.filter((route) => /^\/(system|archive)\//.test(route.path));
    expect(
      admin.map((route) => route.path.replace(/\/\*$/, '')).filter((path) => !mounted.has(path)),
    ).toEqual([]);
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
      readPermissions: ['manage_employees'],
    });
  });
});
