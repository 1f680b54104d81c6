/** REDIS_URL for a `*.redis.test.ts` file (vitest.config.ts runs those only when it is set). */
export function redisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url)
    throw new Error(
      'REDIS_URL is required for *.redis.test.ts (vitest.config.ts leaves them out without it)',
    );
  return url;
}
