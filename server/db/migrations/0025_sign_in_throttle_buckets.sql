CREATE TABLE "sign_in_code_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD COLUMN "challenge_id" text;--> statement-breakpoint
CREATE INDEX "sign_in_code_mails_email_idx" ON "sign_in_code_mails" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_events_challenge_idx" ON "sign_in_events" USING btree ("challenge_id","kind","outcome","created_at");