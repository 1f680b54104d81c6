import { http, type RecordEnvelope } from '../../src/api/index.ts';

/** `POST /totp`: a new pending secret (base32) and its `otpauth://` URI for the QR code. */
export interface PendingTotp {
  secret: string;
  uri: string;
}

/** `PATCH /totp`: the authenticator is on; `backupCodes` are 10 new codes (shown once) or null. */
export interface ConfirmedTotp {
  enabled: boolean;
  backupCodes: string[] | null;
}

export async function startTotpSetup(): Promise<PendingTotp> {
  const { data } = await http.post<RecordEnvelope<PendingTotp>>('/totp');
  return data;
}

/** Confirms the pending secret with a code of the app; a wrong code rejects with 422 on `code`. */
export async function confirmTotp(code: string): Promise<ConfirmedTotp> {
  const { data } = await http.patch<RecordEnvelope<ConfirmedTotp>>('/totp', { code });
  return data;
}
