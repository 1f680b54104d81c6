import { z } from 'zod';

/**
 * The answers of the options calls (docs/api.md "Passkeys"), as `@simplewebauthn/server` makes them
 * (`PublicKeyCredentialCreationOptionsJSON`, `PublicKeyCredentialRequestOptionsJSON`): what the SPA hands to
 * `@simplewebauthn/browser`. Written out so the response is checked and documented like every other.
 */
const descriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

const userVerification = z.enum(['required', 'preferred', 'discouraged']);

const extensions = z.object({ credProps: z.boolean().optional() }).optional();

export const creationOptionsJson = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  hints: z.array(z.string()).optional(),
  extensions,
});

export const requestOptionsJson = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: userVerification.optional(),
  hints: z.array(z.string()).optional(),
  extensions,
});
