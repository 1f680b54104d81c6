import type { ConfirmedTotp, PendingTotp, TotpConfirmation } from '../../contract/api/security.ts';
import { http, type RecordEnvelope } from '../../src/api/index.ts';

/** `POST /totp` gives a pending secret and its URI; `PATCH /totp` turns it on (backup codes when none were left). */
export type { ConfirmedTotp, PendingTotp };

export async function startTotpSetup(): Promise<PendingTotp> {
  const { data } = await http.post<RecordEnvelope<PendingTotp>>('/totp');
  return data;
}

/** Confirms the pending secret with a code of the app; a wrong code rejects with 422 on `code`. */
export async function confirmTotp(code: string): Promise<ConfirmedTotp> {
  const body: TotpConfirmation = { code };
  const { data } = await http.patch<RecordEnvelope<ConfirmedTotp>>('/totp', body);
  return data;
}
