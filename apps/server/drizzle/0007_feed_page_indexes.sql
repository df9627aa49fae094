DROP INDEX "trends_live_idx";--> statement-breakpoint
DROP INDEX "trends_user_idx";--> statement-breakpoint
CREATE INDEX "users_unapproved_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 1;--> statement-breakpoint
CREATE INDEX "trends_live_idx" ON "trends" USING btree ("id","user_id") WHERE "trends"."deleted_at" is null and "trends"."taken_down_at" is null;--> statement-breakpoint
CREATE INDEX "trends_user_idx" ON "trends" USING btree ("user_id","id");