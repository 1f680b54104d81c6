export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning 06–12, afternoon 12–18, evening otherwise (the greeting's "Goedemorgen/-middag/-avond"). */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
