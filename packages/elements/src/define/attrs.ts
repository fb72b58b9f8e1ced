/**
 * Page configuration from element attributes: `api-base` and `mode`, primitives only. The configuration is
 * page-wide (one shared core), so the last element to set a value wins — a page normally sets them once.
 * A token never comes from an attribute (SECURITY.md promise 2): there is no attribute for it.
 */
import { configure, getConfig, type FiuConfig } from '@fiu/core/config';

export interface ConfigAttributes {
  apiBase?: unknown;
  mode?: unknown;
}

/** Apply the config attributes that are present; returns what changed (for tests). */
export function applyConfigAttributes(props: ConfigAttributes): Partial<FiuConfig> {
  const change: Partial<FiuConfig> = {};
  const current = getConfig();
  if (typeof props.apiBase === 'string' && props.apiBase.replace(/\/+$/, '') !== current.apiBase) {
    change.apiBase = props.apiBase;
  }
  if (typeof props.mode === 'string' && props.mode !== '' && props.mode !== current.mode) {
    if (props.mode === 'standalone' || props.mode === 'investigate') change.mode = props.mode;
    else console.warn(`fiu: unknown mode "${props.mode}" ignored (standalone or investigate)`);
  }
  if (Object.keys(change).length > 0) configure(change);
  return change;
}
