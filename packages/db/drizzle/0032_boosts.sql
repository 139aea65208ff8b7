CREATE TABLE "boost_prices" (
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"amount_pesewas" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "boost_prices_kind_days_pk" PRIMARY KEY("kind","days"),
	CONSTRAINT "boost_prices_amount_check" CHECK ("boost_prices"."amount_pesewas" > 0)
);
--> statement-breakpoint
CREATE TABLE "boosts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boosts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer,
	"listing_title" text NOT NULL,
	"seller_id" integer NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"amount_pesewas" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boosts_days_check" CHECK ("boosts"."days" IN (7, 30)),
	CONSTRAINT "boosts_amount_check" CHECK ("boosts"."amount_pesewas" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_one_check";--> statement-breakpoint
-- ADR 072: a badge comes only from a paid boost; the promotion a seller chose for free is dropped.
UPDATE "listings" SET "promotion" = 'NONE' WHERE "promotion" <> 'NONE';--> statement-breakpoint
ALTER TABLE "listings" drop column "ranked_at";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ranked_at" timestamp GENERATED ALWAYS AS ((created_at AT TIME ZONE 'UTC') + CASE WHEN promotion = 'URGENT' THEN interval '3 days' ELSE interval '0 days' END) STORED;--> statement-breakpoint
CREATE INDEX "listings_status_ranked_idx" ON "listings" USING btree ("status","ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_category_ranked_idx" ON "listings" USING btree ("status","category","ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_subcategory_ranked_idx" ON "listings" USING btree ("status","category","sub_category","ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_shop_idx" ON "listings" USING btree ("ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' AND buy_now;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "boost_id" integer;--> statement-breakpoint
ALTER TABLE "boost_prices" ADD CONSTRAINT "boost_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boosts_seller_idx" ON "boosts" USING btree ("seller_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "boosts_listing_idx" ON "boosts" USING btree ("listing_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "boosts_one_live_key" ON "boosts" USING btree ("listing_id") WHERE status IN ('pending', 'active');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_boost_id_boosts_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."boosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_boost_idx" ON "payments" USING btree ("boost_id","id" DESC NULLS LAST) WHERE boost_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_check" CHECK (num_nonnulls("payments"."checkout_id", "payments"."ride_id", "payments"."boost_id") = 1);--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("id") WHERE status = 'active' AND promotion = 'FEATURED';