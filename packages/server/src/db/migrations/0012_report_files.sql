-- Issue 11 item 1: an intelligence report's PDFs are stored as the records' attachments are (media_files, files
-- under generated names), described with record_kind 'report' and the report's id. The central unit reads them
-- through /media like any attachment; a partner organisation receives them only inside the report's zip
-- (GET /api/intelligence/download/{id}), never file by file: media's read rule names no report.
ALTER TABLE media_files DROP CONSTRAINT media_files_record_kind_check;
ALTER TABLE media_files ADD CONSTRAINT media_files_record_kind_check CHECK (record_kind IN ('subject', 'company', 'report'));
