/**
 * Demo organisations and users of the foundation issue (README.md "Try it" lists them). The reference server
 * seeds from these; tests use them. Every demo password is DEMO_PASSWORD. The central unit's role and domain
 * are the default unit code 'fiu'.
 */
import { ALL_PERMISSIONS, PERMISSIONS } from '../permissions/roles.js';
import type { OrgType } from '../permissions/types.js';

export const DEMO_PASSWORD = 'Demo#2026';

/** URL code of a demo organisation: domain + 'democode', padded with 'x' to 32 letters. */
export function demoUrlCode(domain: string): string {
  return `${domain}democode`.padEnd(32, 'x');
}

export interface DemoOrganisation {
  readonly domain: string;
  readonly name: string;
  readonly url_code: string;
  readonly approval_status_enabled: boolean;
  readonly batch_enabled: boolean;
  readonly request_access: boolean;
  readonly org_type: OrgType;
  readonly latitude: number;
  readonly longitude: number;
}

const org = (
  domain: string,
  name: string,
  org_type: OrgType,
  approval_status_enabled: boolean,
  batch_enabled: boolean,
  request_access: boolean,
  latitude: number,
  longitude: number,
): DemoOrganisation => ({
  domain,
  name,
  url_code: demoUrlCode(domain),
  approval_status_enabled,
  batch_enabled,
  request_access,
  org_type,
  latitude,
  longitude,
});

/** Names and locations are synthetic (Abuja, Lagos, Kano area coordinates). */
export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  org('fiu', 'Financial Intelligence Unit', 'central', false, true, true, 9.0765, 7.3986),
  org('eca', 'Economic Crimes Agency', 'partner', true, true, true, 9.0579, 7.4951),
  org('cbn', 'Central Bank', 'central_bank', false, false, false, 9.0437, 7.4951),
  org('ssa', 'State Security Agency', 'partner', false, false, true, 6.4541, 3.3947),
  org('mission', 'Foreign Mission', 'foreign_mission', false, false, false, 9.0833, 7.5333),
];

export interface DemoUser {
  readonly _id: string;
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly domain: string;
  readonly active: boolean;
  readonly permissions: readonly string[];
  readonly phones: readonly string[];
}

const user = (username: string, domain: string, name: string, role: string, permissions: readonly string[], active = true): DemoUser => ({
  _id: `demo-${domain}-${username}`,
  username,
  name,
  email: `${username}@${domain}.example`,
  role,
  domain,
  active,
  permissions,
  phones: [],
});

/** The demo users, 'username@domain' as the foundation issue names them. */
export const DEMO_USERS: readonly DemoUser[] = [
  user('analyst', 'fiu', 'Amina Bello', 'fiu', ALL_PERMISSIONS),
  user('viewer', 'fiu', 'Chidi Okafor', 'fiu', []),
  user('ictadmin', 'fiu', 'Tunde Adeyemi', 'ict_admin', [PERMISSIONS.viewUsers]),
  user('ceo', 'eca', 'Ngozi Eze', 'ceo', []),
  user('admin', 'eca', 'Ibrahim Musa', 'admin', []),
  user('entry', 'eca', 'Funke Akindele', 'data_entry', []),
  user('mobile', 'eca', 'Sani Abubakar', 'mobile_entry', []),
  user('inactive', 'eca', 'Bayo Ogunleye', 'data_entry', [], false),
  user('forex', 'cbn', 'Halima Yusuf', 'forex', []),
  user('cbnadmin', 'cbn', 'Emeka Nwosu', 'admin', []),
  user('missionentry', 'mission', 'Grace Johnson', 'data_entry', [PERMISSIONS.viewAllSubjects]),
];

/** A demo organisation by domain. */
export function demoOrganisation(domain: string): DemoOrganisation | undefined {
  return DEMO_ORGANISATIONS.find((o) => o.domain === domain);
}

/** A demo user by 'username@domain' (e.g. 'analyst@fiu'). */
export function demoUser(ref: string): DemoUser | undefined {
  const [username, domain] = ref.split('@');
  return DEMO_USERS.find((u) => u.username === username && u.domain === domain);
}
