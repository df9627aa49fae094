ALTER TABLE "reports" ADD COLUMN "evidence_kind" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence_id" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence_text" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence_img" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "evidence_at" timestamp with time zone;