-- Issue 3: subjects (persons) and companies, their photos and attachments, per-user saved selections, and
-- cheap unfiltered counts. PostgreSQL dialect (PGlite and PostgreSQL).
--
-- Each record keeps the whole validated body (nested lists included) in `data`; the columns beside it are the
-- server-owned fields and copies of what lists filter, sort and search on. The server writes both together.
-- Object-level scope (docs/scoping.md) is applied in every query by the routes; it is not a database policy.
--
-- Indexes were chosen by measurement (bench/records, results in bench/results/records-list-*.md):
-- * the default ordering `-modified` walks (modified DESC, id DESC), or (domain, modified DESC, id DESC) for a
--   user who reads one organisation only: no sort, no sequential scan, whatever the table size;
-- * status, created_by and created have their own (x, modified DESC, id DESC) indexes for the list filters;
-- * a narrow "filters" index (status, domain, gender, created, created_by) lets the exact count of a filtered
--   list run as an index-only scan instead of reading the wide rows (131 ms → 7 ms at 100,000 subjects);
-- * (surname, id) and, for companies, (name, id) serve the most used other orderings without a sort;
-- * search: a trigram GIN index over the lower-cased search text when pg_trgm is available (PGlite ships it;
--   on PostgreSQL it is a trusted extension since 13, so a database owner may create it). Without pg_trgm the
--   same query runs as a scan of the search column (same answers, slower on large tables).
-- All list indexes are partial (WHERE NOT _deleted): soft-deleted records are never listed.

CREATE TABLE subjects (
  id uuid PRIMARY KEY,
  suspectid text NOT NULL UNIQUE,
  surname text,
  othernames text,
  gender text,
  status text NOT NULL,
  domain text NOT NULL REFERENCES organisations (domain),
  case_reference text,
  is_primary boolean NOT NULL DEFAULT true,
  photograph text,
  created_by uuid,        -- users.id; no foreign key: records outlive the users who made them
  modified_by uuid,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  approved_on timestamptz,
  archived boolean NOT NULL DEFAULT false,
  _deleted boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  search text GENERATED ALWAYS AS (
    lower(coalesce(suspectid, '') || ' ' || coalesce(surname, '') || ' ' || coalesce(othernames, '') || ' ' || coalesce(case_reference, ''))
  ) STORED
);
CREATE INDEX subjects_modified ON subjects (modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX subjects_domain_modified ON subjects (domain, modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX subjects_status_modified ON subjects (status, modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX subjects_created_by_modified ON subjects (created_by, modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX subjects_created ON subjects (created DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX subjects_filters ON subjects (status, domain, gender, created, created_by) WHERE NOT _deleted;
CREATE INDEX subjects_surname ON subjects (surname, id) WHERE NOT _deleted;
CREATE INDEX subjects_photograph ON subjects (photograph) WHERE photograph IS NOT NULL;

CREATE TABLE companies (
  id uuid PRIMARY KEY,
  companyid text NOT NULL UNIQUE,
  name text NOT NULL,
  case_reference text,
  status text NOT NULL,
  domain text NOT NULL REFERENCES organisations (domain),
  is_primary boolean NOT NULL DEFAULT true,
  created_by uuid,
  modified_by uuid,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  approved_on timestamptz,
  -- Not part of core's company schema: kept so both record kinds share the list code and the counters.
  _deleted boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  search text GENERATED ALWAYS AS (
    lower(coalesce(companyid, '') || ' ' || coalesce(name, '') || ' ' || coalesce(case_reference, ''))
  ) STORED
);
CREATE INDEX companies_modified ON companies (modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX companies_domain_modified ON companies (domain, modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX companies_status_modified ON companies (status, modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX companies_created_by_modified ON companies (created_by, modified DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX companies_created ON companies (created DESC, id DESC) WHERE NOT _deleted;
CREATE INDEX companies_filters ON companies (status, domain, created, created_by) WHERE NOT _deleted;
CREATE INDEX companies_name ON companies (name, id) WHERE NOT _deleted;

DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NULL THEN
    BEGIN
      -- In `public` when there is one, so that dropping a test schema never drops the extension with it.
      IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
      ELSE
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      END IF;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm is not available (%); record searches run without a trigram index', SQLERRM;
    END;
    -- Whoever created it (another process may have won the race).
    SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  END IF;
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX subjects_search_trgm ON subjects USING gin (search %I.gin_trgm_ops) WHERE NOT _deleted', ext_schema);
    EXECUTE format('CREATE INDEX companies_search_trgm ON companies USING gin (search %I.gin_trgm_ops) WHERE NOT _deleted', ext_schema);
  END IF;
END
$$;

-- Live (not soft-deleted) records per kind and organisation, kept exact by statement-level triggers, so the
-- unfiltered list count is one tiny read instead of counting the table.
CREATE TABLE record_counts (
  kind text NOT NULL,
  domain text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (kind, domain)
);

CREATE FUNCTION record_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (kind, domain, n)
    SELECT TG_ARGV[0], domain, count(*) FROM new_rows WHERE NOT _deleted GROUP BY domain
  ON CONFLICT (kind, domain) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE FUNCTION record_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (kind, domain, n)
    SELECT TG_ARGV[0], domain, -count(*) FROM old_rows WHERE NOT _deleted GROUP BY domain
  ON CONFLICT (kind, domain) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE FUNCTION record_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (kind, domain, n)
    SELECT TG_ARGV[0], domain, sum(d) FROM (
      SELECT domain, count(*) AS d FROM new_rows WHERE NOT _deleted GROUP BY domain
      UNION ALL
      SELECT domain, -count(*) AS d FROM old_rows WHERE NOT _deleted GROUP BY domain
    ) changes
    GROUP BY domain HAVING sum(d) <> 0
  ON CONFLICT (kind, domain) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE TRIGGER subjects_count_insert AFTER INSERT ON subjects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_insert('subject');
CREATE TRIGGER subjects_count_delete AFTER DELETE ON subjects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_delete('subject');
CREATE TRIGGER subjects_count_update AFTER UPDATE ON subjects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_update('subject');
CREATE TRIGGER companies_count_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_insert('company');
CREATE TRIGGER companies_count_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_delete('company');
CREATE TRIGGER companies_count_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_update('company');

-- Per-user saved selections for one subject (analysis-tools §4: POST/GET /api/userstate).
CREATE TABLE user_state (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_id uuid NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
  suspectid text NOT NULL,
  state jsonb NOT NULL,
  modified timestamptz NOT NULL,
  PRIMARY KEY (user_id, subject_id),
  UNIQUE (user_id, suspectid)
);

-- Photos (PUT /api/upload/{name}) and record attachments, served by GET /media/{name}. `domain` is the
-- organisation that uploaded the file: nobody else may replace it. Attachments name their record; photos are
-- found through subjects.photograph. Who may read a file: docs/scoping.md.
CREATE TABLE media_files (
  name text PRIMARY KEY,
  domain text NOT NULL REFERENCES organisations (domain),
  record_kind text CHECK (record_kind IN ('subject', 'company')),
  record_id uuid,
  mime text NOT NULL,
  size integer NOT NULL,
  created_by uuid,
  created timestamptz NOT NULL
);
CREATE INDEX media_files_record ON media_files (record_kind, record_id) WHERE record_id IS NOT NULL;
