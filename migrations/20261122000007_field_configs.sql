-- Which input fields the slot forms show (spec part 1 §3 Field config). The three defaults exist
-- from the start and stay disabled until a developer enables them in settings.
CREATE TABLE field_configs (
    id                  BIGSERIAL PRIMARY KEY,
    field_key           TEXT NOT NULL UNIQUE CHECK (field_key ~ '^[A-Za-z][A-Za-z0-9_]*$'),
    label               TEXT NOT NULL,
    field_type          TEXT NOT NULL CHECK (field_type IN ('text', 'textarea', 'number', 'email', 'url',
                            'select', 'date', 'boolean')),
    placeholder         TEXT,
    description         TEXT,
    options             JSONB NOT NULL DEFAULT '[]',  -- choices of a select field
    is_required         BOOLEAN NOT NULL DEFAULT FALSE,
    is_enabled          BOOLEAN NOT NULL DEFAULT FALSE,
    is_system_generated BOOLEAN NOT NULL DEFAULT FALSE,
    show_in_list        BOOLEAN NOT NULL DEFAULT TRUE,
    is_searchable       BOOLEAN NOT NULL DEFAULT FALSE,
    display_order       INTEGER NOT NULL DEFAULT 0,
    created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- The URL's derived ids are never input fields.
    CONSTRAINT field_configs_hidden_keys CHECK (field_key NOT IN ('url_product_id', 'url_item_id', 'url_vendor_item_id'))
);

INSERT INTO field_configs (field_key, label, field_type, placeholder, is_required, is_system_generated, is_searchable, display_order)
VALUES ('keywords', '키워드', 'text', '검색 키워드를 입력하세요', TRUE, TRUE, TRUE, 1),
       ('landingUrl', '랜딩 URL', 'url', 'https://www.coupang.com/vp/products/...', TRUE, TRUE, TRUE, 2),
       ('mid', 'MID', 'text', '상점 ID (선택)', FALSE, TRUE, FALSE, 3);
