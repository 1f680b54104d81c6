/**
 * The contract's schemas name their messages instead of spelling them: `contract/` holds no sentences, so it stays
 * free of i18n and the SPA can read its types without loading texts. A message is a key of the API's texts
 * (i18n/server/), with its parameters in query form (`server.password.tooLong?max=1024`); the server turns it into
 * Dutch when it builds a 422 (server/http/validation-errors.ts, i18n/server/translate.ts `translateMessage`).
 */
export type MessageKey = `server.${string}`;

/** The message `key`, with `params` for its placeholders (`%{max}`); a number stays a number (`smart_count`). */
export function message(key: MessageKey, params?: Record<string, string | number>): string {
  if (!params) return key;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${key}?${query.toString()}`;
}
