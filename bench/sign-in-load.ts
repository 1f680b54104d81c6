/**
 * The load generator of bench/sign-in.ts, in a process of its own (so it does not share the server's event loop):
 * `node bench/sign-in-load.ts '<json>'` with { baseUrl, connections, seconds, emails, password }. Each connection
 * posts the password step of `POST /api/auth/login-with-password` again and again (keep-alive), each request as
 * the next user and from the next client address (X-Forwarded-For, see soak-mix.ts clientAddress). Prints one JSON
 * line: the summary of what came back, the seconds it ran, and the first few non-2xx answers.
 */
import { API_VERSION } from '../tests/helpers/api-client.ts';
import { runClosedLoop } from './closed-loop.ts';
import { LoadRecorder } from './load-stats.ts';
import { clientAddress } from './soak-mix.ts';

export interface SignInLoadInput {
  baseUrl: string;
  connections: number;
  seconds: number;
  emails: string[];
  password: string;
}

const input = JSON.parse(process.argv[2] ?? '{}') as SignInLoadInput;

/** A visitor's XSRF token (bound to no session), from the cookie GET /api/session sets. */
async function visitorXsrfToken(): Promise<string> {
  const response = await fetch(`${input.baseUrl}/api/session`, {
    headers: { accept: 'application/json', 'x-api-version': API_VERSION },
  });
  await response.text();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error(`GET /api/session set no XSRF-TOKEN cookie (${response.status})`);
  return cookie.slice('XSRF-TOKEN='.length).split(';')[0]!;
}

const token = await visitorXsrfToken();
const recorder = new LoadRecorder();
const samples: string[] = [];
let next = 0;

const seconds = await runClosedLoop(input.connections, input.seconds * 1000, async () => {
  const n = next++;
  const email = input.emails[n % input.emails.length]!;
  const started = performance.now();
  try {
    const response = await fetch(`${input.baseUrl}/api/auth/login-with-password`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-api-version': API_VERSION,
        'x-xsrf-token': decodeURIComponent(token),
        cookie: `XSRF-TOKEN=${token}`,
        'x-forwarded-for': clientAddress(n),
      },
      body: JSON.stringify({ email, password: input.password }),
    });
    const body = await response.text();
    recorder.record('sign-in', response.status, performance.now() - started);
    if (response.status !== 200 && samples.length < 5)
      samples.push(`${response.status} ${body.slice(0, 300)}`);
  } catch (error) {
    recorder.record('sign-in', 'error', performance.now() - started);
    if (samples.length < 5) samples.push(`network error: ${String(error)}`);
  }
});

process.stdout.write(`${JSON.stringify({ summary: recorder.total(), seconds, samples })}\n`);
