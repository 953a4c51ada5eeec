-- Issue 25: soft leases on records open in an update screen, shared by every server of a deployment.
CREATE TABLE "record_lease" (
	"record" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"StaffID" integer NOT NULL,
	"staff_name" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed" timestamp with time zone DEFAULT now() NOT NULL
);
