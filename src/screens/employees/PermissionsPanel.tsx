import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PERMISSIONS, type Permission } from '../../../resources/permissions.ts';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { PermissionChoices } from '../../framework/form/PermissionChoices.tsx';
import { useGrantedPermissions } from '../../framework/grants.ts';
import { useLabels } from '../../framework/labels.ts';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';
import { employeeApi, messagesOf } from './employee-api.ts';
import { ErrorMessages } from './ErrorMessages.tsx';

/**
 * "Rechten": the permissions of spec §6 as checkboxes, saved with `update-permissions` ("Opgeslagen"). Only the
 * permissions you hold yourself can be ticked or unticked; the others are disabled with the reason under them. On
 * an employee you may not change at all (the page says why) nothing can be changed.
 */
export default function PermissionsPanel({ definition, record, resource, authority }: ExtensionProps) {
  const translate = useTranslate();
  const labels = useLabels();
  const notify = useNotify();
  const granted = useGrantedPermissions();
  const invalidate = useInvalidateResource(resource);
  const saved = Array.isArray(record.permissions) ? (record.permissions as string[]) : [];
  // null: nothing ticked or unticked yet, so the record's permissions are shown.
  const [edited, setEdited] = useState<readonly string[] | null>(null);
  const chosen = edited ?? saved;

  const save = useMutation({
    mutationFn: (permissions: Permission[]) => employeeApi.updatePermissions(record.id, permissions),
    // The ticks stay as saved; the refetched record then agrees with them.
    onSuccess: () => {
      invalidate();
      notify('toasts.saved', { type: 'success' });
    },
  });
  const changed = !samePermissions(chosen, saved);
  // Until the refetched record agrees, the ticks just saved are not unsaved.
  const justSaved = save.isSuccess && samePermissions(chosen, save.variables);
  useUnsavedChangesGuard(changed && !save.isPending && !justSaved);
  const title = translate('screens.employees.permissions.title');
  const refused = !authority.writable && !authority.pending;

  return (
    <PanelFrame title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('screens.employees.permissions.hint')}
      </Typography>
      <PermissionChoices
        label={title}
        hideLabel
        columns
        values={PERMISSIONS}
        labelOf={(permission) => labels.enumValue(definition, 'permissions', permission)}
        chosen={chosen}
        onChange={setEdited}
        granted={granted}
        readOnly={!authority.writable}
      />
      <ErrorMessages messages={messagesOf(save.error, 'permissions')} />
      {!refused && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="contained"
            disabled={!changed || save.isPending || authority.pending}
            onClick={() => save.mutate(PERMISSIONS.filter((permission) => chosen.includes(permission)))}
          >
            {translate('screens.employees.permissions.save')}
          </Button>
        </Box>
      )}
    </PanelFrame>
  );
}

function samePermissions(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((permission) => b.includes(permission));
}
