import { defineResource, field, type RecordOf } from './define.ts';

/** Tags (spec §3 "Tag: name"; §6 manage_tags; §7 /tags): labels given to employees. */
export const tags = defineResource({
  name: 'tags',
  singular: { nl: 'Tag', en: 'Tag' },
  plural: { nl: 'Tags', en: 'Tags' },
  permission: { name: 'manage_tags', label: { nl: 'Tags beheren', en: 'Manage tags' } },
  fields: {
    name: field.text({
      required: true,
      max: 100,
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
    }),
  },
  icon: 'LocalOfferOutlined',
  menuPosition: 30,
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createTag', edit: 'editTag' },
});

export type Tag = RecordOf<typeof tags>;
