-- Foundation: organisations, users, sign-in, sessions, password reset, investigate tickets, mail outbox,
-- audit log, public report uploads and the start-up lookups. PostgreSQL dialect (PGlite and PostgreSQL).
-- Times are written by the server (its clock), so the defaults below only serve hand-written rows.

CREATE TABLE organisations (
  domain text PRIMARY KEY,
  url_code text NOT NULL UNIQUE,
  name text NOT NULL,
  approval_status_enabled boolean NOT NULL DEFAULT false,
  batch_enabled boolean NOT NULL DEFAULT false,
  request_access boolean NOT NULL DEFAULT false,
  org_type text NOT NULL DEFAULT 'partner'
    CHECK (org_type IN ('central', 'partner', 'central_bank', 'foreign_mission')),
  latitude double precision,
  longitude double precision
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phones jsonb NOT NULL DEFAULT '[]',
  role text NOT NULL,
  scope text NOT NULL,
  domain text NOT NULL REFERENCES organisations (domain),
  groups jsonb NOT NULL DEFAULT '[]',
  active boolean NOT NULL DEFAULT false,
  permissions text[] NOT NULL DEFAULT '{}',
  -- scrypt$N$r$p$salt$hash; NULL for a registered user who has not set a password yet
  password_hash text,
  created timestamptz NOT NULL DEFAULT now(),
  modified timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_domain_username ON users (domain, lower(username));
CREATE INDEX users_domain_email ON users (domain, lower(email));

-- Step one of sign-in: a one-time key (sha256 only) bound to this attempt, 10 minutes, 5 wrong tries.
CREATE TABLE sign_in_attempts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_user ON sign_in_attempts (user_id);

-- id is the Session header; the token itself is never stored, only its sha256.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('standalone', 'investigate')),
  created timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE password_reset_keys (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);

-- Investigate mode: a host's server asks for a ticket with the service credential; single use, 60 s,
-- bound to the host page's origin.
CREATE TABLE investigate_tickets (
  id uuid PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  origin text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);

-- The dev outbox (no SMTP_URL): every mail, readable at GET /api/dev/mailbox in demo mode only.
CREATE TABLE outbox_mails (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  sent timestamptz NOT NULL DEFAULT now()
);

-- Append-only audit log (SECURITY.md promise 10). No secrets: no passwords, keys, tokens or their hashes.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,          -- no foreign key: the log outlives the users it names
  actor text,             -- 'username@domain', 'anonymous' or 'service'
  domain text,            -- the organisation acting (or asked about)
  action text NOT NULL,   -- e.g. 'signin.password', 'user.read', 'authz.refused'
  target text,
  outcome text NOT NULL,  -- 'ok', 'refused', 'failed'
  request_id text,
  ip text,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_at ON audit_log (at);

-- PGlite has no roles to REVOKE UPDATE/DELETE from, so a trigger refuses them on both databases.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Public upload of scanned reports (no sign-in); files are stored under generated names.
CREATE TABLE report_uploads (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  domain text REFERENCES organisations (domain),
  files jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

-- Start-up lookups (dissemination-feedback §3): financial institutions and service providers.
CREATE TABLE institutions (
  id integer PRIMARY KEY,
  name text NOT NULL,
  code text,
  nip_code text,
  category text
);

CREATE TABLE providers (
  id integer PRIMARY KEY,
  name text NOT NULL
);
