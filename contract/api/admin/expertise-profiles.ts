import { z } from 'zod';

/**
 * The expertise-profile calls beyond CRUD (resources/expertise-profiles.ts `extensions`;
 * server/admin/expertise-profiles/): the profile's expertises. `GET` and `POST /expertise-profiles/{id}/expertises`
 * answer them in their branch order, one page of expertise records whose schema the engine derives from the
 * definition.
 */

/** `POST /expertise-profiles/{id}/expertises`: the profile's whole new set (repeats count once; empty clears it). */
export const setProfileExpertisesBody = z.strictObject({
  expertises: z
    .array(z.uuid())
    .max(1000)
    .describe("All the profile's expertises (replacing the current ones), each of the profile's branch."),
});
export type ProfileExpertises = z.input<typeof setProfileExpertisesBody>;
