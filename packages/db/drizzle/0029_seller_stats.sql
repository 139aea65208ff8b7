CREATE TABLE "seller_stats" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"score_tenths" smallint DEFAULT 0 NOT NULL,
	"counted_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_stats" ADD CONSTRAINT "seller_stats_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_stats_counted_until_idx" ON "seller_stats" USING btree ("counted_until");--> statement-breakpoint
CREATE INDEX "listings_status_seller_score_idx" ON "listings" USING btree ("status","seller_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Kept by triggers (docs/decisions/067-seller-stats-on-listing-answers.md), in the transaction that
-- writes the review. The smoothed score of ADR 059 in tenths: (C * m + sum) / (C + n) with m = 4 and
-- C = 10 (SCORE_PRIOR, SCORE_PRIOR_WEIGHT in packages/shared/src/reviews.ts; a test holds them equal),
-- rounded half up; 0 without reviews.
CREATE FUNCTION seller_score_tenths(n integer, total integer) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n <= 0 THEN 0 ELSE round((10 * 4 * 10 + 10 * total)::numeric / (10 + n))::smallint END
$$;--> statement-breakpoint
-- One seller's visible reviews of the last 12 months, counted again. The stats row is locked first,
-- so two reviews of one seller committing together count each other (the second waits, then counts
-- with a fresh snapshot). The score is copied to the seller's listings whose copy differs.
CREATE FUNCTION seller_stats_recount(seller integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  total integer;
  oldest timestamptz;
  tenths smallint;
BEGIN
  INSERT INTO seller_stats (seller_id) VALUES (seller) ON CONFLICT (seller_id) DO NOTHING;
  PERFORM 1 FROM seller_stats WHERE seller_id = seller FOR UPDATE;
  SELECT count(*)::integer, coalesce(sum(rating), 0)::integer, min(created_at) INTO n, total, oldest
    FROM reviews WHERE seller_id = seller AND hidden_at IS NULL AND created_at >= now() - interval '12 months';
  tenths := seller_score_tenths(n, total);
  UPDATE seller_stats SET review_count = n, rating_sum = total, score_tenths = tenths,
    counted_until = oldest + interval '12 months', updated_at = now()
    WHERE seller_id = seller;
  UPDATE listings SET seller_score = tenths WHERE user_id = seller AND seller_score <> tenths;
END
$$;--> statement-breakpoint
CREATE FUNCTION reviews_seller_stats() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM seller_stats_recount(OLD.seller_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.seller_id <> OLD.seller_id) THEN PERFORM seller_stats_recount(NEW.seller_id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_seller_stats_insert_delete AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_seller_stats();--> statement-breakpoint
-- A new text or a reply does not move the score: only the stars, hiding, the date and the seller.
CREATE TRIGGER reviews_seller_stats_update AFTER UPDATE OF rating, hidden_at, created_at, seller_id ON reviews
  FOR EACH ROW WHEN (
    OLD.rating IS DISTINCT FROM NEW.rating OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.seller_id IS DISTINCT FROM NEW.seller_id
  ) EXECUTE FUNCTION reviews_seller_stats();--> statement-breakpoint
-- A new listing (or one given to another seller) takes its seller's score. FOR SHARE waits for a
-- review being counted for that seller, then reads its result: no listing keeps a stale copy.
CREATE FUNCTION listings_seller_score() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_score := coalesce((SELECT score_tenths FROM seller_stats WHERE seller_id = NEW.user_id FOR SHARE), 0);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_seller_score_insert BEFORE INSERT ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_seller_score();--> statement-breakpoint
CREATE TRIGGER listings_seller_score_update BEFORE UPDATE OF user_id ON listings
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION listings_seller_score();--> statement-breakpoint
-- Sellers whose oldest counted review has left the 12-month window (the hourly job reviews:recount).
CREATE FUNCTION seller_stats_recount_aged() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  seller integer;
  done integer := 0;
BEGIN
  FOR seller IN SELECT seller_id FROM seller_stats WHERE counted_until <= now() ORDER BY seller_id LIMIT 1000 LOOP
    PERFORM seller_stats_recount(seller);
    done := done + 1;
  END LOOP;
  RETURN done;
END
$$;--> statement-breakpoint
-- The backfill: every seller with a review, from the reviews written before this migration.
SELECT seller_stats_recount(seller_id) FROM (SELECT DISTINCT seller_id FROM reviews ORDER BY seller_id) AS reviewed;
