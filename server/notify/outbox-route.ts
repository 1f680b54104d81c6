import { CODE_CHANNELS } from '../../contract/enums.ts';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../app-types.ts';
import { outboxMessages } from '../db/schema/index.ts';

const MAX_MESSAGES = 20;

const outboxAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(CODE_CHANNELS),
      to: z.string(),
      template: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/**
 * `GET /api/dev/outbox?to=` (development and tests only: app.ts does not register it in production): the newest
 * development-outbox messages, to one recipient when `to` is given, as JSON. For browser journeys, which run the
 * server in another process and read their sign-in codes here. People read the outbox at /dev/outbox.
 */
export async function devOutboxRoute(app: App): Promise<void> {
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: z.object({ to: z.string().max(320).optional() }),
        response: { 200: outboxAnswer },
      },
    },
    async (request) => {
      const { to } = request.query;
      const rows = await app.database.db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.recipient, to) : undefined)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(MAX_MESSAGES);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          template: row.template,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
