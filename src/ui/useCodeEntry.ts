import { useState, type FormEvent } from 'react';
import { CODE_LENGTH } from './CodeInput.tsx';

/**
 * What a check of an entered code answers: `null` when the page moves on (the form stays busy until it does),
 * otherwise the messages to show under fresh boxes (empty when the page reports the problem itself).
 */
export type CodeCheckResult = readonly string[] | null;

/** The messages of the code field, or every field's when the server named another. */
export function codeFieldErrors(errors: Readonly<Record<string, readonly string[]>>): readonly string[] {
  return errors.code ?? Object.values(errors).flat();
}

export interface CodeEntry {
  code: string;
  setCode: (code: string) => void;
  errors: readonly string[];
  busy: boolean;
  /** Key for the CodeInput: a new one gives fresh boxes with the focus on the first. */
  attempt: number;
  /** Checks `code` (a sixth digit and the submit button both call it); a short code gets `requiredMessage`. */
  submit: (code: string) => Promise<void>;
  /** The form's onSubmit: checks the boxes' code instead of posting the form. */
  onFormSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The state of a six-box code form: the code, the messages under it, the busy flag while it is checked, and fresh
 * boxes after a refused code. When `check` throws, the form is usable again and the error goes on.
 */
export function useCodeEntry(
  check: (code: string) => Promise<CodeCheckResult>,
  requiredMessage: string,
): CodeEntry {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  async function submit(value: string) {
    if (busy) return;
    if (value.length !== CODE_LENGTH) {
      setErrors([requiredMessage]);
      return;
    }
    setBusy(true);
    setErrors([]);
    let result: CodeCheckResult;
    try {
      result = await check(value);
    } catch (error) {
      setBusy(false);
      throw error;
    }
    if (result === null) return;
    setBusy(false);
    setErrors(result);
    setCode('');
    setAttempt((current) => current + 1);
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(code);
  }

  return { code, setCode, errors, busy, attempt, submit, onFormSubmit };
}
