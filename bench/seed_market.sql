-- Seeds the market benchmark (bench/market.sh), all but the snapshots themselves
-- (bench/seed_market_days.sql writes those): :keywords keywords, each with one realistic market of
-- :places organic places and 93 ad spots, cut into zones of 25 places; one slot per keyword
-- (advertisers of :per_user slots each, `bench1` first) whose product sits in its keyword's market,
-- with its rank history over :days days ending :today. The slots' ranks follow the same formula that
-- places the products in the snapshots (below), so a slot's history and its market agree.
--
-- How a day's snapshot is made from the zones, set-wise and without touching single elements:
--   - zone z (places 25z+1 .. 25z+25) is rotated by r = (t + (7k + 13z + 5t) mod 4) mod 25 on day t
--     (`bench.rot`, two slices): its products climb about a place a day and the top one drops to the
--     zone's bottom, so "who passed me" has members every day;
--   - zone 3 (places 76-100) shows other products on alternate weeks (new entrants in the top 100);
--   - a zone-day in eleven has its prices cut, one in seventeen other sold-out marks, and the review
--     counts grow once in the year;
--   - the ad spots rotate by a place a day.
-- The zones' arrays are stored inline and uncompressed (STORAGE PLAIN), so concatenating them per day
-- reads no TOAST; the snapshot rows themselves are compressed as the app's are (the default pglz).
\set ON_ERROR_STOP on
SET client_min_messages = warning;

DROP SCHEMA IF EXISTS bench CASCADE;
CREATE SCHEMA bench;

CREATE FUNCTION bench.rot(a anyarray, r int) RETURNS anyarray
LANGUAGE sql IMMUTABLE AS $$ SELECT a[r + 1:] || a[:r] $$;
CREATE AGGREGATE bench.cat(anycompatiblearray) (SFUNC = array_cat, STYPE = anycompatiblearray);
-- A deterministic draw in [0, n) for key and salt.
CREATE FUNCTION bench.draw(key bigint, salt int, n int) RETURNS int
LANGUAGE sql IMMUTABLE AS $$ SELECT (abs(hashint8(key * 64 + salt)::bigint) % n)::int $$;
CREATE FUNCTION bench.pick(words text[], key bigint, salt int) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT words[1 + bench.draw(key, salt, cardinality(words))] $$;

-- Keywords: nouns with a qualifier, shuffled; each with a base price its products spread around.
CREATE UNLOGGED TABLE bench.kw (k int PRIMARY KEY, keyword text NOT NULL, price bigint NOT NULL);
INSERT INTO bench.kw
SELECT k, keyword, (50 + bench.draw(k, 1, 2950)) * 100
FROM (
  SELECT row_number() OVER (ORDER BY hashint8(n.i * 1000 + q.i), n.i, q.i)::int AS k, trim(q.w || ' ' || n.w) AS keyword
  FROM unnest(ARRAY[
    '무선 마우스','게이밍 키보드','블루투스 헤드폰','노트북 받침대','듀얼 모니터암','고속 충전기','미니 빔프로젝터',
    '스마트 밴드','노이즈캔슬링 이어폰','C타입 허브','화상회의 카메라','장패드','노트북 가방','아이패드 케이스',
    '차량용 거치대','멀티 충전 케이블','개별 스위치 멀티탭','책상 스탠드','분유 포트','캡슐 커피머신','에어 프라이어',
    '광파오븐','초음파 가습기','원룸 제습기','미니 공기청정기','서큘레이터','탄소 전기요','카본 매트','물걸레 로봇청소기',
    '핸디 청소기','드라이기','매직기','음파 전동칫솔','인바디 체중계','TPE 요가매트','아령','마사지 건','트레킹화',
    '쿠션 운동화','기능성 티셔츠','스테인리스 텀블러','진공 보온병','보온 도시락','유리 밀폐용기','인덕션 프라이팬',
    '편수 냄비','주방 가위','항균 도마','호텔 수건','차렵 이불','경추 베개','메모리폼 토퍼','블라인드','틈새 수납장',
    '높이조절 책상','메쉬 의자','릴렉스 체어','폴딩 테이블','원터치 텐트','동계 침낭','하드 쿨러','차량용 디퓨저',
    '2채널 블랙박스','카샴푸','강아지 간식','두부 모래','팬티형 기저귀','캡형 물티슈','액상 분유','절충형 유모차',
    '회전형 카시트','원목 장난감','블록 세트','직소 퍼즐','수채 색연필','만년 다이어리','LED 전구','전동 드릴',
    '공구 세트','방수 테이프','제로 음료','단백질 쉐이크','닭가슴살','견과류 선물세트','곤약 젤리','냉동 만두',
    '즉석밥','컵라면','원두 커피','보리차 티백','비타민C','오메가3','유산균','선크림','수분 크림','클렌징 폼',
    '샴푸','바디워시','섬유유연제','캡슐 세제','주방 세제','고무장갑','지퍼백'
  ]) WITH ORDINALITY AS n(w, i)
  CROSS JOIN unnest(ARRAY[
    '','추천','대용량','미니','프리미엄','가성비','2026년형','국산','정품','특가','세트','1+1','화이트','블랙',
    '휴대용','접이식','초경량','저소음','고급','실속','어린이','여성용','남성용','업소용','캠핑용'
  ]) WITH ORDINALITY AS q(w, i)
) combos
WHERE k <= :keywords;

