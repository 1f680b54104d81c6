import type { FastifyBaseLogger } from 'fastify';
import { deliveryFailed } from './delivery-error.ts';
import type { Notifier } from './notifier.ts';
import { renderText } from './render.ts';

/** An SMS provider: sends `text` to `to` (E.164) and resolves once the provider accepted it. */
export interface SmsAdapter {
  /** The provider's name, for logs and the outbox page. */
  readonly name: string;
  /** Resolves with the provider's id of the message; rejects with SmsProviderError (or any error). */
  send(to: string, text: string): Promise<{ id?: string | undefined }>;
}

/** The provider did not take a message; `details` are safe to log (status, the provider's error code and text). */
export class SmsProviderError extends Error {
  readonly details: Record<string, unknown>;

  constructor(message: string, details: Record<string, unknown>) {
    super(message);
    this.name = 'SmsProviderError';
    this.details = details;
  }
}

/** SMS through `adapter`: the Dutch SMS text of the message; a failure is logged and rejects with DeliveryError. */
export function smsNotifier(adapter: SmsAdapter, log: FastifyBaseLogger, appName: string): Notifier {
  return {
    async send(message) {
      const { text } = renderText(message, appName);
      try {
        const { id } = await adapter.send(message.to, text);
        log.info(
          { delivery: { channel: 'sms', template: message.template, provider: adapter.name, id } },
          'sms sent',
        );
      } catch (error) {
        const details = error instanceof SmsProviderError ? error.details : {};
        const reason = {
          provider: adapter.name,
          message: error instanceof Error ? error.message : String(error),
          ...details,
        };
        throw deliveryFailed(log, message, reason, error);
      }
    },
  };
}
