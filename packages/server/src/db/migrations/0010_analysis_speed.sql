-- Issue 9, item 7: the analysis calls within target over the 1,000,000-row world (bench/analysis).
-- * getAccountsFromPhones (lib/analysis/statement.ts accountsOfContacts) finds accounts whose holder's name is a
--   contact's subscriber name, word by word in any order and case. Written inline, that key was computed for every
--   account on each call and the join was a sort of all of them (6.9 s at 36,000 accounts, most of it JIT
--   compiling a plan costed in millions). As an immutable function the key is indexed on accounts, and the join
--   is one index probe per contact.

-- A name compared word by word in any order and case: 'OKAFOR  John' and 'john okafor' give 'john okafor';
-- null when there is no word.
CREATE FUNCTION fiu_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(w, ' ' ORDER BY w) FROM regexp_split_to_table(lower(btrim(name)), '\s+') AS w WHERE w <> ''
$$;

CREATE INDEX accounts_holder_name_key ON accounts (fiu_name_key(holder_name));
-- The planner knows how many accounts share a key only once the index's expression has statistics: without them
-- it guesses 180 a name, prices the call in the hundreds of thousands and JIT-compiles it (a second of compiling
-- for a 50 ms query). Later imports keep them fresh through autovacuum's analyze.
ANALYZE accounts;
