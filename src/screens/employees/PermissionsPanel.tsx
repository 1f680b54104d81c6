import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PERMISSIONS } from '../../../resources/permissions.ts';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { useLabels } from '../../framework/labels.ts';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { employeeApi, messagesOf } from './employee-api.ts';
import { EmployeePanel, ErrorMessages } from './EmployeePanel.tsx';

/** "Rechten": the eight permissions of spec §6 as checkboxes, saved with `update-permissions` ("Opgeslagen"). */
export default function PermissionsPanel({ definition, record, resource }: ExtensionProps) {
  const translate = useTranslate();
  const labels = useLabels();
  const notify = useNotify();
  const invalidate = useInvalidateResource(resource);
  const saved = Array.isArray(record.permissions) ? (record.permissions as string[]) : [];
  // null: nothing ticked or unticked yet, so the record's permissions are shown.
  const [edited, setEdited] = useState<readonly string[] | null>(null);
  const chosen = edited ?? saved;

  const save = useMutation({
    mutationFn: (permissions: string[]) => employeeApi.updatePermissions(record.id, permissions),
    // The ticks stay as saved; the refetched record then agrees with them.
    onSuccess: () => {
      invalidate();
      notify('toasts.saved', { type: 'success' });
    },
  });
  const changed = chosen.length !== saved.length || chosen.some((permission) => !saved.includes(permission));

  return (
    <EmployeePanel title={translate('screens.employees.permissions.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('screens.employees.permissions.hint')}
      </Typography>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {PERMISSIONS.map((permission) => (
          <FormControlLabel
            key={permission}
            label={labels.enumValue(definition, 'permissions', permission)}
            control={
              <Checkbox
                checked={chosen.includes(permission)}
                onChange={(event) =>
                  setEdited(
                    event.target.checked
                      ? [...chosen, permission]
                      : chosen.filter((value) => value !== permission),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <ErrorMessages messages={messagesOf(save.error, 'permissions')} />
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          disabled={!changed || save.isPending}
          onClick={() => save.mutate(PERMISSIONS.filter((permission) => chosen.includes(permission)))}
        >
          {translate('screens.employees.permissions.save')}
        </Button>
      </Box>
    </EmployeePanel>
  );
}
