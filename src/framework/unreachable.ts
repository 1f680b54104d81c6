/**
 * The end of an exhaustive `switch` over a field kind: when resources/define.ts gains a kind, tsc points here at
 * every screen part that does not handle it yet.
 */
export function unreachable(kind: never): never {
  throw new Error(`Unhandled field kind: ${String(kind)}`);
}
