ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
-- A block ends the account's sessions (their delete notifies, 0017); instances that keep sessions also hear the
-- block itself, so a session started by a sign-in that raced it is read again (server/auth/sessions/sessions.ts).
DROP TRIGGER "users_notify_auth_change" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_notify_auth_change"
  AFTER UPDATE OF "terms_accepted_at", "password_hash", "password_change_required", "email_verified_at",
    "phone_verified_at", "phone_verification_skipped_at", "preferred_otp", "blocked_at" OR DELETE OR TRUNCATE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
