import { eq, inArray } from 'drizzle-orm';
import type { AnyResource } from '../../resources/define.ts';
import { administrativeUnits } from '../../resources/administrative-units.ts';
import { branches } from '../../resources/branches.ts';
import { employees } from '../../resources/employees.ts';
import { expertiseProfiles } from '../../resources/expertise-profiles.ts';
import { expertises } from '../../resources/expertises.ts';
import { facilities } from '../../resources/facilities.ts';
import { regions } from '../../resources/regions.ts';
import { roles } from '../../resources/roles.ts';
import { tags } from '../../resources/tags.ts';
import { changesBetween } from '../admin/audit.ts';
import { column, columnValues } from '../admin/record-shape.ts';
import { createBodySchema } from '../admin/schemas.ts';
import { tableFor } from '../admin/tables.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  auditLog,
  employeeAccounts,
  employeeRegions,
  employeesRoles,
  employeesTags,
  expertiseProfileExpertises,
  users,
  type AuditChanges,
} from '../db/schema/index.ts';
import { demoAdminData, type DemoEmployee } from './demo-admin-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 500;

interface Seeding {
  tx: Tx;
  actorId: string;
  /** When the demo's history starts: records are created over the 90 days before the seed. */
  at: Date;
}

/**
 * Inserts records of a resource as the admin API would store them (each body checked and normalised by the
 * definition's create rules, so demo data can never be invalid) with a `create…` audit entry by `actorId`.
 * `extra` adds columns the create body may not set (read-only fields). Returns the new ids in order.
 */
async function insertRecords(
  seeding: Seeding,
  resource: AnyResource,
  bodies: readonly Record<string, unknown>[],
  extra: (index: number) => Record<string, unknown> = () => ({}),
): Promise<string[]> {
  const schema = createBodySchema(resource);
  const table = tableFor(resource);
  const ids: string[] = [];
  for (let start = 0; start < bodies.length; start += CHUNK) {
    const chunk = bodies.slice(start, start + CHUNK);
    const rows = chunk.map((body, offset) => {
      const createdAt = new Date(seeding.at.getTime() - (90 - ((start + offset) % 90)) * DAY_MS);
      const values = {
        ...columnValues(resource, schema.parse(body) as Record<string, unknown>),
        ...extra(start + offset),
      };
      return { ...values, createdAt, updatedAt: createdAt };
    });
    const inserted = (await seeding.tx.insert(table).values(rows).returning()) as Record<string, unknown>[];
    await seeding.tx.insert(auditLog).values(
      inserted.map((row) => ({
        action: resource.audit.create,
        resource: resource.name,
        recordId: row.id as string,
        actorId: seeding.actorId,
        changes: changesBetween(Object.keys(resource.fields), null, row),
        createdAt: row.createdAt as Date,
      })),
    );
    ids.push(...inserted.map((row) => row.id as string));
  }
  return ids;
}

/** Archives records with their reasons, audited like `DELETE /<name>/{id}`. */
async function archiveRecords(
  seeding: Seeding,
  resource: AnyResource,
  archived: { id: string; reason: string }[],
): Promise<void> {
  const table = tableFor(resource);
  for (const { id, reason } of archived) {
    const archivedAt = new Date(seeding.at.getTime() - 3 * DAY_MS);
    await seeding.tx
      .update(table)
      .set({ archivedAt, archivedBy: seeding.actorId, archiveReason: reason })
      .where(eq(column(table, 'id'), id));
    const changes: AuditChanges = {
      archivedAt: { before: null, after: archivedAt.toISOString() },
      archivedBy: { before: null, after: seeding.actorId },
      archiveReason: { before: null, after: reason },
    };
    await seeding.tx.insert(auditLog).values({
      action: resource.audit.archive,
      resource: resource.name,
      recordId: id,
      actorId: seeding.actorId,
      changes,
      createdAt: archivedAt,
    });
  }
}

/** Links the employee records of demo users (same email) to their accounts. */
async function linkAccounts(tx: Tx, people: DemoEmployee[], employeeIds: string[]): Promise<void> {
  const emails = people.map((employee) => employee.body.email!);
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const links = accounts.map((account) => ({
    employeeId: employeeIds[emails.indexOf(account.email)]!,
    userId: account.id,
  }));
  if (links.length > 0) await tx.insert(employeeAccounts).values(links);
}

/**
 * Fills the administration with the demo data of server/seed/demo-admin-data.ts in one transaction, created by
 * the demo administrator. Called by `seedDemo` on an empty database only.
 */
export async function seedAdminData(db: Db, actorId: string, at = new Date()): Promise<void> {
  const data = demoAdminData();
  await db.transaction(async (tx) => {
    const seeding = { tx, actorId, at };
    const tagIds = await insertRecords(
      seeding,
      tags,
      data.tags.map((name) => ({ name })),
    );
    const roleIds = await insertRecords(seeding, roles, data.roles);
    await insertRecords(seeding, administrativeUnits, data.administrativeUnits);
    const regionIds = await insertRecords(seeding, regions, data.regions);
    await insertRecords(
      seeding,
      facilities,
      data.facilities.map((facility) => ({ ...facility.body, region: regionIds[facility.region] })),
    );
    const branchIds = await insertRecords(
      seeding,
      branches,
      data.branches.map(({ name, description }) => ({ name, description })),
    );
    for (const [index, branch] of data.branches.entries()) {
      const branchId = branchIds[index]!;
      const names = branch.expertises.map((name) => ({ name }));
      const expertiseIds = await insertRecords(seeding, expertises, names, (position) => ({
        branch: branchId,
        position: position + 1,
      }));
      const profiles = branch.profiles.map(([name]) => ({ name }));
      const profileIds = await insertRecords(seeding, expertiseProfiles, profiles, () => ({
        branch: branchId,
      }));
      const chosen = branch.profiles.flatMap(([, picks], profile) =>
        picks.map((pick) => ({ profile: profileIds[profile]!, expertise: expertiseIds[pick]! })),
      );
      if (chosen.length > 0) await tx.insert(expertiseProfileExpertises).values(chosen);
    }
    const employeeIds = await insertRecords(
      seeding,
      employees,
      data.employees.map((employee) => employee.body),
    );
    await tx.insert(employeesRoles).values(
      data.employees.map((employee, index) => ({
        recordId: employeeIds[index]!,
        referenceId: roleIds[employee.role]!,
      })),
    );
    const tagged = data.employees.flatMap((employee, index) =>
      employee.tags.map((tag) => ({ recordId: employeeIds[index]!, referenceId: tagIds[tag]! })),
    );
    await tx.insert(employeesTags).values(tagged);
    await tx.insert(employeeRegions).values(
      data.employees.flatMap((employee, index) =>
        employee.regions.map((region, order) => ({
          employeeId: employeeIds[index]!,
          regionId: regionIds[region]!,
          roleId: roleIds[employee.role]!,
          isPrimary: order === 0,
        })),
      ),
    );
    await linkAccounts(tx, data.employees, employeeIds);
    await archiveRecords(
      seeding,
      employees,
      data.employees.flatMap((employee, index) =>
        employee.archiveReason ? [{ id: employeeIds[index]!, reason: employee.archiveReason }] : [],
      ),
    );
  });
}
