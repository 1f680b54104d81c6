import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employees } from '../../resources/employees.ts';
import { regions } from '../../resources/regions.ts';
import { roles } from '../../resources/roles.ts';
import { tags } from '../../resources/tags.ts';
import { SCREEN_EXTENSIONS } from '../../src/screens/index.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import type { FakeHandler } from '../helpers/fake-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';
import { employeeRecord } from '../helpers/employee-record.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

/**
 * A browser drops the focus of an element that becomes disabled (HTML's "focus fixup rule") and gives none to a
 * disabled one; jsdom does both. So that the focus tests see what an administrator gets, it is blurred here too.
 */
let fixup: MutationObserver | null = null;
beforeEach(() => {
  fixup = new MutationObserver((mutations) => {
    for (const { target } of mutations)
      if (target === document.activeElement && (target as Element).hasAttribute('disabled'))
        (target as HTMLElement).blur();
  });
  fixup.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  document.addEventListener('focusin', blurDisabled);
});
afterEach(() => {
  fixup?.disconnect();
  document.removeEventListener('focusin', blurDisabled);
});
/** Nor can a disabled element take the focus (a dialog giving it back to its disabled opener). */
function blurDisabled(event: FocusEvent) {
  const target = event.target as HTMLElement;
  if (target.hasAttribute('disabled')) target.blur();
}

// Issue 26 finding 1 (leavers keep access): the account card, the link question, archive and restore of an employee
// (docs/decisions.md "Account lifecycle").

const EMPLOYEE = employeeRecord();
const BLOCKED_AT = '2026-11-21T09:30:00.000Z';
/** How the card writes BLOCKED_AT (the browser's time zone). */
const BLOCKED_AT_TEXT = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short' }).format(
  new Date(BLOCKED_AT),
);

function account(overrides: Record<string, unknown> = {}) {
  return {
    userId: 'u9',
    email: 'sanne@voorbeeld.nl',
    createdAt: '2026-11-02T08:00:00.000Z',
    lastSignInAt: null,
    state: 'active',
    blockedAt: null,
    blockedReason: null,
    ...overrides,
  };
}
const BLOCKED_BY_ADMIN = account({ state: 'blocked', blockedAt: BLOCKED_AT, blockedReason: 'administrator' });

/** The employee page of EMPLOYEE (a manager who may change it) with these routes. */
function openEmployee(routes: Record<string, FakeHandler | FakeHandler[]> = {}) {
  const api = signedInAdminApi(['manage_employees', 'view_employees'], {
    ...fakeResourceApi(employees, [EMPLOYEE]).routes,
    ...fakeResourceApi(roles, []).routes,
    ...fakeResourceApi(regions, []).routes,
    'GET /employees/e1/regions': { body: { data: [] } },
    'GET /employees/e1/roles': { body: { data: [] } },
    'GET /employees/e1/account': { body: { data: null } },
    'GET /employees/e1/authority': { body: { data: { writable: true, reason: null } } },
    ...routes,
  });
  openAdminAt('/system/employees/e1', [employees, tags, roles, regions], SCREEN_EXTENSIONS);
  return api;
}

const accountCard = () => screen.findByRole('region', { name: 'Gebruikersaccount' }, { timeout: 20_000 });

