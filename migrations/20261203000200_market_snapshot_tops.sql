-- The keyword view (issue 29) reads a month of a keyword's snapshots, and of each day only the
-- names of the top 100, the reviews of the top 10 and the prices of the first page (or the top
-- 10). Cut from the whole arrays, each read fetched and unpacked a TOASTed array of 500 places
-- for a few of them (about 0.2 ms a row). These copies are small enough to stay in the row
-- (names compressed in place: STORAGE MAIN), written by a trigger so that every writer (the
-- crawl, the demo seed, the benchmark's SQL) keeps them without knowing of them. The lengths here
-- are `KeywordDay::NAMED` and `KeywordDay::TOP` (common/src/values/market.rs); a longer constant
-- than the copy would read short, which worker/tests/market_snapshot.rs compares with a crawl.
ALTER TABLE market_snapshots
    ADD COLUMN top_names TEXT[],
    ADD COLUMN top_reviews INTEGER[],
    ADD COLUMN first_page_prices BIGINT[];
ALTER TABLE market_snapshots ALTER COLUMN top_names SET STORAGE MAIN;

CREATE FUNCTION market_snapshot_tops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.top_names := NEW.names[1:100];
    NEW.top_reviews := NEW.reviews[1:10];
    NEW.first_page_prices := NEW.sale_prices[1:GREATEST(COALESCE(NEW.page_places[1], 0), 10)];
    RETURN NEW;
END
$$;

CREATE TRIGGER market_snapshot_tops
    BEFORE INSERT OR UPDATE OF names, reviews, sale_prices, page_places ON market_snapshots
    FOR EACH ROW EXECUTE FUNCTION market_snapshot_tops();

-- The rows written before: the trigger fills them in (their big arrays are kept as they are).
UPDATE market_snapshots SET names = names;
