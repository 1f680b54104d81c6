import { tableFor } from '../../admin/tables.ts';
import { tags as tagsResource } from '../../../resources/tags.ts';

/**
 * The tables of the admin resources (resources/*.ts), built from their definitions by `tableFor`. drizzle-kit
 * only sees top-level exports, so each resource of resources/index.ts has one line here (a unit test checks none
 * is missing); `npx drizzle-kit generate --name <what>` then writes its migration.
 */
export const tags = tableFor(tagsResource);
