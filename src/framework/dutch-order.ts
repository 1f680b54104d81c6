/** Dutch alphabetical order, for lists people read by their labels (permissions, enum values), not by their codes. */
const DUTCH = new Intl.Collator('nl');

/** `items` in the Dutch order of `labelOf(item)` (of the items themselves for strings); the input is left as it is. */
export function inDutchOrder<T>(items: readonly T[], labelOf: (item: T) => string = String): T[] {
  return [...items].sort((a, b) => DUTCH.compare(labelOf(a), labelOf(b)));
}
