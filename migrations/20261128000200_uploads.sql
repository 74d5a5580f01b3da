-- Uploaded images (issue 17; spec part 2 §5 "File upload helper": 5 MB at most, images only),
-- kept in PostgreSQL so that every api instance serves every upload. The type was decided by the
-- bytes when it was stored, never by the file's name; the same bytes are stored once (sha256).
CREATE TABLE uploads (
    id           UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    sha256       BYTEA NOT NULL CHECK (octet_length(sha256) = 32),
    content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
    size         INTEGER NOT NULL CHECK (size BETWEEN 1 AND 5242880),
    bytes        BYTEA NOT NULL CHECK (octet_length(bytes) = size),
    -- Who first stored these bytes; kept when that account is deleted.
    uploaded_by  BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT uploads_sha256_key UNIQUE (sha256)
);

-- The bytes are already compressed images: no TOAST compression to spend time on.
ALTER TABLE uploads ALTER COLUMN bytes SET STORAGE EXTERNAL;
