DROP INDEX "administrative_units_name_idx";--> statement-breakpoint
DROP INDEX "administrative_units_reference_number_idx";--> statement-breakpoint
DROP INDEX "branches_name_idx";--> statement-breakpoint
DROP INDEX "employees_first_name_idx";--> statement-breakpoint
DROP INDEX "employees_last_name_idx";--> statement-breakpoint
DROP INDEX "employees_email_idx";--> statement-breakpoint
DROP INDEX "expertise_profiles_name_idx";--> statement-breakpoint
DROP INDEX "expertises_name_idx";--> statement-breakpoint
DROP INDEX "facilities_name_idx";--> statement-breakpoint
DROP INDEX "facilities_city_idx";--> statement-breakpoint
DROP INDEX "regions_name_idx";--> statement-breakpoint
DROP INDEX "roles_name_idx";--> statement-breakpoint
DROP INDEX "tags_name_idx";--> statement-breakpoint
CREATE INDEX "administrative_units_name_sort_idx" ON "administrative_units" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "administrative_units_reference_number_sort_idx" ON "administrative_units" USING btree (lower("reference_number"),"id");--> statement-breakpoint
CREATE INDEX "administrative_units_city_sort_idx" ON "administrative_units" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "branches_name_sort_idx" ON "branches" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "employees_first_name_sort_idx" ON "employees" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "employees_last_name_sort_idx" ON "employees" USING btree (lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "employees_email_sort_idx" ON "employees" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "employees_job_title_sort_idx" ON "employees" USING btree (lower("job_title"),"id");--> statement-breakpoint
CREATE INDEX "expertise_profiles_name_sort_idx" ON "expertise_profiles" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "expertises_name_sort_idx" ON "expertises" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "facilities_name_sort_idx" ON "facilities" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "facilities_city_sort_idx" ON "facilities" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "regions_name_sort_idx" ON "regions" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "roles_name_sort_idx" ON "roles" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "tags_name_sort_idx" ON "tags" USING btree (lower("name"),"id");