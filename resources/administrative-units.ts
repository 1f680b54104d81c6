import { defineResource, field, type RecordOf } from './define.ts';
import { emailAddress, iban, kvkNumber, postcode, vatNumber } from './validators.ts';

/** What an administrative unit keeps the books for (spec §3 "type"; the values are ours: docs/decisions.md). */
export const ADMINISTRATIVE_UNIT_TYPES = ['facility', 'professional', 'internal'] as const;

/**
 * Administrative units (spec §2 /system/administrative-units, §3 "type, referenceNumber", §7): the entities
 * invoices and payments are booked on, with the payment-reference ID that payments must quote.
 */
export const administrativeUnits = defineResource({
  name: 'administrative-units',
  singular: { nl: 'Administratieve eenheid', en: 'Administrative unit' },
  plural: { nl: 'Administratieve eenheden', en: 'Administrative units' },
  permission: {
    name: 'manage_administrative_units',
    label: { nl: 'Administratieve eenheden beheren', en: 'Manage administrative units' },
  },
  icon: 'AccountBalanceOutlined',
  menuPosition: 70,
  fields: {
    name: field.text({
      required: true,
      max: 150,
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
    }),
    type: field.enum(ADMINISTRATIVE_UNIT_TYPES, {
      label: { nl: 'Soort', en: 'Type' },
      labels: {
        facility: { nl: 'Zorginstelling', en: 'Healthcare facility' },
        professional: { nl: 'Zorgprofessional', en: 'Care professional' },
        internal: { nl: 'Intern', en: 'Internal' },
      },
      required: true,
      filterable: true,
      sortable: true,
    }),
    referenceNumber: field.text({
      label: { nl: 'Betalingskenmerk', en: 'Payment reference' },
      required: true,
      min: 4,
      max: 35,
      searchable: true,
      sortable: true,
      unique: 'caseInsensitive',
    }),
    kvkNumber: field.text({ list: false, schema: kvkNumber() }),
    vatNumber: field.text({ list: false, schema: vatNumber() }),
    iban: field.text({ list: false, schema: iban() }),
    email: field.text({ list: false, schema: emailAddress() }),
    phone: field.phone({ list: false }),
    streetAddress: field.text({ list: false, max: 200 }),
    postalCode: field.text({ list: false, schema: postcode() }),
    city: field.text({ max: 100, sortable: true, filterable: true }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createAdministrativeUnit', edit: 'editAdministrativeUnit' },
});

export type AdministrativeUnit = RecordOf<typeof administrativeUnits>;
