-- The market snapshots of days :from .. :to (whole months; bench/market.sh runs one session per
-- half of the year), made from bench/seed_market.sql's zones as its header describes. The months'
-- partitions are emptied in the same transaction, so with wal_level=minimal the rows skip the WAL.
\set ON_ERROR_STOP on
-- Where each result page ends, when the table has that column (a later migration's): 72 cards a page,
-- 30 of page 1's and 9 of each later one's sponsored, as bench/seed_market.sql places the ads.
SELECT CASE WHEN found THEN ', page_places' ELSE '' END AS pages_column,
       CASE WHEN found THEN ', ''{42,63,63,63,63,63,63,63,17}''::smallint[]' ELSE '' END AS pages_value
FROM (SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'market_snapshots'::regclass
                     AND attname = 'page_places' AND NOT attisdropped) AS found) AS x \gset
BEGIN;
SELECT format('TRUNCATE %I', 'market_snapshots_y' || to_char(m, 'YYYY') || 'm' || to_char(m, 'MM'))
FROM generate_series(date_trunc('month', :'from'::date), date_trunc('month', :'to'::date), interval '1 month') AS m
\gexec
INSERT INTO market_snapshots (keyword, day, run_id, product_ids, item_ids, vendor_item_ids, names, sale_prices,
    list_prices, discounts, ratings, reviews, flags, deliveries, ad_pages, ad_positions, ad_product_ids,
    ad_item_ids, ad_vendor_item_ids :pages_column)
SELECT kw.keyword, d.day, 0, s.pids, s.iids, s.vids, s.names, s.sale, s.list, s.disc, s.rat, s.rev, s.flags, s.deliv,
       a.pages, a.positions, bench.rot(a.pids, d.t % 93), bench.rot(a.iids, d.t % 93), bench.rot(a.vids, d.t % 93) :pages_value
FROM (SELECT day::date, (day::date - (:'today'::date - (:days - 1)))::int AS t
      FROM generate_series(:'from'::date, :'to'::date, interval '1 day') AS day) AS d
CROSS JOIN bench.kw kw
JOIN bench.ads a ON a.k = kw.k
CROSS JOIN LATERAL (
  SELECT bench.cat(bench.rot(CASE WHEN zz.z = 3 AND ((d.t + kw.k) / 7) % 2 = 1 THEN zz.pids_new ELSE zz.pids END, zz.r)) AS pids,
         bench.cat(bench.rot(zz.iids, zz.r)) AS iids,
         bench.cat(bench.rot(zz.vids, zz.r)) AS vids,
         bench.cat(bench.rot(zz.names, zz.r)) AS names,
         bench.cat(bench.rot(CASE WHEN zz.cut THEN zz.sale_cut ELSE zz.sale END, zz.r)) AS sale,
         bench.cat(bench.rot(zz.list, zz.r)) AS list,
         bench.cat(bench.rot(CASE WHEN zz.cut THEN zz.disc_cut ELSE zz.disc END, zz.r)) AS disc,
         bench.cat(bench.rot(zz.rat, zz.r)) AS rat,
         bench.cat(bench.rot(CASE WHEN d.t >= (kw.k * 13 + zz.z * 29) % :days THEN zz.rev_more ELSE zz.rev END, zz.r)) AS rev,
         bench.cat(bench.rot(CASE WHEN (d.t + kw.k + zz.z) % 17 = 0 THEN zz.flags_alt ELSE zz.flags END, zz.r)) AS flags,
         bench.cat(bench.rot(zz.deliv, zz.r)) AS deliv
  FROM (SELECT zone.*, (d.t + (kw.k * 7 + zone.z * 13 + d.t * 5) % 4) % 25 AS r, (d.t + zone.z * 3 + kw.k) % 11 = 0 AS cut
        FROM bench.zone WHERE zone.k = kw.k ORDER BY zone.z) AS zz
) AS s
WHERE d.t >= 0 AND d.t < :days;
COMMIT;
