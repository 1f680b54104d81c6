/**
 * A real OpenID Connect provider (oidc-provider 9) on a loopback port, standing in for Apple, Google or Microsoft
 * in the API tests and the browser journey. It serves discovery, the authorization endpoint (code flow, PKCE S256
 * required, state, nonce, `response_mode=form_post` for Apple) and the token endpoint with signed ID tokens.
 *
 * Its sign-in page (`/interaction/{uid}`) is a plain Dutch form: type the account (the `sub` to sign in as) and
 * press "Inloggen", or press "Weigeren" to answer `error=access_denied`.
 *
 * Apple's client secret is a fresh ES256 JWT per token request, which no registered secret can equal. For an
 * Apple stand-in the token endpoint first checks the posted `client_secret` as Apple does: an ES256 signature
 * by the developer key (its public half given here), header `kid` the key id, `iss` the team id, `sub` the client
 * id, `aud` the issuer, unexpired and short-lived. Only a secret that passes is swapped for the client's internal
 * secret before oidc-provider authenticates the client; anything else reaches oidc-provider as sent and is
 * refused (`invalid_client`). Each check is kept in `appleSecretChecks` for the tests to look at.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'node:querystring';
import Provider from 'oidc-provider';

export interface AppleSecretCheck {
  /** The posted secret passed every check. */
  valid: boolean;
  /** Why not, when it did not. */
  problem: string | null;
}

