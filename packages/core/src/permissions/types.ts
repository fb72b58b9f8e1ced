/**
 * The shapes the permission rules read. Structural on purpose: a SignedInUser, a PublicUser, a user restored
 * from storage, or a server-side session user all fit, and core/schemas is not needed here.
 */
export interface PermUser {
  readonly role: string;
  readonly permissions?: readonly string[] | null;
  readonly domain?: string | null;
  readonly _id?: string | null;
  readonly username?: string | null;
}

export type OrgType = 'central' | 'partner' | 'central_bank' | 'foreign_mission';

export interface PermOrg {
  readonly domain: string;
  readonly approval_status_enabled?: boolean | null;
  readonly batch_enabled?: boolean | null;
  readonly request_access?: boolean | null;
  readonly org_type?: OrgType | string | null;
}

export type Mode = 'standalone' | 'investigate';

/** Options every rule accepts. `unitCode` is config.unitCode, the central role name (default 'fiu'). */
export interface PermOptions {
  readonly unitCode?: string;
}

export const DEFAULT_UNIT = 'fiu';
