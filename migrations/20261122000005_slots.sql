-- Ad slots: a keyword and a marketplace product URL held by an advertiser (spec part 1 §3).
-- Business dates are KST calendar dates; money is whole won. The ids extracted from the URL are
-- stored beside it (never shown) because the rank crawler matches on them.
CREATE TABLE slots (
    id                  BIGSERIAL PRIMARY KEY,
    user_id             BIGINT NOT NULL REFERENCES users (id),
    slot_number         BIGINT NOT NULL,               -- 1, 2, 3 … per advertiser
    status              TEXT NOT NULL CHECK (status IN ('empty', 'pending', 'active', 'paused', 'rejected',
                            'refunded', 'expired', 'completed', 'waiting', 'inactive', 'deleted')),
    keyword             TEXT,
    url                 TEXT,
    mid                 TEXT,
    url_product_id      BIGINT,
    url_item_id         BIGINT,
    url_vendor_item_id  BIGINT,
    custom_fields       JSONB NOT NULL DEFAULT '{}',    -- dynamic field values by field_key
    product_name        TEXT,
    thumbnail           TEXT,
    rank                INTEGER,                        -- NULL measuring, 0 not found within 500
    yesterday_rank      INTEGER,
    first_rank          INTEGER,
    is_processing       BOOLEAN NOT NULL DEFAULT FALSE,
    fail_count          INTEGER NOT NULL DEFAULT 0,
    last_checked_at     TIMESTAMPTZ,
    impressions         BIGINT NOT NULL DEFAULT 0,
    clicks              BIGINT NOT NULL DEFAULT 0,
    start_date          DATE,
    end_date            DATE,
    price               BIGINT NOT NULL DEFAULT 0 CHECK (price >= 0),
    approved_price      BIGINT CHECK (approved_price >= 0),
    payment_completed   BOOLEAN NOT NULL DEFAULT FALSE,
    rejection_reason    TEXT,
    refund_reason       TEXT,
    refunded_by         BIGINT REFERENCES users (id),
    is_test             BOOLEAN NOT NULL DEFAULT FALSE,
    parent_slot_id      BIGINT REFERENCES slots (id),
    extension_days      INTEGER,
    created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    approved_at         TIMESTAMPTZ,
    approved_by         BIGINT REFERENCES users (id),
    rejected_at         TIMESTAMPTZ,
    refunded_at         TIMESTAMPTZ,
    CONSTRAINT slots_user_number_key UNIQUE (user_id, slot_number),
    CONSTRAINT slots_period_check CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);

-- The display status, the same rule as common::slots::status::display_status (a test runs the
-- shared case table through both). IMMUTABLE: it depends only on its arguments, today included.
CREATE FUNCTION slot_display_status(status TEXT, keyword TEXT, url TEXT, start_date DATE, end_date DATE, today DATE)
RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE
        WHEN status IN ('deleted', 'refunded', 'rejected') THEN status
        WHEN end_date < today THEN 'completed'
        WHEN coalesce(keyword, '') = '' OR coalesce(url, '') = '' THEN 'empty'
        WHEN status IN ('active', 'waiting', 'paused') AND start_date > today THEN 'waiting'
        WHEN status IN ('active', 'waiting') THEN 'active'
        ELSE status
    END
$$;

-- An advertiser's list: their slots newest first.
CREATE INDEX slots_user_created_idx ON slots (user_id, created_at DESC, id DESC) WHERE status <> 'deleted';
-- The operators' list: all slots newest first, and by stored status (pending queue, paused …).
CREATE INDEX slots_created_idx ON slots (created_at DESC, id DESC) WHERE status <> 'deleted';
CREATE INDEX slots_status_created_idx ON slots (status, created_at DESC, id DESC);
-- Text search by substring over keyword, URL and product name (each, or all together).
CREATE INDEX slots_keyword_trgm_idx ON slots USING gin (lower(keyword) gin_trgm_ops);
CREATE INDEX slots_product_name_trgm_idx ON slots USING gin (lower(product_name) gin_trgm_ops);
CREATE INDEX slots_url_trgm_idx ON slots USING gin (lower(url) gin_trgm_ops);
-- Extensions point at their parent.
CREATE INDEX slots_parent_idx ON slots (parent_slot_id) WHERE parent_slot_id IS NOT NULL;
