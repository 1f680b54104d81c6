import type { CodeChannel } from '../../contract/enums.ts';

/**
 * What the product sends, as data: a template name, its channel, a recipient and the template's parameters.
 * Rendering (Dutch subject, text and HTML) lives in `render.ts`; delivery in the notifiers.
 */

interface Base<Template extends string, C extends CodeChannel, Params> {
  template: Template;
  channel: C;
  /** Email address, or a phone number in E.164 for SMS. */
  to: string;
  params: Params;
}

export type Message =
  /** A 6-digit sign-in or second-step code. */
  | Base<'signInCode', CodeChannel, { code: string; firstname: string }>
  /** A 6-digit code confirming an email address or phone number (onboarding, settings). */
  | Base<'verificationCode', CodeChannel, { code: string; firstname: string }>
  /**
   * To the owner of an email address or verified phone number that another signed-in user asked a verification
   * code for: no code, a notice (server/account/verification-codes.ts; `contact` is that address or number).
   */
  | Base<'contactInUse', CodeChannel, { firstname: string; contact: string }>
  /** To the previous address of an account whose email address was changed (with the new one, masked). */
  | Base<'emailChanged', 'email', { firstname: string; newEmail: string }>
  /** A password-reset link (60 minutes, single use). */
  | Base<'passwordReset', 'email', { url: string; firstname: string }>
  /** An invitation: the link signs the person in with an email code and leads to onboarding. */
  | Base<'invitation', 'email', { url: string; firstname: string }>;

export type TemplateName = Message['template'];
