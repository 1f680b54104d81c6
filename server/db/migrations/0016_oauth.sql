CREATE TABLE "oauth_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"redirect_uris" text NOT NULL,
	"post_logout_redirect_uris" text,
	"public" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED
);
--> statement-breakpoint
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
CREATE TABLE "oauth_client_secrets" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_client_secrets" ADD CONSTRAINT "oauth_client_secrets_client_id_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_clients_created_at_idx" ON "oauth_clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "oauth_clients_search_trgm_idx" ON "oauth_clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oauth_clients_name_sort_idx" ON "oauth_clients" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "oauth_clients_public_idx" ON "oauth_clients" USING btree ("public","id");--> statement-breakpoint
CREATE INDEX "oauth_artifacts_grant_idx" ON "oauth_artifacts" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_artifacts_uid_idx" ON "oauth_artifacts" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oauth_artifacts_account_idx" ON "oauth_artifacts" USING btree ("account_id","model");--> statement-breakpoint
CREATE INDEX "oauth_artifacts_expires_idx" ON "oauth_artifacts" USING btree ("expires_at");