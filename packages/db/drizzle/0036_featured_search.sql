-- ADR 093: the featured slots' pool finds a q's words among the boosted listings by their own small
-- index, instead of walking every boosted listing when few of them have the words.
CREATE INDEX "listings_featured_search_idx" ON "listings" USING gin ("search") WHERE status = 'active' AND featured;