-- Sign-in limits by client address (issue 17): failures of a login id from one address, and every
-- attempt from one address, are counted over the last minutes.
CREATE INDEX audit_log_signin_address_idx ON audit_log (ip_address, created_at DESC)
    WHERE event IN ('login_failed', 'login_succeeded');
