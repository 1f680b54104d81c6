import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource, field } from '../../resources/define.ts';
import { manifestEntryOf } from '../../resources/manifest-entry.ts';
import { tags } from '../../resources/tags.ts';
import { cardFieldsOf } from '../../src/framework/list/list-card.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { gadget, NIGHT_SHIFT, signedInAdminApi as signedIn } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';
import { stubScreenWidth } from '../helpers/screen-width.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

/** Gadgets whose cards show their kind under the name and their tag on the right (or as `card` says). */
function cardGadgetsWith(card: { recordName?: string; listCard?: { secondary?: 'kind'; tertiary?: 'tag' } }) {
  return defineResource({
    name: 'test-gadgets',
    singular: 'Gadget',
    plural: 'Gadgets',
    permission: 'manage_regions',
    fields: {
      name: field.text({ required: true, searchable: true, sortable: true }),
      amount: field.number({ label: 'Aantal', sortable: true }),
      kind: field.enum(['klein', 'groot'], {
        label: 'Soort',
        labels: { klein: 'Klein formaat', groot: 'Groot formaat' },
        filterable: true,
      }),
      tag: field.reference('tags', { label: 'Tag', filterable: true }),
    },
    defaultSort: { field: 'name', order: 'asc' },
    audit: { create: 'createGadget', edit: 'editGadget' },
    ...card,
  });
}

const cardGadgets = cardGadgetsWith({ listCard: { secondary: 'kind', tertiary: 'tag' } });

function gadgetsSignedIn(definition = cardGadgets) {
  const api = fakeResourceApi(definition, [gadget(1), gadget(2), gadget(3, { name: 'Gadget'.repeat(30) })]);
  return signedIn(['manage_regions', 'manage_tags'], {
    ...fakeResourceApi(tags, [NIGHT_SHIFT]).routes,
    ...api.routes,
  });
}

describe('a card per record on a phone (src/framework/list/ListCards.tsx)', { timeout: 30_000 }, () => {
  it('below 600 px each record is a card linking to its page: its name, the chosen fields, no table', async () => {
    stubScreenWidth(390);
    gadgetsSignedIn();
    openAdminAt('/system/test-gadgets', [cardGadgets, tags]);
    const card = (await screen.findByText('Gadget 001', {}, { timeout: 20_000 })).closest('a')!;
    expect(card).toHaveAttribute('href', '/system/test-gadgets/g001');
    expect(within(card).getByText('Klein formaat')).toBeInTheDocument();
    // The reference's title without a link of its own: the card is the link.
    expect(await within(card).findByText('Nachtdienst', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(card.querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Gadget/ })).toHaveLength(3);
  });

  it('the search box stays; the other filters open in a drawer, and the button counts those set', async () => {
    stubScreenWidth(390);
    const calls = gadgetsSignedIn();
    const user = userEvent.setup();
    openAdminAt('/system/test-gadgets', [cardGadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    expect(screen.getByPlaceholderText('Zoeken')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Soort' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('combobox', { name: 'Soort' }));
    await user.click(await screen.findByRole('option', { name: 'Groot formaat' }));
    await waitFor(
      () => expect(calls.callsTo('GET /test-gadgets').at(-1)?.query.get('filter[kind]')).toBe('groot'),
      { timeout: 5000 },
    );
    await user.click(within(drawer).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (1 actief)' })).toHaveTextContent('1');
  });

  it('“Toevoegen” and “Exporteren” are icon buttons with their names', async () => {
    stubScreenWidth(360);
    gadgetsSignedIn();
    openAdminAt('/system/test-gadgets', [cardGadgets, tags]);
    await screen.findByText('Gadget 001', {}, { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Toevoegen' })).toHaveAttribute(
      'href',
      '/system/test-gadgets/create',
    );
    expect(screen.getByRole('button', { name: 'Exporteren' })).toBeEnabled();
  });

  it('from 600 px up the list is the table, with its filters inline', async () => {
    stubScreenWidth(1440);
    gadgetsSignedIn();
    openAdminAt('/system/test-gadgets', [cardGadgets, tags]);
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Naam', 'Aantal', 'Soort', 'Tag']);
    expect(screen.getByRole('combobox', { name: 'Soort' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('a table without cards of its own (the archive) shows each row as a card of its columns', async () => {
    stubScreenWidth(390);
    const api = fakeResourceApi(gadgets, []);
    api.archived.push({ ...gadget(7), archiveReason: 'Verouderd model', archivedByName: 'Bram Bakker' });
    signedIn(['manage_regions', 'manage_tags'], {
      ...fakeResourceApi(tags, [NIGHT_SHIFT]).routes,
      ...api.routes,
    });
    openAdminAt('/archive/test-gadgets', [gadgets, tags]);
    const name = await screen.findByText('Gadget 007', {}, { timeout: 20_000 });
    const card = name.closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Reden')).toBeInTheDocument();
    expect(within(card).getByText('Verouderd model')).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: 'Herstellen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('the archive on a phone', { timeout: 30_000 }, () => {
  it('heads each card with the record’s name, a link to its archived page, instead of the name’s own fields', async () => {
    stubScreenWidth(390);
    const named = defineResource({
      name: 'test-gadgets',
      singular: 'Gadget',
      plural: 'Gadgets',
      permission: 'manage_regions',
      recordName: '{name} ({amount})',
      fields: {
        name: field.text({ required: true, searchable: true, sortable: true }),
        amount: field.number({ label: 'Aantal', sortable: true }),
      },
      defaultSort: { field: 'name', order: 'asc' },
      archivable: true,
      audit: { create: 'createGadget', edit: 'editGadget' },
    });
    const api = fakeResourceApi(named, []);
    api.archived.push({ id: 'g007', name: 'Gadget 007', amount: 7, archiveReason: 'Verouderd model' });
    signedIn(['manage_regions'], api.routes);
    openAdminAt('/archive/test-gadgets', [named]);
    const link = await screen.findByRole('link', { name: 'Gadget 007 (7)' }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', '/archive/test-gadgets/g007');
    const card = link.closest('li')!;
    expect(within(card).queryByText('Aantal')).not.toBeInTheDocument();
    expect(within(card).getByText('Verouderd model')).toBeInTheDocument();
  });
});

describe('the fields of a card (src/framework/list/list-card.ts)', () => {
  it('are the first list fields the record’s name does not show, unless the definition chooses them', () => {
    expect(cardFieldsOf(manifestEntryOf(gadgets))).toMatchObject({
      secondary: { name: 'amount' },
      tertiary: { name: 'active' },
    });
    expect(cardFieldsOf(manifestEntryOf(cardGadgets))).toMatchObject({
      secondary: { name: 'kind' },
      tertiary: { name: 'tag' },
    });
    const named = cardGadgetsWith({ recordName: '{name} {amount}' });
    expect(cardFieldsOf(manifestEntryOf(named))).toMatchObject({
      secondary: { name: 'kind' },
      tertiary: { name: 'tag' },
    });
  });
});
