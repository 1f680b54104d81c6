import { defineResource, field, type RecordOf } from './define.ts';

/**
 * Branches (branches of care, spec §2 /system/branches, §7): each has ordered expertises (extension
 * `expertises`: `GET/POST /branches/{id}/expertises`, placed "before expertise …" or "as last") and expertise
 * profiles (extension `expertise-profiles`: `GET/POST /branches/{id}/expertise-profiles`), both in
 * server/admin/branches/. Branches are not deleted (spec §7 has no DELETE).
 */
export const branches = defineResource({
  name: 'branches',
  singular: { nl: 'Branche', en: 'Branch' },
  plural: { nl: 'Branches', en: 'Branches' },
  permission: { name: 'manage_branches', label: { nl: 'Branches beheren', en: 'Manage branches' } },
  icon: 'AccountTreeOutlined',
  menuPosition: 60,
  fields: {
    name: field.text({
      required: true,
      max: 100,
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
    }),
    description: field.text({ list: false, multiline: true, max: 2000 }),
  },
  operations: ['list', 'show', 'create', 'edit'],
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createBranch', edit: 'editBranch' },
  extensions: ['expertises', 'expertise-profiles'],
});

export type Branch = RecordOf<typeof branches>;
