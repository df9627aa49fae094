-- Richer profiles (issue 50): an "about me" beside the 30-character signature, and up to three
-- answered prompts ([{ "key", "answer" }], keys from PROFILE_PROMPTS in contracts). Both default to
-- empty, so every member row, old or new, reads as a profile without them.
ALTER TABLE "users" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;
