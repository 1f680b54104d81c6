import { defineResource, field, type RecordOf } from './define.ts';

/**
 * Roles (spec §3 "Role: name, permissions", §6, §7): a named set of permissions. Employees hold roles (a whole
 * list, `PUT /employees/{id}/roles`), and a user has the permissions of the roles of their employee record.
 */
export const roles = defineResource({
  name: 'roles',
  singular: { nl: 'Rol', en: 'Role' },
  plural: { nl: 'Rollen', en: 'Roles' },
  permission: { name: 'manage_roles', label: { nl: 'Rollen beheren', en: 'Manage roles' } },
  icon: 'AdminPanelSettingsOutlined',
  menuPosition: 20,
  fields: {
    name: field.text({
      required: true,
      max: 100,
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
    }),
    permissions: field.permissions({ filterable: true }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  audit: {
    create: 'createRole',
    edit: 'editRole',
    editFields: { name: 'editRoleName', permissions: 'editRolePermissions' },
  },
});

export type Role = RecordOf<typeof roles>;
