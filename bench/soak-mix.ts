/**
 * The traffic of one soak connection (bench/soak.ts): a user signs in (password, email code), makes
 * SESSION_REQUESTS requests drawn from MIX, signs out, and starts again as the same user from a new address.
 * Pure (the random numbers come from the caller), so the mix is tested without a server.
 */
export type SoakAction = 'list' | 'search' | 'create' | 'update';

/** Requests per signed-in session: a sign-in (three calls) for every 20 other requests. */
export const SESSION_REQUESTS = 20;

/** Relative weights: mostly reading, one request in five a write. */
export const MIX: readonly (readonly [SoakAction, number])[] = [
  ['list', 50],
  ['search', 30],
  ['create', 10],
  ['update', 10],
];

/** The action whose share of the weights holds `random` (0 ≤ random < 1). */
export function pickAction(
  random: number,
  mix: readonly (readonly [SoakAction, number])[] = MIX,
): SoakAction {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random * total;
  for (const [action, weight] of mix) {
    if (point < weight) return action;
    point -= weight;
  }
  return mix[mix.length - 1]![0];
}

/** One of `items` by `random` (0 ≤ random < 1). */
export function pickOne<T>(items: readonly T[], random: number): T {
  return items[Math.min(items.length - 1, Math.floor(random * items.length))]!;
}

/**
 * A distinct client address (10.0.0.0/8) for the n-th session, sent as X-Forwarded-For behind TRUST_PROXY, so
 * the per-IP flood guards of the sign-in routes (20 a minute) meet many clients as in production, not one.
 */
export function clientAddress(n: number): string {
  const value = (n % 0xfffffe) + 1;
  return `10.${(value >> 16) & 255}.${(value >> 8) & 255}.${value & 255}`;
}
