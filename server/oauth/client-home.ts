import { redirectUriLines } from './clients.ts';

/**
 * Where "Terug naar <app>" leads: the origin of the app's first registered redirect URI. Only a registered URI
 * counts (never one a request names), so the link cannot be pointed elsewhere; clients carry no `client_uri`.
 */
export function clientHomeUrl(
  redirectUris: string | readonly string[] | null | undefined,
): string | undefined {
  const uris =
    typeof redirectUris === 'string' || redirectUris == null
      ? redirectUriLines(redirectUris ?? null)
      : redirectUris;
  for (const uri of uris) {
    try {
      const url = new URL(uri);
      if (url.protocol === 'https:' || url.protocol === 'http:') return `${url.origin}/`;
    } catch {
      // Registered URIs are checked on input; an odd one is skipped rather than shown.
    }
  }
  return undefined;
}
