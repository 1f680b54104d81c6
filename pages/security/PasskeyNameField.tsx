import { useT } from '../../i18n/react.tsx';
import { TextField } from '../../src/ui/TextField.tsx';

export interface PasskeyNameFieldProps {
  /** "Naam van de passkey" unless told (renaming names the passkey). */
  label?: string;
  value: string;
  onChange: (name: string) => void;
  /** Listed under the field. */
  errors: readonly string[];
  /** The id of a hint under the field, read with it. */
  hintId?: string;
}

/**
 * A passkey's name, when adding one (security settings, onboarding) or renaming it. At most 60 characters: the
 * contract's PASSKEY_NAME_MAX, written out (a run-time import of contract/api/passkeys.ts would bring zod along).
 * Needs the passkey texts (i18n/nl/passkey.ts).
 */
export function PasskeyNameField({ label, value, onChange, errors, hintId }: PasskeyNameFieldProps) {
  const t = useT();
  return (
    <TextField
      label={label ?? t('passkey.card.name')}
      name="passkey-name"
      autoFocus
      required
      maxLength={60}
      aria-describedby={hintId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errors={errors}
    />
  );
}
