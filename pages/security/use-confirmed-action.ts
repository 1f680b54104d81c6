import { useState } from 'react';
import { toast } from '../../src/ui/toast.ts';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { useRefreshSecurity } from './use-security-settings.ts';

type Question = Parameters<ReturnType<typeof useConfirm>>[0];

/**
 * An action of the login-activity cards (end a session, forget a device): asked first, then done, said with a
 * toast, and the security data refreshed. `busy` is the key of the action under way, for its button's spinner.
 */
export function useConfirmedAction() {
  const confirm = useConfirm();
  const refresh = useRefreshSecurity();
  const [busy, setBusy] = useState<string | null>(null);

  async function act(key: string, ask: Question, action: () => Promise<void>, done: string) {
    if (!(await confirm(ask)).confirmed) return;
    setBusy(key);
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch {
      // Reported by the HTTP client (toast, or a declined re-confirmation).
    } finally {
      setBusy(null);
    }
  }

  return { busy, act };
}
