-- Issue 9 item 7 and issue 10 item 4: the Transaction_ID search matches the bank's reference, not the key around it.
--
-- An imported statement row's key is '<account uuid>/<bank reference>' (imports/tabular/statement.ts), so 0025's
-- trigram index over the whole key made a search for '4000' or 'b1' find every row of an account whose uuid holds
-- those characters: a wrong answer to the analyst. lib/grid/sources.ts now matches text searches and contains /
-- starts / ends filters on Transaction_ID against what follows the first '/' (the whole key where there is none:
-- seeded and goAML-linked rows). The index follows, and is smaller: about 12 instead of about 48 characters an
-- entry, so fewer trigrams for every stored row (bench/results/statement-cost.md: the old index cost 12.2 µs of
-- database CPU a row on PostgreSQL, 25.1 on PGlite).
DROP INDEX IF EXISTS statement_transaction_id_trgm;
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX statement_reference_trgm ON statement_transactions USING gin (lower(substr(transaction_id, strpos(transaction_id, ''/'') + 1)) %I.gin_trgm_ops)', ext_schema);
  END IF;
END $$;
