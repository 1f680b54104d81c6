import { lazy } from 'react';
import type { ResourceScreensOf } from '../../framework/extensions.ts';

/** The screens of one expertise profile (reached by the branch page's links): its expertises, chosen there. */
export const expertiseProfileScreens: ResourceScreensOf<'expertise-profiles'> = {
  extensions: {
    expertises: { panels: [{ component: lazy(() => import('./ProfileExpertisesPanel.tsx')) }] },
  },
};
