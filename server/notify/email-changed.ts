import { maskEmail } from '../auth/codes/masking.ts';
import { DeliveryError } from './delivery-error.ts';
import type { Notifier } from './notifier.ts';

/**
 * Tells an account's previous address that its sign-in address changed (template `emailChanged`, the new address
 * masked), so a hijacked session or a change by someone else does not go unnoticed. A failed notice does not undo
 * the change: the notifier has logged it.
 */
export async function tellEmailChanged(
  notifier: Notifier,
  previous: { email: string; firstname: string },
  newEmail: string,
): Promise<void> {
  try {
    await notifier.send({
      template: 'emailChanged',
      channel: 'email',
      to: previous.email,
      params: { firstname: previous.firstname, newEmail: maskEmail(newEmail) },
    });
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
  }
}
