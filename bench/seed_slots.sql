-- Seeds :users advertisers with :per_user slots each for the slot-list benchmark. Every account
-- gets the password hash of the account named :template_login (made through the api first), so
-- any of them can sign in. Statuses and dates are spread like a live system: mostly running,
-- some pending, paused, finished, rejected and refunded. Keywords and product names are Korean,
-- from combinations, so substring search has realistic selectivity.
\set ON_ERROR_STOP on

INSERT INTO users (email, password_hash, full_name, role)
SELECT 'bench' || g, (SELECT password_hash FROM users WHERE email = :'template_login'), '광고주' || g, 'user'
FROM generate_series(1, :users) AS g;

CREATE TEMP TABLE words (i int, w text);
INSERT INTO words SELECT row_number() OVER (), w FROM unnest(ARRAY[
  '무선 마우스','기계식 키보드','게이밍 헤드셋','노트북 거치대','모니터 받침대','보조배터리','블루투스 스피커',
  '스마트워치','무선 이어폰','USB 허브','웹캠','마우스 패드','노트북 파우치','태블릿 케이스','휴대폰 거치대',
  '충전 케이블','멀티탭','LED 스탠드','전기 포트','커피 머신','에어프라이어','전자레인지','가습기','제습기',
  '공기청정기','선풍기','전기요','온수매트','로봇청소기','무선청소기','헤어드라이어','고데기','전동칫솔',
  '체중계','요가매트','덤벨','폼롤러','등산화','러닝화','운동복','텀블러','보온병','도시락통','밀폐용기',
  '프라이팬','냄비 세트','식칼','도마','수건','이불','베개','매트리스','암막커튼','수납장','책상','의자',
  '캠핑 의자','캠핑 테이블','텐트','침낭','아이스박스','차량용 방향제','블랙박스','세차 용품','강아지 사료',
  '고양이 모래','기저귀','물티슈','분유','유모차','카시트','장난감','레고','퍼즐','색연필','다이어리'
]) AS w;
CREATE TEMP TABLE mods (i int, m text);
INSERT INTO mods SELECT row_number() OVER (), m FROM unnest(ARRAY[
  '','추천','대용량','미니','프리미엄','가성비','2025년형','국내산','정품','특가','세트','1+1','화이트','블랙',
  '휴대용','접이식','초경량','저소음','고급형','실속형'
]) AS m;

-- The counting triggers would run a million times; the counts are rebuilt once afterwards.
ALTER TABLE slots DISABLE TRIGGER USER;

-- One pass: slot k of user u. Status by (u * 31 + k) mod 100; start dates spread over 120 days.
INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id, url_vendor_item_id,
                   product_name, rank, yesterday_rank, first_rank, start_date, end_date, price, approved_price,
                   created_at, approved_at, rejection_reason, refund_reason)
SELECT u.id, k,
       CASE WHEN r < 60 THEN 'active' WHEN r < 70 THEN 'pending' WHEN r < 80 THEN 'paused'
            WHEN r < 90 THEN 'completed' WHEN r < 95 THEN 'rejected' ELSE 'refunded' END,
       trim(md.m || ' ' || wd.w),
       'https://www.coupang.com/vp/products/' || (1000000 + n) || '?itemId=' || (5000000 + n) || '&vendorItemId=' || (9000000 + n),
       1000000 + n, 5000000 + n, 9000000 + n,
       wd.w || ' ' || md.m || ' 모델 ' || (n % 997),
       CASE WHEN r < 60 THEN (n % 520) END, CASE WHEN r < 60 THEN ((n + 7) % 520) END, CASE WHEN r < 60 THEN ((n + 3) % 520) END,
       CASE WHEN r < 60 OR (r >= 70 AND r < 80) THEN current_date - (n % 120)::int
            WHEN r >= 80 AND r < 90 THEN current_date - (n % 120)::int - 150 END,
       CASE WHEN r < 60 OR (r >= 70 AND r < 80) THEN current_date - (n % 120)::int + 150
            WHEN r >= 80 AND r < 90 THEN current_date - (n % 120)::int - 121 END,
       0,
       CASE WHEN r < 90 AND r >= 0 AND NOT (r >= 60 AND r < 70) THEN 30000 END,
       now() - ((n % 200000) * interval '1 minute'),
       CASE WHEN r < 60 OR (r >= 70 AND r < 90) THEN now() - ((n % 150000) * interval '1 minute') END,
       CASE WHEN r >= 90 AND r < 95 THEN '상품 정보가 올바르지 않습니다' END,
       CASE WHEN r >= 95 THEN '고객 요청' END
FROM (SELECT id, row_number() OVER (ORDER BY id) AS ord FROM users WHERE email LIKE 'bench%') AS u
CROSS JOIN LATERAL generate_series(1, :per_user) AS k
CROSS JOIN LATERAL (SELECT (u.ord * :per_user + k) AS n, ((u.ord * 31 + k) % 100) AS r) AS x
JOIN words wd ON wd.i = 1 + (x.n * 7 % (SELECT count(*) FROM words))
JOIN mods md ON md.i = 1 + (x.n * 13 % (SELECT count(*) FROM mods));

ALTER TABLE slots ENABLE TRIGGER USER;
DO $$ BEGIN
  IF to_regproc('slot_counts_rebuild') IS NOT NULL THEN PERFORM slot_counts_rebuild(); END IF;
END $$;

VACUUM ANALYZE users;
VACUUM ANALYZE slots;
