import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expertises } from '../../resources/expertises.ts';
import { tags } from '../../resources/tags.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { widgets } from '../fixtures/widgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { gadget, signedInAdminApi } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const widget = {
  id: 'w1',
  name: 'Draaiknop',
  colours: ['rood', 'blauw'],
  serial: 'SN-001',
  note: 'Eerste regel\nTweede regel',
  code: 'DK-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('create', { timeout: 30_000 }, () => {
  it('has an input per kind, marks required fields, shows the server’s 422 under its field, then "Toegevoegd"', async () => {
    const api = fakeResourceApi(gadgets, []);
    const calls = signedInAdminApi(['manage_regions', 'manage_tags'], {
      ...api.routes,
      // The server refuses the amount the first time (a rule the client does not know).
      'POST /test-gadgets': [
        {
          status: 422,
          body: { message: 'De gegevens zijn niet geldig.', errors: { amount: ['Moet 0 of meer zijn.'] } },
        },
        api.routes['POST /test-gadgets']!,
      ],
    });
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets/create', [gadgets, tags]);
    const name = await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 20_000 });
    // Required fields carry react-admin's asterisk.
    const labelOf = (input: HTMLElement) =>
      input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent;
    expect(labelOf(name)).toMatch(/^Naam\s*\*$/);
    expect(labelOf(screen.getByRole('spinbutton', { name: 'Aantal' }))).toBe('Aantal');
    expect(screen.getByRole('switch', { name: 'Actief' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Soort/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Uitgebracht op')).toHaveAttribute('type', 'date');

    // Required fields are checked before anything is sent.
    await user.type(screen.getByRole('spinbutton', { name: 'Aantal' }), '-1');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Verplicht'));
    expect(calls.callsTo('POST /test-gadgets')).toHaveLength(0);

    await user.type(name, 'Schroevendraaier');
    await user.click(screen.getByRole('combobox', { name: /Soort/ }));
    await user.click(await screen.findByRole('option', { name: 'Groot formaat' }));
    await user.type(screen.getByRole('combobox', { name: 'Tag' }), 'Nacht');
    await user.click(await screen.findByRole('option', { name: 'Nachtdienst' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const amount = screen.getByRole('spinbutton', { name: 'Aantal' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Moet 0 of meer zijn.'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.callsTo('POST /test-gadgets')[0]?.body).toMatchObject({
      name: 'Schroevendraaier',
      kind: 'groot',
      amount: -1,
      tag: 't1',
    });

    await user.clear(amount);
    await user.type(amount, '4');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Toegevoegd')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-gadgets/new-1'));
    expect(api.records[0]).toMatchObject({ name: 'Schroevendraaier', amount: 4 });
  });

  it('leaves read-only fields out and offers enum lists as checkboxes with Dutch labels', async () => {
    const api = fakeResourceApi(widgets, []);
    signedInAdminApi(['manage_roles'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-widgets/create', [widgets]);
    await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 20_000 });
    expect(screen.queryByRole('textbox', { name: 'Serienummer' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notitie' }).tagName).toBe('TEXTAREA');
    const colours = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(colours).toEqual(['Rood', 'Groen', 'Blauw']);
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Schakelaar');
    await user.click(screen.getByRole('checkbox', { name: 'Groen' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Toegevoegd')).toBeInTheDocument();
    expect(api.records[0]).toMatchObject({ name: 'Schakelaar', colours: ['groen'] });
    expect(api.records[0]).not.toHaveProperty('serial');
  });
});

describe('edit', { timeout: 30_000 }, () => {
  it('at /{id}/edit: not-editable fields are not offered, PATCH sends the changes, "Bijgewerkt", back to the record', async () => {
    const api = fakeResourceApi(widgets, [widget]);
    const calls = signedInAdminApi(['manage_roles'], api.routes);
    const user = userEvent.setup();
    openAdminAt('/system/test-widgets/w1/edit', [widgets]);
    const name = await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 20_000 });
    await waitFor(() => expect(name).toHaveValue('Draaiknop'));
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Serienummer' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Rood' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Draaischakelaar');
    await user.click(screen.getByRole('checkbox', { name: 'Rood' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Bijgewerkt')).toBeInTheDocument();
    expect(calls.callsTo('PATCH /test-widgets/w1')[0]?.body).toEqual({
      name: 'Draaischakelaar',
      colours: ['blauw'],
    });
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-widgets/w1'));
    const card = (await screen.findByText('Serienummer')).closest('.MuiCard-root') as HTMLElement;
    expect(await within(card).findByText('Draaischakelaar')).toBeInTheDocument();
  });

  it('a required field emptied on the server side comes back as a message under it', async () => {
    const api = fakeResourceApi(gadgets, [gadget(1)]);
    signedInAdminApi(['manage_regions', 'manage_tags'], {
      ...api.routes,
      'PATCH /test-gadgets/:id': {
        status: 422,
        body: {
          message: 'De gegevens zijn niet geldig.',
          errors: { name: ['Deze waarde bestaat al. Kies een andere.'] },
        },
      },
    });
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets/g001/edit', [gadgets, tags]);
    const name = await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 20_000 });
    await waitFor(() => expect(name).toHaveValue('Gadget 001'));
    await user.type(name, ' bis');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Deze waarde bestaat al. Kies een andere.'));
    expect(window.location.pathname).toBe('/system/test-gadgets/g001/edit');
  });
});

describe('show', { timeout: 30_000 }, () => {
  it('at /{id}: every field with its label and value, edit and delete; an unknown id is the 404 page', async () => {
    const api = fakeResourceApi(widgets, [widget]);
    signedInAdminApi(['manage_roles'], api.routes);
    openAdminAt('/system/test-widgets/w1', [widgets]);
    const main = await screen.findByText('Serienummer', {}, { timeout: 20_000 });
    const card = main.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('SN-001')).toBeInTheDocument();
    expect(within(card).getByText('Rood')).toBeInTheDocument();
    expect(within(card).getByText('Blauw')).toBeInTheDocument();
    expect(within(card).getByText(/Eerste regel/)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(await screen.findByRole('link', { name: 'Bewerken' })).toHaveAttribute(
      'href',
      '/system/test-widgets/w1/edit',
    );
    // Widgets offer no delete.
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
  });

  it('a missing record shows the 404 page', async () => {
    const api = fakeResourceApi(widgets, []);
    signedInAdminApi(['manage_roles'], api.routes);
    openAdminAt('/system/test-widgets/onbekend', [widgets]);
    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});

describe('a definition without a list (expertises: show and edit only)', { timeout: 30_000 }, () => {
  it('has no list page: its list URL is the 404 page, and no menu entry', async () => {
    signedInAdminApi(['manage_branches']);
    openAdminAt('/system/expertises', [expertises]);
    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Expertises' })).not.toBeInTheDocument();
  });
});
