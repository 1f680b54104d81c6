import Box from '@mui/material/Box';
import { useT } from '../../i18n/react.tsx';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { CodeInput } from '../../src/ui/CodeInput.tsx';
import { codeFieldErrors, useCodeEntry } from '../../src/ui/useCodeEntry.ts';

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
  const entry = useCodeEntry(async (code) => {
    const fieldErrors = await onSubmit(code);
    return fieldErrors === null ? null : codeFieldErrors(fieldErrors);
  }, t('challenge.codeRequired'));

  return (
    <Box component="form" noValidate onSubmit={entry.onFormSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <CodeInput
        key={entry.attempt}
        label={t('challenge.code')}
        value={entry.code}
        onChange={entry.setCode}
        onComplete={(value) => void entry.submit(value)}
        errors={entry.errors}
        disabled={entry.busy}
      />
      <Button type="submit" loading={entry.busy} fullWidth>
        {t('challenge.submit')}
      </Button>
    </Box>
  );
}
