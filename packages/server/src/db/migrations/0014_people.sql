-- Groups and messages (core-records §2.10, §2.11, §3.10; issue 12). Users keep their group ids in
-- users.groups (jsonb list, 0001); a group is the central unit's, one name each (case-insensitively).
CREATE TABLE groups (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  created_by uuid,        -- no foreign key: a group outlives the user who made it
  modified_by uuid,
  created timestamptz NOT NULL DEFAULT now(),
  modified timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX groups_name ON groups (lower(name));

-- A user's messages: what the product tells one user about their own account (created, changed, activated,
-- deactivated, a reset key sent). Read by the user only (GET /api/messages), newest first.
CREATE TABLE messages (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text NOT NULL,
  content text NOT NULL,
  sent timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_user_sent ON messages (user_id, sent DESC, id);
