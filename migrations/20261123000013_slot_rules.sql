-- Two rules about slots written once in SQL, so that every query asks them the same way. Both are
-- plain SQL expressions the planner inlines, so the indexes on `user_id`, `status` and `keyword`
-- serve them as before.

-- Which slots a caller's lists show: operators and developers all; an advertiser their own, never a
-- refunded one. `common::actor::Actor::may_see_slot` answers the same for one slot.
CREATE FUNCTION slot_visible_to(owner_id BIGINT, status TEXT, viewer_id BIGINT, viewer_is_staff BOOLEAN)
RETURNS BOOLEAN LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT viewer_is_staff OR (owner_id = viewer_id AND status <> 'refunded')
$$;

-- The slots a crawl serves on a KST day: approved, displayed active that day, with a product id to
-- match. The daily crawl, every recrawl, the crawl panel and the api's recrawl check ask it.
CREATE FUNCTION slot_is_tracked(status TEXT, keyword TEXT, url TEXT, product_id BIGINT,
                                start_date DATE, end_date DATE, day DATE)
RETURNS BOOLEAN LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT status IN ('active', 'waiting') AND product_id IS NOT NULL
       AND slot_display_status(status, keyword, url, start_date, end_date, day) = 'active'
$$;
