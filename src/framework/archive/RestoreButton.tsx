import RestoreIcon from '@mui/icons-material/UnarchiveOutlined';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { ZorgportaalDataProvider } from '../../api/dataProvider.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { useRecordName } from '../record-title.tsx';
import { useInvalidateAfterDelete } from '../use-invalidate.ts';

/**
 * "Herstellen" on an archived record (a row of the archive listing, its own page): confirm, `POST
 * …/archived/{id}/restore`, "Hersteld", then `afterRestore(id)` when given. The record has left the archive: its
 * archived reads are not repeated (they would answer 404), every list of the resource is.
 */
export function RestoreButton({
  resource,
  afterRestore,
}: {
  resource: AdminResource;
  afterRestore?: (id: Identifier) => string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const labels = useLabels();
  const confirm = useConfirm();
  const notify = useNotify();
  const redirect = useRedirect();
  const invalidate = useInvalidateAfterDelete();
  const name = useRecordName(resource);
  const dataProvider = useDataProvider<ZorgportaalDataProvider>();
  const archive = resource.archive!;
  const { canAccess } = useCanAccess({ action: 'restore', resource: archive.name, record });
  // A record linked to a user account (an employee): its account stays blocked unless asked (docs/decisions.md
  // "Account lifecycle").
  const hasAccount = resource.definition.extensions.includes('account');
  const restore = useMutation({
    mutationFn: ({ id, unblockAccount }: { id: Identifier; unblockAccount: boolean }) =>
      dataProvider.restore(archive.name, { id, body: hasAccount ? { unblockAccount } : undefined }),
    onSuccess: (_, { id }) => {
      if (afterRestore) redirect(afterRestore(id));
      invalidate([resource], id);
      notify('toasts.restored', { type: 'success' });
    },
    onError: (error) => notify(error.message || 'common.error', { type: 'error' }),
  });
  if (!record || canAccess !== true) return null;

  const run = async () => {
    const message = translate('framework.restore.confirm', {
      name: labels.pluralInSentence(resource.definition),
      title: name,
    });
    const staysBlocked = translate('framework.restore.accountStaysBlocked', {
      name: labels.singularInSentence(resource.definition),
    });
    const answer = await confirm({
      message: hasAccount ? `${message} ${staysBlocked}` : message,
      confirmLabel: translate('framework.restore.action'),
      ...(hasAccount ? { option: { label: translate('framework.restore.unblockAccount') } } : {}),
    });
    if (answer.confirmed) restore.mutate({ id: record.id, unblockAccount: answer.option === true });
  };

  return (
    <Button
      label="framework.restore.action"
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
      disabled={restore.isPending}
    >
      <RestoreIcon />
    </Button>
  );
}
