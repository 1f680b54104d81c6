import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tags } from '../../resources/tags.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { gadget, NIGHT_SHIFT, signedInAdminApi as signedIn } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);

const WEEKEND = { ...NIGHT_SHIFT, id: 't2', name: 'Weekenddienst' };

/** Gadgets 1–3 point at "Nachtdienst", gadget 4 at "Weekenddienst"; both tags exist. */
function gadgetsWithTwoTags() {
  const api = fakeResourceApi(gadgets, [gadget(1), gadget(2), gadget(3), gadget(4, { tag: WEEKEND.id })]);
  const routes = { ...fakeResourceApi(tags, [NIGHT_SHIFT, WEEKEND]).routes, ...api.routes };
  return signedIn(['manage_regions', 'manage_tags'], routes);
}

describe('the list’s own view (src/framework/list/ListFrame.tsx, ListTable.tsx)', { timeout: 30_000 }, () => {
  it('a reference filter opens as an autocomplete over the target; choosing one asks with filter[<field>]', async () => {
    const calls = gadgetsWithTwoTags();
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'Weekenddienst' }, { timeout: 10_000 }));
    await waitFor(
      () => expect(calls.callsTo('GET /test-gadgets').at(-1)?.query.get('filter[tag]')).toBe('t2'),
      { timeout: 5000 },
    );
    expect(await screen.findByText('Gadget 004', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Gadget 001')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('a reference filter reached with the keyboard opens too, and keeps the focus', async () => {
    const calls = gadgetsWithTwoTags();
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    await user.click(screen.getByPlaceholderText('Zoeken'));
    // Tab on from the search box, past the filters before it.
    const tagFilter = () => screen.getByRole('combobox', { name: 'Tag' });
    for (let step = 0; step < 10 && document.activeElement !== tagFilter(); step += 1) await user.tab();
    expect(
      await screen.findByRole('option', { name: 'Nachtdienst' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.activeElement).toBe(tagFilter());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(
      () => expect(calls.callsTo('GET /test-gadgets').at(-1)?.query.get('filter[tag]')).toBe('t1'),
      { timeout: 5000 },
    );
  });

  it('a reference filter set in the URL shows the chosen record’s title', async () => {
    const calls = gadgetsWithTwoTags();
    openAdminAt(`/system/test-gadgets?filter=${encodeURIComponent('{"tag":"t2"}')}`, [gadgets, tags]);
    expect(await screen.findByText('Gadget 004', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Gadget 001')).not.toBeInTheDocument();
    expect(calls.callsTo('GET /test-gadgets').at(-1)?.query.get('filter[tag]')).toBe('t2');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('Weekenddienst'), {
      timeout: 10_000,
    });
  });

  it('a row click opens the record', async () => {
    gadgetsWithTwoTags();
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    const row = (await within(table).findByText('Gadget 002')).closest('tr')!;
    // A cell that is not the first column's link: the row itself navigates.
    await user.click(within(row).getByText('Klein formaat'));
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-gadgets/g002'));
  });

  it('a search without results says so, and “Filters wissen” shows every record again', async () => {
    gadgetsWithTwoTags();
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    await user.type(screen.getByPlaceholderText('Zoeken'), 'zzz');
    expect(
      await screen.findByText(/Geen .* gevonden met de huidige filters\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Not the empty state of a list without records.
    expect(screen.queryByRole('heading', { name: 'Nog geen gadgets' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(await screen.findByText('Gadget 001', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('“Toevoegen” links to the create page', async () => {
    gadgetsWithTwoTags();
    openAdminAt('/system/test-gadgets', [gadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Toevoegen' })).toHaveAttribute(
      'href',
      '/system/test-gadgets/create',
    );
  });
});
