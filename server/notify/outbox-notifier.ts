import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { Notifier } from './notifier.ts';
import { renderText } from './render.ts';

/**
 * The development outbox (docs/architecture.md "Delivery of codes"): stores each message and prints it in the server
 * log, so codes can be
 * read without mail or SMS configured. Never used in production (`create-notifier.ts`).
 */
export function outboxNotifier(db: Db, log: FastifyBaseLogger, appName: string): Notifier {
  return {
    async send(message) {
      const rendered = renderText(message, appName);
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        template: message.template,
        subject: rendered.subject,
        text: rendered.text,
      });
      log.info(
        { outbox: { channel: message.channel, to: message.to, template: message.template } },
        `Ontwikkel-postvak (${message.channel} aan ${message.to}): ${rendered.text}`,
      );
    },
  };
}
