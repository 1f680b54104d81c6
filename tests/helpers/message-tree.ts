/** Nested message objects (i18n/<lang>/<area>.ts) as dotted keys: shared by the i18n tests and the journeys. */
export type MessageTree = Record<string, unknown>;

/** Every leaf of a message tree as [dotted key, text]. */
export function messageLeaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'object' && value !== null
      ? messageLeaves(value, key)
      : [[key, String(value)] as [string, string]];
  });
}

/** The value at a dotted key, or undefined. */
export function lookupMessage(tree: object, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as MessageTree)[part];
  }
  return node;
}
