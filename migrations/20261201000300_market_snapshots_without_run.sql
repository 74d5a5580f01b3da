-- A market snapshot the demo seed recorded for a past day was read by no crawl run: its run is
-- unknown (NULL), not a made-up id.
ALTER TABLE market_snapshots ALTER COLUMN run_id DROP NOT NULL;
