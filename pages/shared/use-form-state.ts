import { useState, type Dispatch, type SetStateAction } from 'react';
import { useT } from '../../i18n/react.tsx';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { toast } from '../../src/ui/toast.ts';

export interface FormState<Values extends object> {
  values: Values;
  /** A field's new value; its messages go, since they were about the value sent. */
  set: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  /** Values changed without touching the messages (a password emptied after a failed sign-in). */
  setValues: Dispatch<SetStateAction<Values>>;
  errors: FieldErrors;
  /** The messages of the fields the form does not show, to show them at one it does. */
  otherErrors: (...shown: string[]) => string[];
  busy: boolean;
  /**
   * Sends the form unless `missing` (the form's own checks: empty fields) names a field. A 422's messages go under
   * their fields; a failure that is no answer of the API (the HTTP client toasts those) gets "Er is iets fout
   * gegaan"; any failure then reaches `onFailure`.
   */
  submit: (
    missing: FieldErrors,
    send: () => Promise<void>,
    onFailure?: (error: unknown) => void,
  ) => Promise<void>;
}

/**
 * The state of a hand-built form (sign-in, passwords, profile, contact details): its values, the field messages
 * (the form's own checks first, then the server's 422) and whether it is sending. Admin forms use react-admin's.
 */
export function useFormState<Values extends object>(initial: Values | (() => Values)): FormState<Values> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const t = useT();

  return {
    values,
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _sent, ...rest }) => rest);
    },
    setValues,
    errors,
    otherErrors: (...shown) =>
      Object.entries(errors).flatMap(([field, messages]) => (shown.includes(field) ? [] : messages)),
    busy,
    submit: async (missing, send, onFailure) => {
      setErrors(missing);
      if (Object.keys(missing).length > 0) return;
      setBusy(true);
      try {
        await send();
      } catch (error) {
        if (!isApiError(error)) toast.error(t('common.error'));
        else if (error.status === 422) setErrors(error.errors);
        onFailure?.(error);
      } finally {
        setBusy(false);
      }
    },
  };
}
