CREATE TABLE "administrative_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"reference_number" text NOT NULL,
	"kvk_number" text,
	"vat_number" text,
	"iban" text,
	"email" text,
	"phone" text,
	"street_address" text,
	"postal_code" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"job_title" text,
	"street_address" text,
	"postal_code" text,
	"city" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid,
	"archive_reason" text
);
--> statement-breakpoint
CREATE TABLE "expertise_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"branch" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expertises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"branch" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"region" uuid NOT NULL,
	"city" text NOT NULL,
	"postal_code" text,
	"street_address" text,
	"kvk_number" text,
	"vat_number" text,
	"iban" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expertise_profiles" ADD CONSTRAINT "expertise_profiles_branch_branches_id_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expertises" ADD CONSTRAINT "expertises_branch_branches_id_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_region_regions_id_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administrative_units_created_at_idx" ON "administrative_units" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "administrative_units_name_trgm_idx" ON "administrative_units" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "administrative_units_name_idx" ON "administrative_units" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "administrative_units_name_unique" ON "administrative_units" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "administrative_units_type_idx" ON "administrative_units" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "administrative_units_reference_number_trgm_idx" ON "administrative_units" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "administrative_units_reference_number_idx" ON "administrative_units" USING btree ("reference_number","id");--> statement-breakpoint
CREATE UNIQUE INDEX "administrative_units_reference_number_unique" ON "administrative_units" USING btree (lower("reference_number"));--> statement-breakpoint
CREATE INDEX "administrative_units_city_idx" ON "administrative_units" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "branches_created_at_idx" ON "branches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "branches_name_trgm_idx" ON "branches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_name_idx" ON "branches" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_unique" ON "branches" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "employees_created_at_idx" ON "employees" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "employees_first_name_trgm_idx" ON "employees" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_first_name_idx" ON "employees" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "employees_last_name_trgm_idx" ON "employees" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_last_name_idx" ON "employees" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "employees_email_trgm_idx" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_email_idx" ON "employees" USING btree ("email","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_unique" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employees_job_title_idx" ON "employees" USING btree ("job_title","id");--> statement-breakpoint
CREATE INDEX "employees_permissions_gin_idx" ON "employees" USING gin ("permissions");--> statement-breakpoint
CREATE INDEX "employees_archived_at_idx" ON "employees" USING btree ("archived_at");--> statement-breakpoint
CREATE INDEX "expertise_profiles_created_at_idx" ON "expertise_profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expertise_profiles_name_trgm_idx" ON "expertise_profiles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expertise_profiles_name_idx" ON "expertise_profiles" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "expertise_profiles_branch_idx" ON "expertise_profiles" USING btree ("branch","id");--> statement-breakpoint
CREATE INDEX "expertises_created_at_idx" ON "expertises" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expertises_name_trgm_idx" ON "expertises" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expertises_name_idx" ON "expertises" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "expertises_branch_idx" ON "expertises" USING btree ("branch","id");--> statement-breakpoint
CREATE INDEX "expertises_position_idx" ON "expertises" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "facilities_created_at_idx" ON "facilities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "facilities_name_trgm_idx" ON "facilities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_name_idx" ON "facilities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "facilities_region_idx" ON "facilities" USING btree ("region","id");--> statement-breakpoint
CREATE INDEX "facilities_city_trgm_idx" ON "facilities" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_city_idx" ON "facilities" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "regions_created_at_idx" ON "regions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "regions_name_trgm_idx" ON "regions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_name_idx" ON "regions" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_unique" ON "regions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "roles_created_at_idx" ON "roles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_name_idx" ON "roles" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "roles_permissions_gin_idx" ON "roles" USING gin ("permissions");