const format = new Intl.NumberFormat('nl-NL');

/** A figure in Dutch notation ("1.250"); a dash when unknown. */
export function formatCount(value: number | null): string {
  return value === null ? '–' : format.format(value);
}
