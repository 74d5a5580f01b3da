-- A slot's rank history read from its key alone (issue 38: the rank history's p99 at 8 clients).
-- A day's rows are written for every slot at once, so one slot's 30 days lie in 30 different heap
-- pages and each read visited them all (a bitmap heap scan of 27 pages for 29 rows in
-- bench/rank_history.sh). The key now carries the columns the history shows, so the read is an
-- index-only scan of a few pages of the (slot_id, day) key. The key's columns and its name are
-- unchanged (ON CONFLICT (slot_id, day) finds it as before); every partition's key is rebuilt.
ALTER TABLE rank_history DROP CONSTRAINT rank_history_slot_day_key;
ALTER TABLE rank_history ADD CONSTRAINT rank_history_slot_day_key PRIMARY KEY (slot_id, day)
    INCLUDE (rank, min_rank, max_rank, avg_rank, prev_rank);
