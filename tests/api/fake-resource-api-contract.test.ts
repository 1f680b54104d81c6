import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { installFakeApi } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

/** What a call answered, reduced to what the UI tests rely on: status, record ids in order, totals, next, errors. */
interface Answer {
  status: number;
  ids?: string[];
  total?: number | undefined;
  hasNext?: boolean;
  record?: Record<string, unknown>;
  errors?: Record<string, string[]>;
  message?: string;
}

type Body = {
  data?: Record<string, unknown> | Array<{ id: string }>;
  links?: { next: string | null };
  meta?: { total?: number };
  errors?: Record<string, string[]>;
  message?: string;
};

function reduce(status: number, body: Body | null, fields: readonly string[]): Answer {
  const answer: Answer = { status };
  if (!body) return answer;
  if (Array.isArray(body.data)) {
    answer.ids = body.data.map((row) => row.id);
    answer.total = body.meta?.total;
    answer.hasNext = Boolean(body.links?.next);
  } else if (body.data) {
    const data = body.data;
    answer.record = Object.fromEntries(fields.map((name) => [name, data[name] ?? null]));
  }
  if (body.errors) answer.errors = body.errors;
  if (status >= 400 && body.message) answer.message = body.message;
  return answer;
}

/**
 * tests/helpers/fake-resource-api.ts stands in for the generic admin engine in the UI tests. This contract test runs
 * the calls those tests make against both — the real server on PGlite and the fake, given the same records — and
 * requires the same answers, so the fake cannot drift from the engine unnoticed (issue 20).
 */
describe('the UI tests’ fake admin API answers like the real engine (test-gadgets)', () => {
  let ctx: TestContext;
  let client: ApiClient;
  let fake: ReturnType<typeof installFakeApi>;
  const fields = ['name', 'amount', 'active', 'kind', 'tag', 'releasedOn', 'archiveReason'] as const;

  beforeAll(async () => {
    ctx = await createTestApp({}, { resources: [...RESOURCES, gadgets] });
    await createResourceTable(ctx.database, gadgets);
    ({ client } = await signedInClient(ctx, ['manage_regions', 'manage_tags']));
    const made: Record<string, unknown>[] = [];
    for (const [index, name] of ['Bel', 'anker', 'Dynamo', 'Cirkel', 'Emmer'].entries()) {
      const response = await client.post('/api/test-gadgets', {
        name,
        amount: index * 10,
        active: index % 2 === 0,
        kind: index < 2 ? 'klein' : 'groot',
      });
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json().data);
    }
    // The fake holds the same rows, as the real list answers them (newest first is the default sort).
    const all = (await client.get('/api/test-gadgets?perPage=100&sort=createdAt&order=asc')).json().data;
    expect(all).toHaveLength(made.length);
    fake = installFakeApi(fakeResourceApi(gadgets, all).routes);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await ctx.close();
  });

  async function both(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
    const real = await client.request(method, `/api${path}`, body === undefined ? {} : { body });
    const realBody = real.body ? (real.json() as Body) : null;
    const faked = await fake.fetch(`/api${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const fakeText = await faked.text();
    const fakeBody = fakeText ? (JSON.parse(fakeText) as Body) : null;
    return {
      real: reduce(real.statusCode, realBody, fields),
      fake: reduce(faked.status, fakeBody, fields),
      realBody,
    };
  }

  async function allPages(source: 'real' | 'fake', path: string): Promise<string[]> {
    const ids: string[] = [];
    let next: string | null = `/api${path}`;
    while (next) {
      const body: Body =
        source === 'real'
          ? ((await client.get(next)).json() as Body)
          : ((await (await fake.fetch(next)).json()) as Body);
      ids.push(...(body.data as Array<{ id: string }>).map((row) => row.id));
      next = body.links?.next ?? null;
    }
    return ids;
  }

  it.each([
    ['the default sort', '/test-gadgets'],
    ['a sort by name, case ignored', '/test-gadgets?sort=name&order=asc'],
    ['a descending number sort', '/test-gadgets?sort=amount&order=desc'],
    ['a search', '/test-gadgets?q=e'],
    ['an enum filter', '/test-gadgets?filter[kind]=groot'],
    ['a boolean filter', '/test-gadgets?filter[active]=true'],
    ['a page of two', '/test-gadgets?perPage=2&sort=name&order=asc'],
    ['too large a page', '/test-gadgets?perPage=101'],
  ])('lists: %s', async (_, path) => {
    const { real, fake: faked } = await both('GET', path);
    expect(faked).toEqual(real);
  });

  it('pages through links.next to the same records in the same order', async () => {
    const path = '/test-gadgets?perPage=2&sort=name&order=asc';
    expect(await allPages('fake', path)).toEqual(await allPages('real', path));
  });

  it('reads one record, and answers an unknown id alike', async () => {
    const first = (await client.get('/api/test-gadgets?sort=name&order=asc')).json().data[0].id;
    const found = await both('GET', `/test-gadgets/${first}`);
    expect(found.fake).toEqual(found.real);
    const unknown = await both('GET', '/test-gadgets/7d1f0a8e-9a51-4c59-8c0e-2b1d7f7f0000');
    expect(unknown.fake).toEqual(unknown.real);
  });

  it('refuses a create without its required fields with the same errors', async () => {
    const { real, fake: faked } = await both('POST', '/test-gadgets', { amount: 3 });
    expect(real.status).toBe(422);
    expect(faked).toEqual(real);
  });

  it('refuses emptying a required field on edit with the same errors', async () => {
    const first = (await client.get('/api/test-gadgets?sort=name&order=asc')).json().data[0].id;
    const { real, fake: faked } = await both('PATCH', `/test-gadgets/${first}`, { name: '' });
    expect(real.status).toBe(422);
    expect(faked).toEqual(real);
  });

  it('archives only with a reason, and the archive lists it', async () => {
    const last = (await client.get('/api/test-gadgets?sort=name&order=desc')).json().data[0].id;
    const noReason = await both('DELETE', `/test-gadgets/${last}`, {});
    expect(noReason.real.status).toBe(422);
    expect(noReason.fake).toEqual(noReason.real);
    const archived = await both('DELETE', `/test-gadgets/${last}`, { reason: 'Kapot' });
    expect(archived.real.status).toBe(200);
    expect(archived.fake).toEqual(archived.real);
    const archive = await both('GET', '/test-gadgets/archived');
    expect(archive.fake).toEqual(archive.real);
  });
});
