import KeyIcon from '@mui/icons-material/KeyOutlined';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button as RaButton, useTranslate } from 'react-admin';
import type { ClientSecret } from '../../../contract/api/admin/oauth-clients.ts';
import { http, type RecordEnvelope } from '../../api/index.ts';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';

/**
 * The toolbar action "Nieuw geheim" of a confidential app (`POST /oauth-clients/{id}/secret`): after a confirmation
 * (an earlier secret stops working) the new secret is shown once, in a dialog, with the client id.
 */
export default function NewSecretButton({ record }: ExtensionProps) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (record.public) return null;

  async function create() {
    const { confirmed } = await confirm({
      title: translate('screens.oauthClients.newSecretConfirmTitle'),
      message: translate('screens.oauthClients.newSecretConfirmText'),
      confirmLabel: translate('screens.oauthClients.newSecret'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const answer = await http.post<RecordEnvelope<ClientSecret>>(
        `/oauth-clients/${encodeURIComponent(String(record.id))}/secret`,
      );
      setSecret(answer.data.secret);
    } catch {
      // The HTTP client has shown its toast.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <RaButton label="screens.oauthClients.newSecret" onClick={() => void create()} disabled={busy}>
        <KeyIcon />
      </RaButton>
      <Modal
        open={secret !== null}
        title={translate('screens.oauthClients.secretTitle')}
        onClose={() => setSecret(null)}
        variant="dialog"
        actions={<Button onClick={() => setSecret(null)}>{translate('screens.oauthClients.done')}</Button>}
      >
        <Typography sx={{ mb: 2 }}>{translate('screens.oauthClients.secretOnce')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('screens.oauthClients.clientId')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 2 }}>
          {String(record.id)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('screens.oauthClients.secret')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="client-secret">
          {secret}
        </Typography>
      </Modal>
    </>
  );
}
