CREATE TABLE "permissions_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "permissions_generation_single_row" CHECK ("permissions_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "permissions_generation" ("id", "value") VALUES (1, 0);--> statement-breakpoint
-- One count per writing statement, in its transaction: a reader sees the new count exactly when it sees the change.
CREATE FUNCTION "bump_permissions_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "permissions_generation" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_permissions_bump_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_permissions_generation"();--> statement-breakpoint
CREATE TRIGGER "employee_accounts_bump_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employee_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_permissions_generation"();--> statement-breakpoint
CREATE TRIGGER "employees_roles_bump_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employees_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_permissions_generation"();--> statement-breakpoint
CREATE TRIGGER "employees_bump_generation" AFTER UPDATE OF "permissions", "archived_at" OR DELETE OR TRUNCATE ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_permissions_generation"();--> statement-breakpoint
CREATE TRIGGER "roles_bump_generation" AFTER UPDATE OF "permissions" OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_permissions_generation"();
--> statement-breakpoint
-- Instances that keep sessions (server/auth/session-cache.ts) LISTEN on zp_auth; a change that can end or alter a
-- session or anyone's permissions tells them, when its transaction commits. Touching last_active_at does not.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zp_auth', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_auth_change"
  AFTER UPDATE OF "token_hash", "user_id", "remember", "expires_at", "confirmed_at", "confirmed_method" OR DELETE OR TRUNCATE
  ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "permissions_generation_notify_auth_change" AFTER UPDATE ON "permissions_generation"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
