ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_sender_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_receiver_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "chat_messages_receiver_idx";