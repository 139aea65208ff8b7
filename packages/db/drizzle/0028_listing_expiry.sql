CREATE TABLE "listing_ttls" (
	"category" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "listing_ttls_days_check" CHECK ("listing_ttls"."days" >= 1 AND "listing_ttls"."days" <= 365)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_to_id" integer;--> statement-breakpoint
ALTER TABLE "listing_ttls" ADD CONSTRAINT "listing_ttls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sold_to_id_users_id_fk" FOREIGN KEY ("sold_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("expires_at") WHERE status = 'active' AND expires_at IS NOT NULL;--> statement-breakpoint
-- Backfill (ADR 066): every live classified ad gets a full lifetime from now (LISTING_TTL_DAYS' default).
UPDATE "listings" SET "expires_at" = date_trunc('milliseconds', now()) + interval '30 days' WHERE "status" = 'active' AND NOT "buy_now";
