import { FIRST_NAMES, LAST_NAMES } from '../server/seed/dutch-data.ts';
import type { SmtpInbox } from '../tests/helpers/smtp-inbox.ts';
import { codeIn } from '../tests/helpers/outbox.ts';
import { HttpSession, type HttpAnswer } from './http-session.ts';
import type { LoadRecorder } from './load-stats.ts';
import { clientAddress, pickAction, pickOne, SESSION_REQUESTS } from './soak-mix.ts';

/** A request that answered 5xx, kept to report it. */
export interface ServerErrorSample {
  kind: string;
  request: string;
  status: number;
  body: string;
}

export interface SoakTrafficOptions {
  baseUrl: string;
  inbox: SmtpInbox;
  password: string;
  recorder: LoadRecorder;
  /** Where 5xx answers go (the caller keeps the first few). */
  onServerError(sample: ServerErrorSample): void;
}

/** The wait for the sign-in mail (SMTP into the sink, not an HTTP request): its own line, outside the total. */
export const MAIL_KIND = 'mail arrives (SMTP)';

/** Numbers the sessions of all connections, so each gets its own client address. */
let sessions = 0;

interface Page {
  links?: { next?: string | null };
}

/**
 * One soak connection: user `email` signs in through the real calls (GET /api/session for the XSRF cookie, the
 * password, the email code by SMTP from `inbox`), makes SESSION_REQUESTS requests of the mix (soak-mix.ts) — list
 * pages, searches, creating and renaming their own tags — and signs out; `runSession` does one such round.
 */
export class SoakConnection {
  private readonly http: HttpSession;
  private readonly ownTags: string[] = [];
  private nextEmployeesPage: string | null = null;
  private written = 0;
  private readonly index: number;
  private readonly email: string;
  private readonly options: SoakTrafficOptions;

  constructor(index: number, email: string, options: SoakTrafficOptions) {
    this.index = index;
    this.email = email;
    this.options = options;
    this.http = new HttpSession(options.baseUrl, clientAddress(0));
  }

  /** One request, recorded under `kind`; null when no answer came (recorded as a network error). */
  private async call(
    kind: string,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
  ): Promise<HttpAnswer | null> {
    const started = performance.now();
    try {
      const answer = await this.http.request(method, path, body);
      this.options.recorder.record(kind, answer.status, answer.ms);
      if (answer.status >= 500) {
        this.options.onServerError({
          kind,
          request: `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`,
          status: answer.status,
          body: answer.body.slice(0, 500),
        });
      }
      return answer;
    } catch {
      this.options.recorder.record(kind, 'error', performance.now() - started);
      return null;
    }
  }

  async runSession(): Promise<void> {
    sessions += 1;
    this.http.reset(clientAddress(sessions));
    if (!(await this.signIn())) return;
    for (let n = 0; n < SESSION_REQUESTS; n += 1) await this.act();
    await this.call('sign-out', 'POST', '/api/auth/logout', {});
  }

  /** True when signed in; false (after recording what went wrong) otherwise. */
  private async signIn(): Promise<boolean> {
    if ((await this.call('session', 'GET', '/api/session'))?.status !== 200) return false;
    const password = await this.call('sign-in: password', 'POST', '/api/auth/login-with-password', {
      email: this.email,
      password: this.options.password,
    });
    if (password?.status !== 200) return false;
    const challenge = (JSON.parse(password.body) as { data: { secondStep: { id: string } } }).data.secondStep
      .id;
    const sent = await this.call('sign-in: send code', 'POST', '/api/auth/start-email-challenge', {
      challenge,
    });
    if (sent?.status !== 200) return false;
    const started = performance.now();
    let code: string;
    try {
      code = codeIn({
        text: (await this.options.inbox.waitFor(this.email, { timeoutMs: 15_000 })).text ?? '',
      });
      this.options.recorder.record(MAIL_KIND, 200, performance.now() - started);
    } catch {
      // 'error': the code never came (counted with the network errors of that kind).
      this.options.recorder.record(MAIL_KIND, 'error', performance.now() - started);
      return false;
    }
    const completed = await this.call(
      'sign-in: complete code',
      'POST',
      '/api/auth/complete-email-challenge',
      {
        challenge,
        code,
      },
    );
    return completed?.status === 200;
  }

  private async act(): Promise<void> {
    const action = pickAction(Math.random());
    if (action === 'list') return this.list();
    if (action === 'search') return this.search();
    if (action === 'update' && this.ownTags.length > 0) return this.renameTag();
    return this.createTag();
  }

  private async list(): Promise<void> {
    const urls = [
      '/api/employees?perPage=25',
      '/api/employees?perPage=25&sort=lastName&order=desc',
      '/api/tags?perPage=25',
      this.nextEmployeesPage ?? '/api/employees?perPage=25&sort=firstName&order=asc',
    ];
    const url = pickOne(urls, Math.random());
    const answer = await this.call('list', 'GET', url);
    if (answer?.status === 200 && url.startsWith('/api/employees')) {
      const next = (JSON.parse(answer.body) as Page).links?.next ?? null;
      this.nextEmployeesPage = next;
    }
  }

  private async search(): Promise<void> {
    const random = Math.random();
    const q =
      random < 0.5
        ? pickOne(LAST_NAMES, Math.random())
        : random < 0.8
          ? `${pickOne(FIRST_NAMES, Math.random())} ${pickOne(LAST_NAMES, Math.random())}`
          : 'soak';
    const resource = random < 0.8 ? 'employees' : 'tags';
    await this.call('search', 'GET', `/api/${resource}?perPage=25&q=${encodeURIComponent(q)}`);
  }

  private uniqueName(): string {
    this.written += 1;
    return `Soak ${this.index}-${this.written}-${Date.now().toString(36)}`;
  }

  private async createTag(): Promise<void> {
    const answer = await this.call('create', 'POST', '/api/tags', { name: this.uniqueName() });
    if (answer?.status !== 201) return;
    this.ownTags.push((JSON.parse(answer.body) as { data: { id: string } }).data.id);
    if (this.ownTags.length > 20) this.ownTags.shift();
  }

  private async renameTag(): Promise<void> {
    const id = pickOne(this.ownTags, Math.random());
    await this.call('update', 'PATCH', `/api/tags/${id}`, { name: this.uniqueName() });
  }
}
