import { z } from 'zod';
import { employees } from '../../../resources/employees.ts';
import { emailAddress } from '../../../resources/validators.ts';
import { ACCOUNT_BLOCK_REASONS, ACCOUNT_STATES } from '../../enums.ts';
import { envelope } from '../envelope.ts';
import { fieldRule, PER_PAGE_DEFAULT, PER_PAGE_MAX } from './records.ts';

/**
 * The employee calls beyond CRUD (resources/employees.ts `extensions`, docs/api.md "Employees: regions, email,
 * account, history"; server/admin/employees/). The calls answering the employee (`update-permissions`,
 * `update-email`) or its roles (`GET/PUT /employees/{id}/roles`) answer records, whose schema the engine derives
 * from the definitions (`{ data: Employee }`, `{ data: Role[] }`). `GET /employees/{id}/authority` is in records.ts.
 */

/** `POST /employees/{id}/update-permissions`: the whole new list (the definition's rule: spec §6's permissions). */
export const updatePermissionsBody = z.strictObject({ permissions: fieldRule(employees.fields.permissions) });
export type PermissionsUpdate = z.input<typeof updatePermissionsBody>;

/** `PUT /employees/{id}/roles`: the whole new list of role ids (the definition's rule). */
export const replaceRolesBody = z.strictObject({ roles: fieldRule(employees.fields.roles) });
export type RolesReplacement = z.input<typeof replaceRolesBody>;

/** `POST /employees/{id}/update-email`: the new address (the field's own rule; not editable by PATCH). */
export const updateEmailBody = z.strictObject({ email: emailAddress() });
export type EmailUpdate = z.input<typeof updateEmailBody>;

/** At most this many regions per employee: more than the country has, so only a guard against huge bodies. */
export const MAX_EMPLOYEE_REGIONS = 200;

/** A region or role id; a malformed one reads like an unknown one. */
const reference = () => z.uuid({ error: 'server.admin.unknownReference' });

/** One region of an employee as given: the region's id, the role's id, primary or not. */
export const employeeRegionInput = z.strictObject({
  region: reference(),
  role: reference(),
  primary: z.boolean(),
});
export type EmployeeRegionInput = z.infer<typeof employeeRegionInput>;

/** The index of each item whose region came before in the list (ids in any case). */
export function repeatedRegions(list: readonly Pick<EmployeeRegionInput, 'region'>[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  list.forEach((item, index) => {
    const key = item.region.toLowerCase();
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/** `POST /employees/{id}/update-region`: the whole new list, exactly one primary unless empty, no region twice. */
export const updateRegionsBody = z.strictObject({
  regions: z
    .array(employeeRegionInput)
    .max(MAX_EMPLOYEE_REGIONS)
    .superRefine((list, context) => {
      if (list.length > 0 && list.filter((item) => item.primary).length !== 1) {
        context.addIssue({ code: 'custom', message: 'server.employees.onePrimary' });
      }
      for (const index of repeatedRegions(list)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'region'],
          message: 'server.employees.regionTwice',
        });
      }
    }),
});
export type RegionsUpdate = z.input<typeof updateRegionsBody>;

/** One region of an employee as answered: with the names of the region and the role. */
export const employeeRegion = z.object({
  region: z.string(),
  regionName: z.string(),
  role: z.string(),
  roleName: z.string(),
  primary: z.boolean(),
});
export type EmployeeRegion = z.infer<typeof employeeRegion>;

/**
 * `GET /employees/{id}/regions` and `POST /employees/{id}/update-region`: the list, primary first, then by region
 * name.
 */
export const employeeRegionsAnswer = envelope(z.array(employeeRegion));

/** The user account linked to an employee (extension `account`). */
export const employeeLogin = z.object({
  userId: z.string(),
  /** The user's email address (their sign-in address; normally the employee's). */
  email: z.string(),
  /** When the account was linked to the employee. */
  createdAt: z.iso.datetime(),
  /** Start of the user's latest sign-in still known (sessions are kept 30 days after they end); null if none. */
  lastSignInAt: z.iso.datetime().nullable(),
  /** `active`, `invited` (onboarding not finished) or `blocked` (may not sign in: docs/decisions.md "Account lifecycle"). */
  state: z.enum(ACCOUNT_STATES),
  /** Since when and why the account is blocked; null while it is not. */
  blockedAt: z.iso.datetime().nullable(),
  blockedReason: z.enum(ACCOUNT_BLOCK_REASONS).nullable(),
});
export type EmployeeLogin = z.infer<typeof employeeLogin>;

/** `GET /employees/{id}/account`: the linked account, or null. */
export const employeeAccountAnswer = envelope(employeeLogin.nullable());

/**
 * `POST /employees/{id}/account`: 201 with a new user (invited by email); when a user with the employee's address
 * exists already, 409 with that account (`existingAccountAnswer`) unless `linkExisting: true`, then 200 (linked).
 */
export const createAccountAnswer = envelope(employeeLogin);

/** A body that may be left out altogether: then it is `{}`. */
function optionalBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/** The body of `POST /employees/{id}/account` (may be left out). */
export const createAccountBody = optionalBody(z.strictObject({ linkExisting: z.boolean().optional() }));

/** The 409 of `POST /employees/{id}/account`: the existing account the administrator is asked to link. */
export const existingAccountAnswer = z.object({
  message: z.string(),
  data: z.object({
    email: z.string(),
    state: z.enum(ACCOUNT_STATES),
    /** The permissions the account holds on its own (`user_permissions`), which it keeps once linked. */
    permissions: z.array(z.string()),
  }),
});
export type ExistingAccount = z.infer<typeof existingAccountAnswer>['data'];

/** The body of `POST /employees/{id}/account/block` and `…/unblock`: nothing (may be left out, or `{}`). */
export const accountStateBody = optionalBody(z.strictObject({}));

/** `POST /employees/{id}/account/block` and `…/unblock`: the account in its new state. */
export const accountStateAnswer = envelope(employeeLogin);

/** `POST /employees/archived/{id}/restore` of an employee: whether its blocked account may sign in again. */
export const restoreEmployeeBody = optionalBody(z.strictObject({ unblockAccount: z.boolean().optional() }));

/** `GET /employees/{id}/history`: a page of the history, the first or the one a `links.next` names. */
export const historyQuery = z.strictObject({
  cursor: z.string().max(2000).optional(),
  perPage: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});
/** The query as the server reads it (`perPage` filled in). */
export type HistoryQuery = z.infer<typeof historyQuery>;

/** One entry of an employee's history: an audit entry of the employee, newest first. */
export const historyEntry = z.object({
  id: z.string(),
  /** The audit name (`editEmployee`, `editEmployeeRegions`, …). */
  action: z.string(),
  actorId: z.string().nullable(),
  /** The actor's first and last name, or their email when they have no name; null when the user is gone. */
  actorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Per field its value before and after. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** The page of `GET /employees/{id}/history`: `meta.total` on the first page only. */
export const historyAnswer = z.object({
  data: z.array(historyEntry),
  links: z.object({ next: z.string().nullable() }),
  meta: z.object({ total: z.number().int().optional() }),
});
export type HistoryPage = z.infer<typeof historyAnswer>;
