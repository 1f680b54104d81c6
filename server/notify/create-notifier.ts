import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { deliveryChannels } from './channels.ts';
import { deliveryFailed } from './delivery-error.ts';
import type { CodeChannel } from '../../contract/enums.ts';
import type { Notifier } from './notifier.ts';
import { outboxNotifier } from './outbox-notifier.ts';
import { smsNotifier } from './sms.ts';
import { smtpNotifier } from './smtp-notifier.ts';
import { twilioAdapter } from './twilio.ts';

/** A notifier per channel behind one: each message goes to the notifier of its channel. */
export function routerNotifier(channels: Record<CodeChannel, Notifier>): Notifier {
  return { send: (message) => channels[message.channel].send(message) };
}

/** A channel that does not exist here (production without its configuration): every send fails, logged. */
function unavailableNotifier(log: FastifyBaseLogger, missing: string): Notifier {
  return {
    async send(message) {
      throw deliveryFailed(log, message, { message: `channel not configured (${missing})` });
    },
  };
}

export interface ConfiguredNotifier {
  notifier: Notifier;
  /** Closes the SMTP pool (when there is one). */
  close(): Promise<void>;
}

/**
 * The notifier for this configuration (docs/architecture.md "Delivery of codes"): email over SMTP when SMTP_URL is
 * set, SMS through the
 * SMS_PROVIDER; a channel without configuration goes to the development outbox outside production. In production
 * the outbox does not exist: mail is required by the configuration, and SMS without a provider is unavailable
 * (`smsAvailable`). Used by the app (`app.notifier`) and by CLIs that send (`npm run user:create -- --invite`).
 */
export function createNotifier(config: Config, db: Db, log: FastifyBaseLogger): ConfiguredNotifier {
  const channels = deliveryChannels(config);
  const outbox = outboxNotifier(db, log, config.APP_NAME);
  const { SMTP_URL, MAIL_FROM, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM } = config;
  const smtp =
    channels.email === 'smtp' && SMTP_URL && MAIL_FROM
      ? smtpNotifier({ url: SMTP_URL, from: MAIL_FROM, appName: config.APP_NAME }, log)
      : null;
  const email = smtp ?? (channels.email === 'outbox' ? outbox : unavailableNotifier(log, 'SMTP_URL'));
  const sms =
    channels.sms === 'twilio' && TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && SMS_FROM
      ? smsNotifier(
          twilioAdapter({
            accountSid: TWILIO_ACCOUNT_SID,
            authToken: TWILIO_AUTH_TOKEN,
            from: SMS_FROM,
            apiUrl: config.TWILIO_API_URL,
          }),
          log,
          config.APP_NAME,
        )
      : channels.sms === 'outbox'
        ? outbox
        : unavailableNotifier(log, 'SMS_PROVIDER');
  return {
    notifier: routerNotifier({ email, sms }),
    close: async () => smtp?.close(),
  };
}
