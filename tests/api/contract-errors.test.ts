import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../server/http/http-error.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, registerApiTestScope, type TestContext } from '../helpers/app.ts';

const signUp = z.object({
  email: z.email(),
  password: z.string().min(8),
  code: z.string().length(6),
  address: z.object({ city: z.string().min(1), street: z.string() }),
  tags: z.array(z.string()).max(2),
});

describe('error envelope (spec §8, docs/architecture.md "The HTTP contract")', () => {
  let ctx: TestContext;
  let unreachable: pg.Pool;
  const errorLogs: MockInstance[] = [];
  beforeAll(async () => {
    // A pool pointed at a port where no database listens: its queries fail like a database that is down.
    unreachable = new pg.Pool({
      host: '127.0.0.1',
      port: 1,
      user: 'postgres',
      connectionTimeoutMillis: 2000,
    });
    ctx = await createTestApp(
      {},
      {
        beforeReady: (app) =>
          registerApiTestScope(app, '/api/test', (scope) => {
            scope.post('/sign-up', { schema: { body: signUp } }, async () => ({ data: { ok: true } }));
            scope.get(
              '/search',
              { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
              async (request) => ({ data: request.query }),
            );
            scope.get('/boom', async () => {
              throw new Error('secret internals: password=hunter2 at /srv/app/db.ts');
            });
            scope.get('/teapot', async () => {
              throw new HttpError(
                423,
                'Bevestig eerst dat jij het bent.',
                { data: { challenge: {} } },
                {
                  'X-Extra': 'yes',
                },
              );
            });
            scope.get('/db-down', async () => {
              await unreachable.query('SELECT 1');
              return { data: {} };
            });
            scope.addHook('onRequest', async (request) => {
              errorLogs.push(vi.spyOn(request.log, 'error'));
            });
          }),
      },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await unreachable.end();
  });

  it('answers unknown API paths with 404 JSON, whatever the method', async () => {
    const client = new ApiClient(ctx.app);
    for (const res of [await client.get('/api/does-not-exist'), await client.post('/api/nope/deeper', {})]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Niet gevonden.' });
    }
  });

  it('runs the API checks before answering an unknown path', async () => {
    const res = await new ApiClient(ctx.app).get('/api/does-not-exist', { withoutVersion: true });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-api-version']).toBe('2025.1');
    expect(res.json().message).toContain('X-Api-Version');
  });

  it('answers a malformed URL with the Dutch 400 envelope', async () => {
    const res = await new ApiClient(ctx.app).get('/api/%');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^[A-Z].*\.$/) });
    expect(res.json().message).not.toMatch(/URL|Bad Request/);
  });

  it('maps a zod body to 422 with a Dutch message per dotted field', async () => {
    const res = await new ApiClient(ctx.app).post('/api/test/sign-up', {
      email: 'geen-adres',
      password: 'kort',
      code: '123',
      address: { city: '' },
      tags: ['a', 'b', 'c'],
      unexpected: true,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual({
      email: ['Vul een geldig e-mailadres in.'],
      password: ['Vul minimaal 8 tekens in.'],
      code: ['Vul precies 6 tekens in.'],
      'address.city': ['Dit veld is verplicht.'],
      'address.street': ['Dit veld is verplicht.'],
      tags: ['Kies er maximaal 2.'],
    });
    expect(body.message).toBe('Vul een geldig e-mailadres in.');
  });

  it('reports a missing body as required', async () => {
    const res = await new ApiClient(ctx.app).post('/api/test/sign-up');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ['Dit veld is verplicht.'] });
  });

  it('maps query string errors by their name', async () => {
    const res = await new ApiClient(ctx.app).get('/api/test/search?page=0');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ page: ['Vul een getal in van minimaal 1.'] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await new ApiClient(ctx.app).post('/api/test/sign-up', '{"email": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'De meegestuurde gegevens zijn geen geldige JSON.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await new ApiClient(ctx.app).post('/api/test/sign-up', '<x/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Dit soort gegevens wordt niet ondersteund. Stuur JSON.' });
  });

  it('answers a text/plain body with 415 like any other non-JSON body', async () => {
    const res = await new ApiClient(ctx.app).post('/api/test/sign-up', 'email=a@b.nl', {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Dit soort gegevens wordt niet ondersteund. Stuur JSON.' });
  });

  it('says clearly when the body, or a field, is a single value instead of an object', async () => {
    const client = new ApiClient(ctx.app);
    const body = await client.post('/api/test/sign-up', '"a@b.nl"', {
      headers: { 'content-type': 'application/json' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({
      message: 'De gegevens moeten een JSON-object zijn, geen losse waarde.',
      errors: { body: ['De gegevens moeten een JSON-object zijn, geen losse waarde.'] },
    });
    const field = await client.post('/api/test/sign-up', {
      email: 'a@b.nl',
      password: 'lang-genoeg',
      code: '123456',
      address: 'Dorpsstraat 1',
      tags: [],
    });
    expect(field.statusCode).toBe(422);
    expect(field.json().errors).toEqual({
      address: ['Dit veld moet een groep velden (een object) zijn, geen losse waarde.'],
    });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await new ApiClient(ctx.app).post('/api/test/sign-up', {
      email: 'a@example.nl',
      padding: 'x'.repeat(1_100_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'De meegestuurde gegevens zijn te groot.' });
  });

  it('hides internals of an unexpected error behind 500 { message }', async () => {
    const res = await new ApiClient(ctx.app).get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Er is iets fout gegaan.' });
    expect(res.body).not.toMatch(/secret|hunter2|srv|stack/);
    // … but logged in full, with the stack, for us.
    const calls = errorLogs.flatMap((spy) => spy.mock.calls);
    const [fields] = calls.find(([first]) => first instanceof Object && 'err' in first) ?? [];
    const err = (fields as { err: Error }).err;
    expect(err.message).toContain('secret internals');
    expect(err.stack).toContain('contract-errors.test.ts');
  });

  it('sends an HttpError with its status, extra body and headers', async () => {
    const res = await new ApiClient(ctx.app).get('/api/test/teapot');
    expect(res.statusCode).toBe(423);
    expect(res.headers['x-extra']).toBe('yes');
    expect(res.json()).toEqual({ message: 'Bevestig eerst dat jij het bent.', data: { challenge: {} } });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const res = await new ApiClient(ctx.app).get('/api/test/db-down');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'De database is niet bereikbaar.' });
  });
});
