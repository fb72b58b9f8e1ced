-- Issue 11: intelligence reports disseminated to partner organisations, and the feedback those organisations
-- return on them (dissemination-feedback.md §3, §4). PostgreSQL dialect (PGlite and PostgreSQL).
--
-- A report keeps its whole validated body in `data` (attachments' metadata included); the columns beside it are
-- the server-owned fields and copies of what the list filters, sorts and searches on. `domain` is the partner
-- organisation the report is for: a partner user sees the reports of their own organisation only.
-- The feedback flags live on the report (the list decides the Interim and Final buttons from them) and are
-- written in the same transaction as the feedback that sets them.

CREATE TABLE intelligence_reports (
  id uuid PRIMARY KEY,
  report_title text NOT NULL,
  report_type text NOT NULL,
  internal_reference text NOT NULL,
  external_reference text,
  domain text NOT NULL REFERENCES organisations (domain),
  disseminated boolean NOT NULL DEFAULT false,
  disseminated_on timestamptz,
  disseminated_by uuid,   -- users.id; no foreign key: records outlive the users who made them
  downloaded boolean NOT NULL DEFAULT false,
  has_interim_feedback boolean NOT NULL DEFAULT false,
  has_final_feedback boolean NOT NULL DEFAULT false,
  skip_update_feedback boolean NOT NULL DEFAULT false,
  created_by uuid,
  modified_by uuid,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  _deleted boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  search text GENERATED ALWAYS AS (
    lower(coalesce(internal_reference, '') || ' ' || coalesce(external_reference, '') || ' ' || coalesce(report_title, ''))
  ) STORED
);
-- The list's orderings: -disseminated_on (default), disseminated_on, downloaded; per organisation for partners.
CREATE INDEX intelligence_reports_disseminated_on ON intelligence_reports (disseminated_on DESC NULLS LAST, id DESC) WHERE NOT _deleted;
CREATE INDEX intelligence_reports_domain_disseminated_on ON intelligence_reports (domain, disseminated_on DESC NULLS LAST, id DESC) WHERE NOT _deleted;
CREATE INDEX intelligence_reports_downloaded ON intelligence_reports (downloaded, disseminated_on DESC NULLS LAST, id DESC) WHERE NOT _deleted;

-- Feedback on a report: one row per questionnaire sent (kinds of §3: proactive interim, reactive interim, final,
-- case progress update). `answers` is the questionnaire's validated body (core's schema for the kind);
-- case_number and subject_name are copied from the report (internal_reference, report_title) when it is sent.
CREATE TABLE report_feedback (
  id uuid PRIMARY KEY,
  report_id uuid NOT NULL REFERENCES intelligence_reports (id),
  kind text NOT NULL CHECK (kind IN ('proactive-interim', 'reactive-interim', 'final', 'case-update')),
  case_number text NOT NULL,
  subject_name text NOT NULL,
  domain text NOT NULL REFERENCES organisations (domain),
  created_by uuid,
  modified_by uuid,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  answers jsonb NOT NULL
);
CREATE INDEX report_feedback_report ON report_feedback (report_id, kind, modified DESC);
CREATE INDEX report_feedback_domain_modified ON report_feedback (domain, modified DESC, id DESC);
