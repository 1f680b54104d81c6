import { defineResource, field, type RecordOf } from './define.ts';

/**
 * Expertise profiles (spec §3 "Expertise profile: name", §7): a named set of a branch's expertises, created in
 * the branch (`POST /branches/{id}/expertise-profiles`), renamed or deleted here; its expertises through
 * extension `expertises` (`GET/POST /expertise-profiles/{id}/expertises`, server/admin/expertise-profiles/).
 * A name is unique within its branch, whatever its case.
 */
export const expertiseProfiles = defineResource({
  name: 'expertise-profiles',
  singular: { nl: 'Expertiseprofiel', en: 'Expertise profile' },
  article: 'het',
  plural: { nl: 'Expertiseprofielen', en: 'Expertise profiles' },
  permission: 'manage_branches',
  icon: 'AssignmentIndOutlined',
  menu: false,
  fields: {
    name: field.text({
      required: true,
      max: 100,
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
      uniqueWithin: 'branch',
    }),
    branch: field.reference('branches', {
      label: { nl: 'Branche', en: 'Branch' },
      required: true,
      filterable: true,
      readOnly: true,
    }),
  },
  operations: ['show', 'edit', 'delete'],
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createExpertiseProfile', edit: 'editExpertiseProfile' },
  extensions: ['expertises'],
});

export type ExpertiseProfile = RecordOf<typeof expertiseProfiles>;
