-- The first developer account made with a generated password (printed once, kept in the data
-- folder) must choose its own before anything else (issue 17). The api refuses every call of a
-- flagged account but the few that let it change the password; a password change clears it.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
