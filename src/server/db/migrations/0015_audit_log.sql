CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"StaffID" integer,
	"staff_name" text NOT NULL,
	"level" integer NOT NULL,
	"address" text NOT NULL,
	"call" text NOT NULL,
	"record" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");
