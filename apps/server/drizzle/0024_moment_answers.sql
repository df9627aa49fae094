-- Members answer each other's trends (issue 50): likes, one per member and trend, and comments in
-- the table photo comments already use (its trend_id was there, unused), which their writer may
-- now delete. A like or comment tells the trend's author in a notice that names who and where.
CREATE TABLE "trend_likes" (
	"trend_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_likes_trend_id_user_id_pk" PRIMARY KEY("trend_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "trend_likes" ADD CONSTRAINT "trend_likes_trend_id_trends_id_fk" FOREIGN KEY ("trend_id") REFERENCES "public"."trends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trend_likes" ADD CONSTRAINT "trend_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trend_likes_user_idx" ON "trend_likes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "trend_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "comment_id" integer;
