ALTER TABLE "staff" ADD COLUMN "LastSignInAt" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"StaffID" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "password_links_purpose_check" CHECK ("purpose" IN ('set', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_StaffID_staff_StaffID_fk" FOREIGN KEY ("StaffID") REFERENCES "public"."staff"("StaffID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_links_staff_idx" ON "password_links" USING btree ("StaffID");
