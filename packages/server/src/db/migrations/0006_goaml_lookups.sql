-- Issue 9, goAML (imports/goaml, lib/goaml.ts): the lookups the import and the goAML analysis calls make.
-- * The importer finds a report's persons and entities before adding them (a re-run adds nothing twice).
-- * accountDescrip (GET /analysis/goamlaccounts) finds goAML persons by phone number and by ssn (BVN/NIN).
-- * A transaction's report (the statement rows name the report's type).
CREATE INDEX goaml_persons_report ON goaml_persons (report_id);
CREATE INDEX goaml_entities_report ON goaml_entities (report_id);
CREATE INDEX goaml_persons_phones ON goaml_persons USING gin (phones);
CREATE INDEX goaml_accounts_primary_person ON goaml_accounts (primary_person_id) WHERE primary_person_id IS NOT NULL;
