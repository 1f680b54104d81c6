import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/react.tsx';
import type { SessionEnded } from '../../src/api/http-handlers.ts';
import { Button } from '../../src/ui/Button.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { LOGIN_PATH } from '../paths.ts';
import { rememberTarget } from '../redirect-target.ts';
import { getSession } from '../session-store.ts';
import { createStore, useStore } from '../store.ts';

/** The dialog's state: null while closed. Several 401s at once share one dialog; any refused change counts. */
export const sessionEndedStore = createStore<{ ended: SessionEnded | null }>({ ended: null });

/** `onSessionEnded` of the HTTP client: opens (or updates) the dialog. */
export function showSessionEnded(ended: SessionEnded): void {
  const open = sessionEndedStore.get().ended;
  sessionEndedStore.set({
    ended: {
      // The first 401's reason stands; later ones, after the cookie was cleared, say no_session.
      reason: open?.reason ?? ended.reason,
      unsaved: ended.unsaved || (open?.unsaved ?? false),
    },
  });
}

/**
 * Sign in again: this page becomes the remembered target of the user who was signed out (redirect-target.ts), and
 * a fresh page load at /login starts from a clean state (no cached data of the ended session).
 */
function signInAgain(): void {
  const { pathname, search, hash } = window.location;
  const id = getSession().user?.id;
  rememberTarget(`${pathname}${search}${hash}`, id == null ? null : String(id));
  window.location.assign(LOGIN_PATH);
}

/**
 * "Je bent uitgelogd omdat …" (issue 18): shown on a 401 while signed in, before anything reloads, with the reason
 * when the server gave one, and whether the last change was lost. "Op deze pagina blijven" closes it, so what was
 * typed can be copied; the next call that needs the session opens it again.
 */
export function SessionEndedDialog() {
  const t = useT();
  const { ended } = useStore(sessionEndedStore);
  // A save in an ended session gets its 419 first, which clears the cookie: its 401 says `no_session`, which could be
  // either, and the dialog says so rather than guess (docs/decisions.md).
  const reason =
    ended?.reason === 'session_expired' || ended?.reason === 'session_ended' ? ended.reason : 'no_session';
  return (
    <Modal open={ended !== null} title={t('sessionEnded.title')} variant="dialog">
      <Typography sx={{ mb: 1.5 }}>{t(`sessionEnded.reason.${reason}`)}</Typography>
      {ended?.unsaved && (
        <Typography role="alert" sx={{ mb: 1.5, fontWeight: 600 }}>
          {t('sessionEnded.unsaved')}
        </Typography>
      )}
      <Typography>{t('sessionEnded.next')}</Typography>
      {/* In the content, not the modal's action bar: the two buttons wrap on a phone instead of overflowing. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button theme="secondary" onClick={() => sessionEndedStore.set({ ended: null })}>
          {t('sessionEnded.stay')}
        </Button>
        <Button onClick={signInAgain} autoFocus>
          {t('sessionEnded.signIn')}
        </Button>
      </Box>
    </Modal>
  );
}
