-- An advertiser's list reads its per-status counters from every one of their slots and its page
-- from the newest. With the status and dates in the index both are index-only scans: a few index
-- pages instead of one heap page per slot (a user's slots lie scattered over the table, so 100
-- slots cost 100 pages). It replaces slots_user_created_idx (same key, same predicate).
CREATE INDEX slots_user_list_idx ON slots (user_id, created_at DESC, id DESC)
    INCLUDE (status, start_date, end_date) WHERE status <> 'deleted';
DROP INDEX slots_user_created_idx;

-- The counters also need each slot's blankness (keyword or url empty: displayed 'empty'), which
-- no index column holds; the few blank slots are found here, index-only too, and counted apart.
-- The predicate is slot_display_status's blankness rule, written the same way so queries match it.
CREATE INDEX slots_user_blank_idx ON slots (user_id) INCLUDE (status, start_date, end_date)
    WHERE status <> 'deleted' AND (coalesce(keyword, '') = '' OR coalesce(url, '') = '');
