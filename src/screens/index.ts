import { lazy } from 'react';
import type { ScreenExtensions } from '../framework/extensions.ts';

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
  'facilities/update-region': {
    actions: [lazy(() => import('./facilities/MoveFacilityButton.tsx'))],
  },
};