-- One realistic market per keyword: :places organic places, each with the fields a card shows.
-- Ids have the marketplace's lengths; names read like the simulator's (brand, adjective, keyword,
-- model, option, pack), some with a spec as on the real site.
CREATE UNLOGGED TABLE bench.place AS
SELECT kw.k, p.i, (p.i - 1) / 25 AS z,
       1000000000 + kw.k * 100000::bigint + p.i * 97 + 13 AS pid,
       1000000000 + kw.k * 100000::bigint + p.i * 97 + 50013 AS pid_new,
       10000000000 + abs(hashint8(key))::bigint * 20 AS iid,
       70000000000 + abs(hashint8(key + 77777777))::bigint * 10 AS vid,
       concat_ws(' ', bench.pick(ARRAY['루미에르','하이플러스','데일리온','모노스퀘어','그린마켓','누리온','바른생활',
                   '오브제랩','스마일홈','해피데이','코지룸','프라임원','클린업','심플라인','네이처팜','에코웨이'], key, 2),
                 bench.pick(ARRAY['프리미엄','가성비','대용량','초경량','저소음','휴대용','무소음','고급형','실속형',
                   '접이식','스탠다드','뉴'], key, 3),
                 kw.keyword,
                 nullif(bench.pick(ARRAY['','','','플러스','프로','맥스','라이트','S2','X10','V3','에어','오리지널'], key, 4), ''),
                 nullif(bench.pick(ARRAY['','','','KC인증','국내 생산','USB-C 충전식','대용량 2L','스테인리스 304',
                   '무료 각인','당일 출고','1년 무상 AS'], key, 5), ''))
         || ', ' || bench.pick(ARRAY['화이트','블랙','그레이','네이비','베이지','핑크','블루','그린','아이보리','혼합색상'], key, 6)
         || ', ' || bench.pick(ARRAY['1개','1개','1개','2개','3개','1세트','2개입','5개입','10개입','30개입'], key, 7) AS name,
       x.price,
       x.price * (85 + bench.draw(key, 8, 11)) / 1000 * 10 AS price_cut,
       CASE WHEN x.wanted > 0 THEN ((x.price * 100 / (100 - x.wanted)) + 99) / 100 * 100 END AS list,
       x.reviews, x.reviews + x.reviews / 10 + bench.draw(key, 9, 50) AS reviews_more,
       CASE WHEN x.reviews > 0 THEN (ARRAY[35,40,45,45,45,50,50,50])[1 + bench.draw(key, 10, 8)] END::smallint AS rating,
       (CASE WHEN x.rocket THEN 1 ELSE 0 END + CASE WHEN bench.draw(key, 11, 50) = 0 THEN 2 ELSE 0 END)::smallint AS flags,
       (CASE WHEN x.rocket THEN 1 ELSE 0 END + CASE WHEN bench.draw(key, 12, 6) = 0 THEN 2 ELSE 0 END)::smallint AS flags_alt,
       CASE WHEN bench.draw(key, 13, 20) = 0 THEN NULL WHEN x.rocket THEN '내일 도착 보장' ELSE '무료배송' END AS delivery
