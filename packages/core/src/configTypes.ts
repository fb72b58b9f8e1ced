/** The page configuration's types: a leaf module, so core.ts can name them without importing config.ts. */

export type FiuMode = 'standalone' | 'investigate';

export interface FiuConfig {
  /** Server root; '' means the page's own origin. The API lives under `${apiBase}/api`. */
  apiBase: string;
  /** Where media (photos, generated reports, manuals) are read; defaults to `${apiBase}/media`. */
  mediaBase: string;
  /** The spec's {product}: the central-unit role name and label prefix. */
  unitCode: string;
  /** 'investigate' = embedded in a host investigation page: nothing in storage, no inactivity logout. */
  mode: FiuMode;
  /** Scope string sent at sign-in, registration and reset. */
  scope: string;
  /**
   * Investigate mode: returns a single-use ticket that the host's server obtained from ours
   * (POST /api/investigate/ticket). Core exchanges it once for a session. Never a long-lived credential.
   */
  getToken?: () => string | null | Promise<string | null>;
  /** Inactivity logout delay (spec: one hour). */
  inactivityMs: number;
  /**
   * Keep the session token in this tab's sessionStorage so a reload stays signed in (SECURITY.md promise 2:
   * "at most in sessionStorage for the standalone tab"). The standalone app keeps it; the script-tag loader
   * turns it off, so a third-party page's storage never holds our token (a host may opt back in).
   */
  keepTabSession: boolean;
}
