import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isApiPath } from './api-paths.ts';

/**
 * The Content-Security-Policy of the whole site (SPA, API, OpenAPI viewer).
 * - script-src 'self' only: the built SPA loads its bundles from our origin; no inline script, no eval.
 * - style-src also allows 'unsafe-inline' because MUI styles through emotion, which injects <style> elements at
 *   run time; emotion could take a nonce, but a nonce needs the index.html rewritten per response and buys little,
 *   since injected CSS cannot run script (script-src stays strict).
 * - img-src data:/blob: for avatars being previewed and inline icons; font-src data: for embedded fonts.
 * - frame-ancestors 'none': nobody frames us (clickjacking); form-action/base-uri pinned to our origin.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** Helmet headers for every response, and `Cache-Control: no-store` on API answers. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.APP_URL.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where we are really served over https; on http://localhost it would break other local apps.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Social sign-in and OAuth may use popups that must keep their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
  });

  // API answers are per user and per moment: never stored by browsers or proxies, unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
