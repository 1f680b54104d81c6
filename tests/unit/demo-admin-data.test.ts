import { describe, expect, it } from 'vitest';
import { administrativeUnits } from '../../resources/administrative-units.ts';
import { employees } from '../../resources/employees.ts';
import { facilities } from '../../resources/facilities.ts';
import { regions } from '../../resources/regions.ts';
import { roles } from '../../resources/roles.ts';
import { createBodySchema } from '../../server/admin/schemas.ts';
import { applyDutchValidationMessages } from '../../server/http/zod-messages.ts';
import { demoAdminData } from '../../server/seed/demo-admin-data.ts';

applyDutchValidationMessages();

describe('demo administration data', () => {
  const data = demoAdminData();

  it('is the same on every machine', () => {
    expect(demoAdminData()).toEqual(data);
  });

  it('has the volumes the issue asks for', () => {
    expect(data.employees.length).toBe(200);
    expect(data.facilities.length).toBeGreaterThanOrEqual(60);
    expect(data.regions.length).toBeGreaterThanOrEqual(6);
    expect(data.employees.some((employee) => employee.archiveReason)).toBe(true);
    expect(new Set(data.employees.map((employee) => employee.body.email)).size).toBe(200);
  });

  it('passes every rule of its definition (KVK, VAT, IBAN, postcode, phone, email)', () => {
    const check = (resource: Parameters<typeof createBodySchema>[0], body: Record<string, unknown>) => {
      const result = createBodySchema(resource).safeParse(body);
      expect(result.error?.issues ?? [], JSON.stringify(body)).toEqual([]);
    };
    const regionId = '7d1f0a8e-9a51-4c59-8c0e-2b1d7f7f0000';
    for (const facility of data.facilities) check(facilities, { ...facility.body, region: regionId });
    for (const employee of data.employees) check(employees, employee.body);
    for (const unit of data.administrativeUnits) check(administrativeUnits, unit);
    for (const region of data.regions) check(regions, region);
    for (const role of data.roles) check(roles, role);
  });
});
