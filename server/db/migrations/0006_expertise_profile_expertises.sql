CREATE TABLE "expertise_profile_expertises" (
	"profile" uuid NOT NULL,
	"expertise" uuid NOT NULL,
	CONSTRAINT "expertise_profile_expertises_profile_expertise_pk" PRIMARY KEY("profile","expertise")
);
--> statement-breakpoint
ALTER TABLE "expertise_profile_expertises" ADD CONSTRAINT "expertise_profile_expertises_profile_expertise_profiles_id_fk" FOREIGN KEY ("profile") REFERENCES "public"."expertise_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expertise_profile_expertises" ADD CONSTRAINT "expertise_profile_expertises_expertise_expertises_id_fk" FOREIGN KEY ("expertise") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expertise_profile_expertises_expertise_idx" ON "expertise_profile_expertises" USING btree ("expertise");