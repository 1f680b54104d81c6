import type { ScreenRegistry } from '../framework/extensions.ts';
import { branchScreens } from './branches/index.ts';
import { employeeScreens } from './employees/index.ts';
import { expertiseProfileScreens } from './expertise-profiles/index.ts';
import { expertiseScreens } from './expertises/index.ts';
import { facilityScreens } from './facilities/index.ts';
import { oauthClientScreens } from './oauth-clients/index.ts';
import { regionScreens } from './regions/index.ts';

/**
 * The screens of the resources beyond the generic ones (docs/adding-a-resource.md "Screens"), by resource name:
 * each `src/screens/<resource>/index.ts` has the parts of its definition's named extensions, by the same names as
 * the server's `server/admin/<resource>/index.ts` (checked by `tsc` against the generated `ResourceExtensionNames`),
 * and its own cards. Components are loaded lazily. An extension without screens has only a server part.
 */
export const SCREEN_EXTENSIONS: ScreenRegistry = {
  branches: branchScreens,
  employees: employeeScreens,
  'expertise-profiles': expertiseProfileScreens,
  expertises: expertiseScreens,
  facilities: facilityScreens,
  'oauth-clients': oauthClientScreens,
  regions: regionScreens,
};
