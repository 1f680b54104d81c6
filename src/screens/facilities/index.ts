import { lazy } from 'react';
import type { ResourceScreensOf } from '../../framework/extensions.ts';

/** The screens of facilities: "move to another region" in the facility page's toolbar. */
export const facilityScreens: ResourceScreensOf<'facilities'> = {
  extensions: {
    'update-region': { actions: [lazy(() => import('./MoveFacilityButton.tsx'))] },
  },
};
