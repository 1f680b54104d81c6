import type { ConfirmationMethod } from '../../contract/enums.ts';
import { useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { CODE_LENGTH } from '../../src/ui/CodeInput.tsx';
import { completeConfirmation } from './confirmation-api.ts';
import { confirmed } from './confirmation-store.ts';
import { dialogErrors } from './dialog-errors.ts';

/**
 * The code field of a dialog: value, errors, and the submit that confirms (`complete-{method}-challenge`). After
 * an error the boxes are emptied (a new `attempt` key focuses the first again) with the message under them.
 */
export function useCodeSubmit(method: Exclude<ConfirmationMethod, 'password' | 'passkey'>) {
  const t = useT();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  async function submit(value: string = code) {
    if (busy) return;
    if (value.length !== CODE_LENGTH) {
      setErrors([t('confirmation.codeRequired')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await completeConfirmation(method, value);
      confirmed();
    } catch (error) {
      setBusy(false);
      setCode('');
      setAttempt((current) => current + 1);
      setErrors(dialogErrors(error, 'code', t));
    }
  }

  return { code, setCode, errors, busy, attempt, submit };
}
