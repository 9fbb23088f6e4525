CREATE TABLE "form_tokens" (
	"token" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_tokens_created_at_idx" ON "form_tokens" USING btree ("created_at");