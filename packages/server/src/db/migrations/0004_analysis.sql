-- Issue 9: the analysis data (analysis-tools §3, §7): accounts and bank statements, call records, goAML reports,
-- phone subscribers, the national registries the selection panels read, and the imports that fill them.
-- PostgreSQL dialect (PGlite and PostgreSQL). The data belongs to the central unit: every read is central-unit
-- only and audited by the routes (analysis-tools §6).
--
-- Conventions:
-- * Money is numeric(20,2) (exact), never a float. Coordinates are double precision (WGS84 degrees).
-- * Phone numbers are stored normalised (core's normalisePhone: digits, 234 national prefix); fiu_phone() is the
--   same rule in SQL, for triggers and ad-hoc joins. A test keeps the two in step.
-- * Every imported row keeps its provenance: the import, the sheet and the 1-based row of the source file, so a
--   figure on a screen can be traced back to the cell it came from.
-- * Re-importing the same file adds nothing twice: rows carry a natural key (transaction_id, record_id) derived
--   from their content and position by the importer, unique in the table (INSERT ... ON CONFLICT DO NOTHING).
-- * Big tables use a bigint identity for keyset paging ((time, id) order); the API's keys (Transaction_ID,
--   Record_ID) are the natural keys.
-- * Indexes come from the analysis queries: a subject set → its accounts and phones → their rows in a period.
-- * How these tables partition by month and distribute past one machine: docs/scaling.md.

-- Same rule as core's normalisePhone (packages/core/src/validators/phone.ts), null when not a phone number.
CREATE FUNCTION fiu_phone(raw text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text;
BEGIN
  IF raw IS NULL THEN RETURN NULL; END IF;
  s := regexp_replace(btrim(raw), '\s*(ext(ension)?\.?|x|#)\s*\d+\s*$', '', 'i');
  s := regexp_replace(s, '[-;\s.()]', '', 'g');
  IF left(s, 1) = '+' THEN s := substr(s, 2);
  ELSIF left(s, 2) = '00' THEN s := substr(s, 3);
  ELSIF left(s, 1) = '0' THEN s := '234' || substr(s, 2);
  ELSIF s ~ '^[789][0-9]{9}$' THEN s := '234' || s;
  END IF;
  IF s !~ '^[0-9]{6,}$' THEN RETURN NULL; END IF;
  RETURN s;
END
$$;

-- ── Imports ─────────────────────────────────────────────────────────────────────────────────────────────────
-- One uploaded file (or one manual form) and what became of it. The job that works it lives in the job queue;
-- this row is what the screens show: progress, the quality report, the refused rows.
CREATE TABLE imports (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('statement', 'cdr', 'cdr_manual', 'goaml', 'registry')),
  -- For kind 'registry': which one ('companies', 'vehicles', 'tax', 'nin', 'crims', 'forensics', 'most_wanted',
  -- 'subscribers', 'ftm').
  registry text,
  file_name text,
  file_sha256 text,
  file_size bigint,
  -- Where the uploaded bytes wait until the job has read them (under FIU_DATA_DIR; removed when done).
  stored_file text,
  subject_id uuid REFERENCES subjects (id),
  account_id uuid,
  template_id uuid,
  -- The column mapping used: target field → source column header (analysis-tools §3 "column-mapping targets").
  mapping jsonb,
  -- The person fields of the import forms (§3 "Statement import form", "Call-record import form").
  form jsonb,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  rows_read bigint NOT NULL DEFAULT 0,
  rows_stored bigint NOT NULL DEFAULT 0,
  rows_duplicate bigint NOT NULL DEFAULT 0,
  rows_refused bigint NOT NULL DEFAULT 0,
  -- Quality checks (balance continuity, duplicates, dates outside the statement period), as found.
  quality jsonb,
  error text,
  created_by uuid NOT NULL,
  domain text NOT NULL REFERENCES organisations (domain),
  created timestamptz NOT NULL,
  started timestamptz,
  finished timestamptz
);
CREATE INDEX imports_created ON imports (created DESC, id DESC);
CREATE INDEX imports_file ON imports (kind, file_sha256);

