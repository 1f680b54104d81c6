import type { ScreenExtensions } from '../framework/extensions.ts';

/**
 * The screens of the definitions' named extensions (docs/adding-a-resource.md "Screens"), keyed like the server's
 * (`server/admin/extensions.ts`): `<resource>/<extension>`. Each component lives in `src/screens/<resource>/` and is
 * loaded lazily, for example:
 *
 *   'regions/facilities': {
 *     panels: [{ component: lazy(() => import('./regions/RegionFacilities.tsx')) }],
 *   },
 *
 * An extension without an entry here has only a server part.
 */
export const SCREEN_EXTENSIONS: ScreenExtensions = {};
