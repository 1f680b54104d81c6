import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { RecordAuthority } from '../../framework/authority.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';
import { messagesOf, type NamedOption } from './employee-api.ts';
import { ErrorMessages } from './ErrorMessages.tsx';
import { useOptions } from './use-options.ts';

export interface ChoiceListPanelProps {
  /** The texts under `screens.employees.<texts>`: title, edit, empty, label, forbidden (roles also notYours). */
  texts: 'tags' | 'roles';
  /** The chosen records with their names; undefined while they load. */
  chosen: readonly NamedOption[] | undefined;
  optionsPath: '/tags' | '/roles';
  /** Replaces the whole list; resolves when saved. */
  save: (ids: string[]) => Promise<unknown>;
  /** Whether the employee may be changed at all: "Wijzigen" is offered only then. */
  authority: RecordAuthority;
  /**
   * Why a record cannot be added or removed by the signed-in user (a role with rights they lack), else null. Such
   * options are disabled with the reason under their name, such chosen ones stay, and the reason is under the field.
   */
  restrictionOf?: (option: NamedOption) => string | null;
}

/**
 * A list of records as chips (an employee's tags or roles) with "Wijzigen": an autocomplete of every record to
 * choose from, saved as a whole ("Opgeslagen"); the server's 422 or 403 is shown above the buttons.
 */
export function ChoiceListPanel(props: ChoiceListPanelProps) {
  const { texts, chosen, authority } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState<NamedOption[] | null>(null);
  const options = useOptions(props.optionsPath, editing !== null);
  const mutation = useMutation({
    mutationFn: (ids: string[]) => props.save(ids),
    onSuccess: () => {
      setEditing(null);
      notify('toasts.saved', { type: 'success' });
    },
  });
  const t = (key: string) => translate(`screens.employees.${texts}.${key}`);
  useUnsavedChangesGuard(editing !== null && !mutation.isPending && !sameRecords(editing, chosen ?? []));

  const editButton =
    editing === null && chosen && authority.writable ? (
      <Button
        onClick={() => {
          mutation.reset();
          setEditing([...chosen]);
        }}
      >
        {t('edit')}
      </Button>
    ) : null;

  return (
    <PanelFrame title={t('title')} actions={editButton}>
      {editing === null ? (
        chosen === undefined ? (
          <Skeleton width="40%" />
        ) : chosen.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('empty')}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {chosen.map((item) => (
              <Chip key={item.id} label={item.name} />
            ))}
          </Stack>
        )
      ) : (
        <>
          {options.isError ? (
            <Typography variant="body2" color="text.secondary">
              {t('forbidden')}
            </Typography>
          ) : (
            <ChoiceInput
              label={t('label')}
              hint={texts === 'roles' ? t('notYours') : ''}
              options={options.data}
              value={editing}
              onChange={setEditing}
              restrictionOf={props.restrictionOf}
            />
          )}
          <ErrorMessages messages={messagesOf(mutation.error, texts)} />
          <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              disabled={mutation.isPending || options.isError}
              onClick={() => mutation.mutate(editing.map((item) => item.id))}
            >
              {translate('ra.action.save')}
            </Button>
            <Button onClick={() => setEditing(null)} disabled={mutation.isPending}>
              {translate('ra.action.cancel')}
            </Button>
          </Box>
        </>
      )}
    </PanelFrame>
  );
}

function sameRecords(a: readonly NamedOption[], b: readonly NamedOption[]) {
  return a.length === b.length && a.every((item) => b.some((other) => other.id === item.id));
}

interface ChoiceInputProps {
  label: string;
  /** Under the field when some record is restricted: why those cannot be chosen or removed. */
  hint: string;
  /** Undefined while they load. */
  options: NamedOption[] | undefined;
  value: NamedOption[];
  onChange: (value: NamedOption[]) => void;
  restrictionOf: ChoiceListPanelProps['restrictionOf'];
}

/**
 * The autocomplete of several records. A restricted record (`restrictionOf`) is a disabled option with its reason
 * under its name; when chosen already it is a chip without a remove button that clearing the field keeps.
 */
function ChoiceInput({ label, hint, options, value, onChange, restrictionOf }: ChoiceInputProps) {
  const translate = useTranslate();
  const reasonOf = (option: NamedOption) => restrictionOf?.(option) ?? null;
  const fixed = value.filter((option) => reasonOf(option) !== null);
  const restricted = fixed.length > 0 || (options ?? []).some((option) => reasonOf(option) !== null);
  return (
    <Autocomplete
      multiple
      options={options ?? []}
      loading={options === undefined}
      loadingText={translate('common.loading')}
      noOptionsText={translate('ra.navigation.no_results')}
      value={value}
      onChange={(_event, next) => onChange([...fixed, ...next.filter((option) => !fixed.includes(option))])}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionDisabled={(option) => reasonOf(option) !== null}
      // Keyboard and screen-reader users reach a disabled option too, and hear its reason.
      disabledItemsFocusable
      filterSelectedOptions
      renderOption={({ key, ...optionProps }, option) => {
        const reason = reasonOf(option);
        // A disabled option is faded as a whole by MUI; its reason must stay readable, so only the name fades.
        return (
          <Box component="li" key={key} {...optionProps} sx={{ '&&[aria-disabled="true"]': { opacity: 1 } }}>
            <Box>
              <Box component="span" sx={{ display: 'block', color: reason ? 'text.disabled' : undefined }}>
                {option.name}
              </Box>
              {reason && (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {reason}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={option.name}
              {...itemProps}
              onDelete={reasonOf(option) === null ? onDelete : undefined}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={restricted && hint ? hint : undefined} />
      )}
    />
  );
}
