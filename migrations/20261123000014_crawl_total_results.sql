-- How many products the marketplace lists for a crawl's keyword (its first page says so): the
-- ranking page's competition measure.
ALTER TABLE crawl_runs ADD COLUMN total_results BIGINT CHECK (total_results >= 0);
