-- Issue 9 item 2: imports run as durable jobs over the `imports` table (server/src/imports/jobs/runner.ts).
-- A runner claims a job with FOR UPDATE SKIP LOCKED and holds a lease it renews while it works; a job whose
-- lease expired (its server died) is claimed again and re-run from the start (the handlers are idempotent).
ALTER TABLE imports
  -- Rows the file holds, when the handler knows it before the end (the progress bar); null while unknown.
  ADD COLUMN rows_total bigint,
  -- How many times a runner has claimed the job (a file that kills its server is not retried for ever).
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  -- Which runner holds the job, and until when; renewed with every progress write.
  ADD COLUMN lease_owner text,
  ADD COLUMN lease_until timestamptz;

-- The queue: what is waiting or running, oldest first.
CREATE INDEX imports_queue ON imports (created, id) WHERE status IN ('queued', 'running');
-- The user's own imports, newest first (GET /api/imports).
CREATE INDEX imports_user ON imports (created_by, created DESC, id DESC);
