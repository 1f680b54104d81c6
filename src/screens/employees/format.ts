/** A moment in Dutch: "5 januari 2026 om 14:05" (the browser's time zone). */
export function dateTime(value: string): string {
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value));
}
