import { CodeConfirmation } from './CodeConfirmation.tsx';
import { useConfirmation } from './confirmation-store.ts';
import { NoMethodDialog } from './NoMethodDialog.tsx';
import { PasskeyConfirmation } from './PasskeyConfirmation.tsx';
import { PasswordConfirmation } from './PasswordConfirmation.tsx';
import { TotpConfirmation } from './TotpConfirmation.tsx';

/**
 * The open re-confirmation dialog, one per method (spec §2). Keyed by the opening and the method, so a dialog
 * opened again, or another method chosen, starts with an empty field and no errors (spec §4).
 */
export function ConfirmationDialogs() {
  const { dialog, opening } = useConfirmation();
  if (dialog === null) return null;
  const key = `${opening}-${dialog}`;
  switch (dialog) {
    case 'passkey':
      return <PasskeyConfirmation key={key} />;
    case 'password':
      return <PasswordConfirmation key={key} />;
    case 'totp':
      return <TotpConfirmation key={key} />;
    case 'email':
    case 'sms':
      return <CodeConfirmation key={key} channel={dialog} />;
    case 'none':
      return <NoMethodDialog key={key} />;
  }
}
