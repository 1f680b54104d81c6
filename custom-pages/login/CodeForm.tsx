import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/react.tsx';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { CODE_LENGTH, CodeInput } from '../../src/ui/CodeInput.tsx';

export interface CodeFormProps {
  /**
   * Checks the code. Resolves with null when the sign-in moves on (the form stays busy until the page changes),
   * else with the field errors to show (empty when the page shows the problem itself).
   */
  onSubmit: (code: string) => Promise<FieldErrors | null>;
}

/**
 * The six boxes (spec §5) and "Inloggen". A sixth digit submits by itself; the button is there for those who
 * prefer it. After an error the boxes are emptied and the first one gets the focus again, with the server's
 * message (the 422 of the code field) under them.
 */
export function CodeForm({ onSubmit }: CodeFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // A new key gives fresh boxes with the focus on the first.
  const [attempt, setAttempt] = useState(0);

  async function submit(value: string) {
    if (busy) return;
    if (value.length !== CODE_LENGTH) {
      setErrors([t('challenge.codeRequired')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    const fieldErrors = await onSubmit(value);
    if (fieldErrors === null) return;
    setBusy(false);
    setErrors(fieldErrors.code ?? Object.values(fieldErrors).flat());
    setCode('');
    setAttempt((current) => current + 1);
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit(code);
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <CodeInput
        key={attempt}
        label={t('challenge.code')}
        value={code}
        onChange={setCode}
        onComplete={(value) => void submit(value)}
        errors={errors}
        disabled={busy}
      />
      <Button type="submit" loading={busy} fullWidth>
        {t('challenge.submit')}
      </Button>
    </Box>
  );
}
