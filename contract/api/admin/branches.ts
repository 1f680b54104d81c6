import { z } from 'zod';
import { expertiseProfiles } from '../../../resources/expertise-profiles.ts';
import { expertises } from '../../../resources/expertises.ts';
import { expertisePlace } from './expertises.ts';
import { fieldRule } from './records.ts';

/**
 * The branch calls beyond CRUD (resources/branches.ts `extensions`, docs/api.md "Branches, expertises and expertise
 * profiles"; server/admin/branches/): a branch's ordered expertises and its expertise profiles. The lists
 * (`GET /branches/{id}/expertises`, `GET /branches/{id}/expertise-profiles`: one page with every row) and the new
 * records (201 `{ data }`) are records whose schemas the engine derives from the definitions.
 */

/** `POST /branches/{id}/expertises`: a new expertise, before another of the branch or as last. */
export const newExpertiseBody = z.strictObject({
  name: fieldRule(expertises.fields.name),
  before: expertisePlace,
});
export type NewExpertise = z.input<typeof newExpertiseBody>;

/** `POST /branches/{id}/expertise-profiles`: a new profile of the branch, without expertises. */
export const newProfileBody = z.strictObject({ name: fieldRule(expertiseProfiles.fields.name) });
export type NewExpertiseProfile = z.input<typeof newProfileBody>;
