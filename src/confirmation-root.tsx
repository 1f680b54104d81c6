import { ThemeProvider } from '@mui/system';
import { createRoot, type Root } from 'react-dom/client';
import { ConfirmationDialogs } from '../auth/confirmation/ConfirmationDialogs.tsx';
import { requestConfirmation, resetConfirmation } from '../auth/confirmation/confirmation-store.ts';
import { confirmationNl } from '../i18n/nl/confirmation.ts';
import { TranslateProvider } from '../i18n/react.tsx';
import { translatorFor } from '../i18n/translator-for.ts';
import type { Challenge, ChallengedRequest } from './api/index.ts';
import { theme } from './theme.ts';

/** The app's texts and the dialogs', which load with them. */
const confirmationTranslate = translatorFor(confirmationNl);

let root: Root | null = null;
let container: HTMLElement | null = null;

/**
 * The re-confirmation dialogs get a React root of their own, created on the first 423: nothing of them is in a
 * page's initial code (the /login budget), and they work the same over the sign-in pages, onboarding and the admin.
 */
function mount(): void {
  if (root) return;
  container = document.createElement('div');
  container.dataset.confirmationRoot = '';
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <ThemeProvider theme={theme}>
      <TranslateProvider translate={confirmationTranslate}>
        <ConfirmationDialogs />
      </TranslateProvider>
    </ThemeProvider>,
  );
}

/** `onChallenge` of the HTTP client: the dialog of the first method; resolves when confirmed (replay). */
export function confirmChallenge(challenge: Challenge, request: ChallengedRequest): Promise<void> {
  mount();
  return requestConfirmation(challenge, request);
}

/** Tests: no dialog, no waiting request, no root left over from the previous test. */
export function unmountConfirmation(): void {
  resetConfirmation();
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}
