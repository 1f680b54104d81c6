import { downloadCSV, type DataProvider, type FilterPayload, type SortPayload } from 'react-admin';
import type { AdminModel, AdminResource } from '../admin-model.ts';
import type { Labels } from '../labels.ts';
import { toCsv } from './csv.ts';
import { exportFileName } from './export-file-name.ts';
import { exportTable, referencedIds } from './export-rows.ts';
import { EXPORT_MAX_ROWS, fetchAll, fetchTitles } from './fetch-all.ts';

export interface ExportRequest {
  dataProvider: DataProvider;
  model: AdminModel;
  resource: AdminResource;
  labels: Labels;
  filter: FilterPayload;
  sort: SortPayload;
  /** "Ja" and "Nee", for booleans. */
  yesNo: { yes: string; no: string };
}

/**
 * Fetches every record of the list (its search, filters and sort), the titles of the records they refer to, and
 * downloads them as a CSV file; answers whether rows were left out (more than `maxRows`). Loaded when
 * "Exporteren" is clicked (ExportButton), not with the list.
 */
export async function exportList({
  dataProvider,
  model,
  resource,
  labels,
  filter,
  sort,
  yesNo,
}: ExportRequest): Promise<{ truncated: boolean; maxRows: number }> {
  const { records, truncated } = await fetchAll(dataProvider, resource.name, { filter, sort });
  const titles = new Map<string, Map<string, string>>();
  for (const [targetName, ids] of referencedIds(resource.definition, records)) {
    const target = model.byDefinition.get(targetName);
    if (!target || ids.size === 0) continue;
    titles.set(targetName, await fetchTitles(dataProvider, target.name, target.definition.title, ids));
  }
  const table = exportTable(resource.definition, records, labels, titles, yesNo);
  downloadCSV(toCsv(table.header, table.rows), exportFileName(labels.pluralInSentence(resource.definition)));
  return { truncated, maxRows: EXPORT_MAX_ROWS };
}