-- Every row an import did not store, with its reason: nothing is dropped silently.
CREATE TABLE import_refused_rows (
  import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  sheet text NOT NULL DEFAULT '',
  row_number integer NOT NULL,
  reason text NOT NULL,
  -- The row's cells as read (text), for the downloadable list.
  cells jsonb NOT NULL,
  PRIMARY KEY (import_id, sheet, row_number)
);

-- A confirmed column mapping, kept per source (a telco's or a bank's layout) and proposed again next time the
-- same headers come.
CREATE TABLE mapping_templates (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('statement', 'cdr', 'registry')),
  source text NOT NULL,
  -- The file's headers, trimmed and lower-cased, joined by '|': how a template is recognised.
  headers_key text NOT NULL,
  mapping jsonb NOT NULL,
  created_by uuid NOT NULL,
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  UNIQUE (kind, source, headers_key)
);
CREATE INDEX mapping_templates_headers ON mapping_templates (kind, headers_key);

-- ── Accounts and bank statements ──────────────────────────────────────────────────────────────────────────
CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  account_number text NOT NULL,
  -- CBN code (core's refdata banks) when known; the name as the file or form gave it.
  bank_code text,
  bank_name text,
  bvn text CHECK (bvn IS NULL OR bvn ~ '^[0-9]{11}$'),
  holder_name text,
  holder_type text CHECK (holder_type IN ('individual', 'entity')),
  account_type text,
  account_status text,
  currency char(3) NOT NULL DEFAULT 'NGN',
  opening_date date,
  opening_state text,
  opening_lga text,
  import_id uuid REFERENCES imports (id),
  created timestamptz NOT NULL,
  modified timestamptz NOT NULL
);
-- One account per number at one bank (a NUBAN is unique within its bank; one number may be valid at several).
CREATE UNIQUE INDEX accounts_number_bank ON accounts (account_number, coalesce(bank_code, ''));
CREATE INDEX accounts_bvn ON accounts (bvn) WHERE bvn IS NOT NULL;

-- Who holds which account (a joint account has several holders; a subject several accounts).
CREATE TABLE subject_accounts (
  subject_id uuid NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id),
  -- 'import' (a statement import named the subject), 'record' (the subject's own bank_accounts), 'manual'.
  source text NOT NULL,
  created timestamptz NOT NULL,
  PRIMARY KEY (subject_id, account_id)
);
CREATE INDEX subject_accounts_account ON subject_accounts (account_id);

CREATE TABLE statement_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The API's Transaction_ID (analysis-tools §3, the grids' row key): the bank's reference when the file has
  -- one, else derived by the importer from the account, the row's content and its position in the file.
  transaction_id text NOT NULL UNIQUE,
  account_id uuid NOT NULL REFERENCES accounts (id),
  transaction_date timestamptz NOT NULL,
  value_date date,
  description text NOT NULL DEFAULT '',
  inflow numeric(20, 2) NOT NULL DEFAULT 0 CHECK (inflow >= 0),
  outflow numeric(20, 2) NOT NULL DEFAULT 0 CHECK (outflow >= 0),
  currency char(3) NOT NULL DEFAULT 'NGN',
  -- The running balance after this row, where the file has one.
  balance numeric(20, 2),
  -- Parsed from the description by the importer (server lib: description parser).
  channel text CHECK (channel IN ('transfer', 'cash', 'pos', 'atm', 'charges', 'web', 'ussd', 'cheque', 'reversal', 'interest', 'other')),
  counterparty_name text,
  counterparty_account text,
  counterparty_bank text,
  -- Provenance.
  import_id uuid REFERENCES imports (id),
  sheet text,
  source_row integer
);
-- A subject set's statement in a period: its accounts, then each account's rows by time (keyset order).
CREATE INDEX statement_account_time ON statement_transactions (account_id, transaction_date, id);
-- Money that came from or went to an account we know (link analysis, two-party transactions).
CREATE INDEX statement_counterparty ON statement_transactions (counterparty_account, transaction_date) WHERE counterparty_account IS NOT NULL;
CREATE INDEX statement_import ON statement_transactions (import_id);

