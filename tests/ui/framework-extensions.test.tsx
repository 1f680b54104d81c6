import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtensionProps, ScreenExtensions } from '../../src/framework/extensions.ts';
import { widgets } from '../fixtures/widgets-resource.ts';
import { openAdminAt, resetAdminShell } from '../helpers/admin.tsx';
import { signedInAdminApi } from '../helpers/admin-api.ts';
import { fakeResourceApi } from '../helpers/fake-resource-api.ts';

beforeEach(resetAdminShell);
afterEach(() => vi.unstubAllGlobals());

/** A definition naming an extension, as regions will name `facilities`. */
const notedWidgets = { ...widgets, extensions: ['notes', 'server-only'] as const };

function NotesPanel({ record, definition }: ExtensionProps) {
  return (
    <Paper sx={{ mt: 2, p: 2 }} aria-label="Notitiekaart">
      {definition.name}: {String(record.note)}
    </Paper>
  );
}

/** A card of the resource itself (no extension), as an employee's tags: it comes before the extensions' panels. */
function CodePanel({ record }: ExtensionProps) {
  return (
    <Paper sx={{ mt: 2, p: 2 }} aria-label="Codekaart">
      {String(record.code)}
    </Paper>
  );
}

function PrintAction({ record }: ExtensionProps) {
  return <Button>Afdrukken {String(record.name)}</Button>;
}

const extensions: ScreenExtensions = {
  'test-widgets': {
    own: { panels: [{ component: CodePanel, replacesFields: ['code'] }] },
    extensions: {
      notes: {
        // Lazily loaded, as src/screens/<resource>/index.ts registers them.
        panels: [
          {
            component: lazy(() => Promise.resolve({ default: NotesPanel })),
            replacesFields: ['note'],
          },
        ],
        actions: [PrintAction],
      },
    },
  },
};

describe('screen extensions (src/screens/<resource>/index.ts)', { timeout: 30_000 }, () => {
  it('add panels and actions by resource and extension, the own panels first; a panel may take over fields', async () => {
    const api = fakeResourceApi(notedWidgets, [
      {
        id: 'w1',
        name: 'Draaiknop',
        colours: [],
        serial: 'SN-1',
        note: 'Voorzichtig draaien',
        code: 'W-1',
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
    signedInAdminApi(['manage_roles'], api.routes);
    openAdminAt('/system/test-widgets/w1', [notedWidgets], extensions);
    const panel = await screen.findByLabelText('Notitiekaart', {}, { timeout: 20_000 });
    expect(panel).toHaveTextContent('test-widgets: Voorzichtig draaien');
    expect(screen.getByRole('button', { name: 'Afdrukken Draaiknop' })).toBeInTheDocument();
    // The note and the code are the panels' now: not in the generic field list.
    const card = screen.getByText('Serienummer').closest('.MuiCard-root') as HTMLElement;
    expect(within(card).queryByText('Notitie')).not.toBeInTheDocument();
    expect(within(card).queryByText('Code')).not.toBeInTheDocument();
    // The resource's own card first, then its extensions' in the definition's order.
    const own = screen.getByLabelText('Codekaart');
    expect(own).toHaveTextContent('W-1');
    expect(own.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('may replace a generic screen', async () => {
    const api = fakeResourceApi(notedWidgets, []);
    signedInAdminApi(['manage_roles'], api.routes);
    openAdminAt('/system/test-widgets', [notedWidgets], {
      'test-widgets': { extensions: { notes: { screens: { list: () => <h1>Eigen widgetlijst</h1> } } } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Eigen widgetlijst' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});
