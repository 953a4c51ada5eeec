CREATE TABLE "sso_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"nonce" text DEFAULT '' NOT NULL,
	"code_verifier" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_flows_expires_idx" ON "sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "sso_used_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_used_ids_expires_idx" ON "sso_used_ids" USING btree ("expires_at");
