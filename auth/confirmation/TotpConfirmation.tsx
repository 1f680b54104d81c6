import { useT } from '../../i18n/react.tsx';
import { CodeInput } from '../../src/ui/CodeInput.tsx';
import { ConfirmationFrame } from './ConfirmationFrame.tsx';
import { useCodeSubmit } from './use-code-submit.ts';

/** Re-confirmation with a code of the authenticator app (`POST /auth/complete-totp-challenge`). */
export function TotpConfirmation() {
  const t = useT();
  const { code, setCode, errors, busy, attempt, submit } = useCodeSubmit('totp');
  return (
    <ConfirmationFrame
      method="totp"
      intro={t('confirmation.intro.totp')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <CodeInput
        key={attempt}
        label={t('confirmation.code')}
        value={code}
        onChange={setCode}
        onComplete={(value) => void submit(value)}
        errors={errors}
        disabled={busy}
      />
    </ConfirmationFrame>
  );
}
