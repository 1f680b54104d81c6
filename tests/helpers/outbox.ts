import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { outboxMessages, type OutboxMessage } from '../../server/db/schema/index.ts';

/** The newest development-outbox message to `recipient` (optionally of one template), or null. */
export async function latestOutboxMessage(
  db: Db,
  recipient: string,
  template?: string,
): Promise<OutboxMessage | null> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      template
        ? and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template))
        : eq(outboxMessages.recipient, recipient),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The 6-digit code in a message's text. */
export function codeIn(message: Pick<OutboxMessage, 'text'>): string {
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${message.text}`);
  return match[1];
}
