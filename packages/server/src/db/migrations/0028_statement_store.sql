-- Issue 9 item 7 and issue 10 item 8: what statement_transactions costs an import, and the grid's sort by
-- Description (bench/results/statement-cost.md: each piece's database CPU per stored row, PostgreSQL and PGlite).
--
-- statement_import (0004) answered no read: the rows of one import are never looked up by it (the import's
-- re-run finds its rows by Transaction_ID, entities join by Transaction_ID, imports are never deleted, so the
-- foreign key's ON DELETE check never runs). It cost every stored row an insert into one more btree.
DROP INDEX statement_import;
