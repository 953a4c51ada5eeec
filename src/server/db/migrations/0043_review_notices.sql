-- Issue 48's notifications: per person, when they last opened their list of notifications (what happened
-- after is new to them) and when their last e-mail digest was sent (what happened after goes in the next),
-- with the lease a server holds on their digest while it sends it, so two servers never send it twice.
CREATE TABLE "review_notice" (
	"StaffID" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone,
	"digest_at" timestamp with time zone,
	"digest_lease" timestamp with time zone
);
