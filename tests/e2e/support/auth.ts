import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_VERSION, XSRF_COOKIE, XSRF_HEADER } from '../../../src/api/constants.ts';
import { DEMO_ADMIN } from './env.ts';
import { nextSignInCode, latestSignInCodeAt } from './outbox.ts';
import { text } from './texts.ts';

/** The session cookie over http (server/http/session-cookie.ts; `__Host-` only over https). */
export const SESSION_COOKIE = 'zp_session';

/** The demo administrator's greeting on the dashboard, whatever the time of day. */
export function greeting(firstname: string = DEMO_ADMIN.firstname): RegExp {
  const variants = ['morning', 'afternoon', 'evening'].map((part) =>
    text(`dashboard.greeting.${part}`, { name: firstname }),
  );
  return new RegExp(`^(${variants.join('|')})$`);
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs a user (default: the demo administrator) in through the API in the page's browser context (its cookies
 * become the browser's), for journeys that are not about signing in: the password, then, when the user has a
 * second step, the email code read from the development outbox (`GET /api/dev/outbox`, outside production).
 * Then opens `path` (default the dashboard; `null`: stay where the page is).
 */
export async function signIn(
  page: Page,
  path: string | null = '/dashboard',
  credentials: Credentials = DEMO_ADMIN,
): Promise<void> {
  const api = page.context().request;
  const headers = { Accept: 'application/json', 'X-Api-Version': API_VERSION };
  expect((await api.get('/api/session', { headers })).status()).toBe(200);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!token) throw new Error(`GET /api/session set no ${XSRF_COOKIE} cookie`);
  const post = { ...headers, [XSRF_HEADER]: decodeURIComponent(token) };
  const response = await api.post('/api/auth/login-with-password', {
    headers: post,
    data: { email: credentials.email, password: credentials.password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { next: string; secondStep?: { id: string } } };
  if (data.next === 'second_step' && data.secondStep) {
    const challenge = data.secondStep.id;
    const sent = await api.post('/api/auth/start-email-challenge', { headers: post, data: { challenge } });
    expect(sent.status(), await sent.text()).toBe(200);
    const code = await latestSignInCode(api, credentials.email);
    const done = await api.post('/api/auth/complete-email-challenge', {
      headers: post,
      data: { challenge, code },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  if (path === null) return;
  await page.goto(path);
  if (path === '/dashboard' && credentials === DEMO_ADMIN) await expectDashboard(page);
}

/** The newest sign-in code sent to `email`, from the development outbox of the e2e server. */
export async function latestSignInCode(api: APIRequestContext, email: string): Promise<string> {
  const response = await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Accept: 'application/json', 'X-Api-Version': API_VERSION },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { template: string; text: string }[] };
  const message = data.find((candidate) => candidate.template === 'signInCode');
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No sign-in code in the development outbox for ${email}`);
  return code;
}

/**
 * On the second-step page of an email code (`/login/send-code/{id}`, after the form): "Verstuur code", then the
 * new code from the development outbox typed into the six boxes.
 */
export async function completeEmailCodeStep(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/login\/send-code\/[\w-]{22}$/);
  const before = await latestSignInCodeAt(page, email);
  await page.getByRole('button', { name: text('challenge.send'), exact: true }).click();
  const code = await nextSignInCode(page, email, before);
  await page.getByRole('textbox', { name: /^Cijfer 1 van 6$/ }).click();
  await page.keyboard.type(code);
}

/** Fills and submits the sign-in form of /login. */
export async function submitLoginForm(
  page: Page,
  { email = DEMO_ADMIN.email, password = DEMO_ADMIN.password, remember = false } = {},
): Promise<void> {
  await page.getByRole('textbox', { name: text('login.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: text('login.password'), exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: text('login.remember') }).check();
  const submit = page.getByRole('button', { name: text('login.submit'), exact: true });
  const sent = page.waitForRequest(/\/api\/auth\/login-with-password$/, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  await submit.click();
  if (email === '' || password === '' || (await sent)) return;
  // Once in ~150 journeys under CI load the click reached the page while the email field's passkey autofill request
  // was starting, and no sign-in was sent (docs/known-issues.md "Tests"); the annotation keeps it visible.
  test.info().annotations.push({ type: 'swallowed-click', description: 'Inloggen clicked a second time' });
  await submit.click();
}

/**
 * The dashboard has loaded at exactly `path` (path and query string): the greeting by first name and the recent
 * sessions from GET /dashboard.
 */
export async function expectDashboard(page: Page, path = '/dashboard'): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.getByRole('heading', { level: 1, name: greeting() })).toBeVisible();
  await expect(page.getByText(text('dashboard.recentSessions'))).toBeVisible();
}

/** Opens the user menu in the app bar and chooses "Uitloggen". */
export async function signOutThroughUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: text('ra.auth.user_menu') }).click();
  await page.getByRole('menuitem', { name: text('shell.userMenu.logout') }).click();
}

/** The browser's session token (the value of the session cookie). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`No ${SESSION_COOKIE} cookie: not signed in`);
  return cookie.value;
}

/** The server no longer accepts this session token, whoever presents it (the sign-out was not only local). */
export async function expectSessionEnded(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.get('/api/user', {
    headers: {
      Accept: 'application/json',
      'X-Api-Version': API_VERSION,
      Cookie: `${SESSION_COOKIE}=${token}`,
    },
  });
  expect(response.status()).toBe(401);
}
