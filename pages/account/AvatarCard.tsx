import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { fullName, type CurrentUser } from '../../auth/current-user.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { FieldErrors } from '../../src/ui/FieldErrors.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { visuallyHidden } from '../../src/ui/visually-hidden.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { useIdentityRefresh } from '../settings/use-identity-refresh.ts';
import { deleteAvatar, uploadAvatar } from './account-api.ts';
import { AVATAR_TYPES, avatarFileProblem } from './avatar-file.ts';

const SIZE = 96;

/**
 * The profile photo: the current one (or the initials), choose a file → preview → "Foto opslaan"
 * (`POST /user/avatar`), or delete after a confirmation (`DELETE /user/avatar`). The server's 422 is shown under
 * the photo.
 */
export function AvatarCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const confirm = useConfirm();
  const refreshIdentity = useIdentityRefresh();
  const input = useRef<HTMLInputElement>(null);
  // The chosen file and its object URL for the preview, released when replaced or on leaving the page.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const setFile = (next: File | null) =>
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null);
  const name = fullName(user);
  const errorsId = useId();

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    setErrors(problem ? [t(problem)] : []);
    setFile(problem ? null : chosen);
  };

  async function run(kind: 'upload' | 'delete', action: () => Promise<unknown>, done: string) {
    setBusy(kind);
    setErrors([]);
    try {
      await action();
      setFile(null);
      refreshIdentity();
      toast.success(done);
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(Object.values(error.errors).flat());
    } finally {
      setBusy(null);
    }
  }

  const remove = async () => {
    const { confirmed } = await confirm({
      title: t('settings.account.photo.deleteTitle'),
      message: t('settings.account.photo.deleteMessage'),
      confirmLabel: t('settings.account.photo.delete'),
      danger: true,
    });
    if (confirmed) await run('delete', deleteAvatar, t('settings.account.photo.deleted'));
  };

  const shown = preview ?? user.avatar ?? undefined;
  return (
    <SettingsCard heading={t('settings.account.photo.heading')}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={shown}
          alt={preview ? t('settings.account.photo.preview') : t('settings.account.photo.alt', { name })}
          sx={{ width: SIZE, height: SIZE, fontSize: '2rem', bgcolor: 'primary.main' }}
        >
          {initials(user)}
        </Avatar>
        <Box sx={{ display: 'grid', gap: 1, flex: '1 1 240px' }}>
          <Typography variant="body2" color="text.secondary">
            {t('settings.account.photo.hint')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {file ? (
              <>
                <Button
                  loading={busy === 'upload'}
                  onClick={() => void run('upload', () => uploadAvatar(file), t('toasts.saved'))}
                >
                  {t('settings.account.photo.save')}
                </Button>
                <Button theme="secondary" disabled={busy !== null} onClick={() => setFile(null)}>
                  {t('settings.account.photo.cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button theme="secondary" disabled={busy !== null} onClick={() => input.current?.click()}>
                  {t(user.avatar ? 'settings.account.photo.replace' : 'settings.account.photo.choose')}
                </Button>
                {user.avatar && (
                  <Button theme="tertiary" loading={busy === 'delete'} onClick={() => void remove()}>
                    {t('settings.account.photo.delete')}
                  </Button>
                )}
              </>
            )}
          </Box>
          <Box
            component="input"
            ref={input}
            type="file"
            name="avatar"
            accept={AVATAR_TYPES.join(',')}
            aria-label={t('settings.account.photo.choose')}
            aria-describedby={errors.length > 0 ? errorsId : undefined}
            onChange={choose}
            tabIndex={-1}
            sx={visuallyHidden}
          />
          <FieldErrors id={errorsId} errors={errors} />
        </Box>
      </Box>
    </SettingsCard>
  );
}

function initials(user: Pick<CurrentUser, 'firstname' | 'lastname'>): string {
  return [user.firstname, user.lastname]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}
