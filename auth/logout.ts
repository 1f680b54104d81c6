import { http } from '../src/api/index.ts';
import { markUnauthenticated } from './check-authentication.ts';
import { clearTarget } from './redirect-target.ts';
import { setEmail } from './session-store.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
let pending: Promise<void> | null = null;

/**
 * Registers a cache to clear on sign-out (the admin's react-query client registers `clear`). Returns the
 * unregister function.
 */
export function onLogout(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Signs out (spec §4): `POST /auth/logout`, then Unauthenticated, the stored email and remembered target
 * forgotten, and every registered cache cleared. Never rejects: a failed call still ends the session here.
 * Concurrent calls share one sign-out.
 */
export function logout(): Promise<void> {
  pending ??= (async () => {
    try {
      // Not silent on 419: a stale anti-forgery token gets the client's one refresh and retry, else the server
      // session would outlive the sign-out.
      await http.post('/auth/logout', undefined, { silentStatuses: [401], toastErrors: false });
    } catch {
      // The server session may already be gone; the client state ends regardless.
    }
    endSession();
  })().finally(() => {
    pending = null;
  });
  return pending;
}

function endSession(): void {
  markUnauthenticated();
  setEmail(null);
  clearTarget();
  for (const listener of listeners) listener();
}
