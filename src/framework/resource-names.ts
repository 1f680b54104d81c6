/**
 * How a definition's name becomes react-admin resource names, screen URLs and API paths (docs/decisions.md
 * "Admin screens"). react-admin mounts a resource at `/<resource name>/*` and allows slashes in names, so the
 * resource `system/tags` lives under `/system/tags` (spec §2) while the data provider maps it onto `/api/tags`.
 * Pure string work: this file is on the dashboard's path and must not import the definitions (zod).
 */
import { formatRecordName } from '../../resources/record-name.ts';

/**
 * A record's name by its definition's `recordName` template ("Chantal Bakker", "Nachtdienst"); '' when the record
 * has none of its values (still loading).
 */
export function recordNameOf(
  definition: { recordName: string },
  record: Readonly<Record<string, unknown>> | undefined,
): string {
  return formatRecordName(definition.recordName, record);
}

/** The react-admin resource of a definition: `tags` → `system/tags` (URL `/system/tags`). */
export function resourceNameOf(definitionName: string): string {
  return `system/${definitionName}`;
}

/** The react-admin resource of a definition's archive listing: `employees` → `archive/employees`. */
export function archiveResourceNameOf(definitionName: string): string {
  return `archive/${definitionName}`;
}

/** The API path of a react-admin resource: `system/tags` → `/tags`, `archive/employees` → `/employees/archived`. */
export function apiPathOf(resource: string): string {
  const [area, name] = splitResource(resource);
  if (area === 'system') return `/${name}`;
  if (area === 'archive') return `/${name}/archived`;
  return `/${resource}`;
}

/** Whether a path belongs to a resource's screens (`/system/…`, `/archive/…`): it cannot render without them. */
export function isResourcePath(pathname: string): boolean {
  return /^\/(system|archive)\//.test(pathname);
}

/** The screens' URLs of a react-admin resource (spec §2: `/{id}` is the detail page, `/{id}/edit` the form). */
export interface ScreenPaths {
  list: string;
  create: string;
  show(id: string | number): string;
  edit(id: string | number): string;
}

export function screenPathsOf(resource: string): ScreenPaths {
  const list = `/${resource}`;
  return {
    list,
    create: `${list}/create`,
    show: (id) => `${list}/${encodeURIComponent(String(id))}`,
    edit: (id) => `${list}/${encodeURIComponent(String(id))}/edit`,
  };
}

function splitResource(resource: string): [string, string] | [null, null] {
  const slash = resource.indexOf('/');
  if (slash < 0) return [null, null];
  return [resource.slice(0, slash), resource.slice(slash + 1)];
}
