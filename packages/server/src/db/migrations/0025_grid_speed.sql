-- Issue 10 item 8: the analysis grids' speed over a million-row statement (bench/results/grids.md).
--
-- 1. Text search. The grid's `contains` filter and its search panel are `lower(column) LIKE '%text%'`: without an
--    index a full scan (0.7-0.9 s on PostgreSQL, ~6 s on PGlite over 1,000,000 rows). Trigram GIN indexes over
--    the lower-cased description and Transaction_ID answer them from the index (pg_trgm: created by 0002 where
--    available; PGlite ships it). The search's third column, the account number, lives in accounts (a few rows)
--    and is searched there (lib/grid/sources.ts), so the search's OR is a BitmapOr of indexed arms.
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX statement_description_trgm ON statement_transactions USING gin (lower(description) %I.gin_trgm_ops)', ext_schema);
    EXECUTE format('CREATE INDEX statement_transaction_id_trgm ON statement_transactions USING gin (lower(transaction_id) %I.gin_trgm_ops)', ext_schema);
  ELSE
    RAISE NOTICE 'pg_trgm is not available: grid text searches run without a trigram index';
  END IF;
END $$;

-- 2. The data version of the grids' counts. A grid page used to count its whole filtered set on every page
--    (~200 ms over a million rows on PostgreSQL alone); lib/grid/count.ts now caches a count under the filter
--    and this version. Every transaction that writes a table a cached count reads leaves one row here (a
--    statement-level trigger: no cost per row, and no lock shared between writers, as a counter row would be);
--    the version is the number of rows, which grows with each commit and never goes back.
CREATE TABLE grid_data_changes (
  xid xid8 PRIMARY KEY
);

CREATE FUNCTION grid_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO grid_data_changes (xid) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER grid_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON statement_transactions FOR EACH STATEMENT EXECUTE FUNCTION grid_data_changed();
CREATE TRIGGER grid_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION grid_data_changed();
CREATE TRIGGER grid_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON call_records FOR EACH STATEMENT EXECUTE FUNCTION grid_data_changed();
CREATE TRIGGER grid_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON phone_subscribers FOR EACH STATEMENT EXECUTE FUNCTION grid_data_changed();

-- 3. The pivot's monthly pre-aggregates. The Pivot (rows by account or counterparty, columns by month) summed a
--    million rows per answer (1.1-1.5 s on PostgreSQL). statement_month_totals holds the sums per account,
--    counterparty (as the pivot names it: '' where none was parsed) and month in Nigeria, kept exact by
--    statement-level triggers over the changed rows (transition tables: one aggregate per import statement, not
--    per row). lib/grid/pivotTotals.ts answers the whole months of a period from it and the partial months at
--    its edges from the rows.
CREATE TABLE statement_month_totals (
  account_id uuid NOT NULL REFERENCES accounts (id),
  counterparty text NOT NULL,
  month date NOT NULL,
  inflow numeric NOT NULL,
  outflow numeric NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (account_id, month, counterparty)
);

CREATE FUNCTION statement_month_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statement_month_totals AS t (account_id, counterparty, month, inflow, outflow, n)
  SELECT account_id, coalesce(nullif(btrim(counterparty_name), ''), ''), date_trunc('month', transaction_date AT TIME ZONE 'Africa/Lagos')::date,
         sum(inflow), sum(outflow), count(*)
    FROM added GROUP BY 1, 2, 3
  ON CONFLICT (account_id, month, counterparty)
  DO UPDATE SET inflow = t.inflow + excluded.inflow, outflow = t.outflow + excluded.outflow, n = t.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION statement_month_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE statement_month_totals t SET inflow = t.inflow - r.inflow, outflow = t.outflow - r.outflow, n = t.n - r.n
    FROM (SELECT account_id, coalesce(nullif(btrim(counterparty_name), ''), '') AS counterparty,
                 date_trunc('month', transaction_date AT TIME ZONE 'Africa/Lagos')::date AS month,
                 sum(inflow) AS inflow, sum(outflow) AS outflow, count(*) AS n
            FROM removed GROUP BY 1, 2, 3) r
   WHERE t.account_id = r.account_id AND t.counterparty = r.counterparty AND t.month = r.month;
  DELETE FROM statement_month_totals WHERE n = 0;
  RETURN NULL;
END $$;

CREATE FUNCTION statement_month_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statement_month_totals;
  RETURN NULL;
END $$;

CREATE TRIGGER statement_month_totals_insert AFTER INSERT ON statement_transactions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION statement_month_totals_add();
-- An update is its old rows removed, then its new rows added (two triggers, fired in name order).
CREATE TRIGGER statement_month_totals_update_1 AFTER UPDATE ON statement_transactions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION statement_month_totals_remove();
CREATE TRIGGER statement_month_totals_update_2 AFTER UPDATE ON statement_transactions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION statement_month_totals_add();
CREATE TRIGGER statement_month_totals_delete AFTER DELETE ON statement_transactions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION statement_month_totals_remove();
CREATE TRIGGER statement_month_totals_truncate AFTER TRUNCATE ON statement_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION statement_month_totals_clear();

INSERT INTO statement_month_totals (account_id, counterparty, month, inflow, outflow, n)
SELECT account_id, coalesce(nullif(btrim(counterparty_name), ''), ''), date_trunc('month', transaction_date AT TIME ZONE 'Africa/Lagos')::date,
       sum(inflow), sum(outflow), count(*)
  FROM statement_transactions GROUP BY 1, 2, 3;
