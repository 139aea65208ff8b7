-- ADR 076: a notification keeps its notice (a key of the notices catalog) and values, written in
-- the reader's language when read; a listing may carry a Featured and an Urgent boost together, so
-- Featured has its own flag (the badge, promotion, says URGENT when both run) and the one-live-boost
-- rule is per kind.
DROP INDEX "boosts_one_live_key";--> statement-breakpoint
DROP INDEX "listings_featured_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "listings" SET "featured" = true WHERE "promotion" = 'FEATURED';--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "boosts_one_live_key" ON "boosts" USING btree ("listing_id","kind") WHERE status IN ('pending', 'active');--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("id") WHERE status = 'active' AND featured;