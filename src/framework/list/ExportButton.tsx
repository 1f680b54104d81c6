import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useAdminModel } from '../AdminModelContext.tsx';
import { useLabels } from '../labels.ts';
import { formatNumber } from '../../ui/format.ts';

/**
 * "Exporteren": every record of the list as it is searched, filtered and sorted, as a CSV file for Dutch
 * spreadsheets (list/csv.ts) with the Dutch field labels as header and values as the screens show them.
 * react-admin's own exporter asks for one page of 1000 records, which the API (at most 100 per page) refuses.
 * The export's code (export-run.ts) loads on the click, not with the list.
 */
export function ExportButton({ resource }: { resource: AdminResource }) {
  const translate = useTranslate();
  const labels = useLabels();
  const notify = useNotify();
  const model = useAdminModel();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { exportList } = await import('./export-run.ts');
      const { truncated, maxRows } = await exportList({
        dataProvider,
        model,
        resource,
        labels,
        filter: filterValues,
        sort,
        yesNo: { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') },
      });
      if (truncated) {
        notify('framework.export.truncated', {
          type: 'warning',
          messageArgs: { max: formatNumber(maxRows) },
        });
      }
    } catch {
      notify('framework.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label="ra.action.export"
      // On a phone a disabled button is a bare icon: react-admin names only enabled ones.
      aria-label={translate('ra.action.export')}
      onClick={() => void run()}
      disabled={busy || total === 0}
    >
      {busy ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
}
