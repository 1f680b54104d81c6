type Messages = Record<string, unknown>;

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges message trees; later trees override earlier ones key by key. */
export function mergeMessages(...trees: object[]): Messages {
  const result: Messages = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const previous = result[key];
      result[key] = isMessages(previous) && isMessages(value) ? mergeMessages(previous, value) : value;
    }
  }
  return result;
}
