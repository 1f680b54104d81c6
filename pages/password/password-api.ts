import type { ResetPasswordInput } from '../../contract/api/passwords.ts';
import { http, isApiError, type RecordEnvelope } from '../../src/api/index.ts';

/** `POST /auth/send-password-reset-link`: answers the same whether the address has an account or not. */
export async function sendPasswordResetLink(email: string): Promise<void> {
  await http.post<RecordEnvelope<{ sent: true }>>('/auth/send-password-reset-link', { email });
}

/**
 * `POST /auth/reset-password`. Rejects with the ApiError of a 422 (field errors on `token`, `email`, `password`,
 * `passwordConfirmation`). On success nobody is signed in: the person signs in with the new password.
 */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await http.post<RecordEnvelope<{ reset: true }>>('/auth/reset-password', input);
}

/**
 * `GET /auth/reset-password/{token}`: whether the link still works, without using it. Resolves null for a live
 * link, and the server's Dutch message for a used, expired, ended or unknown one (its 422 on `token`); rejects on
 * any other failure.
 */
export async function resetLinkProblem(token: string): Promise<string | null> {
  try {
    await http.get<RecordEnvelope<{ valid: true }>>(`/auth/reset-password/${encodeURIComponent(token)}`, {
      silentStatuses: [422],
    });
    return null;
  } catch (error) {
    if (isApiError(error) && error.status === 422) return error.errors.token?.join(' ') ?? error.message;
    throw error;
  }
}
