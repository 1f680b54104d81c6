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
import { messagesOf, type NamedOption } from './employee-api.ts';
import { EmployeePanel, ErrorMessages } from './EmployeePanel.tsx';
import { useOptions } from './use-options.ts';

export interface ChoiceListPanelProps {
  /** The texts under `screens.employees.<texts>`: title, edit, empty, label, forbidden. */
  texts: 'tags' | 'roles';
  /** The chosen records with their names; undefined while they load. */
  chosen: readonly NamedOption[] | undefined;
  optionsPath: '/tags' | '/roles';
  /** Replaces the whole list; resolves when saved. */
  save: (ids: string[]) => Promise<unknown>;
}

/**
 * A list of records as chips (an employee's tags or roles) with "Wijzigen": an autocomplete of every record to
 * choose from, saved as a whole ("Opgeslagen"); the server's 422 is shown above the buttons.
 */
export function ChoiceListPanel({ texts, chosen, optionsPath, save }: ChoiceListPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState<NamedOption[] | null>(null);
  const options = useOptions(optionsPath, editing !== null);
  const mutation = useMutation({
    mutationFn: (ids: string[]) => save(ids),
    onSuccess: () => {
      setEditing(null);
      notify('toasts.saved', { type: 'success' });
    },
  });
  const t = (key: string) => translate(`screens.employees.${texts}.${key}`);

  const editButton =
    editing === null && chosen ? (
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
    <EmployeePanel title={t('title')} action={editButton}>
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
            <Autocomplete
              multiple
              options={options.data ?? []}
              loading={options.isPending}
              loadingText={translate('common.loading')}
              noOptionsText={translate('ra.navigation.no_results')}
              value={editing}
              onChange={(_event, value) => setEditing(value)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterSelectedOptions
              renderInput={(params) => <TextField {...params} label={t('label')} />}
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
    </EmployeePanel>
  );
}
