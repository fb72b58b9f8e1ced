-- Issue 11 item 5: feedback due dates on disseminated reports, and the reminders a durable job mails when a
-- recipient organisation is late. PostgreSQL dialect (PGlite and PostgreSQL).

-- Days from dissemination to the interim and the final feedback, per report type; the central unit changes
-- them (PUT /api/intelligence/due-periods). Defaults, our choice (the spec has none):
--  - interim 30 days for every type: a month is enough for a partner to open the report, decide whether it
--    opens or feeds a case, and say so; the unit's own statistics are monthly.
--  - final 90 days for the reactive types (RFI, RE(DOM)-IR, RE(INT)-IR): the partner asked for this
--    intelligence for an investigation already running, so an outcome is expected within a quarter;
--  - final 180 days for the proactive types (Disclosure, PRO-IR, STR-ANALYSIS, LEA-F, INTERIM-REPORT): the
--    partner must first open an inquiry on unsolicited intelligence, which takes longer to reach an outcome.
CREATE TABLE report_due_periods (
  report_type text PRIMARY KEY,
  interim_days integer NOT NULL CHECK (interim_days BETWEEN 1 AND 3650),
  final_days integer NOT NULL CHECK (final_days BETWEEN 1 AND 3650),
  modified_by uuid,   -- users.id; no foreign key: records outlive the users who made them
  modified timestamptz,
  CHECK (final_days >= interim_days)
);
INSERT INTO report_due_periods (report_type, interim_days, final_days) VALUES
  ('RFI', 30, 90), ('RE(DOM)-IR', 30, 90), ('RE(INT)-IR', 30, 90),
  ('Disclosure', 30, 180), ('PRO-IR', 30, 180), ('STR-ANALYSIS', 30, 180), ('LEA-F', 30, 180), ('INTERIM-REPORT', 30, 180);

-- A small durable job queue (server/src/jobs): claimed with FOR UPDATE SKIP LOCKED, held by a lease, retried
-- after a failure until max attempts. `key` makes enqueueing idempotent: a job for the same thing is queued once.
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL,
  lease_owner text,
  lease_until timestamptz,
  error text,
  created timestamptz NOT NULL,
  finished timestamptz
);
CREATE INDEX jobs_queue ON jobs (run_after, created, id) WHERE status IN ('queued', 'running');

-- The reminders sent: one per report and due, written in the transaction that sends it, so a restart or a
-- second runner never sends a reminder twice.
CREATE TABLE report_reminders (
  report_id uuid NOT NULL REFERENCES intelligence_reports (id),
  due text NOT NULL CHECK (due IN ('interim', 'final')),
  due_on date NOT NULL,
  recipients integer NOT NULL,
  sent timestamptz NOT NULL,
  PRIMARY KEY (report_id, due)
);
