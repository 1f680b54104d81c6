import { lazy } from 'react';
import type { ResourceScreensOf } from '../../framework/extensions.ts';

/** The screens of branches (spec §3): the branch's ordered expertises and its expertise profiles, as panels. */
export const branchScreens: ResourceScreensOf<'branches'> = {
  extensions: {
    expertises: { panels: [{ component: lazy(() => import('./OrderedExpertises.tsx')) }] },
    'expertise-profiles': { panels: [{ component: lazy(() => import('./ExpertiseProfiles.tsx')) }] },
  },
};
