import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useAdminModel } from '../AdminModelContext.tsx';
import { useLabels } from '../labels.ts';
import { toCsv } from './csv.ts';
import { exportFileName } from './export-file-name.ts';
import { exportTable, referencedIds } from './export-rows.ts';
import { EXPORT_MAX_ROWS, fetchAll, fetchTitles } from './fetch-all.ts';

/**
 * "Exporteren": every record of the list as it is searched, filtered and sorted, as a CSV file for Dutch
 * spreadsheets (list/csv.ts) with the Dutch field labels as header and values as the screens show them.
 * react-admin's own exporter asks for one page of 1000 records, which the API (at most 100 per page) refuses.
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
      const { records, truncated } = await fetchAll(dataProvider, resource.name, {
        filter: filterValues,
        sort,
      });
      const titles = new Map<string, Map<string, string>>();
      for (const [targetName, ids] of referencedIds(resource.definition, records)) {
        const target = model.byDefinition.get(targetName);
        if (!target || ids.size === 0) continue;
        titles.set(targetName, await fetchTitles(dataProvider, target.name, target.definition.title, ids));
      }
      const table = exportTable(resource.definition, records, labels, titles, {
        yes: translate('ra.boolean.true'),
        no: translate('ra.boolean.false'),
      });
      downloadCSV(
        toCsv(table.header, table.rows),
        exportFileName(labels.pluralInSentence(resource.definition)),
      );
      if (truncated) {
        notify('framework.export.truncated', {
          type: 'warning',
          messageArgs: { max: EXPORT_MAX_ROWS.toLocaleString('nl-NL') },
        });
      }
    } catch {
      notify('framework.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={() => void run()} disabled={busy || total === 0}>
      {busy ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
}
