CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"user_id" integer,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_wallet_has_member" CHECK ("ledger_entries"."account" <> 'wallet' or "ledger_entries"."balance_after_cents" is not null)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"ref_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_idx" ON "ledger_entries" USING btree ("user_id","id") WHERE "ledger_entries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key" ON "ledger_transactions" USING btree ("key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance_cents" >= 0);--> statement-breakpoint
-- Every transaction balances: checked at commit, whatever wrote the entries.
CREATE FUNCTION "ledger_transaction_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount_cents"), 0) FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id") <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW."transaction_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT OR UPDATE OF "amount_cents", "transaction_id" ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balanced"();
--> statement-breakpoint
-- The single-sided rows of before (translation charges) become balanced transactions.
INSERT INTO "ledger_transactions" ("key", "kind", "ref_id", "created_at")
  SELECT 'legacy:' || "id", CASE "reason" WHEN 'translate' THEN 'translate' ELSE "reason" END, "ref_id", "created_at" FROM "ledger";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "user_id", "amount_cents", "balance_after_cents", "created_at")
  SELECT t."id", 'wallet', l."user_id", l."delta_cents", l."balance_after_cents", l."created_at"
  FROM "ledger" l JOIN "ledger_transactions" t ON t."key" = 'legacy:' || l."id";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount_cents", "created_at")
  SELECT t."id", CASE l."reason" WHEN 'translate' THEN 'revenue:translation' ELSE 'adjustments' END, -l."delta_cents", l."created_at"
  FROM "ledger" l JOIN "ledger_transactions" t ON t."key" = 'legacy:' || l."id";
--> statement-breakpoint
-- A balance no entry explains (the demo seed's, grants from before the ledger) opens the wallet.
INSERT INTO "ledger_transactions" ("key", "kind", "memo")
  SELECT 'opening:' || u."id", 'opening', 'balance before the ledger' FROM "users" u
  WHERE u."balance_cents" <> coalesce((SELECT sum(e."amount_cents") FROM "ledger_entries" e WHERE e."user_id" = u."id" AND e."account" = 'wallet'), 0);
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "user_id", "amount_cents", "balance_after_cents")
  SELECT t."id", 'wallet', u."id",
    u."balance_cents" - coalesce((SELECT sum(e."amount_cents") FROM "ledger_entries" e WHERE e."user_id" = u."id" AND e."account" = 'wallet'), 0),
    u."balance_cents"
  FROM "users" u JOIN "ledger_transactions" t ON t."key" = 'opening:' || u."id";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount_cents")
  SELECT t."id", 'equity:opening', -e."amount_cents"
  FROM "ledger_transactions" t JOIN "ledger_entries" e ON e."transaction_id" = t."id" AND e."account" = 'wallet'
  WHERE t."kind" = 'opening';
