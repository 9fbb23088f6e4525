CREATE TABLE "event_facts_draft" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	"started_from_version" bigint,
	"data" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_facts_draft_single_row" CHECK ("event_facts_draft"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "event_facts_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" bigint NOT NULL,
	"based_on_version" bigint,
	"data" jsonb NOT NULL,
	"origin" text NOT NULL,
	"changed_groups" jsonb,
	"restored_from_version" bigint,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_facts_versions_version_unique" UNIQUE("version"),
	CONSTRAINT "event_facts_versions_based_on_version_unique" UNIQUE("based_on_version")
);
