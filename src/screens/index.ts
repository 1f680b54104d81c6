import { lazy } from 'react';
import type { ScreenExtensions } from '../framework/extensions.ts';

/**
 * The screens of the definitions' named extensions (docs/adding-a-resource.md "Screens"), keyed like the server's
 * (`server/admin/extensions.ts`): `<resource>/<extension>`. Each component lives in `src/screens/<resource>/` and is
 * loaded lazily. An extension without an entry here has only a server part.
 */
export const SCREEN_EXTENSIONS: ScreenExtensions = {
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
