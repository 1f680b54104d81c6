import { parentPort } from 'node:worker_threads';
import { judgePassword, type PasswordContext } from './password-policy.ts';

/** The worker thread of `checkPassword` (password-policy.ts): judges one password per message, in turn. */
parentPort?.on(
  'message',
  ({ id, password, context }: { id: number; password: string; context: PasswordContext }) => {
    try {
      parentPort?.postMessage({ id, verdict: judgePassword(password, context) });
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
