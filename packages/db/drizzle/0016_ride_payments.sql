ALTER TABLE "ledger_entries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "checkout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "ride_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ride_id" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "momo_network" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "momo_phone" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_ride_once" ON "ledger_entries" USING btree ("ride_id","kind") WHERE ride_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_ride_idx" ON "payments" USING btree ("ride_id","id" DESC NULLS LAST) WHERE ride_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_for_one_check" CHECK (num_nonnulls("ledger_entries"."order_id", "ledger_entries"."ride_id") = 1);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_check" CHECK (num_nonnulls("payments"."checkout_id", "payments"."ride_id") = 1);--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_momo_check" CHECK ("rides"."payment_method" = 'cash' OR ("rides"."momo_network" IS NOT NULL AND "rides"."momo_phone" IS NOT NULL));