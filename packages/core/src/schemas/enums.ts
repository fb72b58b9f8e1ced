/**
 * Enumerations the schemas need that are not in refdata/ (which holds the spec's choice lists with labels:
 * crime lists, genders, id types, statuses, feedback scales, ...). Values are the stored values.
 */
import type { Option } from '../refdata/lists.js';

/** The stored values of a refdata option list, with their literal types kept. */
export const valuesOf = <V extends string | number>(options: readonly Option<V>[]): V[] => options.map((o) => o.value);

/** Status of a subject record on the request form (dissemination-feedback §3): approved or pending. */
export const RECORD_FORM_STATUSES = ['approved', 'pending'] as const;
/** Organisation kinds (central unit, partner agency, central bank, foreign mission). */
export const ORG_TYPES = ['central', 'partner', 'central_bank', 'foreign_mission'] as const;
/** Batch requests are stored with report_type 'batch' (dissemination-feedback §3). */
export const BATCH_REPORT_TYPE = 'batch';

// analysis-tools §3
export const TRANSACTION_REPORT_TYPES = ['CTR', 'STR'] as const;
export const GRAPH_NODE_TYPES = ['Suspect', 'Account', 'Company', 'Director', 'Vehicle', 'TaxIdentity', 'Phone', 'NINIdentity'] as const;
export const GRAPH_EDGE_TYPES = ['TRANSACTION', 'CALLED', 'OWNS', 'IDENTITY'] as const;
/** The second graph form (statements and call records). */
export const LINK_GRAPH_NODE_TYPES = ['Suspect', 'Account', 'Phone', 'Cellebrite', 'CRIMS', 'GOAML', 'Statement'] as const;
export const LINK_GRAPH_EDGE_TYPES = ['owns_phone', 'owns_account', 'calls', 'transaction'] as const;
