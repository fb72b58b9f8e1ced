-- Issue 9: a row identical to an earlier row of the same file is counted apart from a row already present from
-- an earlier import (imports/jobs/store.ts): the analyst sees "repeated in the file", with the row it repeats.
ALTER TABLE imports ADD COLUMN rows_repeated bigint NOT NULL DEFAULT 0;
