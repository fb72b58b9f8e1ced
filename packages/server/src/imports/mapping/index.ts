export { proposeMapping, FUZZY_THRESHOLD, type TemplateCandidate } from './propose.js';
export { requiredTargets, unmetRequirements, headersKey, normalizeHeader, targetsOf, EXTRA_TARGETS, type MappingKind, type Requirement } from './targets.js';
export { LAYOUTS, type Layout } from './layouts.js';
