import { lazy } from 'react';
import type { ScreenExtensions } from '../framework/extensions.ts';
import { employeeAuthority } from './employees/employee-authority.ts';

/**
 * The screens of the definitions' named extensions (docs/adding-a-resource.md "Screens"), keyed like the server's
 * (`server/admin/extensions.ts`): `<resource>/<extension>`. Each component lives in `src/screens/<resource>/` and is
 * loaded lazily. An extension without an entry here has only a server part.
 */
export const SCREEN_EXTENSIONS: ScreenExtensions = {
  'regions/facilities': {
    panels: [
      // The description as a card of its own, edited there: left out of the generic field list and edit form.
      {
        component: lazy(() => import('./regions/DescriptionCard.tsx')),
        replacesFields: ['description'],
      },
      { component: lazy(() => import('./regions/RegionFacilities.tsx')) },
    ],
    screens: { edit: lazy(() => import('./regions/RegionNameEdit.tsx')) },
  },
  // An OAuth application's client id and endpoints, and "Nieuw geheim" (shown once).
  'oauth-clients/secret': {
    panels: [{ component: lazy(() => import('./oauth-clients/ClientCredentialsPanel.tsx')) }],
    actions: [lazy(() => import('./oauth-clients/NewSecretButton.tsx'))],
  },
  'facilities/update-region': {
    actions: [lazy(() => import('./facilities/MoveFacilityButton.tsx'))],
  },
  // Employee detail (spec §2): permissions, tags, regions with roles and the primary region, roles, email, account,
  // history. Each card shows (and edits) its fields itself, so they leave the generic field list.
  'employees/permissions': {
    panels: [
      { component: lazy(() => import('./employees/PermissionsPanel.tsx')), replacesFields: ['permissions'] },
      // Tags are a plain field (PATCH), not an extension; their card sits beside the permissions.
      { component: lazy(() => import('./employees/TagsPanel.tsx')), replacesFields: ['tags'] },
    ],
  },
  'employees/roles': {
    panels: [{ component: lazy(() => import('./employees/RolesPanel.tsx')), replacesFields: ['roles'] }],
  },
  'employees/regions': {
    panels: [{ component: lazy(() => import('./employees/RegionsPanel.tsx')) }],
  },
  'employees/email': {
    actions: [lazy(() => import('./employees/ChangeEmailButton.tsx'))],
  },
  // The record may be linked to a user account: the server says whether you may change it (not your own, not one
  // whose account holds rights you lack); the page then says why and offers no changes.
  'employees/account': {
    panels: [{ component: lazy(() => import('./employees/AccountPanel.tsx')) }],
    authority: employeeAuthority,
  },
  'employees/history': {
    panels: [{ component: lazy(() => import('./employees/HistoryPanel.tsx')) }],
  },
  // A branch's ordered expertises and its expertise profiles (spec §3), as panels of the branch's page.
  'branches/expertises': {
    panels: [{ component: lazy(() => import('./branches/OrderedExpertises.tsx')) }],
  },
  'branches/expertise-profiles': {
    panels: [{ component: lazy(() => import('./branches/ExpertiseProfiles.tsx')) }],
  },
  // The same actions on the pages of one expertise and one profile (reached by the panels' links).
  'expertises/move': {
    actions: [lazy(() => import('./expertises/MoveExpertiseButton.tsx'))],
  },
  'expertise-profiles/expertises': {
    panels: [{ component: lazy(() => import('./expertise-profiles/ProfileExpertisesPanel.tsx')) }],
  },
};
