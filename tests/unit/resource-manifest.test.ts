import { describe, expect, it } from 'vitest';
import { defineResource, field } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { ROOT } from '../../scripts/resource-index.ts';
import { MANIFEST_FILES, renderManifestFiles } from '../../scripts/resource-manifest.ts';

// Issue 16: "a new permission cannot be declared"; "icons are a closed list inside the DSL". The fixtures' names,
// permission and icon are ones no real resource takes (issue 27: the docs' example, `departments` with
// `manage_departments` and ApartmentOutlined, must be addable without breaking this file).
const departments = (icon = 'SailingOutlined', name = 'test-departments') =>
  defineResource({
    name,
    singular: 'Afdeling',
    plural: 'Afdelingen',
    permission: {
      name: 'manage_test_departments',
      label: { nl: 'Afdelingen beheren', en: 'Manage departments' },
    },
    icon,
    menuPosition: 45,
    fields: { name: field.text({ required: true, sortable: true }) },
    defaultSort: { field: 'name', order: 'asc' },
    audit: { create: 'createDepartment', edit: 'editDepartment' },
  });

describe('the files generated from the definitions (scripts/resource-manifest.ts)', () => {
  it('a permission a definition declares joins the permission list, the labels and docs/permissions.md', () => {
    const files = renderManifestFiles([...RESOURCES, departments()], ROOT);
    expect(files[MANIFEST_FILES.permissions]).toContain('"manage_test_departments"');
    expect(files[MANIFEST_FILES.manifest]).toContain('"manage_test_departments":"Afdelingen beheren"');
    expect(files[MANIFEST_FILES.docs]).toContain(
      '| `manage_test_departments` | Afdelingen beheren | Manage departments | `test-departments` | `test-departments` |',
    );
  });

  it('in one run: the roles’ and employees’ permission fields in the manifest already list the new permission', () => {
    const manifest = renderManifestFiles([...RESOURCES, departments()], ROOT)[MANIFEST_FILES.manifest]!;
    const permissionLists = [...manifest.matchAll(/"grants":true[^}]*?"values":(\[[^\]]*\])/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    expect(permissionLists).toHaveLength(2);
    for (const values of permissionLists) expect(values).toContain('manage_test_departments');
  });

  it('a permission named but declared nowhere, or declared twice, is refused with what to do', () => {
    const undeclared = defineResource({
      name: 'test-teams',
      singular: 'Team',
      plural: 'Teams',
      permission: 'manage_tags',
      fields: { name: field.text() },
      defaultSort: { field: 'createdAt', order: 'asc' },
      audit: { create: 'createTeam', edit: 'editTeam' },
    });
    expect(() => renderManifestFiles([undeclared], ROOT)).toThrow(
      'test-teams: permission "manage_tags" is not declared',
    );
    expect(() =>
      renderManifestFiles([...RESOURCES, departments(), departments('SailingOutlined', 'test-teams')], ROOT),
    ).toThrow('Permission "manage_test_departments" is declared by both test-departments and test-teams');
  });

  it('any Material icon by name becomes a menu icon; an unknown name is refused', () => {
    const files = renderManifestFiles([...RESOURCES, departments()], ROOT);
    expect(files[MANIFEST_FILES.icons]).toMatch(/ {2}SailingOutlined: icon\(/);
    expect(() => renderManifestFiles([...RESOURCES, departments('Afdeling')], ROOT)).toThrow(
      'test-departments: "Afdeling" is not a Material icon',
    );
  });
});
