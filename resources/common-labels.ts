import type { Text } from './define.ts';

/**
 * The labels of field names many resources share, so a definition names a label only for its own fields
 * (`name` is "Naam" everywhere). A definition's `label` wins.
 */
export const COMMON_LABELS: Readonly<Record<string, Text>> = {
  name: { nl: 'Naam', en: 'Name' },
  description: { nl: 'Beschrijving', en: 'Description' },
  firstName: { nl: 'Voornaam', en: 'First name' },
  lastName: { nl: 'Achternaam', en: 'Last name' },
  email: { nl: 'E-mailadres', en: 'Email address' },
  phone: { nl: 'Telefoonnummer', en: 'Phone number' },
  streetAddress: { nl: 'Adres', en: 'Street address' },
  postalCode: { nl: 'Postcode', en: 'Postal code' },
  city: { nl: 'Plaats', en: 'City' },
  kvkNumber: { nl: 'KVK-nummer', en: 'CoC number' },
  vatNumber: { nl: 'Btw-nummer', en: 'VAT number' },
  iban: { nl: 'IBAN', en: 'IBAN' },
  active: { nl: 'Actief', en: 'Active' },
  permissions: { nl: 'Rechten', en: 'Permissions' },
};