-- Persons, organisations and places found in statement descriptions (getNER), kept at import time so a subject
-- set's entities are an indexed read, not a pass of the NLP over a million descriptions per request.
CREATE TABLE description_entities (
  transaction_pk bigint NOT NULL REFERENCES statement_transactions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('PERSON', 'ORG', 'LOC')),
  text text NOT NULL,
  -- The name as matched (a registry's or a subject's spelling, a gazetteer entry).
  normalised text NOT NULL,
  -- Places: the gazetteer entry and its coordinates.
  state text,
  lga text,
  latitude double precision,
  longitude double precision,
  PRIMARY KEY (transaction_pk, kind, normalised)
);
CREATE INDEX description_entities_kind ON description_entities (kind, normalised);

-- ── Call records ──────────────────────────────────────────────────────────────────────────────────────────
CREATE TABLE call_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The API's Record_ID: derived by the importer from the row's content and position, unique.
  record_id text NOT NULL UNIQUE,
  originating_number text,
  terminating_number text,
  calling_number text,
  called_number text,
  cdr_ts timestamptz NOT NULL,
  call_duration integer CHECK (call_duration IS NULL OR call_duration >= 0),
  call_type text CHECK (call_type IN ('Voice Originating', 'Voice Terminating', 'SMS Originating', 'SMS Terminating')),
  msc_call_type text,
  imei_originating text,
  imei_terminating text,
  imsi_originating text,
  imsi_terminating text,
  originating_sitename text,
  terminating_sitename text,
  originating_latitude double precision,
  originating_longitude double precision,
  terminating_latitude double precision,
  terminating_longitude double precision,
  originating_lga text,
  terminating_lga text,
  originating_city text,
  terminating_city text,
  originating_state text,
  terminating_state text,
  calling_subscriber_name text,
  called_subscriber_name text,
  import_id uuid REFERENCES imports (id),
  sheet text,
  source_row integer
);
CREATE INDEX call_records_originating ON call_records (originating_number, cdr_ts, id);
CREATE INDEX call_records_terminating ON call_records (terminating_number, cdr_ts, id);
-- Co-location: who was at one cell site in a time window.
CREATE INDEX call_records_site ON call_records (originating_sitename, cdr_ts) WHERE originating_sitename IS NOT NULL;
CREATE INDEX call_records_import ON call_records (import_id);

-- A subject's phone numbers: from the record's telephones (kept in step by the trigger below) and from imports
-- that named the subject for a number.
CREATE TABLE subject_phones (
  subject_id uuid NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
  phone text NOT NULL,
  source text NOT NULL CHECK (source IN ('record', 'import', 'manual')),
  PRIMARY KEY (subject_id, phone, source)
);
CREATE INDEX subject_phones_phone ON subject_phones (phone);

CREATE FUNCTION subject_phones_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM subject_phones WHERE subject_id = NEW.id AND source = 'record';
  INSERT INTO subject_phones (subject_id, phone, source)
    SELECT DISTINCT NEW.id, fiu_phone(t ->> 'telephone'), 'record'
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.data -> 'telephones') = 'array' THEN NEW.data -> 'telephones' ELSE '[]'::jsonb END) t
     WHERE fiu_phone(t ->> 'telephone') IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER subjects_phones_insert AFTER INSERT ON subjects FOR EACH ROW EXECUTE FUNCTION subject_phones_sync();
CREATE TRIGGER subjects_phones_update AFTER UPDATE OF data ON subjects FOR EACH ROW
  WHEN (OLD.data -> 'telephones' IS DISTINCT FROM NEW.data -> 'telephones') EXECUTE FUNCTION subject_phones_sync();
