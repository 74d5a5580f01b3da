-- Pre-allocation (spec part 2 §3 Allocation history record, §4 Pre-allocation and Extension).
-- An operator issues empty slots to an advertiser for a period: one issue record, its slots linked
-- to it. Issued slots are paid outside the app: the record's amount and payment state are the
-- record of it, and nothing about them touches the cash ledger.
CREATE TABLE slot_allocations (
    id                BIGSERIAL PRIMARY KEY,
    user_id           BIGINT NOT NULL REFERENCES users (id),
    operator_id       BIGINT NOT NULL REFERENCES users (id),
    slot_count        INTEGER NOT NULL CHECK (slot_count BETWEEN 1 AND 1000),
    start_date        DATE NOT NULL,
    end_date          DATE NOT NULL,
    work_count        BIGINT NOT NULL DEFAULT 0 CHECK (work_count >= 0),
    amount            BIGINT NOT NULL DEFAULT 0 CHECK (amount >= 0),   -- whole won
    description       TEXT,
    is_test           BOOLEAN NOT NULL DEFAULT FALSE,
    reason            TEXT NOT NULL,
    memo              TEXT,
    payment_completed BOOLEAN NOT NULL DEFAULT FALSE,
    paid_at           TIMESTAMPTZ,
    paid_by           BIGINT REFERENCES users (id),
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT slot_allocations_period_check CHECK (end_date >= start_date)
);

-- The history page: newest first, and one advertiser's or one operator's issues.
CREATE INDEX slot_allocations_created_idx ON slot_allocations (created_at DESC, id DESC);
CREATE INDEX slot_allocations_user_idx ON slot_allocations (user_id, created_at DESC, id DESC);
CREATE INDEX slot_allocations_operator_idx ON slot_allocations (operator_id, created_at DESC, id DESC);
CREATE INDEX slot_allocations_count_idx ON slot_allocations (slot_count, created_at DESC, id DESC);

-- The issue a slot came from (its extensions keep it).
ALTER TABLE slots ADD COLUMN allocation_id BIGINT REFERENCES slot_allocations (id);
CREATE INDEX slots_allocation_idx ON slots (allocation_id, slot_number) WHERE allocation_id IS NOT NULL;

-- A slot has at most one extension: a repeated or concurrent extend can never make two.
DROP INDEX slots_parent_idx;
CREATE UNIQUE INDEX slots_one_extension_key ON slots (parent_slot_id)
    WHERE parent_slot_id IS NOT NULL AND status <> 'deleted';

-- Extending every slot of an issue at once (`POST /slots/extend-bulk`) is a job: this row is the
-- truth, its job only says "go". The slots to extend are fixed when it is requested, one item each;
-- the job settles items in order and counts them here, so a restarted job goes on where it stopped.
CREATE TABLE extension_batches (
    id             BIGSERIAL PRIMARY KEY,
    allocation_id  BIGINT NOT NULL REFERENCES slot_allocations (id),
    extension_days INTEGER NOT NULL CHECK (extension_days > 0),
    requested_by   BIGINT NOT NULL REFERENCES users (id),
    switched_by    BIGINT REFERENCES users (id),
    ip_address     TEXT,
    user_agent     TEXT,
    status         TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done')),
    total          INTEGER NOT NULL CHECK (total >= 0),
    extended       INTEGER NOT NULL DEFAULT 0,
    failed         INTEGER NOT NULL DEFAULT 0,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at     TIMESTAMPTZ,
    finished_at    TIMESTAMPTZ
);

CREATE INDEX extension_batches_allocation_idx ON extension_batches (allocation_id, id DESC);

CREATE TABLE extension_batch_items (
    batch_id          BIGINT NOT NULL REFERENCES extension_batches (id),
    slot_id           BIGINT NOT NULL REFERENCES slots (id),
    outcome           TEXT NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'extended', 'failed')),
    reason            TEXT,
    extension_slot_id BIGINT REFERENCES slots (id),
    PRIMARY KEY (batch_id, slot_id)
);

CREATE INDEX extension_batch_items_pending_idx ON extension_batch_items (batch_id, slot_id) WHERE outcome = 'pending';
