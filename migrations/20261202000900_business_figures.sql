-- The business figures on /admin (common::cash::business): each family is one ranged read per
-- period, so each reads through an index of its own instead of the whole table.
-- Charges and refunds by when they were written.
CREATE INDEX cash_ledger_business_idx ON cash_ledger (created_at) WHERE type IN ('charge', 'refund');
-- Slots sold and extended by when they were approved (an extension is approved as it is made).
CREATE INDEX slots_approved_at_idx ON slots (approved_at) WHERE approved_at IS NOT NULL;
-- Approved slots whose period reaches a day: running (active advertisers) and ended (renewal rate).
CREATE INDEX slots_approved_end_idx ON slots (end_date) WHERE approved_at IS NOT NULL;
