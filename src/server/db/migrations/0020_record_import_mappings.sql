CREATE TABLE "record_import_mapping" (
	"kind" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone DEFAULT now() NOT NULL
);
