CREATE TABLE "listing_facet_counts" (
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"region" text NOT NULL,
	"condition" text NOT NULL,
	"promotion" text NOT NULL,
	"buy_now" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_facet_counts_category_sub_category_region_condition_promotion_buy_now_pk" PRIMARY KEY("category","sub_category","region","condition","promotion","buy_now")
);
--> statement-breakpoint
-- Kept by triggers (docs/decisions/042): +1/-1 per listing that enters or leaves the search's set
-- (active, and its seller's account active) or moves between combinations; a seller's
-- (de)activation moves all their active listings at once. '' stands for a missing region or condition.
CREATE FUNCTION listing_facet_counts_add(c text, s text, r text, co text, p text, b boolean, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO listing_facet_counts AS f (category, sub_category, region, condition, promotion, buy_now, n)
  VALUES (c, s, coalesce(r, ''), coalesce(co, ''), p, b, delta)
  ON CONFLICT (category, sub_category, region, condition, promotion, buy_now) DO UPDATE SET n = f.n + EXCLUDED.n
$$;--> statement-breakpoint
CREATE FUNCTION listing_facet_counts_listing() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A seller deleted with their listings was taken out by listing_facet_counts_seller_gone; their
  -- row is no longer visible to the cascade's deletes, which therefore subtract nothing.
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'active' AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id AND is_active) THEN
      PERFORM listing_facet_counts_add(OLD.category, OLD.sub_category, OLD.region, OLD.condition, OLD.promotion, OLD.buy_now, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'active' AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND is_active) THEN
      PERFORM listing_facet_counts_add(NEW.category, NEW.sub_category, NEW.region, NEW.condition, NEW.promotion, NEW.buy_now, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_facet_counts_insert_delete AFTER INSERT OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION listing_facet_counts_listing();--> statement-breakpoint
-- Views, likes, prices and text edits do not fire it: only what the counts depend on.
CREATE TRIGGER listing_facet_counts_update AFTER UPDATE OF status, category, sub_category, region, condition, promotion, buy_now, user_id ON listings
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.sub_category IS DISTINCT FROM NEW.sub_category OR OLD.region IS DISTINCT FROM NEW.region
    OR OLD.condition IS DISTINCT FROM NEW.condition OR OLD.promotion IS DISTINCT FROM NEW.promotion
    OR OLD.buy_now IS DISTINCT FROM NEW.buy_now OR OLD.user_id IS DISTINCT FROM NEW.user_id
  ) EXECUTE FUNCTION listing_facet_counts_listing();--> statement-breakpoint
-- All of a seller's active listings, grouped, added with `direction` (+1 or -1).
CREATE FUNCTION listing_facet_counts_seller(seller integer, direction integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO listing_facet_counts AS f (category, sub_category, region, condition, promotion, buy_now, n)
  SELECT category, sub_category, coalesce(region, ''), coalesce(condition, ''), promotion, buy_now, direction * count(*)::integer
  FROM listings WHERE user_id = seller AND status = 'active'
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (category, sub_category, region, condition, promotion, buy_now) DO UPDATE SET n = f.n + EXCLUDED.n
$$;--> statement-breakpoint
CREATE FUNCTION listing_facet_counts_seller_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.is_active THEN PERFORM listing_facet_counts_seller(OLD.id, -1); END IF;
    RETURN OLD;
  END IF;
  PERFORM listing_facet_counts_seller(NEW.id, CASE WHEN NEW.is_active THEN 1 ELSE -1 END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_facet_counts_seller_active AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION listing_facet_counts_seller_changed();--> statement-breakpoint
CREATE TRIGGER listing_facet_counts_seller_gone BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION listing_facet_counts_seller_changed();--> statement-breakpoint
-- The counts from scratch, from listings (this migration, and after a bulk load with the triggers off).
CREATE FUNCTION listing_facet_counts_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM listing_facet_counts;
  INSERT INTO listing_facet_counts (category, sub_category, region, condition, promotion, buy_now, n)
  SELECT l.category, l.sub_category, coalesce(l.region, ''), coalesce(l.condition, ''), l.promotion, l.buy_now, count(*)::integer
  FROM listings l JOIN users u ON u.id = l.user_id AND u.is_active
  WHERE l.status = 'active'
  GROUP BY 1, 2, 3, 4, 5, 6
$$;--> statement-breakpoint
SELECT listing_facet_counts_rebuild();
