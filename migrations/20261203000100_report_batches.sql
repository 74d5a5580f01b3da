-- Large effect reports made by a job (issue 29): a batch of kind `report` whose items are the
-- report's slots. Each chunk writes its slots' lines (`report_lines`), in the transaction that
-- settles them; the last step writes the file (`report_files`), rewritten whole, and drops the
-- lines.

ALTER TABLE batches DROP CONSTRAINT batches_kind_check;
ALTER TABLE batches ADD CONSTRAINT batches_kind_check
    CHECK (kind IN ('registration', 'extension', 'notification', 'report'));

-- One slot's line of a report being made (`common::market::report::SlotReport` as JSON): scratch
-- rows of the job, written under its batch's row lock and deleted when the file is written, so
-- they carry no key to `batches` (whose check would take a share lock on that row).
CREATE TABLE report_lines (
    batch_id BIGINT NOT NULL,
    slot_id  BIGINT NOT NULL,
    line     JSONB NOT NULL,
    PRIMARY KEY (batch_id, slot_id)
);

-- The finished report: one file per batch.
CREATE TABLE report_files (
    batch_id   BIGINT PRIMARY KEY REFERENCES batches (id),
    file_name  TEXT NOT NULL,
    body       BYTEA NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
