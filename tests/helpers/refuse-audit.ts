import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';

/**
 * Makes the database refuse every `audit_log` insert of `action` (a trigger that raises), so a test can see what a
 * write does when its audit entry cannot be stored: nothing of it may stay. Real PostgreSQL behaviour on PGlite
 * and PostgreSQL alike, no mock. The refusal lasts until the returned function is called.
 */
export async function refuseAuditOf(database: Database, action: string): Promise<() => Promise<void>> {
  const { db } = database;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS test_refused_audit (action text PRIMARY KEY)`);
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM test_refused_audit WHERE action = NEW.action) THEN
        RAISE EXCEPTION 'audit entry % refused by the test', NEW.action;
      END IF;
      RETURN NEW;
    END $$`);
  await db.execute(sql`DROP TRIGGER IF EXISTS test_refuse_audit ON audit_log`);
  await db.execute(sql`
    CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log
    FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`);
  await db.execute(sql`INSERT INTO test_refused_audit (action) VALUES (${action}) ON CONFLICT DO NOTHING`);
  return async () => {
    await db.execute(sql`DELETE FROM test_refused_audit WHERE action = ${action}`);
  };
}
