-- Prepaid cash (spec part 1 §3). Whole won. Every change to a balance goes through
-- common::cash::apply, which writes the ledger row in the same transaction, so for every user the
-- balance equals the sum of their ledger; the CHECK keeps it from going below zero.
CREATE TABLE cash_balances (
    user_id    BIGINT PRIMARY KEY REFERENCES users (id),
    amount     BIGINT NOT NULL DEFAULT 0 CONSTRAINT cash_balances_amount_check CHECK (amount >= 0),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE charge_requests (
    id               BIGSERIAL PRIMARY KEY,
    user_id          BIGINT NOT NULL REFERENCES users (id),
    amount           BIGINT NOT NULL CHECK (amount > 0),
    bonus_percentage INTEGER NOT NULL DEFAULT 0 CHECK (bonus_percentage >= 0),
    bonus_amount     BIGINT NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
    deposit_at       TIMESTAMPTZ NOT NULL,
    account_holder   TEXT NOT NULL,
    status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
    reject_reason    TEXT,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    processed_at     TIMESTAMPTZ,
    processor_id     BIGINT REFERENCES users (id)
);

-- An advertiser's requests newest first; the operators' queue oldest first; counts by status.
CREATE INDEX charge_requests_user_idx ON charge_requests (user_id, created_at DESC, id DESC);
CREATE INDEX charge_requests_pending_idx ON charge_requests (created_at, id) WHERE status = 'pending';
CREATE INDEX charge_requests_status_idx ON charge_requests (status, created_at DESC, id DESC);

CREATE TABLE cash_ledger (
    id                BIGSERIAL PRIMARY KEY,
    user_id           BIGINT NOT NULL REFERENCES users (id),
    type              TEXT NOT NULL CHECK (type IN ('charge', 'purchase', 'refund', 'withdrawal', 'bonus', 'expire')),
    amount            BIGINT NOT NULL CHECK (amount <> 0),   -- signed: credits positive, debits negative
    balance_after     BIGINT NOT NULL CHECK (balance_after >= 0),
    charge_request_id BIGINT REFERENCES charge_requests (id),
    slot_id           BIGINT REFERENCES slots (id),
    description       TEXT NOT NULL,
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX cash_ledger_user_idx ON cash_ledger (user_id, id DESC);
-- Backstops under the row locks: a charge credits once, a slot is paid once and refunded once.
CREATE UNIQUE INDEX cash_ledger_charge_once ON cash_ledger (charge_request_id) WHERE type = 'charge';
CREATE UNIQUE INDEX cash_ledger_purchase_once ON cash_ledger (slot_id) WHERE type = 'purchase';
CREATE UNIQUE INDEX cash_ledger_refund_once ON cash_ledger (slot_id) WHERE type = 'refund';
