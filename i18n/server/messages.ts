import { mergeMessages } from '../merge-messages.ts';
import { serverAccountNl } from './account.ts';
import { serverAuthorityNl } from './authority.ts';
import { serverNl } from './core.ts';
import { serverOauthNl } from './oauth.ts';
import { serverPasskeysNl } from './passkeys.ts';
import { serverSecurityNl } from './security.ts';

/** Every Dutch API text: the core's, then those of the self-service areas (each in its own file). */
export const serverMessages = mergeMessages(
  serverNl,
  serverAccountNl,
  serverSecurityNl,
  serverPasskeysNl,
  serverOauthNl,
  serverAuthorityNl,
);
