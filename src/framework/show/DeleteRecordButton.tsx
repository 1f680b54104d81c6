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
} from 'react-admin';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAdminModel } from '../AdminModelContext.tsx';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { useRecordName } from '../record-title.tsx';
import { useInvalidateAfterDelete } from '../use-invalidate.ts';
import { afterDeletePath, parentOf } from './record-parent.ts';
import { useUsageCheck } from './use-usage-check.ts';

/**
 * "Archiveren" (archivable resources: a reason is required, DELETE with `{ reason }`) or "Verwijderen", after the
 * confirm dialog ("Weet je het zeker?"), which first asks the server whether other records still use it and then
 * says by what, with the delete disabled. Afterwards the user is taken away from the record before anything is
 * read again, and its own reads are not repeated (they would answer 404). A refusal shows the server's message.
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
  const invalidate = useInvalidateAfterDelete();
  const usageCheck = useUsageCheck(resource);
  const model = useAdminModel();
  const title = useRecordName(resource, record);
  const [deleteOne, { isPending }] = useDelete();
  const { canAccess } = useCanAccess({ action: 'delete', resource: resource.name, record });
  if (!record || canAccess !== true) return null;

  const archive = resource.definition.archivable;
  const name = labels.singularInSentence(resource.definition);

  const run = async () => {
    const answer = await confirm({
      message: [
        translate(archive ? 'framework.archive.confirm' : 'framework.delete.confirm', { name, title }),
        // A record linked to a user account (an employee): archiving blocks the account (docs/decisions.md).
        ...(archive && resource.definition.extensions.includes('account')
          ? [translate('framework.archive.blocksAccount', { name })]
          : []),
      ].join(' '),
      confirmLabel: translate(archive ? 'framework.archive.action' : 'ra.action.delete'),
      danger: true,
      reason: archive ? 'required' : 'none',
      check: archive ? undefined : () => usageCheck(record.id, title),
    });
    if (!answer.confirmed) return;
    await deleteOne(
      resource.name,
      { id: record.id, previousData: record, meta: archive ? { reason: answer.reason } : undefined },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          const parent = parentOf(resource, record, model);
          redirect(afterDeletePath(resource, record, model));
          invalidate(parent ? [resource, parent.resource] : [resource], record.id);
          notify(archive ? 'toasts.archived' : 'toasts.deleted', { type: 'success' });
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
