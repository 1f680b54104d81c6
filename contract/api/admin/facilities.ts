import { z } from 'zod';
import { facilities } from '../../../resources/facilities.ts';
import { fieldRule } from './records.ts';

/**
 * The facility calls beyond CRUD (resources/facilities.ts `extensions`, spec §2 "Move a facility to another
 * region"; server/admin/facilities/). It answers the moved facility, a record whose schema the engine derives from
 * the definition (`{ data: Facility }`).
 */

/** `POST /facilities/{id}/update-region`: the region to move to (the field's rule; not editable by PATCH). */
export const updateFacilityRegionBody = z.strictObject({ region: fieldRule(facilities.fields.region) });
export type FacilityRegionUpdate = z.input<typeof updateFacilityRegionBody>;
