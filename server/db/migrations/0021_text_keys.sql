-- Text filters and Dutch surnames (docs/decisions.md "Text filters and Dutch surnames"; server/db/text-keys.ts).
-- fold_text: lower case without accents, by translate() over the Latin letters (PGlite and PostgreSQL alike, no
-- unaccent dictionary); IMMUTABLE, so the search columns, sort keys and trigram indexes below may use it. Plain
-- ASCII (one byte per character) skips the translate(), which costs ~60 µs on a 262-letter list; not STRICT, so
-- PostgreSQL inlines it (a CASE is not strict) and a filter's walk pays ~1 µs a row, as for lower().
CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(CASE WHEN octet_length(value) = length(value) THEN value
    ELSE translate(value, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ’‘ʼ', 'AAAAAACEEEEIIIIDNOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy''''''') END);--> statement-breakpoint
-- dutch_surname_key: a folded surname as Dutch registers file it, its tussenvoegsel (the leading words van, de, der,
-- den, ter, in 't … in any combination) moved behind: 'van den berg' -> 'berg van den', so it sorts under B,
-- right after a plain 'berg'. A surname that is only such a word ('van') stays as it is.
CREATE OR REPLACE FUNCTION dutch_surname_key(folded text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN rtrim(regexp_replace(folded, '^((?:(?:van|von|vom|de|der|den|des|du|het|''t|''s|te|ten|ter|in|op|aan|bij|uit|over|voor|zu|zum|zur)\s+)+)(\S.*)$', '\2 \1'));--> statement-breakpoint
DROP INDEX "administrative_units_city_idx";--> statement-breakpoint
DROP INDEX "employees_job_title_idx";--> statement-breakpoint
DROP INDEX "employees_last_name_sort_idx";--> statement-breakpoint
DROP INDEX "employees_archived_at_idx";--> statement-breakpoint
ALTER TABLE "administrative_units" drop column "search_text";--> statement-breakpoint
ALTER TABLE "administrative_units" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", '') || ' ' || coalesce("reference_number", ''))) STORED;--> statement-breakpoint
ALTER TABLE "branches" drop column "search_text";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "employees" drop column "search_text";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "expertise_profiles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "expertise_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "expertises" drop column "search_text";--> statement-breakpoint
ALTER TABLE "expertises" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "facilities" drop column "search_text";--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", '') || ' ' || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "oauth_clients" drop column "search_text";--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "regions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "roles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tags" drop column "search_text";--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "last_name_sort_key" text GENERATED ALWAYS AS (dutch_surname_key(fold_text("last_name"))) STORED;--> statement-breakpoint
CREATE INDEX "administrative_units_city_trgm_idx" ON "administrative_units" USING gin (fold_text("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_job_title_trgm_idx" ON "employees" USING gin (fold_text("job_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_last_name_sort_idx" ON "employees" USING btree ("last_name_sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "employees_archived_at_idx" ON "employees" USING btree ("archived_at","id");--> statement-breakpoint
CREATE INDEX "administrative_units_search_trgm_idx" ON "administrative_units" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_search_trgm_idx" ON "branches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expertise_profiles_search_trgm_idx" ON "expertise_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expertises_search_trgm_idx" ON "expertises" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_search_trgm_idx" ON "facilities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oauth_clients_search_trgm_idx" ON "oauth_clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_search_trgm_idx" ON "regions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_search_trgm_idx" ON "roles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_search_trgm_idx" ON "tags" USING gin ("search_text" gin_trgm_ops);
