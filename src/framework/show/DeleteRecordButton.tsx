import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAdminModel } from '../AdminModelContext.tsx';
import type { AdminModel, AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { useInvalidateResource } from '../use-invalidate.ts';

/**
 * "Archiveren" (archivable resources: a reason is required, DELETE with `{ reason }`) or "Verwijderen", after the
 * confirm dialog ("Weet je het zeker?"). A refusal (422 "still in use") shows the server's Dutch message.
 */
export function DeleteRecordButton({
  resource,
  disabled = false,
}: {
  resource: AdminResource;
  disabled?: boolean;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const labels = useLabels();
  const confirm = useConfirm();
  const notify = useNotify();
  const redirect = useRedirect();
  const invalidate = useInvalidateResource(resource);
  const model = useAdminModel();
  const [deleteOne, { isPending }] = useDelete();
  const { canAccess } = useCanAccess({ action: 'delete', resource: resource.name, record });
  if (!record || canAccess !== true) return null;

  const archive = resource.definition.archivable;
  const title = String(record[resource.definition.title] ?? '');
  const name = labels.singularInSentence(resource.definition);

  const run = async () => {
    const answer = await confirm({
      message: translate(archive ? 'framework.archive.confirm' : 'framework.delete.confirm', { name, title }),
      confirmLabel: translate(archive ? 'framework.archive.action' : 'ra.action.delete'),
      danger: true,
      reason: archive ? 'required' : 'none',
    });
    if (!answer.confirmed) return;
    await deleteOne(
      resource.name,
      { id: record.id, previousData: record, meta: archive ? { reason: answer.reason } : undefined },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          invalidate();
          notify(archive ? 'toasts.archived' : 'toasts.deleted', { type: 'success' });
          redirect(afterDeletePath(resource, record, model));
        },
        onError: (error) => {
          notify(error instanceof Error && error.message ? error.message : 'common.error', { type: 'error' });
        },
      },
    ).catch(() => undefined);
  };

  return (
    <Button
      label={archive ? 'framework.archive.action' : 'ra.action.delete'}
      color="error"
      onClick={() => void run()}
      disabled={disabled || isPending}
    >
      {archive ? <ArchiveIcon /> : <DeleteIcon />}
    </Button>
  );
}

/**
 * Where to go after a delete: the list; for a definition without one (an expertise profile), the page of the
 * record it belongs to (its first required reference: the profile's branch), else the dashboard.
 */
function afterDeletePath(resource: AdminResource, record: RaRecord, model: AdminModel): string {
  const { definition } = resource;
  if (definition.operations.includes('list')) return resource.paths.list;
  for (const field of Object.values(definition.fields)) {
    const target =
      field.kind === 'reference' && field.required
        ? model.byDefinition.get(field.references ?? '')
        : undefined;
    const id: unknown = record[field.name];
    if (target?.definition.operations.includes('show') && (typeof id === 'string' || typeof id === 'number'))
      return target.paths.show(id);
  }
  return '/';
}