export interface OidcStandInOptions {
  clientId: string;
  /** The client secret of Google and Microsoft stand-ins (default: a random one, see `clientSecret`). */
  clientSecret?: string;
  redirectUri: string;
  /** Makes it an Apple stand-in: the token endpoint checks the client-secret JWT with this key. */
  apple?: { teamId: string; keyId: string; publicKey: KeyObject };
  /** The email the ID token carries for an account (default `<sub>@voorbeeld.test`). */
  emailOf?: (subject: string) => string | undefined;
  /** Port to listen on (default: a free one). */
  port?: number;
}

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  appleSecretChecks: AppleSecretCheck[];
  close(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function checkAppleSecret(
  secret: unknown,
  apple: NonNullable<OidcStandInOptions['apple']>,
  clientId: string,
  issuer: string,
): AppleSecretCheck {
  const fail = (problem: string): AppleSecretCheck => ({ valid: false, problem });
  if (typeof secret !== 'string') return fail('no client_secret');
  const parts = secret.split('.');
  if (parts.length !== 3) return fail('not a JWT');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  let header: Record<string, unknown>;
  let payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as Record<string, unknown>;
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as Record<string, unknown>;
  } catch {
    return fail('not JSON');
  }
  if (header.alg !== 'ES256') return fail(`alg ${String(header.alg)}`);
  if (header.kid !== apple.keyId) return fail(`kid ${String(header.kid)}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    { key: apple.publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) return fail('bad signature');
  if (payload.iss !== apple.teamId) return fail(`iss ${String(payload.iss)}`);
  if (payload.sub !== clientId) return fail(`sub ${String(payload.sub)}`);
  if (payload.aud !== issuer) return fail(`aud ${String(payload.aud)}`);
  const now = Math.floor(Date.now() / 1000);
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return fail('no iat/exp');
  if (exp <= now || iat > now + 60) return fail('expired or from the future');
  if (exp - iat > 15 * 60) return fail(`lives ${exp - iat} s`);
  return { valid: true, problem: null };
}

/** oidc-provider's storage, in memory (its own default says so loudly on every start). */
class MemoryAdapter {
  private static store = new Map<string, Record<string, unknown>>();
  private readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
  private key(id: string) {
    return `${this.name}:${id}`;
  }
  async upsert(id: string, payload: Record<string, unknown>) {
    MemoryAdapter.store.set(this.key(id), payload);
  }
  async find(id: string) {
    return MemoryAdapter.store.get(this.key(id));
  }
  async findByUid(uid: string) {
    return [...MemoryAdapter.store.values()].find((payload) => payload.uid === uid);
  }
  async findByUserCode(userCode: string) {
    return [...MemoryAdapter.store.values()].find((payload) => payload.userCode === userCode);
  }
  async consume(id: string) {
    const payload = MemoryAdapter.store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, payload] of MemoryAdapter.store)
      if (payload.grantId === grantId) MemoryAdapter.store.delete(key);
  }
}

function loginPage(uid: string, clientId: string): string {
  return `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Testprovider</title></head>
<body><main>
  <h1>Testprovider</h1>
  <p>Inloggen bij ${escapeHtml(clientId)}</p>
  <form method="post" action="/interaction/${escapeHtml(uid)}">
    <label>Account <input name="subject" autocomplete="off" autofocus></label>
    <button type="submit" name="action" value="login">Inloggen</button>
    <button type="submit" name="action" value="deny">Weigeren</button>
  </form>
</main></body></html>`;
}

/** Starts a stand-in provider on 127.0.0.1 (a free port unless `port` is given). */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const appleSecretChecks: AppleSecretCheck[] = [];
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = http.createServer((req, res) => {
    if (!handler) {
      res.statusCode = 503;
      res.end();
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  // Never the reason a process stays up (the e2e server stops when its app closes).
  server.unref();
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx: unknown, subject: string) {
      const email = options.emailOf ? options.emailOf(subject) : `${subject}@voorbeeld.test`;
      return {
        accountId: subject,
        claims: async () => ({ sub: subject, ...(email ? { email, email_verified: true } : {}) }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the email itself (Apple's and Google's do), not only the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    adapter: MemoryAdapter,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...signingKey, kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    // Quiet tests: its errors reach the client as OAuth errors anyway.
    renderError: async (ctx: { type: string; body: unknown }, out: Record<string, unknown>) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  });
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(loginPage(details.uid, options.clientId));
      return;
    }
    const form = parse(await readBody(req));
    const subject = typeof form.subject === 'string' ? form.subject.trim() : '';
    if (form.action === 'deny' || subject === '') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: subject, clientId: options.clientId });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = parse(await readBody(req)) as Record<string, string | string[] | undefined>;
    if (options.apple && body.client_id === options.clientId) {
      const check = checkAppleSecret(body.client_secret, options.apple, options.clientId, issuer);
      appleSecretChecks.push(check);
      if (check.valid) body.client_secret = clientSecret;
    }
    // oidc-provider takes an already read body from req.body.
    (req as IncomingMessage & { body: unknown }).body = body;
    callback(req, res);
  }

  handler = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const work = path.startsWith('/interaction/')
      ? interaction(req, res)
      : req.method === 'POST' && path === '/token'
        ? token(req, res)
        : Promise.resolve(callback(req, res));
    work.catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };

  return {
    issuer,
    clientId: options.clientId,
    clientSecret,
    appleSecretChecks,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A P-256 key like the `.p8` key Apple gives a developer: its PEM (for APPLE_PRIVATE_KEY) and public half. */
export function appleDeveloperKey(): { pem: string; publicKey: KeyObject } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKey: createPublicKey(privateKey),
  };
}

/** What came back from the stand-in to the redirect URI: a query (redirect) or a posted form (Apple's form_post). */
export type ProviderAnswer =
  { mode: 'query'; search: string } | { mode: 'form_post'; action: string; form: Record<string, string> };

/**
 * Plays the browser at the stand-in: follows the authorization URL to its sign-in page, signs in as `subject`
 * (or presses "Weigeren" when subject is null) and returns what the provider sends back to the redirect URI.
 */
export async function authorizeAtStandIn(
  authorizationUrl: string,
  subject: string | null,
  redirectUri: string,
): Promise<ProviderAnswer> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  let url = authorizationUrl;
  let response = await send(url);
  let signedIn = false;
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(redirectUri)) return { mode: 'query', search: new URL(next).search };
      url = next;
      response = await send(url);
      continue;
    }
    const html = await response.text();
    if (!signedIn && /\/interaction\//.test(new URL(url).pathname)) {
      signedIn = true;
      const body =
        subject === null ? 'action=deny' : new URLSearchParams({ subject, action: 'login' }).toString();
      response = await send(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      continue;
    }
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (action) {
      const form: Record<string, string> = {};
      for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
        form[match[1]!] = decodeHtml(match[2]!);
      }
      return { mode: 'form_post', action: decodeHtml(action), form };
    }
    throw new Error(`stand-in answered ${response.status} at ${url}: ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects at the stand-in');
}

function decodeHtml(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
