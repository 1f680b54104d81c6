import type { CurrentUser } from './current-user.ts';

/**
 * The `?email=` of a sign-in link (an invitation) when someone else is signed in: then the sign-in pages ask
 * instead of silently sending the visitor on as the wrong person. Null when there is no such parameter, nobody is
 * signed in, or it names the signed-in user (case-insensitive).
 */
export function invitedOtherEmail(search: string, user: Pick<CurrentUser, 'email'> | null): string | null {
  const invited = new URLSearchParams(search).get('email')?.trim();
  if (!invited || !user) return null;
  return invited.toLowerCase() === user.email.trim().toLowerCase() ? null : invited;
}
