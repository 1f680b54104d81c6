import { index, pgTable, primaryKey, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { expertiseProfiles, expertises } from './resources.ts';

/**
 * The expertises of an expertise profile (spec §7 `GET/POST /expertise-profiles/{id}/expertises`): a set, each
 * expertise of the profile's branch. Deleting a profile or an expertise removes its rows.
 */
export const expertiseProfileExpertises = pgTable(
  'expertise_profile_expertises',
  {
    profile: uuid('profile')
      .notNull()
      .references((): AnyPgColumn => expertiseProfiles.id as AnyPgColumn, { onDelete: 'cascade' }),
    expertise: uuid('expertise')
      .notNull()
      .references((): AnyPgColumn => expertises.id as AnyPgColumn, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.profile, table.expertise] }),
    index('expertise_profile_expertises_expertise_idx').on(table.expertise),
  ],
);
