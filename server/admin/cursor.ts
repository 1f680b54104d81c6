import { z } from 'zod';

/**
 * The opaque keyset cursor of `links.next` (docs/architecture.md "Paging"): the sort it belongs to and the last row's
 * sort value (as PostgreSQL's text form, so timestamps keep their microseconds) and id, base64url-encoded JSON.
 */
export interface Cursor {
  /** Sort field and order the cursor was made for: a cursor only continues the list it came from. */
  sort: string;
  order: 'asc' | 'desc';
  /** The last row's sort value in PostgreSQL's text form; null when that row has none. */
  value: string | null;
  id: string;
}

const cursorShape = z.strictObject({
  sort: z.string(),
  order: z.enum(['asc', 'desc']),
  value: z.string().nullable(),
  id: z.uuid(),
});

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The cursor, or null when the text is not one of ours (any tampering, truncation or a foreign string). */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
