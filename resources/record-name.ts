/**
 * How a record is named on screens and in messages ("Chantal Bakker", "Nachtdienst"): a definition's `recordName`
 * template, `{field}` standing for the field's value. Pure string work, shared by the SPA and the server.
 */

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The fields a template names, in order: `'{firstName} {lastName}'` → `['firstName', 'lastName']`. */
export function recordNameFields(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * The record's name by `template`; a missing value leaves no stray spaces ("Bakker" without a first name), and a
 * record without any of the values is named '' (the caller then says what it is instead).
 */
export function formatRecordName(
  template: string,
  record: Readonly<Record<string, unknown>> | undefined,
): string {
  if (!record) return '';
  const values = recordNameFields(template).map((name) => record[name]);
  if (values.every((value) => value === null || value === undefined || value === '')) return '';
  return template
    .replace(PLACEHOLDER, (_, name: string) => {
      const value = record[name];
      return value === null || value === undefined ? '' : String(value);
    })
    .replace(/\s+/g, ' ')
    .trim();
}
