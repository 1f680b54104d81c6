import { useQuery } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'react-admin';
import type { WriteAuthority } from '../../contract/api/admin/records.ts';
import type { AdminResource } from './admin-model.ts';
import { inDutchOrder } from './dutch-order.ts';
import { grantFieldsOf, lackedPermissions, permissionValues, useGrantedPermissions } from './grants.ts';
import { useSession } from '../../auth/session-store.ts';
import { useLabels } from './labels.ts';

/** The server's answer about one record: may the signed-in user change it, and if not why (Dutch). */
export type AuthorityAnswer = WriteAuthority;

/** What the screens know about changing one record. */
export interface RecordAuthority {
  /** The signed-in user may change the record. False while `pending`. */
  writable: boolean;
  /** The server is still being asked: write actions wait, disabled. */
  pending: boolean;
  /** Why not, in Dutch, to show once on the page; null when writable or pending. */
  reason: string | null;
}

const WRITABLE: RecordAuthority = { writable: true, pending: false, reason: null };
const PENDING: RecordAuthority = { writable: false, pending: true, reason: null };
/** Seen through a read permission (view_employees): nothing to change, nothing to explain. */
export const READ_ONLY: RecordAuthority = { writable: false, pending: false, reason: null };

/**
 * Whether the signed-in user may change `record` (create forms have none: always). Not without the resource's own
 * permission (a read permission only shows it). Otherwise the server's answer when the
 * resource's extensions ask it (`authority`, e.g. an employee linked to your own account); otherwise, or when that
 * call fails, what the screens can tell themselves: a record whose grant fields hold a permission you lack (a role
 * with "Rollen beheren" while you do not have it) is not yours to change. Either way the server decides on the
 * write itself; this only keeps the screens from offering what it will refuse.
 */
export function useRecordAuthority(resource: AdminResource, record: RaRecord | undefined): RecordAuthority {
  const translate = useTranslate();
  const labels = useLabels();
  const granted = useGrantedPermissions();
  const manages = useSession().userPermissions?.includes(resource.definition.permission) ?? false;
  const ask = resource.extensions.authority;
  const id = record?.id;
  const asking = manages && ask !== null && id !== undefined;
  const server = useQuery({
    queryKey: [resource.name, 'authority', String(id)],
    queryFn: ({ signal }) => ask!(id!, signal),
    enabled: asking,
  });
  const name = labels.singularInSentence(resource.definition);

  if (!manages) return READ_ONLY;
  if (asking && server.data) {
    if (server.data.writable) return WRITABLE;
    return {
      writable: false,
      pending: false,
      reason: server.data.reason ?? translate('framework.authority.refused', { name }),
    };
  }
  if (asking && server.isPending) return PENDING;

  const { definition } = resource;
  const lacked = grantFieldsOf(definition).flatMap((field) =>
    lackedPermissions(permissionValues(record?.[field]), granted).map((value) =>
      labels.enumValue(definition, field, value),
    ),
  );
  if (lacked.length === 0) return WRITABLE;
  return {
    writable: false,
    pending: false,
    reason: translate('framework.authority.lacksPermissions', {
      name,
      permissions: inDutchOrder([...new Set(lacked)]).join(', '),
    }),
  };
}
