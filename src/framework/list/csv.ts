/**
 * CSV for Dutch spreadsheets (docs/decisions.md "Admin screens"): `;` between cells (Dutch Excel reads `,` as the
 * decimal separator), CRLF between lines, a UTF-8 byte-order mark so accents survive, and cells quoted when they
 * hold `;`, `"` or a line break. A text cell starting with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'` so a
 * spreadsheet never runs it as a formula (CSV injection).
 */
export type CsvCell = string | number | null;

export const CSV_SEPARATOR = ';';
const BOM = '\ufeff';

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

function csvCell(value: CsvCell): string {
  if (value === null) return '';
  // Dutch decimal comma; numbers are never formulas.
  const text = typeof value === 'number' ? String(value).replace('.', ',') : neutralised(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
