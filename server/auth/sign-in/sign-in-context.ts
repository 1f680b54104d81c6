import type { Db } from '../../db/client.ts';
import type { SessionContext } from '../../http/request-context.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { DeviceEntry } from '../devices/device-token.ts';
import type { SecondStep } from '../../../contract/api/sign-in.ts';

/** What every sign-in action needs from the app and the request (built by the routes: sign-in-request.ts). */
export interface SignInContext {
  db: Db;
  appKey: Buffer;
  notifier: Notifier;
  /** Whether SMS codes can be sent with this configuration (server/notify/channels.ts). */
  smsAvailable: boolean;
  ip: string;
  userAgent: string;
  /** The session the request came with, if any: rotated away on sign-in. */
  currentSessionId: string | null;
  /** The browser's `zp_challenge` cookie (the binding of its challenges), if any. */
  bindingToken: string | null;
  /** The browser's `zp_device` entries (signature checked), none without the cookie: its known devices. */
  deviceEntries?: readonly DeviceEntry[] | undefined;
  now: Date;
}

/** Where the client goes once signed in (docs/sign-in.md `LoginResult`). */
export type LoginNext = 'authenticated' | 'onboarding';

/** The page to open first (null when only the password or a backup code are left) and the methods allowed. */
export type { SecondStep };

/** A session was started: the route sets its cookie, a fresh XSRF token, and clears the challenge cookie. */
export interface SessionStarted {
  next: LoginNext;
  token: string;
  session: SessionContext;
  /** After a backup code: how many are left. */
  backupCodesLeft?: number;
  /** The new `zp_device` cookie value: this browser is a known device of the user (rotated token). */
  deviceCookie?: string;
}

/** A second step is needed: the route sets the challenge cookie when a new challenge was made. */
export interface SecondStepNeeded {
  next: 'second_step';
  secondStep: SecondStep;
  /** The new challenge's binding token (cookie value), or null when the browser's challenge carries on. */
  bindingToken: string | null;
}

export type SignInResult = SessionStarted | SecondStepNeeded;
