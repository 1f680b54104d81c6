/** `YYYY-MM-DD` of a date in the local calendar (a birthday has no time zone), or null. */
export function toBirthday(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date of a `YYYY-MM-DD` birthday, at local midnight; null for none or an unreadable value. */
export function fromBirthday(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** An entered date that cannot be a birthday: unreadable, or after today. */
export function isInvalidBirthday(date: Date | null, now: Date = new Date()): boolean {
  return date !== null && (Number.isNaN(date.getTime()) || date.getTime() > now.getTime());
}
