import { defineResource, field, type RecordOf } from './define.ts';

/**
 * Regions (spec §2 /system/regions, §3 "region (name, description)", §7): the areas facilities and employees
 * belong to. The description is shown as a card and edited on its own, so name and description edits are
 * audited apart (editRegionName, editRegionDescription). Extension `facilities`: the region's facilities, paged.
 */
export const regions = defineResource({
  name: 'regions',
  singular: { nl: 'Regio', en: 'Region' },
  plural: { nl: "Regio's", en: 'Regions' },
  permission: { name: 'manage_regions', label: { nl: "Regio's beheren", en: 'Manage regions' } },
  // Who manages employees assigns them, who views employees reads their names (docs/decisions.md "Reading what
  // you assign"): named here because an employee's regions are an extension, not a reference field, whose readers
  // the registry would add by itself (resources/reference-readers.ts).
  readPermissions: ['manage_employees', 'view_employees'],
  icon: 'PlaceOutlined',
  menuPosition: 40,
  fields: {
    name: field.text({
      required: true,
      max: 100,
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
    }),
    description: field.text({ list: false, multiline: true, max: 5000 }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  extensions: ['facilities'],
  audit: {
    create: 'createRegion',
    edit: 'editRegion',
    editFields: { name: 'editRegionName', description: 'editRegionDescription' },
  },
});

export type Region = RecordOf<typeof regions>;
