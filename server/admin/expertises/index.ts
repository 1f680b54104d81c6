import type { ServerExtensions } from '../extensions.ts';
import { moveExpertiseRoutes } from './move-routes.ts';

/** The extensions of expertises (`resources/expertises.ts`): moving one within its branch's order. */
export const expertiseExtensions: ServerExtensions<'expertises'> = {
  move: moveExpertiseRoutes,
};
