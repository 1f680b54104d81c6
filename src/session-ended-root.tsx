import { ThemeProvider } from '@mui/system';
import { createRoot } from 'react-dom/client';
import { SessionEndedDialog, showSessionEnded as show } from '../auth/session-ended/SessionEndedDialog.tsx';
import { sessionEndedNl } from '../i18n/nl/session-ended.ts';
import { TranslateProvider } from '../i18n/react.tsx';
import { translatorFor } from '../i18n/translator-for.ts';
import type { SessionEnded } from './api/http-handlers.ts';
import { theme } from './theme.ts';

/** The app's texts and the dialog's, which load with it. */
const sessionEndedTranslate = translatorFor(sessionEndedNl);

let mounted = false;

/**
 * `onSessionEnded` of the HTTP client (issue 18): the "Je bent uitgelogd" dialog in a React root of its own, made
 * on the first 401 while signed in, so it works the same over the admin, onboarding and the settings pages and
 * nothing of it is in a page's initial code.
 */
export function showSessionEnded(ended: SessionEnded): void {
  if (!mounted) {
    mounted = true;
    const container = document.createElement('div');
    container.dataset.sessionEndedRoot = '';
    document.body.append(container);
    createRoot(container).render(
      <ThemeProvider theme={theme}>
        <TranslateProvider translate={sessionEndedTranslate}>
          <SessionEndedDialog />
        </TranslateProvider>
      </ThemeProvider>,
    );
  }
  show(ended);
}
