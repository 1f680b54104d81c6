import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { FacilityRegionUpdate } from '../../../contract/api/admin/facilities.ts';
import { http, isApiError } from '../../api/index.ts';
import { useAdminResource } from '../../framework/AdminModelContext.tsx';
import { fetchAll } from '../../framework/list/fetch-all.ts';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** Regions offered in the dialog: all of them, by name (tens at most; the walk stops at 1 000). */
const MAX_REGIONS = 1000;

/**
 * Extension `update-region` of facilities, spec §2 "Move a facility to another region": choose one of the other
 * regions, confirm, `POST /facilities/{id}/update-region` `{ region }` (audited updateFacilityRegion). Then the
 * toast "Zorginstelling verplaatst naar <regio>" and every facility list and record is fetched again (the
 * facility's page, the regions' facility lists). A 422 stays in the dialog.
 */
export function MoveFacilityDialog({ facility, onClose }: { facility: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const facilities = useAdminResource('facilities');
  const regions = useAdminResource('regions');
  const invalidateFacilities = useInvalidateResource(facilities!);
  const [region, setRegion] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);

  const choices = useQuery({
    queryKey: [regions?.name ?? 'system/regions', 'moveChoices'],
    queryFn: async () =>
      (
        await fetchAll(dataProvider, regions?.name ?? 'system/regions', {
          filter: {},
          sort: { field: 'name', order: 'ASC' },
          maxRows: MAX_REGIONS,
        })
      ).records,
  });
  const current = String(facility.region ?? '');
  const all = choices.data ?? [];
  const currentName = String(all.find((choice) => String(choice.id) === current)?.name ?? '—');
  const others = all.filter((choice) => String(choice.id) !== current);
  const name = String(facility.name ?? '');

  const move = async () => {
    setMoving(true);
    setErrors([]);
    setFailure(null);
    try {
      const body: FacilityRegionUpdate = { region };
      await http.post(`/facilities/${encodeURIComponent(String(facility.id))}/update-region`, body);
      invalidateFacilities();
      const target = String(others.find((choice) => String(choice.id) === region)?.name ?? '');
      notify('screens.facilities.move.done', { type: 'success', messageArgs: { region: target } });
      onClose();
    } catch (error) {
      // A 422 is shown here; other failures were toasted by the HTTP client.
      if (isApiError(error) && error.status === 422) {
        const messages = error.errors.region ?? [];
        setErrors(messages);
        if (messages.length === 0) setFailure(error.message);
      }
      setMoving(false);
    }
  };

  return (
    <Modal
      open
      variant="dialog"
      title={translate('screens.facilities.move.title')}
      onClose={onClose}
      actions={
        <>
          <Button theme="tertiary" onClick={onClose}>
            {translate('common.cancel')}
          </Button>
          <Button loading={moving} disabled={!region} onClick={() => void move()}>
            {translate('screens.facilities.move.confirm')}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2.5 }}>
        {translate('screens.facilities.move.intro', { name, region: currentName })}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {choices.isSuccess && others.length === 0 ? (
        <Alert severity="info">{translate('screens.facilities.move.noOtherRegions')}</Alert>
      ) : (
        <MuiTextField
          select
          fullWidth
          label={translate('screens.facilities.move.region')}
          value={region}
          onChange={(event) => {
            setRegion(event.target.value);
            setErrors([]);
          }}
          disabled={!choices.isSuccess}
          error={errors.length > 0}
          helperText={errors.length > 0 ? errors.join(' ') : undefined}
        >
          {others.map((choice) => (
            <MenuItem key={String(choice.id)} value={String(choice.id)}>
              {String(choice.name ?? '')}
            </MenuItem>
          ))}
        </MuiTextField>
      )}
    </Modal>
  );
}
