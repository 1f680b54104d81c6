const MAX_LENGTH = 2048;

/**
 * The `intendedUrl` a sign-in may carry, when it is a same-origin path (`/…`, not `//…` or `/\…`, no control
 * characters, at most 2048 characters); anything else is ignored (null), so it can never send the user to another
 * site. Pure.
 */
export function sanitizeIntendedUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (tab, newline …) in a target are refused on purpose: the regex must name them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const parsed = new URL(value, 'http://zorgportaal.invalid');
    if (parsed.origin !== 'http://zorgportaal.invalid') return null;
  } catch {
    return null;
  }
  return value;
}

/** Where the SPA goes after signing in when no intended URL was given. */
export const DEFAULT_INTENDED_URL = '/dashboard';
