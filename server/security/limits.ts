/**
 * Per-IP flood guards of the security routes (as the sign-in routes have): writes, and the calls that send the
 * browser to a provider. Guessing is guarded by the sign-in throttle where a secret is checked.
 */
export const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
export const LINK_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
