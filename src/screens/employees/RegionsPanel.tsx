import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../../api/api-error.ts';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';
import { employeeApi, type EmployeeRegion, type NamedOption } from './employee-api.ts';
import { ErrorMessages } from './ErrorMessages.tsx';
import { useOptions } from './use-options.ts';

interface Row {
  /** Stable React key of an edited row. */
  key: number;
  region: string;
  role: string;
  primary: boolean;
}

let nextKey = 1;

/**
 * "Regio's en rollen": the employee's regions, each with a role, the primary one marked "Hoofdregio". "Wijzigen"
 * edits the whole list (add and remove rows, choose the primary region) and saves it with `update-region`; the
 * server's refusals ("Kies precies één hoofdregio.") are shown at their row or above the buttons.
 */
export default function RegionsPanel({ record, resource, authority }: ExtensionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateResource(resource);
  const queryKey = [resource.name, 'regions', String(record.id)];
  const regions = useQuery({
    queryKey,
    queryFn: ({ signal }) => employeeApi.regions(record.id, signal).then((answer) => answer.data),
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  // Set when saving was tried with a row lacking its region or role: those fields say "Verplicht".
  const [checkRequired, setCheckRequired] = useState(false);
  const regionOptions = useOptions('/regions', rows !== null);
  const roleOptions = useOptions('/roles', rows !== null);
  const save = useMutation({
    mutationFn: (list: Row[]) =>
      employeeApi.updateRegions(
        record.id,
        list.map(({ region, role, primary }) => ({ region, role, primary })),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer.data);
      invalidate();
      setRows(null);
      notify('toasts.saved', { type: 'success' });
    },
  });
  const t = (key: string, options?: object) => translate(`screens.employees.regions.${key}`, options);
  useUnsavedChangesGuard(rows !== null && !save.isPending && !sameRegions(rows, regions.data ?? []));

  const startEditing = (current: readonly EmployeeRegion[]) => {
    save.reset();
    setCheckRequired(false);
    setRows(
      current.map((item) => ({
        key: nextKey++,
        region: item.region,
        role: item.role,
        primary: item.primary,
      })),
    );
  };
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) =>
      (current ?? []).map((row) =>
        row.key === key ? { ...row, ...change } : change.primary ? { ...row, primary: false } : row,
      ),
    );

  const editButton =
    rows === null && regions.data && authority.writable ? (
      <Button onClick={() => startEditing(regions.data)}>{t('edit')}</Button>
    ) : null;

  return (
    <PanelFrame title={t('title')} actions={editButton}>
      {rows !== null ? (
        <RegionsEditor
          rows={rows}
          regionOptions={regionOptions.data}
          roleOptions={roleOptions.data}
          forbidden={regionOptions.isError || roleOptions.isError}
          error={save.error}
          onChange={update}
          onAdd={() =>
            setRows((current) => [
              ...(current ?? []),
              // The first region of an empty list is the primary one.
              { key: nextKey++, region: '', role: '', primary: (current ?? []).length === 0 },
            ])
          }
          onRemove={(key) => setRows((current) => (current ?? []).filter((row) => row.key !== key))}
          checkRequired={checkRequired}
          onSave={() => {
            if (rows.some((row) => !row.region || !row.role)) setCheckRequired(true);
            else save.mutate(rows);
          }}
          onCancel={() => setRows(null)}
          saving={save.isPending}
        />
      ) : regions.isPending ? (
        <Skeleton width="60%" />
      ) : regions.isError ? (
        <Typography variant="body2" color="error">
          {translate('common.error')}
        </Typography>
      ) : regions.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('region')}</TableCell>
              <TableCell>{t('role')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {regions.data.map((item) => (
              <TableRow key={item.region}>
                <TableCell>{item.regionName}</TableCell>
                <TableCell>{item.roleName}</TableCell>
                <TableCell>
                  {item.primary && <Chip size="small" color="primary" label={t('primary')} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelFrame>
  );
}

interface EditorProps {
  rows: Row[];
  regionOptions: NamedOption[] | undefined;
  roleOptions: NamedOption[] | undefined;
  forbidden: boolean;
  error: Error | null;
  checkRequired: boolean;
  onChange: (key: number, change: Partial<Row>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
}

function RegionsEditor(props: EditorProps) {
  const { rows, regionOptions, roleOptions, forbidden, error, saving } = props;
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`screens.employees.regions.${key}`, options);
  const errors = isApiError(error) && error.status === 422 ? error.errors : {};
  const rowErrors = (index: number, field: 'region' | 'role') =>
    props.checkRequired && !rows[index]![field]
      ? [translate('ra.validation.required')]
      : (errors[`regions.${index}.${field}`] ?? []);
  // Messages not at a row's field: "Kies precies één hoofdregio.", or the general message.
  const general = Object.entries(errors)
    .filter(([field]) => !/^regions\.\d+\.(region|role)$/.test(field))
    .flatMap(([, messages]) => messages);
  // A 403 (not yours to change) says why, in the server's words.
  const otherMessages =
    isApiError(error) &&
    (error.status === 403 ||
      (error.status === 422 && general.length === 0 && Object.keys(errors).length === 0))
      ? [error.message]
      : general;

  if (forbidden) {
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {t('forbidden')}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Button onClick={props.onCancel}>{translate('ra.action.cancel')}</Button>
        </Box>
      </>
    );
  }

  return (
    <>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('empty')}
        </Typography>
      )}
      <Stack spacing={2}>
        {rows.map((row, index) => {
          const regionErrors = rowErrors(index, 'region');
          const roleErrors = rowErrors(index, 'role');
          return (
            <Stack
              key={row.key}
              role="group"
              aria-label={t('row', { number: index + 1 })}
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: { md: 'flex-start' } }}
            >
              <TextField
                select
                label={t('region')}
                value={regionOptions ? row.region : ''}
                onChange={(event) => props.onChange(row.key, { region: event.target.value })}
                error={regionErrors.length > 0}
                helperText={regionErrors.join(' ') || undefined}
                sx={{ minWidth: 220 }}
                size="small"
              >
                {(regionOptions ?? []).map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('role')}
                value={roleOptions ? row.role : ''}
                onChange={(event) => props.onChange(row.key, { role: event.target.value })}
                error={roleErrors.length > 0}
                helperText={roleErrors.join(' ') || undefined}
                sx={{ minWidth: 220 }}
                size="small"
              >
                {(roleOptions ?? []).map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                label={t('primary')}
                control={
                  <Radio
                    checked={row.primary}
                    onChange={(event) => {
                      if (event.target.checked) props.onChange(row.key, { primary: true });
                    }}
                    name={`primary-region`}
                  />
                }
              />
              <IconButton aria-label={t('remove')} onClick={() => props.onRemove(row.key)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={props.onAdd} sx={{ mt: 2 }}>
        {t('add')}
      </Button>
      <ErrorMessages messages={otherMessages} />
      <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={props.onSave} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
        <Button onClick={props.onCancel} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
      </Box>
    </>
  );
}

function sameRegions(rows: readonly Row[], saved: readonly EmployeeRegion[]) {
  return (
    rows.length === saved.length &&
    rows.every((row, index) => {
      const item = saved[index];
      return item?.region === row.region && item.role === row.role && item.primary === row.primary;
    })
  );
}
