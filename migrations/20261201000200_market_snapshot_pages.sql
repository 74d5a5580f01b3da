-- Where each result page of a snapshot ends (issue 29's keyword view: "the first page" is the
-- crawl's page 1): the organic places counted on each page read, in page order, so the first page's
-- places are product_ids[1:page_places[1]]. Rows written before this column say nothing ('{}').
ALTER TABLE market_snapshots ADD COLUMN page_places SMALLINT[] NOT NULL DEFAULT '{}';
