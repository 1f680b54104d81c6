import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import { HttpError } from '../http/http-error.ts';
import type { Message } from './messages.ts';

/** Seconds the client is asked to wait before trying again after a failed delivery. */
export const DELIVERY_RETRY_AFTER_SECONDS = 60;

/**
 * The mail server or SMS provider did not take a message: 503 with Retry-After, without `maintenance` (so the SPA
 * shows an error, not the maintenance notice). Logged as an error where it is made (`deliveryFailed`), with the
 * reason; the error handler does not log it again.
 */
export class DeliveryError extends HttpError {
  constructor(cause?: unknown) {
    super(
      503,
      translate('server.deliveryFailed'),
      {},
      { 'Retry-After': String(DELIVERY_RETRY_AFTER_SECONDS) },
    );
    this.name = 'DeliveryError';
    this.cause = cause;
  }
}

/**
 * Logs a failed delivery as an error — which message to whom, and `reason`: the server's or provider's answer,
 * never credentials or the message text (it holds codes) — and returns the DeliveryError to throw.
 */
export function deliveryFailed(
  log: FastifyBaseLogger,
  message: Message,
  reason: Record<string, unknown>,
  cause?: unknown,
): DeliveryError {
  log.error(
    { delivery: { channel: message.channel, template: message.template, to: message.to }, reason },
    `delivery failed: ${message.channel} ${message.template}`,
  );
  return new DeliveryError(cause);
}
