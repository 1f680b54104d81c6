/** The app a consent request in this tab was for, kept so its failure page can still lead back to it. */
export interface RememberedApp {
  name: string;
  url: string;
}

const KEY = 'zorgportaal.oauthConsentApp';

/**
 * Remembers, for this tab only (sessionStorage), which app the request `uid` came from. The provider forgets an
 * interaction once it is answered, so Back to the consent page finds nothing to ask it: this is how that page
 * still knows where "Terug naar <app>" goes.
 */
export function rememberConsentApp(uid: string, app: { name: string; url?: string | undefined }): void {
  if (!app.url) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ uid, name: app.name, url: app.url }));
  } catch {
    // Storage off or full: the failure page then offers the portal only.
  }
}

/** The app remembered for `uid`, when its address is a plain http(s) one. */
export function rememberedConsentApp(uid: string): RememberedApp | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { uid: storedUid, name, url } = stored as Record<string, unknown>;
    if (storedUid !== uid || typeof name !== 'string' || typeof url !== 'string') return undefined;
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:' ? { name, url } : undefined;
  } catch {
    return undefined;
  }
}
