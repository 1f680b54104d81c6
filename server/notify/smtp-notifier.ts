import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { deliveryFailed } from './delivery-error.ts';
import type { Notifier } from './notifier.ts';
import { renderHtml } from './render-html.ts';
import { renderText } from './render.ts';

export interface SmtpSettings {
  /** `smtp://` or `smtps://`, credentials in the URL (SMTP_URL). */
  url: string;
  /** Sender (MAIL_FROM). */
  from: string;
  appName: string;
  /** How long one message may take in all (connect, greeting, hand-over); default 30 s. */
  timeoutMs?: number;
}

export interface ClosableNotifier extends Notifier {
  close(): Promise<void>;
}

/** What of nodemailer's error is safe and useful to log: the server's answer, never the URL's credentials. */
function smtpReason(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, command, response, responseCode, permanent } = error as Error & {
    code?: string;
    command?: string;
    response?: string;
    responseCode?: number;
    permanent?: boolean;
  };
  return { message: error.message, code, command, responseCode, response, permanent };
}

/**
 * Email over SMTP through one pooled nodemailer transport (a few connections kept open and reused), with a
 * Dutch text part and an HTML part. A message the server does not accept (refused, unreachable, timed out)
 * is logged as an error and rejects with DeliveryError; nothing is retried behind the caller's back.
 */
export function smtpNotifier(settings: SmtpSettings, log: FastifyBaseLogger): ClosableNotifier {
  const timeoutMs = settings.timeoutMs ?? 30_000;
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: Math.min(10_000, timeoutMs),
    greetingTimeout: Math.min(10_000, timeoutMs),
    socketTimeout: timeoutMs,
    // Never wait on a dead socket at close.
    socketCloseTimeout: 1_000,
  });
  return {
    async send(message) {
      const rendered = renderText(message, settings.appName);
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: rendered.subject ?? '',
          text: rendered.text,
          html: renderHtml(message, settings.appName),
          // RFC 3834: no out-of-office replies to our codes.
          headers: { 'Auto-Submitted': 'auto-generated' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        log.info(
          { delivery: { channel: 'email', template: message.template, messageId: info.messageId } },
          'email sent',
        );
      } catch (error) {
        throw deliveryFailed(log, message, smtpReason(error), error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