INSERT INTO subject_phones (subject_id, phone, source)
  SELECT DISTINCT s.id, fiu_phone(t ->> 'telephone'), 'record'
    FROM subjects s, jsonb_array_elements(CASE WHEN jsonb_typeof(s.data -> 'telephones') = 'array' THEN s.data -> 'telephones' ELSE '[]'::jsonb END) t
   WHERE fiu_phone(t ->> 'telephone') IS NOT NULL
ON CONFLICT DO NOTHING;

-- Who a number is registered to (the telcos' KYC; GET /api/kycsuspect).
CREATE TABLE phone_subscribers (
  phone_number text PRIMARY KEY,
  first_name text,
  middle_name text,
  last_name text,
  -- As the source writes the whole name (the 'names' of analysis-tools §3 Phone).
  names text,
  gender text,
  birthdate date,
  nin text,
  imsi text,
  imei_numbers text[] NOT NULL DEFAULT '{}',
  address text,
  state text,
  lga text,
  network text,
  registered date,
  import_id uuid REFERENCES imports (id),
  search text GENERATED ALWAYS AS (lower(phone_number || ' ' || coalesce(names, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) STORED
);

-- ── goAML (the UNODC schema's report → transaction → from/to party: account, person, entity) ───────────────
CREATE TABLE goaml_reports (
  id uuid PRIMARY KEY,
  rentity_id text NOT NULL,
  rentity_branch text,
  submission_code text,
  report_code text NOT NULL,
  entity_reference text,
  fiu_ref_number text,
  submission_date date,
  currency_code_local char(3) NOT NULL DEFAULT 'NGN',
  reason text,
  action text,
  import_id uuid REFERENCES imports (id),
  -- A report filed twice (same reporting entity, same reference) is one report.
  UNIQUE (rentity_id, entity_reference)
);

CREATE TABLE goaml_persons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_name text,
  middle_name text,
  last_name text,
  birthdate date,
  -- goAML's ssn: a national number (in Nigeria usually the BVN or NIN).
  ssn text,
  id_number text,
  nationality text,
  phones text[] NOT NULL DEFAULT '{}',
  email text,
  occupation text,
  address text,
  report_id uuid NOT NULL REFERENCES goaml_reports (id) ON DELETE CASCADE
);
CREATE INDEX goaml_persons_ssn ON goaml_persons (ssn) WHERE ssn IS NOT NULL;

CREATE TABLE goaml_entities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  commercial_name text,
  incorporation_number text,
  business text,
  incorporation_country char(2),
  tax_number text,
  report_id uuid NOT NULL REFERENCES goaml_reports (id) ON DELETE CASCADE
);
CREATE INDEX goaml_entities_incorporation ON goaml_entities (incorporation_number) WHERE incorporation_number IS NOT NULL;

-- The selection panels' "Account" (analysis-tools §3: tac_*): one per account number at one institution.
CREATE TABLE goaml_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text NOT NULL,
  account_name text,
  institution_name text,
  institution_code text,
  swift text,
  branch text,
  currency_code char(3),
  -- tac_client_number: the BVN.
  client_number text,
  -- tac_entity_id: set when the holder is an entity (an account of a company), else a person's account.
  entity_id bigint REFERENCES goaml_entities (id) ON DELETE SET NULL,
  primary_person_id bigint REFERENCES goaml_persons (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX goaml_accounts_number ON goaml_accounts (account, coalesce(institution_code, institution_name, ''));
CREATE INDEX goaml_accounts_client ON goaml_accounts (client_number) WHERE client_number IS NOT NULL;

CREATE TABLE goaml_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id uuid NOT NULL REFERENCES goaml_reports (id) ON DELETE CASCADE,
  transaction_number text NOT NULL,
  internal_ref_number text,
  transaction_location text,
  description text,
  date_transaction timestamptz NOT NULL,
  value_date date,
  transmode_code text,
  amount_local numeric(20, 2) NOT NULL,
  amount_foreign numeric(20, 2),
  foreign_currency_code char(3),
  from_funds_code text,
  from_account_id bigint REFERENCES goaml_accounts (id),
  from_person_id bigint REFERENCES goaml_persons (id),
  from_entity_id bigint REFERENCES goaml_entities (id),
  -- t_from_my_client / t_to_my_client: the reporting entity's own client on that side.
  from_my_client boolean NOT NULL DEFAULT false,
  to_funds_code text,
  to_account_id bigint REFERENCES goaml_accounts (id),
  to_person_id bigint REFERENCES goaml_persons (id),
  to_entity_id bigint REFERENCES goaml_entities (id),
  to_my_client boolean NOT NULL DEFAULT false,
  UNIQUE (report_id, transaction_number)
);
CREATE INDEX goaml_transactions_from ON goaml_transactions (from_account_id, date_transaction);
CREATE INDEX goaml_transactions_to ON goaml_transactions (to_account_id, date_transaction);

-- ── Registries (the selection panels: analysis-tools §2 "Selection panels", §3) ─────────────────────────────
-- Each keeps its source (a registry's name, 'CAC', a FollowTheMoney dataset) and the import that brought it.
CREATE TABLE registry_companies (
  id uuid PRIMARY KEY,
  rc_number text,
  inc_no text,
  company_name text NOT NULL,
  classification text,
  -- analysis-tools §3: 1 Business, 2 Company, 3 NGO.
  company_type smallint CHECK (company_type IN (1, 2, 3)),
  status text,
  registration_date date,
  email text,
  address text,
  phone text,
  source text NOT NULL DEFAULT 'CAC',
  source_id text,
  import_id uuid REFERENCES imports (id),
  UNIQUE (source, source_id)
);
CREATE INDEX registry_companies_rc ON registry_companies (rc_number) WHERE rc_number IS NOT NULL;

CREATE TABLE registry_directors (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES registry_companies (id) ON DELETE CASCADE,
  idx integer NOT NULL,
  name text NOT NULL,
  email text,
  address text,
  occupation text,
  status text,
  gender text,
  nationality text,
  date_of_appointment date,
  date_of_birth date,
  identity_type text,
  identity_number text,
  phone text,
  bvn text,
  UNIQUE (company_id, idx)
);
CREATE INDEX registry_directors_identity ON registry_directors (identity_number) WHERE identity_number IS NOT NULL;

CREATE TABLE registry_vehicles (
  id uuid PRIMARY KEY,
  number_plate text NOT NULL UNIQUE,
  chassis_number text,
  make text,
  model text,
  colour text,
  owner_firstname text,
  owner_middlename text,
  owner_lastname text,
  owner_phone text,
  owner_nin text,
  owner_lga text,
  owner_state text,
  owner_address text,
  import_id uuid REFERENCES imports (id)
);
CREATE INDEX registry_vehicles_owner_phone ON registry_vehicles (owner_phone) WHERE owner_phone IS NOT NULL;

CREATE TABLE registry_tax (
  id uuid PRIMARY KEY,
  tin text NOT NULL UNIQUE,
  tax_payer_name text NOT NULL,
  rc_number text,
  date_of_incorporation date,
  jtb_tin text,
  phone text,
  email text,
  street_no text,
  street text,
  city text,
  state text,
  tax_office_name text,
  tax_office_id text,
  -- 'individual' or 'corporate' as the source says.
  tax_payer_type text,
  import_id uuid REFERENCES imports (id)
);

-- National identity (NIMC) records. The listed columns are the ones matching reads; the source's other fields
-- (next of kin, residence, origin, ...: analysis-tools §3) are kept whole in `data`. The photo is a media file.
CREATE TABLE registry_nin (
  nin text PRIMARY KEY CHECK (nin ~ '^[0-9]{11}$'),
  firstname text,
  middlename text,
  surname text,
  gender text,
  birthdate date,
  telephoneno text,
  email text,
  photo text,
  data jsonb NOT NULL DEFAULT '{}',
  import_id uuid REFERENCES imports (id)
);
CREATE INDEX registry_nin_phone ON registry_nin (telephoneno) WHERE telephoneno IS NOT NULL;

-- Criminal records (CRIMS).
CREATE TABLE registry_crims (
  id uuid PRIMARY KEY,
  crims_number text UNIQUE,
  firstname text,
  middlename text,
  surname text,
  aliases text[] NOT NULL DEFAULT '{}',
  gender text,
  birthdate date,
  nin text,
  phones text[] NOT NULL DEFAULT '{}',
  offence text,
  case_status text,
  agency text,
  recorded date,
  import_id uuid REFERENCES imports (id)
);

-- Contacts extracted from seized phones (phone forensics; the Top Up Record tab's "Cellebrite" grid).
CREATE TABLE forensics_contacts (
  id uuid PRIMARY KEY,
  crims_subject text,
  suspect_name text NOT NULL,
  suspect_phone text,
  contact_name text,
  mobile_number text NOT NULL,
  source text NOT NULL,
  import_id uuid REFERENCES imports (id)
);
CREATE INDEX forensics_contacts_mobile ON forensics_contacts (mobile_number);
CREATE INDEX forensics_contacts_suspect_phone ON forensics_contacts (suspect_phone) WHERE suspect_phone IS NOT NULL;

CREATE TABLE most_wanted (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  aliases text[] NOT NULL DEFAULT '{}',
  phones text[] NOT NULL DEFAULT '{}',
  offence text,
  agency text,
  listed date,
  photo text,
  source text NOT NULL,
  import_id uuid REFERENCES imports (id)
);

-- Airtime top-ups (the Top Up Record tab: numbers that received top-up from a subject's phones).
CREATE TABLE phone_topups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topup_id text NOT NULL UNIQUE,
  from_number text NOT NULL,
  to_number text NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount >= 0),
  ts timestamptz NOT NULL,
  import_id uuid REFERENCES imports (id)
);
CREATE INDEX phone_topups_from ON phone_topups (from_number, ts);
CREATE INDEX phone_topups_to ON phone_topups (to_number, ts);

-- The subject report editor (analysis-tools §4 "Subject report"): sanitised HTML, one per subject.
CREATE TABLE suspect_reports (
  id uuid PRIMARY KEY,
  subject_id uuid NOT NULL UNIQUE REFERENCES subjects (id),
  report text NOT NULL,
  created_by uuid NOT NULL,
  created timestamptz NOT NULL,
  modified_by uuid NOT NULL,
  modified timestamptz NOT NULL
);

-- Name searches over the registries: trigram indexes where pg_trgm is available (as for the record lists).
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX phone_subscribers_search_trgm ON phone_subscribers USING gin (search %I.gin_trgm_ops)', ext_schema);
    EXECUTE format('CREATE INDEX registry_companies_name_trgm ON registry_companies USING gin (lower(company_name) %I.gin_trgm_ops)', ext_schema);
    EXECUTE format('CREATE INDEX registry_directors_name_trgm ON registry_directors USING gin (lower(name) %I.gin_trgm_ops)', ext_schema);
    EXECUTE format('CREATE INDEX registry_tax_name_trgm ON registry_tax USING gin (lower(tax_payer_name) %I.gin_trgm_ops)', ext_schema);
    EXECUTE format('CREATE INDEX accounts_holder_trgm ON accounts USING gin (lower(holder_name) %I.gin_trgm_ops)', ext_schema);
    EXECUTE format('CREATE INDEX goaml_accounts_name_trgm ON goaml_accounts USING gin (lower(account_name) %I.gin_trgm_ops)', ext_schema);
  END IF;
END
$$;
