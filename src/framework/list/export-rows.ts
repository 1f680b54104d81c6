import type { ManifestResource, ManifestField } from '../../../resources/manifest-entry.ts';
import { kindOf } from '../field-kind.ts';
import type { Labels } from '../labels.ts';
import { unreachable } from '../unreachable.ts';
import type { CsvCell } from './csv.ts';

type Row = Record<string, unknown>;

/** Titles of referenced records: definition name of the target → id → title. */
export type ReferenceTitles = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The fields an export has: every field of the definition, in its order. */
export function exportFields(definition: ManifestResource): ManifestField[] {
  return Object.values(definition.fields);
}

/** The ids each reference target needs titles for. */
export function referencedIds(definition: ManifestResource, rows: readonly Row[]): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const field of exportFields(definition)) {
    const kind = kindOf(field);
    if ((kind !== 'reference' && kind !== 'referenceList') || !field.references) continue;
    const set = ids.get(field.references) ?? new Set<string>();
    for (const row of rows) {
      const value = row[field.name];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'string' || typeof id === 'number') set.add(String(id));
      }
    }
    ids.set(field.references, set);
  }
  return ids;
}

/** The header (Dutch field labels) and one row per record, values as people read them on the screens. */
export function exportTable(
  definition: ManifestResource,
  rows: readonly Row[],
  labels: Labels,
  titles: ReferenceTitles,
  yesNo: { yes: string; no: string },
): { header: string[]; rows: CsvCell[][] } {
  const fields = exportFields(definition);
  return {
    header: fields.map((field) => labels.field(field)),
    rows: rows.map((row) =>
      fields.map((field) => cell(definition, field, row[field.name], labels, titles, yesNo)),
    ),
  };
}

function cell(
  definition: ManifestResource,
  field: ManifestField,
  value: unknown,
  labels: Labels,
  titles: ReferenceTitles,
  yesNo: { yes: string; no: string },
): CsvCell {
  if (value === null || value === undefined || value === '') return null;
  const title = (id: unknown) => titles.get(field.references ?? '')?.get(String(id)) ?? String(id);
  const kind = kindOf(field);
  switch (kind) {
    case 'text':
    case 'date':
      return String(value);
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'boolean':
      return value === true ? yesNo.yes : yesNo.no;
    case 'enum':
      return labels.enumValue(definition, field.name, String(value));
    case 'enumList':
      return listOf(value)
        .map((item) => labels.enumValue(definition, field.name, String(item)))
        .join(', ');
    case 'reference':
      return title(value);
    case 'referenceList':
      return listOf(value).map(title).join(', ');
    default:
      return unreachable(kind);
  }
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}
