import { lazy } from 'react';
import type { ResourceScreensOf } from '../../framework/extensions.ts';

/** The screens of regions: the description card and, of extension `facilities`, the region's facilities. */
export const regionScreens: ResourceScreensOf<'regions'> = {
  // The description as a card of its own, edited there (`PATCH { description }`, no extension): left out of the
  // generic field list, and the edit form has the name only.
  own: {
    panels: [{ component: lazy(() => import('./DescriptionCard.tsx')), replacesFields: ['description'] }],
    screens: { edit: lazy(() => import('./RegionNameEdit.tsx')) },
  },
  extensions: {
    // A region's facilities are read with manage_regions (GET /regions/{id}/facilities); readers of regions through
    // manage_employees or view_employees see the region without them.
    facilities: {
      panels: [{ component: lazy(() => import('./RegionFacilities.tsx')), permissions: ['manage_regions'] }],
    },
  },
};
