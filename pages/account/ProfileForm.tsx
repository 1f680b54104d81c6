import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../auth/current-user.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { FieldErrors as FieldErrorList } from '../../src/ui/FieldErrors.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useUnsavedChangesGuard } from '../../src/ui/useUnsavedChangesGuard.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { useIdentityRefresh } from '../settings/use-identity-refresh.ts';
import { updateProfile, type Gender } from './account-api.ts';
import { fromBirthday, isInvalidBirthday, toBirthday } from './birthday.ts';
import { BirthdayPicker } from './BirthdayPicker.tsx';

const GENDERS = ['female', 'male', 'other'] as const;
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
  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  const [birthday, setBirthday] = useState<Date | null>(() => fromBirthday(user.birthday));
  const [gender, setGender] = useState<Gender | typeof NONE>(() => genderOf(user.gender));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const values = JSON.stringify([firstname, lastname, toBirthday(birthday), gender]);
  const [savedValues, setSavedValues] = useState(values);
  useUnsavedChangesGuard(!busy && values !== savedValues);
  const genderId = useId();
  const clear = (field: string) => setErrors(({ [field]: _edited, ...rest }) => rest);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (firstname.trim() === '') missing.firstname = [t('settings.account.profile.firstnameRequired')];
    if (lastname.trim() === '') missing.lastname = [t('settings.account.profile.lastnameRequired')];
    if (isInvalidBirthday(birthday)) missing.birthday = [t('settings.account.profile.birthdayInvalid')];
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await updateProfile({
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        birthday: toBirthday(birthday),
        gender: gender === NONE ? null : gender,
      });
      setSavedValues(values);
      refreshIdentity();
      toast.success(t('toasts.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(error.errors);
    } finally {
      setBusy(false);
    }
  }

  const {
    firstname: firstnameErrors,
    lastname: lastnameErrors,
    birthday: birthdayErrors,
    gender: genderErrors,
    ...rest
  } = errors;
  return (
    <SettingsCard heading={t('settings.account.profile.heading')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('settings.account.profile.firstname')}
            name="firstname"
            autoComplete="given-name"
            required
            value={firstname}
            onChange={(event) => {
              setFirstname(event.target.value);
              clear('firstname');
            }}
            errors={firstnameErrors}
          />
          <TextField
            label={t('settings.account.profile.lastname')}
            name="lastname"
            autoComplete="family-name"
            required
            value={lastname}
            onChange={(event) => {
              setLastname(event.target.value);
              clear('lastname');
            }}
            errors={lastnameErrors}
          />
        </Box>
        <Box sx={{ maxWidth: { sm: 'calc(50% - 10px)' } }}>
          <BirthdayPicker
            label={t('settings.account.profile.birthday')}
            value={birthday}
            onChange={(value) => {
              setBirthday(value);
              clear('birthday');
            }}
            errors={birthdayErrors}
          />
        </Box>
        <FormControl error={Boolean(genderErrors)}>
          <FormLabel id={`${genderId}-label`}>{t('settings.account.profile.gender')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${genderId}-label`}
            name="gender"
            value={gender}
            onChange={(event) => {
              setGender(genderOf(event.target.value));
              clear('gender');
            }}
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
            errors={[...(genderErrors ?? []), ...Object.values(rest).flat()]}
          />
        </FormControl>
        <Button type="submit" loading={busy} sx={{ justifySelf: 'start' }}>
          {t('settings.account.profile.save')}
        </Button>
      </Box>
    </SettingsCard>
  );
}
