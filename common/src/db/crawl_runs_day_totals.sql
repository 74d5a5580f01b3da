-- A day's crawl in figures, one row even for a day without runs. Runs per status, pages read, when
-- the first started and the last finished (the runs by `crawl_runs_day_status_idx`); and the slots
-- those runs serve, by the crawl's own rule (`slot_is_tracked`, keyword among the day's runs),
-- split by whether `rank_history` already has their rank for the day.
WITH tracked AS (
    SELECT h.slot_id IS NOT NULL AS ranked
    FROM slots s
    LEFT JOIN rank_history h ON h.slot_id = s.id AND h.day = $1
    WHERE slot_is_tracked(s.status, s.keyword, s.url, s.url_product_id, s.start_date, s.end_date, $1)
      AND EXISTS (SELECT 1 FROM crawl_runs k WHERE k.keyword = s.keyword AND k.day = $1)
)
SELECT
    count(*) FILTER (WHERE r.status = 'queued')                      AS "queued!",
    count(*) FILTER (WHERE r.status = 'running')                     AS "running!",
    count(*) FILTER (WHERE r.status = 'done')                        AS "done!",
    count(*) FILTER (WHERE r.status = 'failed')                      AS "failed!",
    COALESCE(sum(r.pages_read), 0)::bigint                           AS "pages_read!",
    min(r.started_at)                                                AS first_started_at,
    max(r.finished_at)                                               AS last_finished_at,
    (SELECT count(*) FROM tracked WHERE ranked)                      AS "slots_ranked!",
    (SELECT count(*) FROM tracked WHERE NOT ranked)                  AS "slots_unranked!"
FROM crawl_runs r
WHERE r.day = $1
