import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { ADD_TEXTS, passkeyErrorMessages } from './passkey-messages.ts';
import { suggestedPasskeyName } from './suggested-name.ts';
import { registerPasskey } from './webauthn.ts';

/**
 * The form state of adding a passkey (the security card and onboarding): a name (the browser and system to start
 * from), then the browser's prompt (`registerPasskey`). The server's 422 on `name` goes under the field; any other
 * failure (a closed prompt, a refused answer) is a `problem` line. After the passkey is added, `onAdded` runs with
 * the form still busy; `setBusy(false)` lets the caller end that.
 */
export function useAddPasskey(onAdded: () => Promise<void>) {
  const t = useT();
  const [name, setName] = useState(() => suggestedPasskeyName(t));
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [problem, setProblem] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors([]);
    setProblem([]);
    if (name.trim() === '') {
      setFieldErrors([t('passkey.card.nameRequired')]);
      return;
    }
    setBusy(true);
    try {
      await registerPasskey(name.trim());
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.status === 422 && error.errors.name) setFieldErrors(error.errors.name);
      else setProblem(passkeyErrorMessages(error, t, ADD_TEXTS));
      return;
    }
    await onAdded();
  }

  return { name, setName, fieldErrors, problem, busy, setBusy, submit };
}
