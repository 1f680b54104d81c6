import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { branches } from '../../resources/branches.ts';
import { expertiseProfiles } from '../../resources/expertise-profiles.ts';
import { expertises } from '../../resources/expertises.ts';
import { SCREEN_EXTENSIONS } from '../../src/screens/index.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import type { FakeHandler, FakeRequest } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const STAMP = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };
const BRANCH = { id: 'b1', name: 'Thuiszorg', description: null, ...STAMP };

interface Row {
  id: string;
  name: string;
  branch: string;
}

/**
 * The branch extensions of docs/api.md over an in-memory branch: ordered expertises (`before` or as last),
 * move, rename with a unique name, profiles and their sets. Only `fetch` is fake.
 */
function fakeBranchApi(names: string[], profiles: { name: string; expertises: number[] }[] = []) {
  let order: Row[] = names.map((name, index) => ({ id: `e${index + 1}`, name, branch: BRANCH.id }));
  let next = names.length + 1;
  const profileRows: Row[] = profiles.map((profile, index) => ({
    id: `p${index + 1}`,
    name: profile.name,
    branch: BRANCH.id,
  }));
  const sets = new Map(
    profiles.map((profile, index) => [`p${index + 1}`, profile.expertises.map((n) => `e${n}`)]),
  );
  const expertise = (row: Row) => ({ ...row, position: order.indexOf(row) + 1, ...STAMP });
  const page = (rows: object[]) => ({
    body: { data: rows, links: { next: null }, meta: { total: rows.length } },
  });
  const idOf = (request: FakeRequest, index: number) => request.path.split('/')[index]!;
  const duplicate = (name: string, rows: Row[], except?: string) =>
    rows.some((row) => row.id !== except && row.name.toLowerCase() === name.toLowerCase())
      ? {
          status: 422,
          body: { message: 'Ongeldig.', errors: { name: ['Deze waarde bestaat al. Kies een andere.'] } },
        }
      : null;
  const place = (row: Row, before: string | null | undefined) => {
    const rest = order.filter((other) => other !== row);
    const at = before ? rest.findIndex((other) => other.id === before) : -1;
    order = at < 0 ? [...rest, row] : [...rest.slice(0, at), row, ...rest.slice(at)];
  };
  const routes: Record<string, FakeHandler> = {
    'GET /branches/:id/expertises': () => page(order.map(expertise)),
    'POST /branches/:id/expertises': (request) => {
      const body = request.body as { name: string; before: string | null };
      const refused = duplicate(body.name, order);
      if (refused) return refused;
      const row = { id: `e${next++}`, name: body.name, branch: BRANCH.id };
      place(row, body.before);
      return { status: 201, body: { data: expertise(row) } };
    },
    'POST /expertises/:id/move': (request) => {
      const row = order.find((other) => other.id === idOf(request, 2))!;
      const before = (request.body as { before: string | null }).before;
      if (before !== row.id) place(row, before);
      return { body: { data: expertise(row) } };
    },
    'PATCH /expertises/:id': (request) => {
      const row = order.find((other) => other.id === idOf(request, 2))!;
      const name = (request.body as { name: string }).name;
      const refused = duplicate(name, order, row.id);
      if (refused) return refused;
      row.name = name;
      return { body: { data: expertise(row) } };
    },
    'GET /branches/:id/expertise-profiles': () => page(profileRows.map((row) => ({ ...row, ...STAMP }))),
    'POST /branches/:id/expertise-profiles': (request) => {
      const name = (request.body as { name: string }).name;
      const refused = duplicate(name, profileRows);
      if (refused) return refused;
      const row = { id: `p${profileRows.length + 1}`, name, branch: BRANCH.id };
      profileRows.push(row);
      sets.set(row.id, []);
      return { status: 201, body: { data: { ...row, ...STAMP } } };
    },
    'PATCH /expertise-profiles/:id': (request) => {
      const row = profileRows.find((other) => other.id === idOf(request, 2))!;
      row.name = (request.body as { name: string }).name;
      return { body: { data: { ...row, ...STAMP } } };
    },
    'DELETE /expertise-profiles/:id': (request) => {
      profileRows.splice(
        profileRows.findIndex((other) => other.id === idOf(request, 2)),
        1,
      );
      return { status: 204 };
    },
    'GET /expertise-profiles/:id/expertises': (request) => {
      const set = sets.get(idOf(request, 2)) ?? [];
      return page(order.filter((row) => set.includes(row.id)).map(expertise));
    },
    'POST /expertise-profiles/:id/expertises': (request) => {
      const ids = (request.body as { expertises: string[] }).expertises;
      sets.set(idOf(request, 2), ids);
      return page(order.filter((row) => ids.includes(row.id)).map(expertise));
    },
  };
  const api = signedInAdminApi(['manage_branches'], {
    ...fakeResourceApi(branches, [BRANCH]).routes,
    ...routes,
  });
  return { api, names: () => order.map((row) => row.name), sets };
}

