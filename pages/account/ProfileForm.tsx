import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../auth/current-user.ts';
import { GENDERS } from '../../contract/enums.ts';
import { useT } from '../../i18n/react.tsx';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { FieldErrors as FieldErrorList } from '../../src/ui/FieldErrors.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useFormState } from '../shared/use-form-state.ts';
import { useUnsavedChangesGuard } from '../../src/ui/useUnsavedChangesGuard.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { useIdentityRefresh } from '../settings/use-identity-refresh.ts';
import { updateProfile, type Gender } from './account-api.ts';
import { fromBirthday, isInvalidBirthday, toBirthday } from './birthday.ts';
import { BirthdayPicker } from './BirthdayPicker.tsx';

/** The radio value of "not said" (the API's null). */
const NONE = '';

const genderOf = (value: string | null | undefined): Gender | typeof NONE =>
  (GENDERS as readonly string[]).includes(value ?? '') ? (value as Gender) : NONE;

/**
 * First name, last name, birthday and gender → `PATCH /user`, "Opgeslagen"; the server's 422 per field. The
 * names are required here as on the server; birthday and gender may stay empty.
 */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useT();
  const refreshIdentity = useIdentityRefresh();
  const form = useFormState(() => ({
    firstname: user.firstname,
    lastname: user.lastname,
    birthday: fromBirthday(user.birthday),
    gender: genderOf(user.gender),
  }));
  const { firstname, lastname, birthday, gender } = form.values;
  const values = JSON.stringify([firstname, lastname, toBirthday(birthday), gender]);
  const [savedValues, setSavedValues] = useState(values);
  useUnsavedChangesGuard(!form.busy && values !== savedValues);
  const genderId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (firstname.trim() === '') missing.firstname = [t('settings.account.profile.firstnameRequired')];
    if (lastname.trim() === '') missing.lastname = [t('settings.account.profile.lastnameRequired')];
    if (isInvalidBirthday(birthday)) missing.birthday = [t('settings.account.profile.birthdayInvalid')];
    await form.submit(missing, async () => {
      await updateProfile({
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        birthday: toBirthday(birthday),
        gender: gender === NONE ? null : gender,
      });
      setSavedValues(values);
      refreshIdentity();
      toast.success(t('toasts.saved'));
    });
  }

  const names = [
    { field: 'firstname', autoComplete: 'given-name' },
    { field: 'lastname', autoComplete: 'family-name' },
  ] as const;
  return (
    <SettingsCard heading={t('settings.account.profile.heading')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {names.map(({ field, autoComplete }) => (
            <TextField
              key={field}
              label={t(`settings.account.profile.${field}`)}
              name={field}
              autoComplete={autoComplete}
              required
              value={form.values[field]}
              onChange={(event) => form.set(field, event.target.value)}
              errors={form.errors[field]}
            />
          ))}
        </Box>
        <Box sx={{ maxWidth: { sm: 'calc(50% - 10px)' } }}>
          <BirthdayPicker
            label={t('settings.account.profile.birthday')}
            value={birthday}
            onChange={(value) => form.set('birthday', value)}
            errors={form.errors.birthday}
          />
        </Box>
        <FormControl error={Boolean(form.errors.gender)}>
          <FormLabel id={`${genderId}-label`}>{t('settings.account.profile.gender')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${genderId}-label`}
            name="gender"
            value={gender}
            onChange={(event) => form.set('gender', genderOf(event.target.value))}
          >
            {GENDERS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`settings.account.profile.genders.${value}`)}
              />
            ))}
            <FormControlLabel
              value={NONE}
              control={<Radio />}
              label={t('settings.account.profile.genders.none')}
            />
          </RadioGroup>
          <FieldErrorList
            id={`${genderId}-errors`}
            errors={[
              ...(form.errors.gender ?? []),
              ...form.otherErrors('firstname', 'lastname', 'birthday', 'gender'),
            ]}
          />
        </FormControl>
        <Button type="submit" loading={form.busy} sx={{ justifySelf: 'start' }}>
          {t('settings.account.profile.save')}
        </Button>
      </Box>
    </SettingsCard>
  );
}
