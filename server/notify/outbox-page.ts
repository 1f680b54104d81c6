import { desc, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { translate } from '../../i18n/server/translate.ts';
import type { Db } from '../db/client.ts';
import { outboxMessages, type OutboxMessage } from '../db/schema/index.ts';
import { notFound } from '../http/not-found.ts';
import { deliveryChannels, type DeliveryChannels } from './channels.ts';
import { escapeHtml } from './html.ts';

/** At most this many messages on the page, newest first. */
export const OUTBOX_PAGE_LIMIT = 200;

const t = (key: string, options?: Record<string, unknown>) => escapeHtml(translate(key, options));

const TIME = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Amsterdam',
});

/** A web address (up to, not including, closing punctuation) or a 6-digit code, in a message's plain text. */
const TOKEN = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])|\b(\d{6})\b/g;

/** A message's text as HTML: escaped, with its links clickable and its codes set apart. */
export function textHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    html += escapeHtml(text.slice(last, match.index));
    const [whole, url, code] = match;
    if (url) html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    else html += `<strong class="code">${escapeHtml(code ?? whole)}</strong>`;
    last = match.index + whole.length;
  }
  return html + escapeHtml(text.slice(last));
}

function messageHtml(message: OutboxMessage): string {
  const channel = message.channel === 'email' ? t('server.outbox.email') : t('server.outbox.sms');
  const to = t('server.outbox.to', { to: message.recipient });
  const heading = message.subject ? escapeHtml(message.subject) : `${channel} ${to}`;
  return `<article>
<h2>${heading}</h2>
<p class="meta"><span class="channel">${channel}</span> ${to} · <time datetime="${message.createdAt.toISOString()}">${escapeHtml(TIME.format(message.createdAt))}</time> · ${t('server.outbox.template', { template: message.template })}</p>
<div class="text">${textHtml(message.text)}</div>
</article>`;
}

const STYLE = `
body{margin:0;padding:24px 16px;background:#f4f5f7;color:#1a1a1a;font:16px/1.5 Arial,'Helvetica Neue',Helvetica,sans-serif}
main{max-width:760px;margin:0 auto}
h1{font-size:24px;margin:0 0 8px}
h2{font-size:18px;margin:0 0 4px}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin:16px 0}
label{display:flex;flex-direction:column;gap:4px;flex:1 1 280px;font-weight:bold}
input{font:inherit;padding:8px;border:1px solid #6b7280;border-radius:4px}
button{font:inherit;padding:8px 16px;border:0;border-radius:4px;background:#0b57d0;color:#fff;cursor:pointer}
a{color:#0b57d0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.note{color:#4b5563}
article{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:16px;margin:0 0 12px}
.meta{margin:0 0 8px;color:#4b5563;font-size:14px}
.channel{font-weight:bold;color:#1a1a1a}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
.code{font-family:Consolas,'Courier New',monospace;font-size:22px;letter-spacing:2px;background:#fff4c2;padding:0 4px;border-radius:4px}
`;

export interface OutboxPageInput {
  appName: string;
  messages: readonly OutboxMessage[];
  /** The recipient filter, as typed. */
  to: string;
  channels: DeliveryChannels;
}

/** The whole page: Dutch, server-rendered, no script (the CSP allows none inline), styles in one <style>. */
export function renderOutboxPage({ appName, messages, to, channels }: OutboxPageInput): string {
  const notes = [
    channels.email === 'smtp' ? t('server.outbox.emailViaSmtp') : null,
    channels.sms !== 'outbox' && channels.sms !== 'unavailable'
      ? t('server.outbox.smsViaProvider', { provider: channels.sms })
      : null,
    messages.length >= OUTBOX_PAGE_LIMIT ? t('server.outbox.limited', { limit: OUTBOX_PAGE_LIMIT }) : null,
  ].filter((note) => note !== null);
  const list =
    messages.length > 0
      ? messages.map(messageHtml).join('\n')
      : `<p>${to ? t('server.outbox.emptyFiltered', { to }) : t('server.outbox.empty')}</p>`;
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('server.outbox.title', { app: appName })}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${t('server.outbox.heading')}</h1>
<p>${t('server.outbox.intro', { app: appName })}</p>
${notes.map((note) => `<p class="note">${note}</p>`).join('\n')}
<form method="get" action="/dev/outbox" role="search">
<label>${t('server.outbox.filterLabel')}<input type="search" name="to" value="${escapeHtml(to)}" autocomplete="off"></label>
<button type="submit">${t('server.outbox.filter')}</button>
<a href="/dev/outbox">${t('server.outbox.showAll')}</a>
<a href="/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}">${t('server.outbox.refresh')}</a>
</form>
${list}
</main>
</body>
</html>
`;
}

/** The newest outbox messages, optionally only those whose recipient contains `to` (case-insensitive). */
export async function listOutbox(db: Db, to: string): Promise<OutboxMessage[]> {
  const pattern = `%${to.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select()
    .from(outboxMessages)
    .where(to ? ilike(outboxMessages.recipient, pattern) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_PAGE_LIMIT);
}

const query = z.object({ to: z.string().trim().max(320).optional() });

/**
 * GET /dev/outbox (docs/architecture.md "Delivery of codes"): the development outbox as a page, outside production
 * only. In production the
 * path answers 404 (registered, so the SPA's history fallback does not answer it with the app).
 */
export const outboxPage = fp(
  async (app: FastifyInstance) => {
    if (app.config.production) {
      app.get('/dev/outbox', notFound);
      return;
    }
    app.get('/dev/outbox', async (request, reply) => {
      const parsed = query.safeParse(request.query);
      const to = parsed.success ? (parsed.data.to ?? '') : '';
      const html = renderOutboxPage({
        appName: app.config.APP_NAME,
        messages: await listOutbox(app.database.db, to),
        to,
        channels: deliveryChannels(app.config),
      });
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
  },
  { name: 'outbox-page' },
);
