-- System settings as key/value rows grouped by category (spec part 2 §3). A key without a row has
-- its default, which lives in code (common::settings), so a new setting needs no data migration.
CREATE TABLE settings (
    key        TEXT PRIMARY KEY,
    value      JSONB NOT NULL,
    category   TEXT NOT NULL CHECK (category IN ('business', 'feature', 'theme')),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_by BIGINT REFERENCES users (id)
);
