import { z } from 'zod';

/**
 * The expertise calls beyond CRUD (resources/expertises.ts `extensions`, spec §3 "Branch: ordered expertises";
 * server/admin/expertises/): moving one within its branch's order. It answers the moved expertise, a record whose
 * schema the engine derives from the definition (`{ data: Expertise }`).
 */

/** An expertise's place in a body: before this expertise of the same branch; null or left out: as last. */
export const expertisePlace = z
  .uuid()
  .nullable()
  .optional()
  .describe('Before this expertise of the same branch; null or left out: as last.');

/** `POST /expertises/{id}/move`: before another expertise of its branch, or as last. */
export const moveExpertiseBody = z.strictObject({ before: expertisePlace });
export type ExpertiseMove = z.input<typeof moveExpertiseBody>;
