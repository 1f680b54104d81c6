const OR = new Intl.ListFormat('nl', { type: 'disjunction' });

/** "Apple, Google of Microsoft", "Google of Microsoft", "Google": the choices a sentence offers, in Dutch. */
export function inDutchList(items: readonly string[]): string {
  return OR.format(items);
}
