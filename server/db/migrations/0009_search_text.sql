DROP INDEX "administrative_units_name_trgm_idx";--> statement-breakpoint
DROP INDEX "administrative_units_reference_number_trgm_idx";--> statement-breakpoint
DROP INDEX "branches_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_email_trgm_idx";--> statement-breakpoint
DROP INDEX "expertise_profiles_name_trgm_idx";--> statement-breakpoint
DROP INDEX "expertises_name_trgm_idx";--> statement-breakpoint
DROP INDEX "facilities_name_trgm_idx";--> statement-breakpoint
DROP INDEX "facilities_city_trgm_idx";--> statement-breakpoint
DROP INDEX "regions_name_trgm_idx";--> statement-breakpoint
DROP INDEX "roles_name_trgm_idx";--> statement-breakpoint
DROP INDEX "tags_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "administrative_units" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("reference_number", ''))) STORED;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "expertise_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "expertises" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "administrative_units_search_trgm_idx" ON "administrative_units" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_search_trgm_idx" ON "branches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expertise_profiles_search_trgm_idx" ON "expertise_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expertises_search_trgm_idx" ON "expertises" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_search_trgm_idx" ON "facilities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_search_trgm_idx" ON "regions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_search_trgm_idx" ON "roles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_search_trgm_idx" ON "tags" USING gin ("search_text" gin_trgm_ops);