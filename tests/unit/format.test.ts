import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoment, formatNumber } from '../../src/ui/format.ts';

describe('Dutch dates and numbers (src/ui/format.ts)', () => {
  // Midday UTC: the same calendar day in every time zone a test machine may have from UTC−11 to UTC+11.
  const midday = '2026-11-21T12:00:00.000Z';

  it('says a date in words', () => {
    expect(formatDate(midday)).toBe('21 november 2026');
  });

  it('says a moment with its time, short in tables and long in sentences', () => {
    expect(formatDateTime(midday)).toMatch(/^21 nov\.? 2026, \d{2}:00$/);
    expect(formatMoment(midday)).toMatch(/^21 november 2026 om \d{2}:00$/);
  });

  it('shows an unreadable value as it came instead of "Invalid Date"', () => {
    expect(formatDate('gisteren')).toBe('gisteren');
    expect(formatDateTime('')).toBe('');
    expect(formatMoment('2026-13-45')).toBe('2026-13-45');
  });

  it('groups thousands with dots', () => {
    expect(formatNumber(1_000_000)).toBe('1.000.000');
  });
});
