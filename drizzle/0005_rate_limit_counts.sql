ALTER TABLE "rate_limit_hits" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rate_limit_hits" CASCADE;--> statement-breakpoint
ALTER TABLE "login_attempts" RENAME TO "rate_limit_counts";--> statement-breakpoint
ALTER TABLE "rate_limit_counts" DROP CONSTRAINT "login_attempts_bucket_key_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_counts" ADD CONSTRAINT "rate_limit_counts_bucket_key_pk" PRIMARY KEY("bucket","key");