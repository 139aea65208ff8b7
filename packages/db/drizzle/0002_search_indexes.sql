DROP INDEX "listings_category_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ranked_at" timestamp GENERATED ALWAYS AS ((created_at AT TIME ZONE 'UTC') + CASE WHEN promotion = 'FEATURED' THEN interval '3 days' ELSE interval '0 days' END) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "popularity" integer GENERATED ALWAYS AS (likes_count + views_count) STORED;--> statement-breakpoint
CREATE INDEX "listings_status_ranked_idx" ON "listings" USING btree ("status","ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_popular_idx" ON "listings" USING btree ("status","popularity" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_category_ranked_idx" ON "listings" USING btree ("status","category","ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_subcategory_ranked_idx" ON "listings" USING btree ("status","category","sub_category","ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_category_price_idx" ON "listings" USING btree ("status","category","price_pesewas","id");--> statement-breakpoint
CREATE INDEX "listings_brand_trgm_idx" ON "listings" USING gin ("brand" gin_trgm_ops);