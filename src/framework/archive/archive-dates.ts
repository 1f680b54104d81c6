/** When a record was archived, in Dutch with the time: "20 nov 2026, 10:15". */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
