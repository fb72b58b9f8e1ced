-- Issue 11 item 3: the older generic feedback and the feedback on requests for information (core-records §2.12,
-- §3.5; dissemination-feedback §3 'Older generic feedback'), read as the /feedback register.
-- PostgreSQL dialect (PGlite and PostgreSQL). The questionnaires on intelligence reports are report_feedback
-- (0011_intelligence.sql).
--
-- `data` keeps the whole validated body (core's genericFeedbackSchema / rfiFeedbackSchema: the booleans and
-- texts); the columns beside it are the server-owned fields and copies of what the register shows and searches.
-- `rfi` is the request the feedback answers (null for generic feedback). Its foreign key to the requests table
-- comes with the requests issue, which creates that table: ALTER TABLE feedback ADD FOREIGN KEY (rfi) ...
CREATE TABLE feedback (
  id uuid PRIMARY KEY,
  rfi text,
  domain text NOT NULL REFERENCES organisations (domain),
  subject_name text,
  case_number text,
  fiu_case_number text,
  other_comments text,
  created_by uuid,   -- users.id; no foreign key: records outlive the users who made them
  modified_by uuid,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  data jsonb NOT NULL,
  search text GENERATED ALWAYS AS (
    lower(coalesce(subject_name, '') || ' ' || coalesce(case_number, '') || ' ' || coalesce(fiu_case_number, '') || ' ' || coalesce(other_comments, ''))
  ) STORED
);
-- The register: newest first, all organisations (central unit) or one (partners).
CREATE INDEX feedback_modified ON feedback (modified DESC, id DESC);
CREATE INDEX feedback_domain_modified ON feedback (domain, modified DESC, id DESC);
CREATE INDEX feedback_rfi ON feedback (rfi) WHERE rfi IS NOT NULL;
