import { defineResource, field, type RecordOf } from './define.ts';
import { emailAddress, postcode } from './validators.ts';

/**
 * Employees (spec §2 /system/employees and /archive/employees, §3, §6, §7): the intermediary's staff. Archived
 * with a reason and restored. Beyond CRUD (server/admin/employees/, src/screens/employees/): permissions
 * (`update-permissions`), tags, regions each with a role and one primary region (`update-region`), roles
 * (`GET/PUT /employees/{id}/roles`), a new email address (`update-email`), the user account, the history.
 */
export const employees = defineResource({
  name: 'employees',
  singular: { nl: 'Medewerker', en: 'Employee' },
  plural: { nl: 'Medewerkers', en: 'Employees' },
  permission: { name: 'manage_employees', label: { nl: 'Medewerkers beheren', en: 'Manage employees' } },
  readPermissions: [{ name: 'view_employees', label: { nl: 'Medewerkers bekijken', en: 'View employees' } }],
  extensionPermissions: [
    {
      name: 'view_employee_action_history',
      label: { nl: 'Actiegeschiedenis van medewerkers bekijken', en: 'View employee action history' },
    },
  ],
  icon: 'BadgeOutlined',
  menuPosition: 10,
  title: 'lastName',
  recordName: '{firstName} {lastName}',
  fields: {
    firstName: field.text({ required: true, max: 100, searchable: true, sortable: true }),
    lastName: field.text({
      required: true,
      max: 100,
      searchable: true,
      sortable: true,
      sortKey: 'dutchSurname',
    }),
    email: field.text({
      required: true,
      schema: emailAddress(),
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
      editable: false,
    }),
    phone: field.phone({ list: false }),
    jobTitle: field.text({
      label: { nl: 'Functie', en: 'Job title' },
      max: 100,
      sortable: true,
      filterable: true,
    }),
    streetAddress: field.text({ list: false, max: 200 }),
    postalCode: field.text({ list: false, schema: postcode() }),
    city: field.text({ list: false, max: 100 }),
    permissions: field.permissions({ list: false, readOnly: true, filterable: true }),
    // Edited with the rest of the record (PATCH): spec §7 has no separate call for an employee's tags.
    tags: field.referenceList('tags', { label: 'Tags', filterable: true, list: false }),
    // The whole list is replaced through `PUT /employees/{id}/roles` (extension `roles`, spec §6).
    roles: field.referenceList('roles', {
      label: { nl: 'Rollen', en: 'Roles' },
      readOnly: true,
      list: false,
    }),
  },
  defaultSort: { field: 'lastName', order: 'asc' },
  archivable: true,
  extensions: ['permissions', 'regions', 'roles', 'email', 'account', 'history'],
  audit: {
    create: 'createEmployee',
    edit: 'editEmployee',
    editFields: { permissions: 'editEmployeePermissions' },
  },
});

export type Employee = RecordOf<typeof employees>;
