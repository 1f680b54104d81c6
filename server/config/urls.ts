import { z } from 'zod';

/** A URL whose scheme is one of `protocols` (without the colon), with `message` naming what is expected. */
export function urlWithProtocol(protocols: readonly string[], message: string) {
  return z
    .string()
    .trim()
    .refine((value) => URL.canParse(value), 'moet een geldige URL zijn')
    .refine(
      (value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol.slice(0, -1)),
      message,
    );
}

/** APP_URL: the site's public origin, `http(s)://host[:port]`, no path, query or fragment (a trailing / is fine). */
export const appUrlSchema = urlWithProtocol(
  ['http', 'https'],
  'moet beginnen met http:// of https://',
).refine((value) => {
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return url.pathname === '/' && url.search === '' && url.hash === '';
}, 'moet de oorsprong van de site zijn, zonder pad, query of fragment (bijv. https://zorgportaal.example)');

/** DATABASE_URL: a PostgreSQL connection string. */
export const databaseUrlSchema = urlWithProtocol(
  ['postgres', 'postgresql'],
  'moet beginnen met postgres:// of postgresql://',
);

/** REDIS_URL: a Redis connection string (rediss:// for TLS). */
export const redisUrlSchema = urlWithProtocol(['redis', 'rediss'], 'moet beginnen met redis:// of rediss://');
