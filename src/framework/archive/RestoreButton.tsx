import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ZorgportaalDataProvider } from '../../api/dataProvider.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { useInvalidateResource } from '../use-invalidate.ts';

/** "Herstellen" on a row of an archive listing: confirm, `POST …/archived/{id}/restore`, "Hersteld". */
export function RestoreButton({ resource }: { resource: AdminResource }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const labels = useLabels();
  const confirm = useConfirm();
  const notify = useNotify();
  const invalidate = useInvalidateResource(resource);
  const dataProvider = useDataProvider<ZorgportaalDataProvider>();
  const archive = resource.archive!;
  const { canAccess } = useCanAccess({ action: 'restore', resource: archive.name, record });
  const restore = useMutation({
    mutationFn: (id: string | number) => dataProvider.restore(archive.name, { id }),
    onSuccess: () => {
      invalidate();
      notify('toasts.restored', { type: 'success' });
    },
    onError: (error) => notify(error.message || 'common.error', { type: 'error' }),
  });
  if (!record || canAccess !== true) return null;

  const run = async () => {
    const answer = await confirm({
      message: translate('framework.restore.confirm', {
        name: labels.pluralInSentence(resource.definition),
        title: String(record[resource.definition.title] ?? ''),
      }),
      confirmLabel: translate('framework.restore.action'),
    });
    if (answer.confirmed) restore.mutate(record.id);
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
