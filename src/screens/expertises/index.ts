import { lazy } from 'react';
import type { ResourceScreensOf } from '../../framework/extensions.ts';

/** The screens of one expertise (reached by the branch page's links): moving it within its branch's order. */
export const expertiseScreens: ResourceScreensOf<'expertises'> = {
  extensions: {
    move: { actions: [lazy(() => import('./MoveExpertiseButton.tsx'))] },
  },
};
