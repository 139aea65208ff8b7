DROP INDEX "deliveries_order_key";--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_key" ON "deliveries" USING btree ("order_id") WHERE status <> 'cancelled';