import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The SQL functions text matching and sorting are built on (created by migration 0021_text_keys, the same on
 * PostgreSQL and PGlite; docs/decisions.md "Text filters and Dutch surnames"):
 * - `fold_text(text)`: lower case without accents ("Utrécht" → "utrecht", "Öztürk" → "ozturk"; curly apostrophes
 *   become straight ones), by translate() over the Latin letters, IMMUTABLE so indexes and generated columns use it;
 * - `dutch_surname_key(folded text)`: a folded surname filed as Dutch registers file it, its tussenvoegsel moved
 *   behind ("van den berg" → "berg van den").
 */

type Operand = SQLWrapper | AnyPgColumn | string;

/** Lower case, accents removed: what searches and text filters compare. */
export function foldText(value: Operand): SQL<string> {
  return sql<string>`fold_text(${value})`;
}

/** The sort key of a surname (TextOptions.sortKey 'dutchSurname'). */
export function dutchSurnameKey(value: Operand): SQL<string> {
  return sql<string>`dutch_surname_key(fold_text(${value}))`;
}

/**
 * A sort key compared byte by byte: "berg van den" must come before "bergen", and a locale such as glibc's
 * en_US ignores spaces (it would compare "bergvanden"). The key is folded to plain lower case, so bytes are letters.
 */
export function byteOrder(key: SQL | AnyPgColumn): SQL {
  return sql`${key} collate "C"`;
}
