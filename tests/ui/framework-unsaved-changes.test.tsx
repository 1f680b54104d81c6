import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '../fixtures/widgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

const widget = {
  id: 'w1',
  name: 'Draaiknop',
  colours: ['rood'],
  serial: 'SN-001',
  note: '',
  code: 'DK-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const QUESTION =
  'Je hebt wijzigingen die nog niet zijn opgeslagen. Weet je zeker dat je deze pagina wilt verlaten?';

async function openEditForm() {
  const api = fakeResourceApi(widgets, [widget]);
  signedInAdminApi(['manage_roles'], api.routes);
  openAdminAt('/system/test-widgets/w1/edit', [widgets]);
  const name = await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 20_000 });
  await waitFor(() => expect(name).toHaveValue('Draaiknop'));
  return { api, name };
}

function beforeUnloadIsCancelled() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a form with unsaved changes', { timeout: 30_000 }, () => {
  it('asks in Dutch before a menu link leaves: "Blijven" keeps the value, "Pagina verlaten" leaves', async () => {
    const user = userEvent.setup();
    const { name } = await openEditForm();
    // The first field has the cursor when the form opens.
    await waitFor(() => expect(name).toHaveFocus());
    expect(beforeUnloadIsCancelled()).toBe(false);
    await user.type(name, ' groot');
    expect(beforeUnloadIsCancelled()).toBe(true);

    await user.click(screen.getByRole('menuitem', { name: 'Widgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    expect(dialog).toHaveTextContent(QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/system/test-widgets/w1/edit');
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Draaiknop groot');

    await user.click(screen.getByRole('menuitem', { name: 'Widgets' }));
    const again = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await user.click(within(again).getByRole('button', { name: 'Pagina verlaten' }));
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-widgets'));
    await waitFor(() => expect(beforeUnloadIsCancelled()).toBe(false));
  });

  it("asks before the browser's back and forward buttons leave, and stays on the form when told to", async () => {
    const user = userEvent.setup();
    await openEditForm();
    // An entry to step to: the list, then back to the form (nothing changed yet, so no question).
    await user.click(screen.getByRole('menuitem', { name: 'Widgets' }));
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-widgets'));
    act(() => window.history.back());
    const name = await screen.findByRole('textbox', { name: 'Naam' });
    await waitFor(() => expect(name).toHaveValue('Draaiknop'));
    await user.type(name, 'x');

    act(() => window.history.forward());
    const dialog = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    expect(dialog).toHaveTextContent(QUESTION);
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-widgets/w1/edit'));
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Draaiknopx');

    act(() => window.history.forward());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).getByRole('button', {
        name: 'Pagina verlaten',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-widgets'));
  });

  it('does not ask when saving navigates to the record', async () => {
    const user = userEvent.setup();
    const { api, name } = await openEditForm();
    await user.clear(name);
    await user.type(name, 'Draaischakelaar');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Bijgewerkt')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-widgets/w1'));
    expect(screen.queryByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).not.toBeInTheDocument();
    expect(api.records[0]).toMatchObject({ name: 'Draaischakelaar' });
    expect(beforeUnloadIsCancelled()).toBe(false);
  });

  it('does not ask when nothing was changed', async () => {
    const user = userEvent.setup();
    await openEditForm();
    await user.click(screen.getByRole('menuitem', { name: 'Widgets' }));
    await waitFor(() => expect(window.location.pathname).toBe('/system/test-widgets'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
