import type { Message } from './messages.ts';
import type { Notifier } from './notifier.ts';

/** The person an invitation goes to: the new account's email address and first name. */
export interface Invitee {
  email: string;
  firstname: string;
}

/** Sends the invitation to a new account; rejects with DeliveryError when it could not be sent. */
export type Invite = (invitee: Invitee) => Promise<void>;

/**
 * Where an invitation leads: the SPA's email-code sign-in page with the address filled in (docs/sign-in.md). The
 * link carries no secret: signing in still takes a code sent to that address, then onboarding.
 */
export function invitationUrl(appUrl: string, email: string): string {
  return `${appUrl}/login/email?email=${encodeURIComponent(email)}`;
}

export function invitationMessage(appUrl: string, { email, firstname }: Invitee): Message {
  return {
    template: 'invitation',
    channel: 'email',
    to: email,
    params: { url: invitationUrl(appUrl, email), firstname },
  };
}

/** An `Invite` that sends through `notifier` with links to `appUrl`. */
export function inviter(notifier: Notifier, appUrl: string): Invite {
  return (invitee) => notifier.send(invitationMessage(appUrl, invitee));
}
