-- Issue 12: cases with their subjects and handler assignments (core-records §2.8, §3.8, §4.3), and the requests
-- for information (§2.12, §3.4) that request feedback answers. PostgreSQL dialect (PGlite and PostgreSQL).
--
-- A case belongs to the central unit (only the central unit sees cases); `domain` is the creator's organisation.
-- A handler is a user of the central unit; an assignment's status is open or archived (§4.3).
CREATE TABLE cases (
  id uuid PRIMARY KEY,
  label text NOT NULL,
  domain text NOT NULL REFERENCES organisations (domain),
  created_by uuid,   -- users.id; no foreign key: records outlive the users who made them
  modified_by uuid,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  search text GENERATED ALWAYS AS (lower(label)) STORED
);
CREATE INDEX cases_modified ON cases (modified DESC, id DESC);

CREATE TABLE case_subjects (
  id uuid PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  suspect uuid NOT NULL REFERENCES subjects (id),
  UNIQUE (case_id, suspect)
);
-- "a subject's cases" (GET /api/cases?suspects__suspect__id=) and the subjects list's `case` filter.
CREATE INDEX case_subjects_suspect ON case_subjects (suspect);

CREATE TABLE case_assignments (
  id uuid PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  handler uuid NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'archived')),
  modified_by uuid,
  modified timestamptz NOT NULL,
  UNIQUE (case_id, handler)
);
CREATE INDEX case_assignments_handler ON case_assignments (handler);

-- Requests for information (§3.4). Submission is disabled in the product: rows come from earlier submissions
-- (and the demo seed). `data` keeps the whole validated request (core's rfiSchema); the columns beside it are
-- the server-owned fields and copies of what the list shows and searches.
CREATE TABLE rfi (
  id uuid PRIMARY KEY,
  reference_number text NOT NULL,
  subject_name text NOT NULL,
  domain text NOT NULL REFERENCES organisations (domain),
  created_by uuid,
  modified_by uuid,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  data jsonb NOT NULL,
  search text GENERATED ALWAYS AS (lower(reference_number || ' ' || subject_name)) STORED
);
CREATE INDEX rfi_modified ON rfi (modified DESC, id DESC);
CREATE INDEX rfi_domain_modified ON rfi (domain, modified DESC, id DESC);

-- The foreign key announced by 0013_feedback.sql. Before this table existed no request could be named, so a
-- stored `rfi` that is not the id of a request pointed at nothing: it is cleared (the feedback stays, generic).
UPDATE feedback SET rfi = NULL
 WHERE rfi IS NOT NULL
   AND (rfi !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' OR NOT EXISTS (SELECT 1 FROM rfi r WHERE r.id::text = lower(feedback.rfi)));
ALTER TABLE feedback ALTER COLUMN rfi TYPE uuid USING rfi::uuid;
ALTER TABLE feedback ADD CONSTRAINT feedback_rfi_fkey FOREIGN KEY (rfi) REFERENCES rfi (id);
