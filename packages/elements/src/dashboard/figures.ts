/**
 * What the dashboard shows (core-records §2.13, §3.11), as data: each card and each statistics table with its
 * title (the product's own words), the field of the answer it draws and the list it links to. Who sees which
 * field is core's dashboardFields (the rule the server answers by); a field missing from the answer is not
 * drawn either.
 */
import type { DashboardField } from '@fiu/core/permissions/dashboard';
import type { Dashboard, DomainCount, OffenceCount } from '@fiu/core/schemas/dashboard';
import { listAddress } from '@fiu/core/schemas/listQuery';
import { inPeriod, lastDay, type LinkContext } from './links';

export interface Figure {
  title: string;
  value(d: Dashboard): number | undefined;
  href(ctx: LinkContext): string;
}

export interface CardDef extends Figure {
  id: string;
  field: DashboardField;
  /** A second figure under the first (Assigned Total Cases under Assigned Open Cases). */
  second?: Figure;
}

export const CARDS: readonly CardDef[] = [
  {
    id: 'cases',
    field: 'user_assigned_cases',
    title: 'Assigned Open Cases',
    value: (d) => d.user_assigned_cases?.open,
    href: () => listAddress('cases', { assigned: 'me', status: 'open' }),
    second: { title: 'Assigned Total Cases', value: (d) => d.user_assigned_cases?.total, href: () => listAddress('cases', { assigned: 'me' }) },
  },
  { id: 'subjects', field: 'number_suspects', title: 'Total Number of Subjects', value: (d) => d.number_suspects, href: (c) => inPeriod('subjects', c) },
  { id: 'new-subjects', field: 'number_suspects_today', title: 'Number of New Subjects', value: (d) => d.number_suspects_today, href: (c) => lastDay('subjects', c) },
  { id: 'rfi', field: 'number_rfi', title: 'Number of RFIs', value: (d) => d.number_rfi, href: () => listAddress('rfi', {}) },
  {
    id: 'pending',
    field: 'number_pending_reports',
    title: 'Number of Pending Subjects',
    value: (d) => d.number_pending_reports,
    href: (c) => inPeriod('subjects', c, { status: 'pending' }),
  },
  { id: 'companies', field: 'number_companies', title: 'Number of Companies', value: (d) => d.number_companies, href: (c) => inPeriod('companies', c) },
  {
    id: 'companies-today',
    field: 'number_companies_today',
    title: 'Number of Companies Today',
    value: (d) => d.number_companies_today,
    href: (c) => lastDay('companies', c),
  },
  { id: 'disseminated', field: 'dissemination_count', title: 'Total Disseminated', value: (d) => d.dissemination_count, href: () => listAddress('ireport', {}) },
];

/** One row of a statistics table: its key (an offence, or an organisation's code as the answer gives it) and count. */
export interface Row {
  key: string;
  count: number;
}

export interface TableDef {
  id: string;
  field: DashboardField;
  title: string;
  /** 'offence' rows name a crime type; 'organisation' rows an organisation (shown by its name). */
  rows: 'offence' | 'organisation';
  data(d: Dashboard): Row[] | undefined;
  /** The list of one row; `domain` is the organisation's code for organisation rows. */
  href(key: string, ctx: LinkContext): string;
  /** Drawn beside its table as a bar chart (where a person would rather look than read). */
  chart?: boolean;
}

const offences = (list: readonly OffenceCount[] | undefined): Row[] | undefined => list?.map((o) => ({ key: o.currentcrimetype, count: o.count }));
const domains = (list: readonly DomainCount[] | undefined): Row[] | undefined => list?.map((o) => ({ key: o.domain, count: o.count }));

const offenceTable = (id: string, title: string, list: 'subjects' | 'companies', field: 'predicate_offences' | 'predicate_offences_company'): TableDef => ({
  id,
  field,
  title,
  rows: 'offence',
  data: (d) => offences(d[field]),
  href: (key, c) => inPeriod(list, c, { currentcrimetype: key }),
  chart: true,
});

export const TABLES: readonly TableDef[] = [
  offenceTable('offences', 'Predicate Offences Statistics (Subjects)', 'subjects', 'predicate_offences'),
  offenceTable('offences-company', 'Predicate Offences Statistics (Companies)', 'companies', 'predicate_offences_company'),
  {
    id: 'reports',
    field: 'reports',
    title: 'Report Statistics (Subjects)',
    rows: 'organisation',
    data: (d) => domains(d.reports),
    href: (domain, c) => inPeriod('subjects', c, { domain }),
    chart: true,
  },
  {
    id: 'reports-company',
    field: 'reports_company',
    title: 'Report Statistics (Companies)',
    rows: 'organisation',
    data: (d) => domains(d.reports_company),
    href: (domain, c) => inPeriod('companies', c, { domain }),
    chart: true,
  },
  {
    id: 'pending',
    field: 'pending_reports',
    title: 'Pending Subjects Statistics',
    rows: 'organisation',
    data: (d) => domains(d.pending_reports),
    href: (domain, c) => inPeriod('subjects', c, { status: 'pending', domain }),
  },
  { id: 'rfi', field: 'rfi', title: 'RFI Statistics', rows: 'organisation', data: (d) => domains(d.rfi), href: (domain) => listAddress('rfi', { domain }) },
  {
    id: 'dissemination',
    field: 'dissemination',
    title: 'Dissemination Statistics',
    rows: 'organisation',
    data: (d) => domains(d.dissemination),
    href: (domain) => listAddress('ireport', { domain }),
  },
];

/** The per-organisation offence tables: one vertical tab per organisation, its offences and a chart beside. */
export interface OrganisationTablesDef {
  id: string;
  field: 'organisation_predicate_offences' | 'organisation_company_predicate_offences';
  title: string;
  href(domain: string, offence: string, ctx: LinkContext): string;
}

export const ORGANISATION_TABLES: readonly OrganisationTablesDef[] = [
  {
    id: 'organisation-offences',
    field: 'organisation_predicate_offences',
    title: 'Predicate Offences per Organisation (Subjects)',
    href: (domain, offence, c) => inPeriod('subjects', c, { domain, currentcrimetype: offence }),
  },
  {
    id: 'organisation-offences-company',
    field: 'organisation_company_predicate_offences',
    title: 'Predicate Offences per Organisation (Companies)',
    href: (domain, offence, c) => inPeriod('companies', c, { domain, currentcrimetype: offence }),
  },
];

/**
 * Whether the answer counts no record at all: every count of the period zero and every table empty. The
 * assigned cases are the user's work, not records of the period, and do not count here.
 */
export function isEmptyAnswer(d: Dashboard): boolean {
  const counts = CARDS.filter((c) => c.id !== 'cases').map((c) => c.value(d) ?? 0);
  const rows: readonly (readonly { count: number }[])[] = [...TABLES.map((t) => t.data(d) ?? []), ...ORGANISATION_TABLES.flatMap((t) => Object.values(d[t.field] ?? {}))];
  return counts.every((n) => n === 0) && rows.every((list) => list.every((r) => r.count === 0));
}