function openBranchPage() {
  openAdminAt('/system/branches/b1', [branches, expertises, expertiseProfiles], SCREEN_EXTENSIONS);
}

/** The numbered list of the expertises panel, as "1. Wondzorg" lines. */
async function orderOnScreen(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Expertises' }, { timeout: 20_000 });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim() ?? '');
}

describe('branch page: ordered expertises (spec §3)', { timeout: 40_000 }, () => {
  it('lists them numbered in order, and adds one before another or as last', async () => {
    const fake = fakeBranchApi(['Wondzorg', 'Palliatieve zorg', 'Dementie']);
    openBranchPage();
    const user = userEvent.setup();
    expect(await orderOnScreen()).toEqual(['1.Wondzorg', '2.Palliatieve zorg', '3.Dementie']);

    // Before "Palliatieve zorg".
    await user.click(screen.getByRole('button', { name: 'Expertise toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expertise toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Medicatie');
    await user.click(within(dialog).getByRole('combobox', { name: 'Vóór expertise' }));
    await user.click(await screen.findByRole('option', { name: '2. Palliatieve zorg' }));
    expect(within(dialog).getByRole('radio', { name: 'Vóór expertise …' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Toegevoegd')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Medicatie',
      before: 'e2',
    });
    await waitFor(async () =>
      expect(await orderOnScreen()).toEqual([
        '1.Wondzorg',
        '2.Medicatie',
        '3.Palliatieve zorg',
        '4.Dementie',
      ]),
    );

    // As last (the default).
    await user.click(screen.getByRole('button', { name: 'Expertise toevoegen' }));
    const again = await screen.findByRole('dialog', { name: 'Expertise toevoegen' });
    expect(within(again).getByRole('radio', { name: 'Als laatste' })).toBeChecked();
    await user.type(within(again).getByRole('textbox', { name: 'Naam' }), 'Revalidatie');
    await user.click(within(again).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(fake.names()).toEqual(['Wondzorg', 'Medicatie', 'Palliatieve zorg', 'Dementie', 'Revalidatie']),
    );
    await waitFor(async () => expect((await orderOnScreen()).at(-1)).toBe('5.Revalidatie'));
  });

  it('shows the server’s 422 under the name, and asks for the expertise to go before', async () => {
    fakeBranchApi(['Wondzorg']);
    openBranchPage();
    const user = userEvent.setup();
    await orderOnScreen();
    await user.click(screen.getByRole('button', { name: 'Expertise toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expertise toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'wondzorg');
    await user.click(within(dialog).getByRole('radio', { name: 'Vóór expertise …' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Kies de expertise waarvoor deze komt.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Als laatste' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Deze waarde bestaat al. Kies een andere.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Naam' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  });

  it('moves one before another or to last, and renames one', async () => {
    const fake = fakeBranchApi(['Wondzorg', 'Palliatieve zorg', 'Dementie']);
    openBranchPage();
    const user = userEvent.setup();
    await orderOnScreen();

    await user.click(screen.getByRole('button', { name: '‘Wondzorg’ verplaatsen' }));
    const dialog = await screen.findByRole('dialog', { name: '‘Wondzorg’ verplaatsen' });
    // It starts where it is: before the next one; itself is no choice.
    expect(within(dialog).getByRole('radio', { name: 'Vóór expertise …' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Vóór expertise' })).toHaveTextContent(
      '2. Palliatieve zorg',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Als laatste' }));
    await user.click(within(dialog).getByRole('button', { name: 'Verplaatsen' }));
    expect(await screen.findByText('Bijgewerkt')).toBeInTheDocument();
    expect(fake.api.calls.find((call) => call.path === '/expertises/e1/move')?.body).toEqual({
      before: null,
    });
    await waitFor(async () =>
      expect(await orderOnScreen()).toEqual(['1.Palliatieve zorg', '2.Dementie', '3.Wondzorg']),
    );

    await user.click(screen.getByRole('button', { name: '‘Dementie’ verplaatsen' }));
    const move = await screen.findByRole('dialog', { name: '‘Dementie’ verplaatsen' });
    await user.click(within(move).getByRole('combobox', { name: 'Vóór expertise' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1. Palliatieve zorg', '3. Wondzorg']);
    await user.click(screen.getByRole('option', { name: '1. Palliatieve zorg' }));
    await user.click(within(move).getByRole('button', { name: 'Verplaatsen' }));
    await waitFor(async () =>
      expect(await orderOnScreen()).toEqual(['1.Dementie', '2.Palliatieve zorg', '3.Wondzorg']),
    );

    await user.click(screen.getByRole('button', { name: 'Naam van ‘Wondzorg’ wijzigen' }));
    const rename = await screen.findByRole('dialog', { name: 'Naam van ‘Wondzorg’ wijzigen' });
    const name = within(rename).getByRole('textbox', { name: 'Naam' });
    await user.clear(name);
    await user.type(name, 'Complexe wondzorg{Enter}');
    await waitFor(async () => expect((await orderOnScreen()).at(-1)).toBe('3.Complexe wondzorg'));
    expect(fake.api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Complexe wondzorg',
    });
  });
});

describe('branch page: expertise profiles', { timeout: 40_000 }, () => {
  it('shows each profile’s expertises, and chooses them from the branch’s in order', async () => {
    const fake = fakeBranchApi(
      ['Wondzorg', 'Palliatieve zorg', 'Dementie'],
      [{ name: 'Basis', expertises: [3] }],
    );
    openBranchPage();
    const user = userEvent.setup();
    const profiles = await screen.findByRole('list', { name: 'Expertiseprofielen' }, { timeout: 20_000 });
    const basis = within(profiles).getByRole('listitem', { name: 'Basis' });
    expect(await within(basis).findByText('Dementie')).toBeInTheDocument();

    await user.click(within(basis).getByRole('button', { name: 'Expertises kiezen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expertises van ‘Basis’' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      '1. Wondzorg',
      '2. Palliatieve zorg',
      '3. Dementie',
    ]);
    expect(within(dialog).getByRole('checkbox', { name: '3. Dementie' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '1. Wondzorg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Bijgewerkt')).toBeInTheDocument();
    expect(fake.sets.get('p1')).toEqual(['e1', 'e3']);
    expect(await within(basis).findByText('Wondzorg')).toBeInTheDocument();
  });

  it('adds a profile, renames it and deletes it after “Weet je het zeker?”', async () => {
    fakeBranchApi(['Wondzorg']);
    openBranchPage();
    const user = userEvent.setup();
    expect(
      await screen.findByText('Deze branche heeft nog geen expertiseprofielen.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Profiel toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profiel toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Nachtzorg{Enter}');
    expect(await screen.findByText('Toegevoegd')).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Nachtzorg' });
    expect(await within(row).findByText('Nog geen expertises gekozen.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Naam van ‘Nachtzorg’ wijzigen' }));
    const rename = await screen.findByRole('dialog', { name: 'Naam van ‘Nachtzorg’ wijzigen' });
    await user.clear(within(rename).getByRole('textbox', { name: 'Naam' }));
    await user.type(within(rename).getByRole('textbox', { name: 'Naam' }), 'Nachtdienst{Enter}');
    const renamed = await screen.findByRole('listitem', { name: 'Nachtdienst' });

    await user.click(within(renamed).getByRole('button', { name: '‘Nachtdienst’ verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Verwijderd')).toBeInTheDocument();
    expect(await screen.findByText('Deze branche heeft nog geen expertiseprofielen.')).toBeInTheDocument();
  });
});
