import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tags } from '../../resources/tags.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { gadget, signedInAdminApi as signedIn } from '../helpers/admin-api.ts';
import type { FakeHandler, FakeReply, FakeRequest } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';
import { stubScreenWidth } from '../helpers/screen-width.ts';

beforeEach(resetAdminShell);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the generic list of a definition', { timeout: 30_000 }, () => {
  it('shows a column per list field with Dutch labels and values', async () => {
    const api = fakeResourceApi(gadgets, [gadget(3), gadget(4, { active: false, amount: null })]);
    signedIn(['manage_regions', 'manage_tags'], api.routes);
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Naam', 'Aantal', 'Actief', 'Soort', 'Tag', 'Uitgebracht op']);
    const row = (await within(table).findByText('Gadget 003')).closest('tr')!;
    expect(within(row).getByText('Groot formaat')).toBeInTheDocument();
    expect(within(row).getByText('5 januari 2026')).toBeInTheDocument();
    expect(await within(row).findByText('Nachtdienst')).toBeInTheDocument();
    expect(within(row).getByLabelText('Nee')).toBeInTheDocument();
    // The first column links to the record, for the keyboard and screen readers (a row is not focusable).
    expect(within(row).getByRole('link', { name: 'Gadget 003' })).toHaveAttribute(
      'href',
      '/system/test-gadgets/g003',
    );
    await waitFor(() => expect(document.title).toContain('Zorgportaal'));
  });
});

describe('searching, filtering, sorting and paging the list', { timeout: 30_000 }, () => {
  const many = () =>
    fakeResourceApi(
      gadgets,
      Array.from({ length: 30 }, (_, index) => gadget(index + 1)),
    );

  it('the search box asks the API with q', async () => {
    const api = many();
    const calls = signedIn(['manage_regions', 'manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    await user.type(screen.getByPlaceholderText('Zoeken'), '012');
    expect(await screen.findByText('Gadget 012', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Gadget 001')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(calls.callsTo('GET /test-gadgets').at(-1)?.query.get('q')).toBe('012');
  });

  it('an enum filter (a select with Dutch labels) asks with filter[<field>]', async () => {
    const api = many();
    const calls = signedIn(['manage_regions', 'manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('combobox', { name: 'Soort' }));
    await user.click(await screen.findByRole('option', { name: 'Groot formaat' }));
    await waitFor(
      () => expect(calls.callsTo('GET /test-gadgets').at(-1)?.query.get('filter[kind]')).toBe('groot'),
      { timeout: 5000 },
    );
    expect(await screen.findByText('Gadget 003', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Gadget 001')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('a sortable column header sorts (asc, then desc); the others do not', async () => {
    const api = many();
    const calls = signedIn(['manage_regions', 'manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    await within(table).findByText('Gadget 001');
    // The definition's default sort is createdAt desc: it is sent until a column is chosen.
    expect(calls.callsTo('GET /test-gadgets')[0]?.query.get('sort')).toBe('createdAt');
    expect(within(table).queryByRole('button', { name: /Actief/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Naam/ }));
    await waitFor(() => {
      const query = calls.callsTo('GET /test-gadgets').at(-1)?.query;
      expect([query?.get('sort'), query?.get('order')]).toEqual(['name', 'asc']);
    });
    await user.click(within(table).getByRole('button', { name: /Naam/ }));
    await waitFor(() => {
      const query = calls.callsTo('GET /test-gadgets').at(-1)?.query;
      expect([query?.get('sort'), query?.get('order')]).toEqual(['name', 'desc']);
    });
    expect(await within(table).findByText('Gadget 030')).toBeInTheDocument();
  });

  it('pages on the cursor of links.next, with the first page’s total, back and forth', async () => {
    const api = many();
    const calls = signedIn(['manage_regions', 'manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 025', {}, { timeout: 20_000 });
    expect(screen.getByText('1-25 van 30')).toBeInTheDocument();
    expect(screen.queryByText('Gadget 026')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(await screen.findByText('26-30 van 30', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.callsTo('GET /test-gadgets').at(-1)?.query.get('cursor')).toBe('after-25');
    expect(await screen.findByText('Gadget 026', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Gadget 001')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vorige pagina' }));
    expect(await screen.findByText('Gadget 001', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('1-25 van 30')).toBeInTheDocument();
  });
});

describe('an estimated total', { timeout: 30_000 }, () => {
  it('is shown as “ca.” (meta.totalIsEstimate), not as a count', async () => {
    const api = fakeResourceApi(
      gadgets,
      Array.from({ length: 30 }, (_, index) => gadget(index + 1)),
    );
    const exact = api.routes['GET /test-gadgets'] as (request: FakeRequest) => Promise<FakeReply> | FakeReply;
    const estimated: FakeHandler = async (request) => {
      const response = await exact(request);
      const body = response.body as { meta: { total?: number } };
      return body.meta.total === undefined
        ? response
        : { ...response, body: { ...body, meta: { total: 1_234_567, totalIsEstimate: true } } };
    };
    signedIn(['manage_regions', 'manage_tags'], { ...api.routes, 'GET /test-gadgets': estimated });
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 025', {}, { timeout: 20_000 });
    expect(screen.getByText('1-25 van ca. 1.234.567')).toBeInTheDocument();
  });
});

describe('an empty list', { timeout: 30_000 }, () => {
  it('says so in Dutch, with the button to add the first when the user may', async () => {
    const api = fakeResourceApi(gadgets, []);
    signedIn(['manage_regions'], api.routes);
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    expect(
      await screen.findByRole('heading', { name: 'Nog geen gadgets' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Voeg er een toe om te beginnen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gadget toevoegen' })).toHaveAttribute(
      'href',
      '/system/test-gadgets/create',
    );
  });

  it('keeps the words of the invitation on a phone (not a bare "+")', async () => {
    stubScreenWidth(390);
    const api = fakeResourceApi(gadgets, []);
    signedIn(['manage_regions'], api.routes);
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByRole('heading', { name: 'Nog geen gadgets' }, { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Gadget toevoegen' })).toHaveTextContent('Gadget toevoegen');
  });
});

describe('CSV export', { timeout: 30_000 }, () => {
  it('walks every page (100 at a time), with Dutch headers, labels and ; between cells', async () => {
    const api = fakeResourceApi(
      gadgets,
      Array.from({ length: 130 }, (_, index) =>
        gadget(index + 1, { name: index === 0 ? 'Eén; "twee"' : undefined }),
      ),
    );
    for (const row of api.records) if (row.name === undefined) row.name = `Gadget ${row.id}`;
    const calls = signedIn(['manage_regions', 'manage_tags'], api.routes);
    const downloads: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (downloads.push(blob), 'blob:x') }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('1-25 van 130', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Exporteren' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const exportCalls = calls
      .callsTo('GET /test-gadgets')
      .filter((call) => call.query.get('perPage') === '100');
    expect(exportCalls.map((call) => call.query.get('cursor'))).toEqual([null, 'after-100']);
    const text = await downloads[0]!.text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Naam;Aantal;Actief;Soort;Tag;Uitgebracht op');
    expect(lines).toHaveLength(131);
    expect(lines).toContain('"Eén; ""twee""";1;Nee;Klein formaat;Nachtdienst;2026-01-05');
    expect(click.mock.contexts[0]).toHaveProperty(
      'download',
      expect.stringMatching(/^gadgets-\d{4}-\d\d-\d\d\.csv$/),
    );
  });
});
