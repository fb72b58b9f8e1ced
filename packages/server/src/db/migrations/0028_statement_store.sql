-- Issue 9 item 7 and issue 10 item 8: what statement_transactions costs an import, and the grid's sort by
-- Description (bench/results/statement-cost.md: each piece's database CPU per stored row, PostgreSQL and PGlite).
--
-- 1. The sort by Description. The grid orders by (description, transaction_id) and pages by keyset after the last
--    row's pair; without an index every first page sorted the subject set's rows (430 ms p95 PostgreSQL, 1,121 ms
--    PGlite over 1,000,000 rows). This index gives that order across the accounts, like 0008's indexes for time
--    and money. No INCLUDE (account_id): the grid reads every column, so its scan fetches each row from the heap
--    and checks the account there (EXPLAIN: a Filter, not an index condition); the account would only make every
--    entry 16 bytes larger. A small subject set is read through statement_account_time and sorted (its few rows),
--    as the planner chooses from the accounts' values. Byte order (COLLATE "C", as lib/grid/sources.ts
--    orders the column): the same order on PostgreSQL and PGlite whatever the database's locale, a cheaper
--    comparison on every insert, and no index to rebuild when the system's collation library changes.
CREATE INDEX statement_grid_description ON statement_transactions (description COLLATE "C", transaction_id);

-- 2. statement_import (0004) answered no read: the rows of one import are never looked up by it (the import's
--    re-run finds its rows by Transaction_ID, entities join by Transaction_ID, imports are never deleted, so the
--    foreign key's ON DELETE check never runs). It cost every stored row an insert into one more btree.
DROP INDEX statement_import;