FROM bench.kw kw
CROSS JOIN generate_series(1, :places) AS p(i)
CROSS JOIN LATERAL (SELECT kw.k * 1000::bigint + p.i AS key) AS kk(key)
CROSS JOIN LATERAL (SELECT
    (kw.price * (60 + bench.draw(key, 14, 80)) / 1000 * 10)::bigint AS price,
    CASE WHEN bench.draw(key, 15, 100) < 35 THEN 0 ELSE 3 + bench.draw(key, 16, 57) END AS wanted,
    CASE WHEN bench.draw(key, 17, 10) = 0 THEN 0 ELSE floor(exp(bench.draw(key, 18, 1000) / 100.0))::int END AS reviews,
    bench.draw(key, 19, 10) < 6 AS rocket) AS x;

CREATE FUNCTION bench.discount(price bigint, list bigint) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN list > price THEN ((list - price) * 100 / list)::smallint END $$;

-- The zones: 25 places' arrays per row, stored inline and uncompressed.
CREATE UNLOGGED TABLE bench.zone (
  k int, z int, pids bigint[], pids_new bigint[], iids bigint[], vids bigint[], names text[],
  sale bigint[], sale_cut bigint[], list bigint[], disc smallint[], disc_cut smallint[], rat smallint[],
  rev int[], rev_more int[], flags smallint[], flags_alt smallint[], deliv text[], PRIMARY KEY (k, z));
DO $$ DECLARE c text; BEGIN
  FOR c IN SELECT attname FROM pg_attribute WHERE attrelid = 'bench.zone'::regclass AND attnum > 2 AND NOT attisdropped LOOP
    EXECUTE format('ALTER TABLE bench.zone ALTER COLUMN %I SET STORAGE PLAIN', c);
  END LOOP;
END $$;
INSERT INTO bench.zone
SELECT k, z, array_agg(pid ORDER BY i), array_agg(pid_new ORDER BY i), array_agg(iid ORDER BY i), array_agg(vid ORDER BY i),
       array_agg(name ORDER BY i), array_agg(price ORDER BY i), array_agg(price_cut ORDER BY i),
       array_agg(list ORDER BY i), array_agg(bench.discount(price, list) ORDER BY i),
       array_agg(bench.discount(price_cut, coalesce(list, price)) ORDER BY i), array_agg(rating ORDER BY i),
       array_agg(reviews ORDER BY i), array_agg(reviews_more ORDER BY i), array_agg(flags ORDER BY i),
       array_agg(flags_alt ORDER BY i), array_agg(delivery ORDER BY i)
FROM bench.place GROUP BY k, z;

-- Ad spots: about 30 on page 1 and 9 on each later page down to place 500 (page 8 at 72 a page),
-- most of them for products that also stand in the organic list.
CREATE UNLOGGED TABLE bench.ads (k int PRIMARY KEY, pages smallint[], positions smallint[], pids bigint[], iids bigint[], vids bigint[]);
INSERT INTO bench.ads
SELECT kw.k,
       array_agg(CASE WHEN j <= 30 THEN 1 ELSE 2 + (j - 31) / 9 END::smallint ORDER BY j),
       array_agg(CASE WHEN j <= 30 THEN 1 + (j - 1) * 2 ELSE 1 + ((j - 31) % 9) * 8 END::smallint ORDER BY j),
       array_agg(CASE WHEN bench.draw(kw.k * 1000 + j, 20, 10) < 7 THEN p.pid ELSE p.pid + 90000 END ORDER BY j),
       array_agg(p.iid + 1 ORDER BY j), array_agg(p.vid + 1 ORDER BY j)
FROM bench.kw kw
CROSS JOIN generate_series(1, 93) AS j
JOIN bench.place p ON p.k = kw.k AND p.i = 1 + bench.draw(kw.k * 1000 + j, 21, :places)
GROUP BY kw.k;

