-- Classified-deal reviews (issue 32): a review is of a delivered shop order or of a classified ad its
-- seller marked sold to the reviewer (listings.sold_to_id), never both; one review per ad. Deleting
-- the ad keeps the review (the link is cleared).
ALTER TABLE "reviews" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_listing_key" ON "reviews" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_subject" CHECK ("reviews"."order_id" IS NULL OR "reviews"."listing_id" IS NULL);