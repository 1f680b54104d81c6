import type { Config } from '../config.ts';

export type DeliveryConfig = Pick<Config, 'production' | 'SMTP_URL' | 'SMS_PROVIDER'>;

export interface DeliveryChannels {
  /** Real SMTP, or the development outbox (production requires SMTP_URL, so 'unavailable' is a safety net). */
  email: 'smtp' | 'outbox' | 'unavailable';
  /** A provider, the development outbox, or nothing: production without SMS_PROVIDER has no SMS. */
  sms: 'twilio' | 'outbox' | 'unavailable';
}

/** Where each channel's messages go with this configuration (docs/architecture.md "Delivery of codes"). */
export function deliveryChannels(config: DeliveryConfig): DeliveryChannels {
  return {
    email: config.SMTP_URL ? 'smtp' : config.production ? 'unavailable' : 'outbox',
    sms: config.SMS_PROVIDER ?? (config.production ? 'unavailable' : 'outbox'),
  };
}

/**
 * Whether SMS can be offered (second step, phone verification): a provider is configured, or outside production
 * the outbox takes it. In production without SMS_PROVIDER the SMS method must not be offered; sending one anyway
 * fails with a DeliveryError.
 */
export function smsAvailable(config: DeliveryConfig): boolean {
  return deliveryChannels(config).sms !== 'unavailable';
}
