CREATE TABLE "oauth_artifacts" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"account_id" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oauth_artifacts_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"post_logout_redirect_uris" text[] DEFAULT '{}' NOT NULL,
	"secret_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oauth_artifacts_grant_idx" ON "oauth_artifacts" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_artifacts_uid_idx" ON "oauth_artifacts" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oauth_artifacts_account_idx" ON "oauth_artifacts" USING btree ("account_id","model");--> statement-breakpoint
CREATE INDEX "oauth_artifacts_expires_idx" ON "oauth_artifacts" USING btree ("expires_at");