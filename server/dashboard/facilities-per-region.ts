import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { facilities, regions } from '../db/schema/index.ts';
import type { RegionFacilities } from '../../contract/api/dashboard.ts';

const dutch = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/**
 * Every region with its number of facilities, by name as a Dutch reader sorts. Regions are a short list (the
 * provinces and their parts), facilities a few thousand: one grouped join.
 */
export async function loadFacilitiesPerRegion(db: Db): Promise<RegionFacilities[]> {
  const rows = await db
    .select({
      id: regions.id,
      name: regions.name,
      facilities: count(facilities.id),
    })
    .from(regions)
    .leftJoin(facilities, eq(facilities.region, regions.id))
    .groupBy(regions.id);
  return (rows as RegionFacilities[]).sort(
    (a, b) => dutch.compare(a.name, b.name) || a.id.localeCompare(b.id),
  );
}
