import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { removePasskey, renamePasskey, type PasskeyItem } from '../../auth/passkeys/passkey-api.ts';
import { ADD_TEXTS, passkeyErrorMessages } from '../../auth/passkeys/passkey-messages.ts';
import { passkeysSupported } from '../../auth/passkeys/passkey-support.ts';
import { useAddPasskey } from '../../auth/passkeys/use-add-passkey.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { formatDate } from '../../src/ui/format.ts';
import { PasskeyNameField } from './PasskeyNameField.tsx';
import { useRefreshSecurity } from './use-security-settings.ts';

/**
 * The user's passkeys (`GET /user/passkeys`): name, added, last used; rename in place, remove (after a question,
 * and the server's re-confirmation: its 423 opens the dialogs), and "Passkey toevoegen" with a name to start from
 * (the browser and system) before the browser's prompt. Where the browser has no WebAuthn, the list stays and
 * adding says why it cannot. Texts: i18n/nl/passkey.ts (the page lays them over the settings texts).
 */
export function PasskeysCard({ passkeys }: { passkeys: UseQueryResult<PasskeyItem[]> }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const supported = passkeysSupported();
  return (
    <SettingsCard heading={t('passkey.card.heading')} intro={t('passkey.explain')}>
      {passkeys.isPending && <Spinner />}
      {passkeys.isError && <LoadError onRetry={() => void passkeys.refetch()} />}
      {passkeys.data &&
        (passkeys.data.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 1.5 }}>
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </Box>
        ) : (
          <Typography sx={{ mb: 2, fontWeight: 600 }}>{t('passkey.card.empty')}</Typography>
        ))}
      {!supported && <Typography color="text.secondary">{t('passkey.unsupported')}</Typography>}
      {supported &&
        (adding ? (
          <AddPasskeyForm onClose={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)}>{t('passkey.card.add')}</Button>
        ))}
    </SettingsCard>
  );
}

/** One passkey: its name and dates, or the rename field; "Naam wijzigen" and "Verwijderen". */
function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const t = useT();
  const confirm = useConfirm();
  const refresh = useRefreshSecurity();
  const nameId = useId();
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function remove() {
    const { confirmed } = await confirm({
      title: t('passkey.card.removeTitle'),
      message: t('passkey.card.removeMessage', { name: passkey.name }),
      confirmLabel: t('passkey.card.remove'),
      danger: true,
    });
    if (!confirmed) return;
    setRemoving(true);
    try {
      await removePasskey(passkey.id);
      toast.success(t('passkey.card.removed'));
      await refresh();
    } catch {
      // Reported by the HTTP client (or the re-confirmation was declined): the passkey stays.
      setRemoving(false);
    }
  }

  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1.5 }}
    >
      {renaming ? (
        <RenameForm passkey={passkey} onClose={() => setRenaming(false)} />
      ) : (
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography id={nameId} sx={{ fontWeight: 600 }}>
            {passkey.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('passkey.card.created', { date: formatDate(passkey.createdAt) })}
            {' · '}
            {passkey.lastUsedAt
              ? t('passkey.card.lastUsed', { date: formatDate(passkey.lastUsedAt) })
              : t('passkey.card.neverUsed')}
          </Typography>
        </Box>
      )}
      {!renaming && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button theme="secondary" size="small" onClick={() => setRenaming(true)}>
            {t('passkey.card.rename')}
          </Button>
          <Button theme="danger" size="small" loading={removing} onClick={() => void remove()}>
            {t('passkey.card.remove')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The name in place, `PATCH /user/passkeys/{id}`; its 422 under the field. */
function RenameForm({ passkey, onClose }: { passkey: PasskeyItem; onClose: () => void }) {
  const t = useT();
  const refresh = useRefreshSecurity();
  const [name, setName] = useState(passkey.name);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') {
      setErrors([t('passkey.card.nameRequired')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await renamePasskey(passkey.id, name.trim());
      toast.success(t('passkey.card.renamed'));
      await refresh();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(passkeyErrorMessages(error, t, ADD_TEXTS));
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <PasskeyNameField
        label={t('passkey.card.renameLabel', { name: passkey.name })}
        value={name}
        onChange={setName}
        errors={errors}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" size="small" loading={busy}>
          {t('passkey.card.save')}
        </Button>
        <Button theme="secondary" size="small" onClick={onClose} disabled={busy}>
          {t('passkey.card.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

/** A name (the browser and system to start from), then the browser's prompt: `registerPasskey`. */
function AddPasskeyForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const refresh = useRefreshSecurity();
  const { name, setName, fieldErrors, problem, busy, submit } = useAddPasskey(async () => {
    toast.success(t('passkey.card.added'));
    await refresh();
    onClose();
  });
  const hintId = useId();

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <PasskeyNameField value={name} onChange={setName} errors={fieldErrors} hintId={hintId} />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {t('passkey.card.nameHint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" loading={busy}>
          {t('passkey.card.create')}
        </Button>
        <Button theme="secondary" onClick={onClose} disabled={busy}>
          {t('passkey.card.cancel')}
        </Button>
      </Box>
      {problem.map((message) => (
        <Typography key={message} role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ))}
    </Box>
  );
}
