import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a random loopback port that keeps what it receives, for tests that send real mail:
 *
 *   const inbox = await startSmtpInbox();
 *   const ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Zorgportaal <noreply@zorgportaal.test>' });
 *   … const mail = await inbox.waitFor('sanne@zorgportaal.test'); mail.subject, mail.text, mail.html …
 *   await ctx.close(); await inbox.stop();
 *
 * Plain SMTP without TLS or authentication. `refuseRecipients` makes it refuse every recipient (a failed
 * delivery). Messages are decoded as far as our mail needs: headers (RFC 2047 words), multipart bodies,
 * quoted-printable and base64 parts in UTF-8.
 */

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM) and recipients (RCPT TO). */
  envelope: { from: string; to: string[] };
  /** Decoded header values by lower-case name (the first of each). */
  headers: Record<string, string>;
  subject: string;
  /** The From header, decoded, e.g. `Zorgportaal <noreply@zorgportaal.test>`. */
  from: string;
  text: string | null;
  html: string | null;
  /** The message as received. */
  raw: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages(): ReceivedMail[];
  /**
   * The oldest message to `to` (case-insensitive) not returned by waitFor before, waiting for it to arrive
   * (rejects after `timeoutMs`, default 5 s). Calling it again gives the next one.
   */
  waitFor(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export interface SmtpInboxOptions {
  /**
   * Refuse every recipient with this reply, e.g. `{ code: 550, message: 'Mailbox unavailable' }`. Read at each
   * recipient, so a test may set and clear it on the object it passed while the inbox runs.
   */
  refuseRecipients?: { code: number; message: string };
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(_address, _session, callback) {
      const refusal = options.refuseRecipients;
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), envelope));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const next = (to: string) =>
    received.find(
      (mail) =>
        !taken.has(mail) && mail.envelope.to.some((address) => address.toLowerCase() === to.toLowerCase()),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => [...received],
    waitFor(to, { timeoutMs = 5_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = next(to);
          if (!mail) return;
          taken.add(mail);
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${received.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- A small MIME reader (enough for what nodemailer sends) ----

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** Bytes kept as a latin1 string → text in UTF-8. */
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

function decodeWords(value: string): string {
  const decoded = value.replace(/\?=\s+=\?/g, '?==?');
  return utf8(
    decoded.replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('latin1')
          : text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    ),
  );
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return utf8(
      part.body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }
  return utf8(part.body);
}

/** The text/plain and text/html leaves of a part, depth first. */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`);
  // Before the first boundary: the preamble; after `--boundary--`: the epilogue.
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const of = (type: string) => {
    const part = parts.find((leaf) =>
      (leaf.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type),
    );
    return part ? decodeBody(part) : null;
  };
  return {
    envelope,
    headers: message.headers,
    subject: message.headers.subject ?? '',
    from: message.headers.from ?? '',
    text: of('text/plain'),
    html: of('text/html'),
    raw: utf8(raw),
  };
}
