DROP INDEX "chat_contacts_list_idx";--> statement-breakpoint
ALTER TABLE "chat_contacts" SET (fillfactor = 80);