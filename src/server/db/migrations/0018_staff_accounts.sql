ALTER TABLE "staff" ADD COLUMN "Email" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "StaffNumber" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "ExternalID" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "AccessRequestedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_StaffNumber_unique" UNIQUE("StaffNumber");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_ExternalID_unique" UNIQUE("ExternalID");
