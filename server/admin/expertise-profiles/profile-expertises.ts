import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { translate } from '../../../i18n/server/translate.ts';
import { expertiseProfiles } from '../../../resources/expertise-profiles.ts';
import { expertises } from '../../../resources/expertises.ts';
import type { Db, Tx } from '../../db/client.ts';
import { expertiseProfileExpertises as links } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/http-error.ts';
import { recordAudit } from '../audit.ts';
import { lockRecord } from '../record-lock.ts';
import { writeTransaction } from '../write-records.ts';
import { column, notFound, toRecord, UUID, type Page } from '../record-shape.ts';
import { tableFor } from '../tables.ts';

/**
 * The actions of `GET/POST /expertise-profiles/{id}/expertises` (spec §7): the set of a profile's expertises,
 * always expertises of the profile's branch, answered in their branch order.
 */

const profiles = tableFor(expertiseProfiles);
const expertiseTable = tableFor(expertises);
const expertiseId = column(expertiseTable, 'id');

/** The profile's expertises by position (one page: a branch has tens at most). */
async function expertisesOf(db: Db | Tx, profileId: string): Promise<Page> {
  const rows = await db
    .select(getTableColumns(expertiseTable))
    .from(expertiseTable)
    .innerJoin(links, eq(links.expertise, expertiseId))
    .where(eq(links.profile, profileId))
    .orderBy(asc(column(expertiseTable, 'position')), asc(expertiseId));
  return {
    data: rows.map((row) => toRecord(expertises, row)),
    links: { next: null },
    meta: { total: rows.length },
  };
}

/** `GET`: the profile's expertises in their branch order; 404 for an unknown profile. */
export async function listProfileExpertises(db: Db, profileId: string): Promise<Page> {
  if (!UUID.test(profileId)) throw notFound();
  const [profile] = await db
    .select({ id: column(profiles, 'id') })
    .from(profiles)
    .where(eq(column(profiles, 'id'), profileId));
  if (!profile) throw notFound();
  return expertisesOf(db, profileId);
}

/**
 * `POST`: replaces the profile's expertises with `ids` (repeats count once; empty clears the profile). Each must
 * be an expertise of the profile's branch, else 422 on `expertises`. Audited as `editExpertiseProfile` with
 * `{ expertises: { before, after } }` (ids in branch order) when the set changed. Answers the new list.
 */
export async function setProfileExpertises(
  db: Db,
  profileId: string,
  ids: readonly string[],
  actorId: string,
): Promise<Page> {
  if (!UUID.test(profileId)) throw notFound();
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  return writeTransaction(db, expertiseProfiles, async (tx) => {
    // Locked first, so concurrent replacements of one profile run one after the other (record-lock.ts).
    const profile = await lockRecord(tx, expertiseProfiles, profileId, { strength: 'no key update' });
    const allowed =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: expertiseId })
            .from(expertiseTable)
            .where(
              and(
                inArray(expertiseId, wanted),
                eq(column(expertiseTable, 'branch'), profile.branch as string),
              ),
            )
            .for('key share');
    if (allowed.length !== wanted.length) {
      throw new ValidationError({
        expertises: [translate('server.admin.expertiseProfiles.notInBranch')],
      });
    }

    const before = (await expertisesOf(tx, profileId)).data.map((expertise) => expertise.id);
    const removed = before.filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !before.includes(id));
    if (removed.length === 0 && added.length === 0) return expertisesOf(tx, profileId);
    if (removed.length > 0) {
      await tx.delete(links).where(and(eq(links.profile, profileId), inArray(links.expertise, removed)));
    }
    if (added.length > 0) {
      await tx.insert(links).values(added.map((expertise) => ({ profile: profileId, expertise })));
    }
    await tx
      .update(profiles)
      .set({ updatedAt: new Date() })
      .where(eq(column(profiles, 'id'), profileId));
    const after = await expertisesOf(tx, profileId);
    await recordAudit(tx, {
      action: expertiseProfiles.audit.edit,
      resource: expertiseProfiles,
      recordId: profileId,
      actorId,
      changes: { expertises: { before, after: after.data.map((expertise) => expertise.id) } },
    });
    return after;
  });
}
