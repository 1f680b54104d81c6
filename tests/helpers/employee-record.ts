/** The timestamps of a record in the UI tests. */
export const STAMP = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

/** An employee record as the API answers it, for the UI tests of the employee screens. */
export function employeeRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: 'e1',
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne@voorbeeld.nl',
    phone: null,
    jobTitle: 'Verpleegkundige',
    streetAddress: null,
    postalCode: null,
    city: null,
    permissions: [] as string[],
    tags: [] as string[],
    roles: [] as string[],
    ...STAMP,
    archivedAt: null,
    archivedBy: null,
    archivedByName: null,
    archiveReason: null,
    ...overrides,
  };
}
