ALTER TABLE "notify_outbox" DROP CONSTRAINT "notify_outbox_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notify_outbox" DROP CONSTRAINT "notify_outbox_actor_id_users_id_fk";
