-- One batch engine (issue 26). Registration batches, extension batches and notification sends were
-- three shapes of one thing: work on many items, written first as rows of ours, done by a job a
-- chunk at a time. They are now one pair of tables with a kind. `batches` is the truth a job works
-- on (who asked, where it stands, its counts); `batch_items` its items, each settled once, in the
-- transaction that does its work, so a repeated job does nothing twice. What a kind needs beyond
-- its items is in `params` (registration: the marketplace its URLs were checked against; extension:
-- the issue and the days). A notification send keeps what it says in `notification_sends`, whose id
-- is its batch's id.

CREATE TABLE batches (
    id           BIGSERIAL PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('registration', 'extension', 'notification')),
    status       TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done')),
    -- the advertiser who registers, the staff member who extends or sends
    requested_by BIGINT NOT NULL REFERENCES users (id),
    switched_by  BIGINT REFERENCES users (id),
    ip_address   TEXT,
    user_agent   TEXT,
    params       JSONB NOT NULL DEFAULT '{}',
    -- items in all; NULL until known (a send lists its recipients when it first runs)
    total        INTEGER CHECK (total >= 0),
    succeeded    INTEGER NOT NULL DEFAULT 0,
    failed       INTEGER NOT NULL DEFAULT 0,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at   TIMESTAMPTZ,
    finished_at  TIMESTAMPTZ
);

CREATE TABLE batch_items (
    batch_id  BIGINT NOT NULL REFERENCES batches (id),
    -- the item within its batch: a grid row's number, a slot's id, a recipient's id
    item      BIGINT NOT NULL,
    -- what the item needs beyond its key (a grid row's cells and the issued slot it fills)
    input     JSONB,
    outcome   TEXT NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'succeeded', 'failed')),
    reason    TEXT,
    -- what the item made: the slot registered or filled, the extension
    result_id BIGINT,
    PRIMARY KEY (batch_id, item)
);

CREATE INDEX batch_items_pending_idx ON batch_items (batch_id, item) WHERE outcome = 'pending';
CREATE INDEX batch_items_failed_idx ON batch_items (batch_id, item) WHERE outcome = 'failed';

-- Sends keep their ids (notifications and the history name them): their batches take the same.
INSERT INTO batches (id, kind, status, requested_by, switched_by, total, succeeded, created_at, started_at,
                     finished_at)
SELECT id, 'notification', CASE WHEN status = 'sent' THEN 'done' ELSE 'queued' END, sender_id, switched_by,
       CASE WHEN status = 'sent' THEN recipient_count END, CASE WHEN status = 'sent' THEN recipient_count ELSE 0 END,
       created_at, CASE WHEN status = 'sent' THEN created_at END, finished_at
FROM notification_sends;

SELECT setval(pg_get_serial_sequence('batches', 'id'), COALESCE(max(id), 0) + 1, false) FROM batches;

-- The other batches take new ids; a job not yet done is pointed at its batch's new id.
CREATE TEMP TABLE batch_renumbering (queue TEXT, old_id BIGINT, new_id BIGINT) ON COMMIT DROP;

INSERT INTO batch_renumbering
SELECT 'slot_registration', id, nextval(pg_get_serial_sequence('batches', 'id')) FROM registration_batches ORDER BY id;
INSERT INTO batch_renumbering
SELECT 'slot_extension', id, nextval(pg_get_serial_sequence('batches', 'id')) FROM extension_batches ORDER BY id;

INSERT INTO batches (id, kind, status, requested_by, switched_by, ip_address, user_agent, params, total, succeeded,
                     failed, created_at, started_at, finished_at)
SELECT m.new_id, 'registration', b.status, b.user_id, b.switched_by, b.ip_address, b.user_agent,
       jsonb_build_object('marketplaceDomain', b.marketplace_domain), b.total, b.succeeded, b.failed, b.created_at,
       b.started_at, b.finished_at
FROM registration_batches b JOIN batch_renumbering m ON m.queue = 'slot_registration' AND m.old_id = b.id;

INSERT INTO batch_items (batch_id, item, input, outcome, reason, result_id)
SELECT m.new_id, r.row_number, jsonb_build_object('fillSlotId', r.fill_slot_id, 'fields', r.fields),
       CASE WHEN r.outcome = 'registered' THEN 'succeeded' ELSE r.outcome END, r.reason, r.slot_id
FROM registration_batch_rows r JOIN batch_renumbering m ON m.queue = 'slot_registration' AND m.old_id = r.batch_id;

INSERT INTO batches (id, kind, status, requested_by, switched_by, ip_address, user_agent, params, total, succeeded,
                     failed, created_at, started_at, finished_at)
SELECT m.new_id, 'extension', b.status, b.requested_by, b.switched_by, b.ip_address, b.user_agent,
       jsonb_build_object('allocationId', b.allocation_id, 'extensionDays', b.extension_days), b.total, b.extended,
       b.failed, b.created_at, b.started_at, b.finished_at
FROM extension_batches b JOIN batch_renumbering m ON m.queue = 'slot_extension' AND m.old_id = b.id;

INSERT INTO batch_items (batch_id, item, outcome, reason, result_id)
SELECT m.new_id, i.slot_id, CASE WHEN i.outcome = 'extended' THEN 'succeeded' ELSE i.outcome END, i.reason,
       i.extension_slot_id
FROM extension_batch_items i JOIN batch_renumbering m ON m.queue = 'slot_extension' AND m.old_id = i.batch_id;

UPDATE apalis.jobs j
SET job = convert_to(jsonb_set(convert_from(j.job, 'UTF8')::jsonb, '{batchId}', to_jsonb(m.new_id))::text, 'UTF8')
FROM batch_renumbering m
WHERE j.status <> 'Done' AND j.job_type = m.queue AND job_row_id(j.job) = m.old_id;

DROP TABLE registration_batch_rows, registration_batches, extension_batch_items, extension_batches;

-- A send's progress is its batch's; its id is its batch's id.
ALTER TABLE notification_sends
    DROP COLUMN status,
    DROP COLUMN recipient_count,
    DROP COLUMN finished_at,
    ALTER COLUMN id DROP DEFAULT,
    ADD CONSTRAINT notification_sends_batch_fkey FOREIGN KEY (id) REFERENCES batches (id);
DROP SEQUENCE notification_sends_id_seq;
