/** "tags-2026-11-21": the list's name without accents or punctuation, and today's date. */
export function exportFileName(plural: string, today: Date = new Date()): string {
  const slug = plural
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${slug}-${date}`;
}
