DROP TABLE "idempotency_keys" CASCADE;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"StaffID" integer NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"input_hash" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_StaffID_key_pk" PRIMARY KEY("StaffID","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_StaffID_staff_StaffID_fk" FOREIGN KEY ("StaffID") REFERENCES "public"."staff"("StaffID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created");--> statement-breakpoint
CREATE UNIQUE INDEX "news_faculty_title_unique" ON "news" USING btree ("FacultyCode",lower(btrim("Title")));