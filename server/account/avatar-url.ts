/** Where a profile photo is served (`GET /api/avatars/{userId}/{version}`): a new upload is a new URL. */
export function avatarUrl(userId: string, version: string): string {
  return `/api/avatars/${encodeURIComponent(userId)}/${encodeURIComponent(version)}`;
}
