/**
 * `api.auth` and `api.lookups` as in @fiu/core, without core's whole `api` object: that object refers to
 * every area's calls (subjects, analysis, ...), so a bundle that touches it keeps all of them (about 4 KB
 * gzip for screens that need two areas). Same functions, imported from their own modules.
 */
import * as auth from '@fiu/core/api/auth';
import * as lookups from '@fiu/core/api/lookups';

export const api = { auth, lookups } as const;
