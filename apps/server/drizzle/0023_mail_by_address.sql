-- An e-mail change asked without the current password (spec §7 profile: the spec's client sends
-- none) is confirmed by a link mailed to the current address, and the new address is told once it
-- is done; one asked with the password is confirmed at the new address, as before.
ALTER TABLE "email_changes" ADD COLUMN "via_current" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Mail sent to an e-mail address (spec §7 /member/email/released: `email` is the recipient's
-- address): the address as typed, kept whether or not it reaches a member, so that the sender's
-- sent box and data export look alike either way and tell no one which addresses hold an account.
-- One that reaches no member has no receiver.
ALTER TABLE "mails" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "mails" ALTER COLUMN "receiver_id" DROP NOT NULL;
