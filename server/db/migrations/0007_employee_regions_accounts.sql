CREATE TABLE "employee_regions" (
	"employee_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employee_regions_employee_id_region_id_pk" PRIMARY KEY("employee_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "employee_accounts" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
DROP INDEX "audit_log_record_idx";--> statement-breakpoint
ALTER TABLE "employee_regions" ADD CONSTRAINT "employee_regions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_regions" ADD CONSTRAINT "employee_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_regions" ADD CONSTRAINT "employee_regions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_accounts" ADD CONSTRAINT "employee_accounts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_accounts" ADD CONSTRAINT "employee_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_regions_one_primary_idx" ON "employee_regions" USING btree ("employee_id") WHERE "employee_regions"."is_primary";--> statement-breakpoint
CREATE INDEX "employee_regions_region_idx" ON "employee_regions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "employee_regions_role_idx" ON "employee_regions" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","created_at","id");