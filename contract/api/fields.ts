import { z } from 'zod';

/** Fields several calls share, with their messages named once. */

/** A six-digit one-time code (sent by email or SMS, or an authenticator's); spaces around it are ignored. */
export const sixDigitCode = z
  .string({ error: 'server.challenge.codeRequired' })
  .trim()
  .min(1, { error: 'server.challenge.codeRequired' })
  .regex(/^\d{6}$/, { error: 'server.challenge.codeFormat' });
