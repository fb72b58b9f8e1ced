export interface OrganisationRow {
  domain: string;
  url_code: string;
  name: string;
  approval_status_enabled: boolean;
  batch_enabled: boolean;
  request_access: boolean;
  org_type: 'central' | 'partner' | 'central_bank' | 'foreign_mission';
  latitude: number | null;
  longitude: number | null;
}

export const ORGANISATION_COLUMNS =
  'domain, name, approval_status_enabled, batch_enabled, request_access, org_type, latitude, longitude';

/** core's Organisation. The URL code is not part of it: it is what the caller proves it knows. */
export function toOrganisation(o: Omit<OrganisationRow, 'url_code'>) {
  return {
    domain: o.domain,
    name: o.name,
    approval_status_enabled: o.approval_status_enabled,
    batch_enabled: o.batch_enabled,
    request_access: o.request_access,
    org_type: o.org_type,
    ...(o.latitude == null ? {} : { latitude: o.latitude }),
    ...(o.longitude == null ? {} : { longitude: o.longitude }),
  };
}
