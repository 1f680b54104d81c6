CREATE TABLE "employees_roles" (
	"record_id" uuid NOT NULL,
	"reference_id" uuid NOT NULL,
	CONSTRAINT "employees_roles_record_id_reference_id_pk" PRIMARY KEY("record_id","reference_id")
);
--> statement-breakpoint
CREATE TABLE "employees_tags" (
	"record_id" uuid NOT NULL,
	"reference_id" uuid NOT NULL,
	CONSTRAINT "employees_tags_record_id_reference_id_pk" PRIMARY KEY("record_id","reference_id")
);
--> statement-breakpoint
ALTER TABLE "employees_roles" ADD CONSTRAINT "employees_roles_record_fk" FOREIGN KEY ("record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees_roles" ADD CONSTRAINT "employees_roles_reference_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees_tags" ADD CONSTRAINT "employees_tags_record_fk" FOREIGN KEY ("record_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees_tags" ADD CONSTRAINT "employees_tags_reference_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_roles_reference_idx" ON "employees_roles" USING btree ("reference_id","record_id");--> statement-breakpoint
CREATE INDEX "employees_tags_reference_idx" ON "employees_tags" USING btree ("reference_id","record_id");