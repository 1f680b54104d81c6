import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tags } from '../../resources/tags.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { gadget, signedInAdminApi } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

describe('archive and restore (archivable definitions)', { timeout: 30_000 }, () => {
  it('archives from the record’s page with a required reason: DELETE { reason }, "Gearchiveerd", the list', async () => {
    const api = fakeResourceApi(gadgets, [gadget(1), gadget(2)]);
    const calls = signedInAdminApi(['manage_regions', 'manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets/g001', [gadgets, tags]);
    await user.click(await screen.findByRole('button', { name: 'Archiveren' }, { timeout: 20_000 }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Weet je het zeker?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('‘Gadget 001’ wordt gearchiveerd.');
    const confirm = within(dialog).getByRole('button', { name: 'Archiveren' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reden/ }), 'Kapot gegaan');
    await user.click(confirm);

    expect(await screen.findByText('Gearchiveerd')).toBeInTheDocument();
    expect(calls.callsTo('DELETE /test-gadgets/g001')[0]?.body).toEqual({ reason: 'Kapot gegaan' });
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-gadgets'));
    expect(await screen.findByText('Gadget 002')).toBeInTheDocument();
    expect(screen.queryByText('Gadget 001')).not.toBeInTheDocument();
  });

  it('cancelling the dialog archives nothing', async () => {
    const api = fakeResourceApi(gadgets, [gadget(1)]);
    const calls = signedInAdminApi(['manage_regions', 'manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets/g001', [gadgets, tags]);
    await user.click(await screen.findByRole('button', { name: 'Archiveren' }, { timeout: 20_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.callsTo('DELETE /test-gadgets/g001')).toHaveLength(0);
  });

  it('the archive listing shows reason, archived at and by; restore asks first, then POSTs and says "Hersteld"', async () => {
    const api = fakeResourceApi(gadgets, []);
    api.archived.push({
      ...gadget(7),
      archiveReason: 'Verouderd model',
      archivedAt: '2026-11-20T09:15:00.000Z',
      archivedBy: 'u2',
      archivedByName: 'Bram Bakker',
    });
    const calls = signedInAdminApi(['manage_regions', 'manage_tags'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/archive/test-gadgets', [gadgets, tags]);
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // Enough of the record to recognise it (its title and first list column), then the archive's own columns.
    expect(headers).toEqual(['Naam', 'Aantal', 'Reden', 'Gearchiveerd op', 'Gearchiveerd door', 'Acties']);
    const row = (await within(table).findByText('Gadget 007')).closest('tr')!;
    expect(within(row).getByText('Verouderd model')).toBeInTheDocument();
    expect(within(row).getByText('Bram Bakker')).toBeInTheDocument();
    expect(within(row).getByText(/20 nov 2026/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Herstellen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('‘Gadget 007’ wordt hersteld en staat daarna weer bij de gadgets.');
    await user.click(within(dialog).getByRole('button', { name: 'Herstellen' }));

    expect(await screen.findByText('Hersteld')).toBeInTheDocument();
    expect(calls.callsTo('POST /test-gadgets/archived/g007/restore')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { name: 'Er zijn geen gearchiveerde gadgets.' }),
    ).toBeInTheDocument();
    expect(api.records.map((record) => record.id)).toEqual(['g007']);
  });
});

describe('delete (not archivable)', { timeout: 30_000 }, () => {
  it('asks first; a 422 "still in use" shows the server’s Dutch message and keeps the record', async () => {
    const inUse = 'Dit item wordt nog gebruikt en kan daarom niet worden verwijderd.';
    signedInAdminApi(['manage_tags'], {
      'DELETE /tags/:id': { status: 422, body: { message: inUse } },
    });
    const user = userEvent.setup();
    openAdminAt('/system/tags/t1', [tags]);
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('‘Nachtdienst’ wordt definitief verwijderd.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/tags/t1');
  });

  it('deletes after confirmation: "Verwijderd", back to the list', async () => {
    signedInAdminApi(['manage_tags']);
    const user = userEvent.setup();
    openAdminAt('/system/tags/t1', [tags]);
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }, { timeout: 20_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/system/tags'));
    expect(await screen.findByRole('heading', { name: 'Nog geen tags' })).toBeInTheDocument();
  });
});
