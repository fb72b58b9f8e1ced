-- Issue 9 item 7: two indexes of call_records (0004) that no query reads, each an insert into one more btree for
-- every imported call record.
-- - call_records_site (originating_sitename, cdr_ts): made for a co-location by cell site; co-location reads the
--   subjects' calls by their numbers (call_records_originating / _terminating) and pairs them in memory
--   (lib/analysis/colocationFind.ts), and no other query filters or orders by the site.
-- - call_records_import (import_id): no query finds call records by their import (a re-run finds them by
--   record_id, the unique key; imports are never deleted, so the foreign key's ON DELETE check never runs).
-- Found by reading every query of lib/analysis, lib/grid, lib/goaml and imports, as statement_import was (0028).
DROP INDEX IF EXISTS call_records_site;
DROP INDEX IF EXISTS call_records_import;
