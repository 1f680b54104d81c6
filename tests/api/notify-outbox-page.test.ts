import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/** A built SPA stand-in, so the history fallback is there to (not) answer /dev/outbox. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zp-outbox-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  return dir;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('/dev/outbox outside production', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    ctx = await createTestApp({ APP_NAME: 'Zorg & Co' }, { spaDir: dir });
    const { notifier } = ctx.app;
    await notifier.send({
      template: 'signInCode',
      channel: 'email',
      to: 'Sanne@Zorgportaal.test',
      params: { code: '123456', firstname: 'Sanne' },
    });
    // Apart in time, so "newest first" has one answer (the clock may give two quick inserts the same moment).
    await pause();
    await notifier.send({
      template: 'passwordReset',
      channel: 'email',
      to: 'kees@zorgportaal.test',
      params: {
        url: 'http://localhost:8080/password/reset/abc.def?x=1&y=2',
        firstname: '<script>alert("x")</script>',
      },
    });
    await pause();
    await notifier.send({
      template: 'verificationCode',
      channel: 'sms',
      to: '+31612345678',
      params: { code: '654321', firstname: 'Kees' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (query = '') => ctx.app.inject({ method: 'GET', url: `/dev/outbox${query}` });

  it('lists every message newest first, as a Dutch page without script', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    // The site's CSP applies, and the page needs nothing it forbids: no script at all, styles in one element.
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(html).toContain('<title>Ontwikkel-postvak – Zorg &#38; Co</title>');
    expect(html).toContain('<h1>Ontwikkel-postvak</h1>');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const order = ['+31612345678', 'kees@zorgportaal.test', 'Sanne@Zorgportaal.test'].map((to) =>
      html.indexOf(`aan ${to}`),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('shows codes readably, links as links, and escapes what the messages hold', async () => {
    const html = (await page()).body;
    expect(html).toContain('<strong class="code">123456</strong>');
    expect(html).toContain('<strong class="code">654321</strong>');
    expect(html).toContain(
      '<a href="http://localhost:8080/password/reset/abc.def?x=1&#38;y=2">http://localhost:8080/password/reset/abc.def?x=1&#38;y=2</a>',
    );
    expect(html).toContain('Hallo &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;,');
    expect(html).toContain('<h2>Je inlogcode voor Zorg &#38; Co</h2>');
    expect(html).toContain('<h2>Sms aan +31612345678</h2>');
    expect(html).toContain('<span class="channel">Sms</span>');
  });

  it('filters on the recipient, case-insensitively and literally', async () => {
    const sanne = (await page('?to=sanne%40zorgportaal')).body;
    expect(sanne).toContain('aan Sanne@Zorgportaal.test');
    expect(sanne).not.toContain('aan kees@zorgportaal.test');
    expect(sanne).not.toContain('aan +31612345678');
    expect(sanne).toContain('value="sanne@zorgportaal"');

    const wildcard = (await page('?to=%25')).body;
    expect(wildcard).not.toContain('<article>');
    expect(wildcard).toContain('Geen berichten voor „%”.');

    const hostile = (await page(`?to=${encodeURIComponent('"><script>x</script>')}`)).body;
    expect(hostile).not.toContain('<script>x');
    expect(hostile).toContain('value="&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
  });
});

describe('/dev/outbox in production', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    ctx = await createTestApp({ NODE_ENV: 'production' }, { spaDir: dir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('does not exist: 404, not the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Niet gevonden.' });
  });
});
