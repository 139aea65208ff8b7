CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer,
	"balance_pesewas" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_user_key" UNIQUE NULLS NOT DISTINCT("kind","user_id"),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" IN ('seller_payable', 'courier_payable')) = ("ledger_accounts"."user_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_pesewas" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_nonzero_check" CHECK ("ledger_postings"."amount_pesewas" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"order_id" integer,
	"ride_id" integer,
	"payment_id" integer,
	"payout_id" integer,
	"dispute_id" integer,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transfer_idx" ON "ledger_postings" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key" ON "ledger_transfers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_order_idx" ON "ledger_transfers" USING btree ("order_id") WHERE order_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transfers_ride_idx" ON "ledger_transfers" USING btree ("ride_id") WHERE ride_id IS NOT NULL;--> statement-breakpoint
-- The ledger is append-only, and every transfer's postings sum to zero when its transaction commits
-- (ADR 057): a trigger refuses changes; a deferred constraint trigger checks each new posting's transfer.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_change BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_transfer_balanced() RETURNS trigger AS $$
DECLARE
  total bigint;
BEGIN
  SELECT sum(amount_pesewas) INTO total FROM ledger_postings WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: its postings sum to %', NEW.transfer_id, total;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON "ledger_postings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();--> statement-breakpoint
-- The system's accounts.
INSERT INTO "ledger_accounts" ("kind") VALUES ('provider_clearing'), ('escrow'), ('payouts_in_transit'), ('platform_revenue'), ('provider_fees'), ('refunds'), ('cash_in_hand'), ('cash_sales');--> statement-breakpoint
-- Yesterday's single-entry rows become transfers, history kept: a Mobile Money charge went into
-- Dwa's provider balance and is held for the order or ride (escrow; the release sweep pays out what
-- is due); a refund of it gave it back; cash collected at the door, and cash given back, are noted
-- as cash in someone's hand (not Dwa's money).
INSERT INTO "ledger_transfers" ("kind", "key", "order_id", "ride_id", "payment_id", "memo", "created_at")
  SELECT CASE e."kind" WHEN 'momo_charge' THEN 'charge' WHEN 'refund' THEN 'refund' ELSE 'cash_collected' END,
         CASE e."kind" WHEN 'momo_charge' THEN 'charge:' WHEN 'refund' THEN 'refund:' ELSE 'cash:' END
           || CASE WHEN e."order_id" IS NOT NULL THEN 'order:' || e."order_id" ELSE 'ride:' || e."ride_id" END,
         e."order_id", e."ride_id", e."payment_id", coalesce(e."memo", 'from the single-entry ledger'), e."created_at"
  FROM "ledger_entries" e ORDER BY e."id";--> statement-breakpoint
INSERT INTO "ledger_postings" ("transfer_id", "account_id", "amount_pesewas", "created_at")
  SELECT t."id", a."id", p."amount", t."created_at"
  FROM "ledger_entries" e
  JOIN "ledger_transfers" t ON t."key" = CASE e."kind" WHEN 'momo_charge' THEN 'charge:' WHEN 'refund' THEN 'refund:' ELSE 'cash:' END
           || CASE WHEN e."order_id" IS NOT NULL THEN 'order:' || e."order_id" ELSE 'ride:' || e."ride_id" END
  CROSS JOIN LATERAL (VALUES
    (CASE WHEN e."kind" = 'momo_charge' OR (e."kind" = 'refund' AND e."payment_id" IS NOT NULL) THEN 'provider_clearing' ELSE 'cash_in_hand' END, abs(e."amount_pesewas") * CASE WHEN e."kind" = 'refund' THEN -1 ELSE 1 END),
    (CASE WHEN e."kind" = 'momo_charge' OR (e."kind" = 'refund' AND e."payment_id" IS NOT NULL) THEN 'escrow' ELSE 'cash_sales' END, abs(e."amount_pesewas") * CASE WHEN e."kind" = 'refund' THEN 1 ELSE -1 END)
  ) AS p("account", "amount")
  JOIN "ledger_accounts" a ON a."kind" = p."account" AND a."user_id" IS NULL
  WHERE e."amount_pesewas" <> 0;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance_pesewas" = s."total", "version" = s."n"
  FROM (SELECT "account_id", sum("amount_pesewas") AS "total", count(*)::int AS "n" FROM "ledger_postings" GROUP BY "account_id") s
  WHERE a."id" = s."account_id";--> statement-breakpoint
DROP TABLE "ledger_entries" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_entries_append_only();
