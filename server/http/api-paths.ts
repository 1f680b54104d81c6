/** The path of a request URL without its query string. */
export function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** Whether a URL belongs to the API (`/api` and below). */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === '/api' || path.startsWith('/api/');
}

/** Liveness and readiness probes: exempt from maintenance, version header and the request ceiling. */
export function isHealthPath(url: string): boolean {
  const path = pathOf(url);
  return path === '/api/health' || path.startsWith('/api/health/');
}

/**
 * Profile photos (`GET /api/avatars/{userId}/{version}`): loaded by the browser itself as an `<img src>`, which
 * cannot send the version header. Exempt from it; a session is still required.
 */
export function isAvatarPath(url: string): boolean {
  return pathOf(url).startsWith('/api/avatars/');
}
