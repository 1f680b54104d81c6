import { defineResource, field, type RecordOf } from './define.ts';

/**
 * Expertises (spec §3 "Branch: ordered expertises", §7 PATCH /expertises/{id}): created in a branch at a chosen
 * position (`POST /branches/{id}/expertises`, server/admin/branches/), renamed here, moved with extension `move`
 * (`POST /expertises/{id}/move`, server/admin/expertises/). `position` orders them within their branch (1..n);
 * a name is unique within its branch, whatever its case.
 */
export const expertises = defineResource({
  name: 'expertises',
  singular: { nl: 'Expertise', en: 'Expertise' },
  plural: { nl: 'Expertises', en: 'Expertises' },
  permission: 'manage_branches',
  icon: 'SchoolOutlined',
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
    position: field.number({
      label: { nl: 'Volgorde', en: 'Order' },
      integer: true,
      required: true,
      sortable: true,
      readOnly: true,
    }),
  },
  operations: ['show', 'edit'],
  defaultSort: { field: 'position', order: 'asc' },
  audit: { create: 'createExpertise', edit: 'editExpertise' },
  extensions: ['move'],
});

export type Expertise = RecordOf<typeof expertises>;
