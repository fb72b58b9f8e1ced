-- Issue 12: the dashboard's statistics (core-records §2.13, §3.11) and the lists' offence filter.
-- PostgreSQL dialect (PGlite and PostgreSQL).
--
-- The offence of a subject or company lives in its jsonb body; the dashboard groups every record of the period
-- by (organisation, offence) and the lists filter on it (?currentcrimetype=). A stored copy of it as a column,
-- and one narrow covering index per table over what the dashboard reads (organisation, offence, created,
-- status), turn the dashboard's pass into an index-only scan instead of reading each record's jsonb. Measured
-- before and after in bench/results/dashboard.md.
ALTER TABLE subjects ADD COLUMN currentcrimetype text GENERATED ALWAYS AS (data ->> 'currentcrimetype') STORED;
ALTER TABLE companies ADD COLUMN currentcrimetype text GENERATED ALWAYS AS (data ->> 'currentcrimetype') STORED;
CREATE INDEX subjects_dashboard ON subjects (domain, currentcrimetype, created, status) WHERE NOT _deleted;
CREATE INDEX companies_dashboard ON companies (domain, currentcrimetype, created, status) WHERE NOT _deleted;
-- Requests per organisation in a period.
CREATE INDEX rfi_created ON rfi (created, domain);
