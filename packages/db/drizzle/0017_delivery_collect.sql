-- What a courier collects at the door (issue 36): a parcel's fare; a cash shop order's whole total
-- (goods and delivery); nothing for an order already paid online. Existing rows are filled from
-- their orders before the column becomes required.
ALTER TABLE "deliveries" ADD COLUMN "collect_pesewas" bigint;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "collect_goods_pesewas" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "deliveries" AS d SET
  "collect_pesewas" = CASE WHEN o."payment_method" = 'cash' THEN o."total_pesewas" ELSE 0 END,
  "collect_goods_pesewas" = CASE WHEN o."payment_method" = 'cash' THEN GREATEST(o."subtotal_pesewas" - o."discount_pesewas", 0) ELSE 0 END
  FROM "orders" AS o WHERE d."order_id" = o."id";--> statement-breakpoint
UPDATE "deliveries" SET "collect_pesewas" = "fare_pesewas" WHERE "collect_pesewas" IS NULL;--> statement-breakpoint
UPDATE "deliveries" SET "collect_goods_pesewas" = "collect_pesewas" WHERE "collect_goods_pesewas" > "collect_pesewas";--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "collect_pesewas" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_collect_check" CHECK ("deliveries"."collect_goods_pesewas" >= 0 AND "deliveries"."collect_pesewas" >= "deliveries"."collect_goods_pesewas");
