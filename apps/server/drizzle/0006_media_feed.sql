CREATE TABLE "media_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "trends_feed_idx";--> statement-breakpoint
DROP INDEX "trends_user_idx";--> statement-breakpoint
ALTER TABLE "back_photos" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trends" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "state" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "poster" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_jobs_queue_idx" ON "media_jobs" USING btree ("run_after","id") WHERE "media_jobs"."state" = 0;--> statement-breakpoint
CREATE INDEX "trends_live_idx" ON "trends" USING btree ("id" DESC NULLS LAST) WHERE "trends"."deleted_at" is null and "trends"."taken_down_at" is null;--> statement-breakpoint
CREATE INDEX "trends_user_idx" ON "trends" USING btree ("user_id","id" DESC NULLS LAST);