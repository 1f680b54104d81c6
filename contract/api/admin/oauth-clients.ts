import { z } from 'zod';
import { envelope } from '../envelope.ts';

/**
 * The OAuth application calls beyond CRUD (resources/oauth-clients.ts `extensions`, spec §6;
 * server/admin/oauth-clients/).
 */

/** A confidential app's new client secret, answered once (only its hash is kept). */
export const clientSecret = z.object({ clientId: z.string(), secret: z.string() });
export type ClientSecret = z.infer<typeof clientSecret>;

/** `POST /oauth-clients/{id}/secret` (no body): the new secret; an earlier one stops working. */
export const newSecretAnswer = envelope(clientSecret);