-- The day's place of the product at base place i of keyword k (t: days since the first day).
CREATE FUNCTION bench.place_on(k int, i int, t int) RETURNS int
LANGUAGE sql IMMUTABLE AS $$
  SELECT ((i - 1) / 25) * 25 + (((i - 1) % 25 - (t + (k * 7 + ((i - 1) / 25) * 13 + t * 5) % 4) % 25) % 25 + 25) % 25 + 1
$$;

-- The months both tables need (the migrations made the recent ones), owned by the app's role as
-- the daily sweep's are (a later migration altering the table must own every partition).
SET ROLE slot;
SELECT ensure_month_partition(parent, m::date)
FROM unnest(ARRAY['rank_history', 'market_snapshots']::regclass[]) AS parent,
     generate_series(date_trunc('month', :'today'::date - (:days - 1)), date_trunc('month', :'today'::date), interval '1 month') AS m;
RESET ROLE;

-- Advertisers bench1.. with :per_user slots each, one slot per keyword. The slot's product stands at
-- base place i (never in zone 3, whose products change). Periods started 30 to 329 days ago and run
-- on, so every slot of bench1 covers the last 30 days.
INSERT INTO users (email, password_hash, full_name, role)
SELECT 'bench' || g, (SELECT password_hash FROM users WHERE email = :'template_login'), '광고주' || g, 'user'
FROM generate_series(1, (:keywords + :per_user - 1) / :per_user) AS g;

CREATE UNLOGGED TABLE bench.slot AS
SELECT kw.k, x.i, :days - 1 - (30 + (kw.k * 7) % 300) AS t_start
FROM bench.kw kw, LATERAL (SELECT 1 + (kw.k * 37) % :places AS i0) AS y,
     LATERAL (SELECT CASE WHEN (y.i0 - 1) / 25 = 3 THEN y.i0 + 25 ELSE y.i0 END AS i) AS x;

ALTER TABLE slots DISABLE TRIGGER USER;
INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id, url_vendor_item_id,
                   product_name, rank, yesterday_rank, first_rank, start_date, end_date, price, approved_price,
                   created_at, approved_at)
SELECT u.id, 1 + (s.k - 1) % :per_user, 'active', kw.keyword,
       'https://www.coupang.com/vp/products/' || p.pid || '?itemId=' || p.iid || '&vendorItemId=' || p.vid,
       p.pid, p.iid, p.vid, p.name,
       bench.place_on(s.k, s.i, :days - 1), bench.place_on(s.k, s.i, :days - 2), bench.place_on(s.k, s.i, s.t_start),
       :'today'::date - (:days - 1) + s.t_start, :'today'::date + 30 + s.k % 60, 0, 30000,
       now() - interval '400 days', now() - interval '400 days'
FROM bench.slot s
JOIN bench.kw kw ON kw.k = s.k
JOIN bench.place p ON p.k = s.k AND p.i = s.i
JOIN users u ON u.email = 'bench' || (1 + (s.k - 1) / :per_user)
ORDER BY s.k;
ALTER TABLE slots ENABLE TRIGGER USER;
DO $$ BEGIN
  IF to_regproc('slot_counts_rebuild') IS NOT NULL THEN PERFORM slot_counts_rebuild(); END IF;
END $$;

INSERT INTO rank_history (slot_id, day, rank, min_rank, max_rank, avg_rank, prev_rank)
SELECT sl.id, :'today'::date - (:days - 1) + t, r.rank, r.rank, r.rank, r.rank,
       CASE WHEN t > s.t_start THEN bench.place_on(s.k, s.i, t - 1) END
FROM bench.slot s
JOIN bench.kw kw ON kw.k = s.k
JOIN slots sl ON sl.keyword = kw.keyword
CROSS JOIN LATERAL generate_series(s.t_start, :days - 1) AS t
CROSS JOIN LATERAL (SELECT bench.place_on(s.k, s.i, t) AS rank) AS r;

VACUUM ANALYZE users;
VACUUM ANALYZE slots;
VACUUM ANALYZE rank_history;
VACUUM ANALYZE bench.zone;
VACUUM ANALYZE bench.ads;
VACUUM ANALYZE bench.kw;
