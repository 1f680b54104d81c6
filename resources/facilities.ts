import { defineResource, field, type RecordOf } from './define.ts';
import { emailAddress, iban, kvkNumber, postcode, vatNumber } from './validators.ts';

/**
 * Facilities (zorginstellingen; spec §1, §3 common fields): the care organisations staff are placed at. Each
 * belongs to one region and moves through `POST /facilities/{id}/update-region` (extension `update-region`,
 * audited as updateFacilityRegion). Managed with the regions (manage_regions: docs/decisions.md).
 */
export const facilities = defineResource({
  name: 'facilities',
  singular: { nl: 'Zorginstelling', en: 'Healthcare facility' },
  plural: { nl: 'Zorginstellingen', en: 'Healthcare facilities' },
  permission: 'manage_regions',
  icon: 'LocalHospitalOutlined',
  menuPosition: 50,
  fields: {
    name: field.text({ required: true, max: 150, searchable: true, sortable: true }),
    region: field.reference('regions', {
      label: { nl: 'Regio', en: 'Region' },
      required: true,
      filterable: true,
      editable: false,
    }),
    city: field.text({ required: true, max: 100, searchable: true, sortable: true }),
    postalCode: field.text({ list: false, schema: postcode() }),
    streetAddress: field.text({ list: false, max: 200 }),
    kvkNumber: field.text({ list: false, schema: kvkNumber() }),
    vatNumber: field.text({ list: false, schema: vatNumber() }),
    iban: field.text({ list: false, schema: iban() }),
    email: field.text({ list: false, schema: emailAddress() }),
    phone: field.phone({ list: false }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  extensions: ['update-region'],
  audit: { create: 'createFacility', edit: 'editFacility', editFields: { region: 'updateFacilityRegion' } },
});

export type Facility = RecordOf<typeof facilities>;
