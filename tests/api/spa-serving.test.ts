import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * A tiny stand-in for dist/ as `vite build` leaves it: index.html with the app-name placeholder, one hashed,
 * precompressed asset with its source map, a file copied from public/, and Vite's manifest in .vite/.
 */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zp-spa-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="nl"><head><meta name="application-name" content="%APP_NAME%" /><title>%APP_NAME%</title></head><body><div id="root"></div></body></html>',
  );
  const script = `console.info(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.map'),
    '{"version":3,"sources":["../src/main.tsx"]}',
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-s1.js' },
      'pages/login/LoginPage.tsx': {
        file: 'assets/LoginPage-l1.js',
        imports: ['_shared.js', '_form.js'],
      },
      '_form.js': { file: 'assets/form-f1.js' },
    }),
  );
  return dir;
}

describe('serving the SPA', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    ctx = await createTestApp({ APP_NAME: 'Zorg & Co' }, { spaDir: dir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every non-API path with index.html (history fallback), the app name filled in', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/login/email',
      '/oauth/authorize?uid=abc',
      '/some/unknown/page',
      // Dotted paths are pages too, not files.
      '/password/reset/abc.def123',
      '/system/tags/v1.2',
      '/index.html',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The OAuth consent page is never cached and sends no Referer (its URL holds the interaction's uid).
      const consent = url.startsWith('/oauth/authorize');
      expect(res.headers['cache-control']).toBe(consent ? 'no-store' : 'no-cache');
      if (consent) expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).toContain('<title>Zorg &#38; Co</title>');
      expect(res.body).not.toContain('%APP_NAME%');
    }
  });

  it('sends the strict security headers with the page', async () => {
    const res = await ctx.app.inject({ url: '/login' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it('serves hashed assets precompressed with a long cache', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await ctx.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Niet gevonden.' });
  });

  it('serves the files copied from public/ at the root', async () => {
    const res = await ctx.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<svg');
  });

  it('never serves source maps, the Vite manifest or other build files', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2e%2e/.vite/manifest.json',
      '/assets/.hidden',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('sources');
      expect(res.body, url).not.toContain('src/main.tsx');
    }
  });

  it('answers other methods on non-API paths with JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Niet gevonden.' });
  });

  it('keeps unknown API paths as JSON 404 behind the API checks', async () => {
    const res = await ctx.app.inject({ url: '/api/unknown', headers: { 'x-api-version': '2025.1' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Niet gevonden.' });
    // The /api scope's hooks run for it: without the version header it is refused like any API call.
    const unversioned = await ctx.app.inject({ url: '/api/unknown.js' });
    expect(unversioned.statusCode).toBe(400);
  });

  it('names the lazy chunk of a first screen as a modulepreload, without what index.html loads already', async () => {
    const login = await ctx.app.inject({ url: '/login' });
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-l1.js">');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/form-f1.js">');
    expect(login.body).not.toContain('shared-s1.js');
    const dashboard = await ctx.app.inject({ url: '/dashboard' });
    expect(dashboard.body).not.toContain('modulepreload');
  });
});
