import EditIcon from '@mui/icons-material/EditOutlined';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button as RaButton, useNotify, useTranslate } from 'react-admin';
import { http, isApiError } from '../../api/index.ts';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';

/**
 * Spec §2 "region (with description card)", a card of the region itself (no extension: `own` in ./index.ts): the
 * description as a card of its own (line breaks kept), edited in a dialog that sends `PATCH /regions/{id}` with
 * `{ description }` only (audited editRegionDescription). It takes over the generic description field of the
 * record's page. Only who may change the region (`authority`) gets the edit button.
 */
export default function DescriptionCard({ record, resource, authority }: ExtensionProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const description = typeof record.description === 'string' ? record.description : '';
  return (
    <PanelFrame
      title={translate('screens.regions.description.title')}
      actions={
        // A reader of regions (manage_employees, view_employees) reads it only.
        authority.writable && (
          <RaButton label="screens.regions.description.edit" onClick={() => setEditing(true)}>
            <EditIcon />
          </RaButton>
        )
      }
    >
      {description ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{description}</Typography>
      ) : (
        <Typography color="text.secondary">{translate('screens.regions.description.empty')}</Typography>
      )}
      {editing && (
        <DescriptionDialog
          id={String(record.id)}
          name={String(record.name ?? '')}
          initial={description}
          onClose={() => setEditing(false)}
          resource={resource}
        />
      )}
    </PanelFrame>
  );
}

function DescriptionDialog({
  id,
  name,
  initial,
  onClose,
  resource,
}: {
  id: string;
  name: string;
  initial: string;
  onClose: () => void;
  resource: ExtensionProps['resource'];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const invalidate = useInvalidateResource(resource);
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useUnsavedChangesGuard(value !== initial && !saving);

  const save = async () => {
    setSaving(true);
    setErrors([]);
    try {
      await http.patch(`/${resource.definition.name}/${encodeURIComponent(id)}`, { description: value });
      invalidate();
      notify('toasts.updated', { type: 'success' });
      onClose();
    } catch (error) {
      // A 422 stays in the dialog under the field; other failures were toasted by the HTTP client.
      if (isApiError(error) && error.status === 422) {
        setErrors(error.errors.description ?? [error.message]);
      }
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={translate('screens.regions.description.dialogTitle', { name })}
      onClose={onClose}
      actions={
        <>
          <Button theme="tertiary" onClick={onClose}>
            {translate('common.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {translate('common.save')}
          </Button>
        </>
      }
    >
      <MuiTextField
        label={translate('resources.regions.fields.description')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        multiline
        minRows={4}
        maxRows={16}
        fullWidth
        autoFocus
        error={errors.length > 0}
        helperText={errors.length > 0 ? errors.join(' ') : undefined}
        sx={{ mt: 1 }}
      />
    </Modal>
  );
}
