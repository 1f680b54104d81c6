import type { ServerExtensions } from '../extensions.ts';
import { updateFacilityRegion } from './update-region.ts';

/** The extensions of facilities (`resources/facilities.ts`): moving one to another region. */
export const facilityExtensions: ServerExtensions<'facilities'> = {
  'update-region': updateFacilityRegion,
};
