-- A report's history panel (GET /api/intelligence/{id}/history) reads the audit log by target, newest first.
-- Without this index the read of an old report scans the log from the report's creation (370-540 ms at 500,000
-- rows on PGlite, bench/results/report-history.md); with it, about 40 ms whatever the report's age.
CREATE INDEX IF NOT EXISTS audit_log_target_at ON audit_log (target, at DESC);
