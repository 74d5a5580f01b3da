-- Announcements (spec part 2 §3 "Announcement"): what operators tell every advertiser. HTML
-- content is stored only as cleaned by the server (`announcements::html`), so what is stored is
-- what may be shown.
CREATE TABLE announcements (
    id           BIGSERIAL PRIMARY KEY,
    title        TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    content      TEXT NOT NULL,
    content_type TEXT NOT NULL DEFAULT 'text' CHECK (content_type IN ('html', 'text')),
    category     TEXT NOT NULL DEFAULT 'general' CHECK (category IN ('general', 'event', 'update', 'maintenance')),
    priority     TEXT NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
    is_pinned    BOOLEAN NOT NULL DEFAULT FALSE,
    is_active    BOOLEAN NOT NULL DEFAULT TRUE,
    -- KST days it is shown on (either may be open).
    start_date   DATE,
    end_date     DATE CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date),
    -- http(s) addresses of images shown with it.
    images       JSONB NOT NULL DEFAULT '[]',
    author_id    BIGINT NOT NULL REFERENCES users (id),
    -- Readers who opened it, each counted once (announcement_views).
    view_count   BIGINT NOT NULL DEFAULT 0,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX announcements_created_idx ON announcements (created_at DESC, id DESC);

-- Who has opened which announcement: one view each, and the reader's "read" mark.
CREATE TABLE announcement_views (
    announcement_id BIGINT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    user_id         BIGINT NOT NULL REFERENCES users (id),
    viewed_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (announcement_id, user_id)
);
