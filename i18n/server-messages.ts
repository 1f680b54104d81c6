import { mergeMessages } from './merge-messages.ts';
import { serverAccountNl } from './server-account-nl.ts';
import { serverAuthorityNl } from './server-authority-nl.ts';
import { serverNl } from './server-nl.ts';
import { serverOauthNl } from './server-oauth-nl.ts';
import { serverPasskeysNl } from './server-passkeys-nl.ts';
import { serverSecurityNl } from './server-security-nl.ts';

/** Every Dutch API text: the core's, then those of the self-service areas (each in its own file). */
export const serverMessages = mergeMessages(
  serverNl,
  serverAccountNl,
  serverSecurityNl,
  serverPasskeysNl,
  serverOauthNl,
  serverAuthorityNl,
);
