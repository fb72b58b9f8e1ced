import { Hono } from 'hono';
import { MSG, mappingProposeSchema } from '../core.js';
import { proposeMapping, unmetRequirements } from '../imports/mapping/index.js';
import { centralOnly } from '../lib/analysis-access.js';
import { readBody } from '../lib/body.js';
import { ApiError } from '../lib/errors.js';
import { findTemplate } from '../lib/mapping-templates.js';
import type { AppEnv, Deps } from '../types.js';

/**
 * POST /api/import/mapping/propose {kind: 'cdr'|'statement', headers} → core's MappingProposal: a saved
 * template for the same header row, else a known bank/telco layout, else a fuzzy match. Central unit only.
 * A header row that cannot meet the import's required targets is answered 400
 * 'File not uploaded check Excel headers' (analysis-tools §8), with what is missing under `errors.headers`.
 */
export function importMappingRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/import/mapping/propose', centralOnly(d), async (c) => {
    const { kind, headers } = await readBody(c, mappingProposeSchema);
    const template = await findTemplate(d.db, kind, headers);
    const proposal = proposeMapping(kind, headers, template ? [template] : []);
    const missing = unmetRequirements(kind, proposal.mapping);
    if (missing.length > 0) {
      throw new ApiError(400, MSG.fileNotUploaded, { headers: missing.map((r) => `No column for ${r.label}`) });
    }
    return c.json(proposal);
  });
  return app;
}
