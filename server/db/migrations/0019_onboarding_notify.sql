-- Sessions carry whether their user has finished onboarding (server/auth/sessions.ts): instances that keep sessions
-- must hear when it changes, like a logout (0017). The facts onboarding is derived from: the user's terms, password,
-- verified email and phone, second step, and the linked identities.
CREATE TRIGGER "users_notify_auth_change"
  AFTER UPDATE OF "terms_accepted_at", "password_hash", "password_change_required", "email_verified_at",
    "phone_verified_at", "phone_verification_skipped_at", "preferred_otp" OR DELETE OR TRUNCATE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "user_identities_notify_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_identities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
