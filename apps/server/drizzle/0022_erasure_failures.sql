CREATE TABLE "erasure_failures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" text NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erasure_failures" ADD CONSTRAINT "erasure_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_failures_retry_idx" ON "erasure_failures" USING btree ("retry_at");
