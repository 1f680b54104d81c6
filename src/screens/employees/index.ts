import { lazy } from 'react';
import type { ResourceScreensOf } from '../../framework/extensions.ts';
import { employeeAuthority } from './employee-authority.ts';

/**
 * The employee page (spec §2): tags, permissions, regions with their roles and the primary region, roles, the email
 * address, the user account and the history. Each card shows (and edits) its fields itself, so they leave the
 * generic field list.
 */
export const employeeScreens: ResourceScreensOf<'employees'> = {
  // Tags are a plain field, saved by the generic PATCH `{ tags }`: a card of the employee itself, no extension.
  own: {
    panels: [{ component: lazy(() => import('./TagsPanel.tsx')), replacesFields: ['tags'] }],
  },
  extensions: {
    permissions: {
      panels: [{ component: lazy(() => import('./PermissionsPanel.tsx')), replacesFields: ['permissions'] }],
    },
    regions: { panels: [{ component: lazy(() => import('./RegionsPanel.tsx')) }] },
    roles: {
      panels: [{ component: lazy(() => import('./RolesPanel.tsx')), replacesFields: ['roles'] }],
    },
    email: { actions: [lazy(() => import('./ChangeEmailButton.tsx'))] },
    // The record may be linked to a user account: the server says whether you may change it (not your own, not one
    // whose account holds rights you lack); the page then says why and offers no changes.
    account: {
      // Its email and last sign-in are the managers' (docs/decisions.md "Reading an employee's regions").
      // Also on the archived record: the account was blocked with the archive (docs/decisions.md "Account lifecycle").
      panels: [
        {
          component: lazy(() => import('./LoginPanel.tsx')),
          permissions: ['manage_employees'],
          archived: true,
        },
      ],
      authority: employeeAuthority,
    },
    // Its own permission (docs/decisions.md "History is its own permission").
    history: {
      panels: [
        {
          component: lazy(() => import('./HistoryPanel.tsx')),
          permissions: ['view_employee_action_history'],
        },
      ],
    },
  },
};
