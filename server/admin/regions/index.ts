import type { ServerExtensions } from '../extensions.ts';
import { regionFacilities } from './facilities.ts';

/** The extensions of regions (`resources/regions.ts`): the region's facilities, paged. */
export const regionExtensions: ServerExtensions<'regions'> = {
  facilities: regionFacilities,
};
