-- Issue 10: the analysis grids (lib/grid) work a subject set's statement where it lives: a page is an ordered
-- read under a LIMIT, a jump an OFFSET, scrolling and the export a keyset seek ((sort key, transaction_id) after
-- the last row's). statement_account_time (0004) gives each account's rows in time order, but no order across a
-- set of accounts: over a set holding a million rows every first page sorted all of them (2.1 s median on
-- PostgreSQL, bench/results/grids.md) and the export re-sorted the rest for each batch.
--
-- These give the grid's orders across accounts. The account id rides in the index (INCLUDE), so the subject
-- set's filter is checked in the index and a jump walks an index-only scan. Only the orders users take on a
-- whole statement are indexed: time (the default, newest first, read backwards) and the two money columns
-- (largest amounts first); other sorts stay a top-N sort. For a small subject set the planner keeps
-- statement_account_time and sorts its few rows.
CREATE INDEX statement_grid_time ON statement_transactions (transaction_date, transaction_id) INCLUDE (account_id);
CREATE INDEX statement_grid_inflow ON statement_transactions (inflow, transaction_id) INCLUDE (account_id);
CREATE INDEX statement_grid_outflow ON statement_transactions (outflow, transaction_id) INCLUDE (account_id);