/** A network's while: long enough for the page to show the call running (its button disabled). */
const answerTime = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The value next to `label` in the card's rows. */
async function rowValue(card: HTMLElement, label: string) {
  const term = await within(card).findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('account card: status', { timeout: 40_000 }, () => {
  it.each([
    ['active', account(), 'Actief'],
    ['invited', account({ state: 'invited' }), 'Uitgenodigd: nog niet klaar met instellen'],
    [
      'blocked with the archive',
      account({ state: 'blocked', blockedAt: BLOCKED_AT, blockedReason: 'employee_archived' }),
      // Still true once the employee is restored (the card shows on the page of an employee in service).
      `Geblokkeerd sinds ${BLOCKED_AT_TEXT}. Dat gebeurde toen de medewerker werd gearchiveerd.`,
    ],
    [
      'blocked by an administrator',
      BLOCKED_BY_ADMIN,
      `Geblokkeerd sinds ${BLOCKED_AT_TEXT}. Geblokkeerd door een beheerder.`,
    ],
  ])('%s', async (_name, data, status) => {
    openEmployee({ 'GET /employees/e1/account': { body: { data } } });
    const card = await accountCard();
    expect(await rowValue(card, 'Status')).toBe(status);
    expect(await rowValue(card, 'E-mailadres')).toBe('sanne@voorbeeld.nl');
  });
});

describe('account card: block and unblock', { timeout: 40_000 }, () => {
  it('"Account blokkeren" asks first, then POSTs …/account/block, shows the new state and says so', async () => {
    const user = userEvent.setup();
    let current = account();
    const api = openEmployee({
      'GET /employees/e1/account': () => ({ body: { data: current } }),
      'POST /employees/e1/account/block': async () => {
        await answerTime();
        current = BLOCKED_BY_ADMIN;
        return { body: { data: current } };
      },
    });
    const card = await accountCard();
    await user.click(await within(card).findByRole('button', { name: 'Account blokkeren' }));

    const dialog = await screen.findByRole('dialog', { name: 'Account blokkeren' });
    expect(dialog).toHaveTextContent(
      'Sanne de Vries kan dan niet meer inloggen. Open sessies, gekoppelde apps en onthouden apparaten worden meteen beëindigd.',
    );
    expect(api.callsTo('POST /employees/e1/account/block')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Account blokkeren' }));

    expect(await screen.findByText('Gebruikersaccount geblokkeerd')).toBeInTheDocument();
    expect(api.callsTo('POST /employees/e1/account/block')).toHaveLength(1);
    expect(api.callsTo('POST /employees/e1/account/block')[0]!.body).toBeUndefined();
    expect(await rowValue(card, 'Status')).toBe(
      `Geblokkeerd sinds ${BLOCKED_AT_TEXT}. Geblokkeerd door een beheerder.`,
    );
    // Focus stays on the card's action (it was disabled while the call ran, which drops the focus in a browser).
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Account deblokkeren' })).toHaveFocus(),
    );
  });

  it('leaves the focus where the administrator put it while the call ran', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    let current = account();
    openEmployee({
      'GET /employees/e1/account': () => ({ body: { data: current } }),
      'POST /employees/e1/account/block': async () => {
        await answered;
        current = BLOCKED_BY_ADMIN;
        return { body: { data: current } };
      },
    });
    const card = await accountCard();
    await user.click(await within(card).findByRole('button', { name: 'Account blokkeren' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Account blokkeren' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const edit = screen.getByRole('button', { name: 'E-mailadres wijzigen' });
    edit.focus();
    release();
    expect(await screen.findByText('Gebruikersaccount geblokkeerd')).toBeInTheDocument();
    await within(card).findByRole('button', { name: 'Account deblokkeren' });
    expect(edit).toHaveFocus();
  });

  it('cancelling the question blocks nothing', async () => {
    const user = userEvent.setup();
    const api = openEmployee({ 'GET /employees/e1/account': { body: { data: account() } } });
    const card = await accountCard();
    await user.click(await within(card).findByRole('button', { name: 'Account blokkeren' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /employees/e1/account/block')).toHaveLength(0);
    expect(await rowValue(card, 'Status')).toBe('Actief');
  });

  it('"Account deblokkeren" asks first, then POSTs …/account/unblock and shows the account active', async () => {
    const user = userEvent.setup();
    let current = BLOCKED_BY_ADMIN;
    const api = openEmployee({
      'GET /employees/e1/account': () => ({ body: { data: current } }),
      'POST /employees/e1/account/unblock': async () => {
        await answerTime();
        current = account();
        return { body: { data: current } };
      },
    });
    const card = await accountCard();
    await user.click(await within(card).findByRole('button', { name: 'Account deblokkeren' }));

    const dialog = await screen.findByRole('dialog', { name: 'Account deblokkeren' });
    expect(dialog).toHaveTextContent(
      'Sanne de Vries kan daarna weer inloggen, met een nieuwe inlog en de tweede stap.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Account deblokkeren' }));

    expect(await screen.findByText('Gebruikersaccount gedeblokkeerd')).toBeInTheDocument();
    expect(api.callsTo('POST /employees/e1/account/unblock')).toHaveLength(1);
    expect(await rowValue(card, 'Status')).toBe('Actief');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Account blokkeren' })).toHaveFocus(),
    );
  });

  it('names the changed account fields of the history in Dutch', async () => {
    const entry = {
      id: 'a1',
      action: 'blockEmployeeAccount',
      actorId: 'u1',
      actorName: 'Anna de Vries',
      createdAt: BLOCKED_AT,
      changes: {
        accountState: { before: 'active', after: 'blocked' },
        blockedReason: { before: null, after: 'administrator' },
      },
    };
    signedInAdminApi(['manage_employees', 'view_employees', 'view_employee_action_history'], {
      ...fakeResourceApi(employees, [EMPLOYEE]).routes,
      ...fakeResourceApi(roles, []).routes,
      ...fakeResourceApi(regions, []).routes,
      'GET /employees/e1/regions': { body: { data: [] } },
      'GET /employees/e1/roles': { body: { data: [] } },
      'GET /employees/e1/account': { body: { data: BLOCKED_BY_ADMIN } },
      'GET /employees/e1/authority': { body: { data: { writable: true, reason: null } } },
      'GET /employees/e1/history': { body: { data: [entry], links: { next: null }, meta: { total: 1 } } },
    });
    openAdminAt('/system/employees/e1', [employees, tags, roles, regions], SCREEN_EXTENSIONS);
    const history = await screen.findByRole('region', { name: 'Geschiedenis' }, { timeout: 20_000 });
    const [item] = await within(history).findAllByRole('listitem');
    expect(item).toHaveTextContent('Gebruikersaccount geblokkeerd');
    expect(item).toHaveTextContent('Gewijzigd: Toegang tot het portaal, Reden van blokkeren');
  });

  it('a refused block (422) shows the server’s message in the card', async () => {
    const user = userEvent.setup();
    const already = 'Dit gebruikersaccount is al geblokkeerd.';
    openEmployee({
      'GET /employees/e1/account': { body: { data: account() } },
      'POST /employees/e1/account/block': {
        status: 422,
        body: { message: already, errors: { account: [already] } },
      },
    });
    const card = await accountCard();
    await user.click(await within(card).findByRole('button', { name: 'Account blokkeren' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Account blokkeren' }),
    );
    expect(await within(card).findByText(already)).toBeInTheDocument();
  });
});

describe('account card: linking an existing account', { timeout: 40_000 }, () => {
  const LINK_MESSAGE =
    'Er bestaat al een gebruikersaccount met dit e-mailadres. Koppel je het, dan logt deze medewerker daarmee in en houdt het account zijn eigen rechten.';
  const conflict = (data: Record<string, unknown>): FakeHandler => ({
    status: 409,
    body: { message: LINK_MESSAGE, data },
  });

  it('a 409 asks "Bestaand account koppelen?" naming the address and its rights; confirming links it', async () => {
    const user = userEvent.setup();
    let current: ReturnType<typeof account> | null = null;
    const api = openEmployee({
      'GET /employees/e1/account': () => ({ body: { data: current } }),
      'POST /employees/e1/account': (request) => {
        if ((request.body as { linkExisting?: boolean } | undefined)?.linkExisting !== true)
          return conflict({
            email: 'sanne@voorbeeld.nl',
            state: 'active',
            permissions: ['view_employees', 'manage_tags'],
          }) as { status: number; body: unknown };
        current = account({ lastSignInAt: '2026-11-20T07:00:00.000Z' });
        return { body: { data: current } };
      },
    });
    const card = await accountCard();
    expect(
      await within(card).findByText('Deze medewerker heeft nog geen gebruikersaccount.'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Account aanmaken' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bestaand account koppelen?' });
    expect(dialog).toHaveTextContent(
      'Er bestaat al een gebruikersaccount met het e-mailadres sanne@voorbeeld.nl. Het account houdt zijn eigen rechten: Medewerkers bekijken, Tags beheren.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Account koppelen' }));

    expect(await screen.findByText('Bestaand gebruikersaccount gekoppeld')).toBeInTheDocument();
    const posts = api.callsTo('POST /employees/e1/account');
    expect(posts.map((call) => call.body)).toEqual([undefined, { linkExisting: true }]);
    expect(await rowValue(card, 'Status')).toBe('Actief');
    // "Account aanmaken" is gone: focus moves to the card's action in its place.
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Account blokkeren' })).toHaveFocus(),
    );
    // No error toast for the 409 that was answered with the question.
    expect(screen.queryByText(LINK_MESSAGE)).not.toBeInTheDocument();
  });

  it('says when the existing account has no rights of its own, and that a blocked one stays blocked', async () => {
    const user = userEvent.setup();
    openEmployee({
      'POST /employees/e1/account': conflict({
        email: 'sanne@voorbeeld.nl',
        state: 'blocked',
        permissions: [],
      }),
    });
    const card = await accountCard();
    await user.click(await within(card).findByRole('button', { name: 'Account aanmaken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestaand account koppelen?' });
    expect(dialog).toHaveTextContent(
      'Er bestaat al een gebruikersaccount met het e-mailadres sanne@voorbeeld.nl. Het account heeft zelf geen rechten. Het account is geblokkeerd en blijft dat na het koppelen.',
    );
  });

  it('cancelling the question links nothing and shows no error', async () => {
    const user = userEvent.setup();
    const api = openEmployee({
      'POST /employees/e1/account': conflict({
        email: 'sanne@voorbeeld.nl',
        state: 'active',
        permissions: ['view_employees'],
      }),
    });
    const card = await accountCard();
    await user.click(await within(card).findByRole('button', { name: 'Account aanmaken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestaand account koppelen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(api.callsTo('POST /employees/e1/account').map((call) => call.body)).toEqual([undefined]);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Account aanmaken' })).toHaveFocus());
    expect(screen.queryByText(LINK_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText('Bestaand gebruikersaccount gekoppeld')).not.toBeInTheDocument();
  });
});

describe('archive and restore of an employee', { timeout: 40_000 }, () => {
  it('the archive dialog says an account will be blocked', async () => {
    const user = userEvent.setup();
    openEmployee();
    await user.click(await screen.findByRole('button', { name: 'Archiveren' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/wordt gearchiveerd/)).toHaveTextContent(
      '‘Sanne de Vries’ wordt gearchiveerd. Je kunt dit later terugdraaien vanuit het archief. Heeft deze medewerker een gebruikersaccount, dan wordt dat geblokkeerd: open sessies, gekoppelde apps en onthouden apparaten worden beëindigd.',
    );
  });

  /** The archive listing of employees with EMPLOYEE archived; restore it from its row. */
  async function restoreFromArchive(tick: boolean) {
    const resource = fakeResourceApi(employees, []);
    resource.archived.push({
      ...EMPLOYEE,
      archiveReason: 'Uit dienst',
      archivedAt: BLOCKED_AT,
      archivedBy: 'u2',
      archivedByName: 'Bram Bakker',
    });
    const api = signedInAdminApi(['manage_employees', 'view_employees'], {
      ...resource.routes,
      ...fakeResourceApi(roles, []).routes,
      ...fakeResourceApi(regions, []).routes,
    });
    const user = userEvent.setup();
    openAdminAt('/archive/employees', [employees, tags, roles, regions], SCREEN_EXTENSIONS);
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    const row = (await within(table).findByText('Sanne')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Herstellen' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/wordt hersteld/)).toHaveTextContent(
      '‘Sanne de Vries’ wordt hersteld en staat daarna weer bij de medewerkers. Heeft deze medewerker een gebruikersaccount, dan blijft dat geblokkeerd, tenzij je het hieronder weer toegang geeft.',
    );
    const option = within(dialog).getByRole('checkbox', { name: 'Gebruikersaccount weer toegang geven' });
    expect(option).not.toBeChecked();
    if (tick) await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Herstellen' }));
    expect(await screen.findByText('Hersteld')).toBeInTheDocument();
    return api.callsTo('POST /employees/archived/e1/restore');
  }

  it('restore with the checkbox ticked sends { unblockAccount: true }', async () => {
    const calls = await restoreFromArchive(true);
    expect(calls.map((call) => call.body)).toEqual([{ unblockAccount: true }]);
  });

  it('restore without the checkbox sends { unblockAccount: false }', async () => {
    const calls = await restoreFromArchive(false);
    expect(calls.map((call) => call.body)).toEqual([{ unblockAccount: false }]);
  });
});

describe('the archived record', { timeout: 40_000 }, () => {
  it('shows the account card, blocked with the archive, and offers no change', async () => {
    const resource = fakeResourceApi(employees, []);
    resource.archived.push({
      ...EMPLOYEE,
      archiveReason: 'Uit dienst',
      archivedAt: BLOCKED_AT,
      archivedBy: 'u2',
      archivedByName: 'Bram Bakker',
    });
    signedInAdminApi(['manage_employees', 'view_employees'], {
      ...resource.routes,
      ...fakeResourceApi(roles, []).routes,
      ...fakeResourceApi(regions, []).routes,
      'GET /employees/archived/e1': { body: { data: resource.archived[0] } },
      'GET /employees/e1/account': {
        body: {
          data: account({ state: 'blocked', blockedAt: BLOCKED_AT, blockedReason: 'employee_archived' }),
        },
      },
    });
    openAdminAt('/archive/employees/e1', [employees, tags, roles, regions], SCREEN_EXTENSIONS);
    const card = await accountCard();
    expect(await rowValue(card, 'Status')).toBe(
      `Geblokkeerd sinds ${BLOCKED_AT_TEXT}. Dat gebeurde toen de medewerker werd gearchiveerd.`,
    );
    expect(within(card).queryByRole('button')).toBeNull();
    // The other panels wait until the record is restored.
    expect(screen.queryByRole('region', { name: 'Rollen' })).toBeNull();
  });
});
