import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useT } from '../../i18n/react.tsx';

export interface TrustDeviceFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Dit apparaat 30 dagen onthouden" under the second step (docs/sign-in.md "Known and trusted devices"): off by
 * default, with the warning against ticking it on a shared computer right under it.
 */
export function TrustDeviceField({ checked, onChange }: TrustDeviceFieldProps) {
  const t = useT();
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            name="trustDevice"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('challenge.trustDevice')}
      />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: 4 }}>
        {t('challenge.trustDeviceHelp')}
      </FormHelperText>
    </div>
  );
}
