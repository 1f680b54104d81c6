import type { Identifier } from 'react-admin';
import type {
  EmailUpdate,
  EmployeeLogin,
  EmployeeRegion,
  ExistingAccount,
  HistoryEntry,
  HistoryPage,
  PermissionsUpdate,
  RegionsUpdate,
  RolesReplacement,
} from '../../../contract/api/admin/employees.ts';
import type { Employee } from '../../../resources/employees.ts';
import type { Role } from '../../../resources/roles.ts';
import { isApiError, type FieldErrors } from '../../api/api-error.ts';
import { http, type RequestOptions } from '../../api/http.ts';
import type { PageEnvelope, RecordEnvelope } from '../../api/page-envelope.ts';
import { parseSearch } from '../../api/query-string.ts';

/**
 * The employee calls beyond CRUD (docs/api.md "Employees: regions, email, account, history"). Reads answer their
 * own failures (no 403/404 page, no toast): a panel says what went wrong in its card.
 */
const QUIET_READ: RequestOptions = { errorPage: false, toastErrors: false };
/**
 * Writes: a 422 is shown at its field by the caller, a 403 (not yours to change or to grant, docs/security.md) with
 * the server's reason above the buttons; other failures get the client's toast.
 */
const WRITE: RequestOptions = { silentStatuses: [403, 422] };

export type { EmployeeLogin, EmployeeRegion, HistoryEntry };
/** A role as the roles calls answer it: the role's record. */
export type EmployeeRole = Role;

/** A record to choose from (a region, role or tag): its id and name, and a role's permissions. */
export interface NamedOption {
  id: string;
  name: string;
  permissions?: string[];
}

const base = (id: Identifier) => `/employees/${encodeURIComponent(String(id))}`;

export const employeeApi = {
  updatePermissions: (id: Identifier, permissions: PermissionsUpdate['permissions']) =>
    http.post<RecordEnvelope<Employee>>(
      `${base(id)}/update-permissions`,
      { permissions } satisfies PermissionsUpdate,
      WRITE,
    ),
  updateTags: (id: Identifier, tags: readonly string[]) =>
    http.patch<{ data: Record<string, unknown> }>(base(id), { tags }, WRITE),
  regions: (id: Identifier, signal?: AbortSignal) =>
    http.get<{ data: EmployeeRegion[] }>(`${base(id)}/regions`, { ...QUIET_READ, signal }),
  updateRegions: (id: Identifier, regions: RegionsUpdate['regions']) =>
    http.post<{ data: EmployeeRegion[] }>(
      `${base(id)}/update-region`,
      { regions } satisfies RegionsUpdate,
      WRITE,
    ),
  roles: (id: Identifier, signal?: AbortSignal) =>
    http.get<{ data: EmployeeRole[] }>(`${base(id)}/roles`, { ...QUIET_READ, signal }),
  updateRoles: (id: Identifier, roles: RolesReplacement['roles']) =>
    http.put<{ data: EmployeeRole[] }>(`${base(id)}/roles`, { roles } satisfies RolesReplacement, WRITE),
  updateEmail: (id: Identifier, email: string) =>
    http.post<RecordEnvelope<Employee>>(`${base(id)}/update-email`, { email } satisfies EmailUpdate, WRITE),
  account: (id: Identifier, signal?: AbortSignal) =>
    http.get<{ data: EmployeeLogin | null }>(`${base(id)}/account`, { ...QUIET_READ, signal }),
  /** 409 with the existing account (`existingAccountOf`) when one has the address, unless `linkExisting`. */
  createAccount: (id: Identifier, linkExisting = false) =>
    http.post<{ data: EmployeeLogin }>(`${base(id)}/account`, linkExisting ? { linkExisting } : undefined, {
      silentStatuses: [403, 409, 422],
    }),
  setAccountBlocked: (id: Identifier, blocked: boolean) =>
    http.post<{ data: EmployeeLogin }>(
      `${base(id)}/account/${blocked ? 'block' : 'unblock'}`,
      undefined,
      WRITE,
    ),
  /** A page of the history: the first, or the one `links.next` of the page before points at. */
  history: (id: Identifier, next: string | null, signal?: AbortSignal) =>
    http.get<HistoryPage>(`${base(id)}/history`, {
      ...QUIET_READ,
      signal,
      query: next ? { perPage: 25, ...parseSearch(next) } : { perPage: 25 },
    }),
  /** Up to 100 records of a resource to choose from, by name (regions, roles, tags). */
  options: (path: '/regions' | '/roles' | '/tags', signal?: AbortSignal) =>
    http.get<PageEnvelope<NamedOption>>(path, {
      ...QUIET_READ,
      signal,
      query: { perPage: 100, sort: 'name', order: 'asc' },
    }),
};

/** The existing account a 409 of `createAccount` names (to ask before linking it), else null. */
export function existingAccountOf(error: unknown): ExistingAccount | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return (error.body as { data?: ExistingAccount } | undefined)?.data ?? null;
}

/** The field errors of a 422, else null (other failures were toasted by the HTTP client). */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  return isApiError(error) && error.status === 422 ? error.errors : null;
}

/**
 * Every message of a 422 whose field is `name` or lies below it (`regions.1.region`), else the general message;
 * the reason of a 403.
 */
export function messagesOf(error: unknown, name: string): string[] {
  if (isApiError(error) && error.status === 403) return [error.message];
  if (!isApiError(error) || error.status !== 422) return [];
  const messages = Object.entries(error.errors)
    .filter(([field]) => field === name || field.startsWith(`${name}.`))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? messages : error.message ? [error.message] : [];
}
