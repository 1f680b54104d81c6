import type { App } from '../app-types.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { identityRoutes } from './identity-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { totpRoutes } from './totp-routes.ts';

/** The security settings (spec §2 `/settings/security`, §7 `/user/*` and `/totp`; docs/self-service.md). */
export async function securityRoutes(app: App): Promise<void> {
  // Signed in before anything else: a signed-out caller learns nothing from validation (401 before 422).
  app.addHook('preValidation', async (request) => void requireUser(request));
  await app.register(settingsRoutes);
  await app.register(sessionRoutes);
  await app.register(totpRoutes);
  await app.register(passkeyRoutes);
  await app.register(identityRoutes);
}
