/**
 * One configuration per page, kept in the shared core so every bundle copy reads the same values.
 * `configure()` may be called more than once (a host script, then element attributes); later calls
 * change only the keys they name.
 */
import { getSharedCore } from './core.js';
import type { FiuConfig } from './configTypes.js';

export const DEFAULT_SCOPE = 'fiu-web';
export const DEFAULT_UNIT_CODE = 'fiu';
export const DEFAULT_INACTIVITY_MS = 3_600_000;

export type { FiuConfig, FiuMode } from './configTypes.js';

const stripTrailingSlash = (s: string): string => s.replace(/\/+$/, '');

/** Merge settings into the page's configuration. */
export function configure(opts: Partial<FiuConfig>): FiuConfig {
  const core = getSharedCore();
  const next: Partial<FiuConfig> = { ...core.config };
  for (const [key, value] of Object.entries(opts) as [keyof FiuConfig, unknown][]) {
    // `undefined` means "not given" (an absent attribute), not "reset to nothing".
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  if (typeof next.apiBase === 'string') next.apiBase = stripTrailingSlash(next.apiBase);
  if (typeof next.mediaBase === 'string') next.mediaBase = stripTrailingSlash(next.mediaBase);
  if (next.mode !== undefined && next.mode !== 'standalone' && next.mode !== 'investigate') {
    throw new TypeError(`fiu: unknown mode ${JSON.stringify(next.mode)}`);
  }
  core.config = next;
  return getConfig();
}

/** The page's configuration with defaults filled in. */
export function getConfig(): FiuConfig {
  const given = getSharedCore().config;
  const apiBase = given.apiBase ?? '';
  const config: FiuConfig = {
    apiBase,
    mediaBase: given.mediaBase ?? `${apiBase}/media`,
    unitCode: given.unitCode ?? DEFAULT_UNIT_CODE,
    mode: given.mode ?? 'standalone',
    scope: given.scope ?? DEFAULT_SCOPE,
    inactivityMs: given.inactivityMs ?? DEFAULT_INACTIVITY_MS,
    keepTabSession: given.keepTabSession ?? true,
  };
  if (given.getToken) config.getToken = given.getToken;
  return config;
}

export const isInvestigateMode = (): boolean => getConfig().mode === 'investigate';
