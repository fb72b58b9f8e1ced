/**
 * What the dashboard shows (core-records §2.13, §3.11), as data: each card and each statistics table with its
 * title (the product's own words), its figure in the answer, who may see it and the list it links to. The
 * screen draws whatever this says; a figure the server left out of its answer is not drawn.
 */
import type { Dashboard, DomainCount, OffenceCount } from '@fiu/core/schemas/dashboard';
import { inPeriod, lastDay, listHref, type LinkContext, type ListPath } from './links';

/**
 * Who sees a figure: 'everyone' who may open the dashboard (their own subject, company and offence figures),
 * 'central' (the central unit: cases, requests, per-organisation statistics), or 'dissemination' (the central
 * unit with can.view.ir: core's canSeeDisseminationStats).
 */
export type Audience = 'everyone' | 'central' | 'dissemination';

export interface Figure {
  title: string;
  value(d: Dashboard): number | undefined;
  href(ctx: LinkContext): string;
}

export interface CardDef extends Figure {
  id: string;
  audience: Audience;
  /** A second figure under the first (Assigned Total Cases under Assigned Open Cases). */
  second?: Figure;
}

export const CARDS: readonly CardDef[] = [
  {
    id: 'cases',
    audience: 'central',
    title: 'Assigned Open Cases',
    value: (d) => d.user_assigned_cases?.open,
    href: () => listHref('/cases', { assigned: 'me', status: 'open' }),
    second: { title: 'Assigned Total Cases', value: (d) => d.user_assigned_cases?.total, href: () => listHref('/cases', { assigned: 'me' }) },
  },
  { id: 'subjects', audience: 'everyone', title: 'Total Number of Subjects', value: (d) => d.number_suspects, href: (c) => inPeriod('/list', c) },
  { id: 'new-subjects', audience: 'everyone', title: 'Number of New Subjects', value: (d) => d.number_suspects_today, href: (c) => lastDay('/list', c) },
  { id: 'rfi', audience: 'central', title: 'Number of RFIs', value: (d) => d.number_rfi, href: () => listHref('/rfi') },
  {
    id: 'pending',
    audience: 'everyone',
    title: 'Number of Pending Subjects',
    value: (d) => d.number_pending_reports,
    href: (c) => inPeriod('/list', c, { status: 'pending' }),
  },
  { id: 'companies', audience: 'everyone', title: 'Number of Companies', value: (d) => d.number_companies, href: (c) => inPeriod('/companies', c) },
  { id: 'companies-today', audience: 'everyone', title: 'Number of Companies Today', value: (d) => d.number_companies_today, href: (c) => lastDay('/companies', c) },
  { id: 'disseminated', audience: 'dissemination', title: 'Total Disseminated', value: (d) => d.dissemination_count, href: () => listHref('/ireport') },
];

/** One row of a statistics table: its key (an offence, or an organisation's code as the answer gives it) and count. */
export interface Row {
  key: string;
  count: number;
}

export interface TableDef {
  id: string;
  audience: Audience;
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

const offenceTable = (id: string, title: string, path: ListPath, audience: Audience, data: (d: Dashboard) => readonly OffenceCount[] | undefined): TableDef => ({
  id,
  audience,
  title,
  rows: 'offence',
  data: (d) => offences(data(d)),
  href: (key, c) => inPeriod(path, c, { currentcrimetype: key }),
  chart: true,
});

export const TABLES: readonly TableDef[] = [
  offenceTable('offences', 'Predicate Offences Statistics (Subjects)', '/list', 'everyone', (d) => d.predicate_offences),
  offenceTable('offences-company', 'Predicate Offences Statistics (Companies)', '/companies', 'everyone', (d) => d.predicate_offences_company),
  {
    id: 'reports',
    audience: 'central',
    title: 'Report Statistics (Subjects)',
    rows: 'organisation',
    data: (d) => domains(d.reports),
    href: (domain, c) => inPeriod('/list', c, { domain }),
    chart: true,
  },
  {
    id: 'reports-company',
    audience: 'central',
    title: 'Report Statistics (Companies)',
    rows: 'organisation',
    data: (d) => domains(d.reports_company),
    href: (domain, c) => inPeriod('/companies', c, { domain }),
    chart: true,
  },
  {
    id: 'pending',
    audience: 'central',
    title: 'Pending Subjects Statistics',
    rows: 'organisation',
    data: (d) => domains(d.pending_reports),
    href: (domain, c) => inPeriod('/list', c, { status: 'pending', domain }),
  },
  { id: 'rfi', audience: 'central', title: 'RFI Statistics', rows: 'organisation', data: (d) => domains(d.rfi), href: (domain) => listHref('/rfi', { domain }) },
  {
    id: 'dissemination',
    audience: 'dissemination',
    title: 'Dissemination Statistics',
    rows: 'organisation',
    data: (d) => domains(d.dissemination),
    href: (domain) => listHref('/ireport', { domain }),
  },
];

/** The per-organisation offence tables: one vertical tab per organisation, its offences and a chart beside. */
export interface OrganisationTablesDef {
  id: string;
  audience: Audience;
  title: string;
  data(d: Dashboard): Readonly<Record<string, readonly OffenceCount[]>> | undefined;
  href(domain: string, offence: string, ctx: LinkContext): string;
}

export const ORGANISATION_TABLES: readonly OrganisationTablesDef[] = [
  {
    id: 'organisation-offences',
    audience: 'central',
    title: 'Predicate Offences per Organisation (Subjects)',
    data: (d) => d.organisation_predicate_offences,
    href: (domain, offence, c) => inPeriod('/list', c, { domain, currentcrimetype: offence }),
  },
  {
    id: 'organisation-offences-company',
    audience: 'central',
    title: 'Predicate Offences per Organisation (Companies)',
    data: (d) => d.organisation_company_predicate_offences,
    href: (domain, offence, c) => inPeriod('/companies', c, { domain, currentcrimetype: offence }),
  },
];

/**
 * Whether the answer counts no record at all: every count of the period zero and every table empty. The
 * assigned cases are the user's work, not records of the period, and do not count here.
 */
export function isEmptyAnswer(d: Dashboard): boolean {
  const counts = CARDS.filter((c) => c.id !== 'cases').map((c) => c.value(d) ?? 0);
  const rows: readonly (readonly { count: number }[])[] = [...TABLES.map((t) => t.data(d) ?? []), ...ORGANISATION_TABLES.flatMap((t) => Object.values(t.data(d) ?? {}))];
  return counts.every((n) => n === 0) && rows.every((list) => list.every((r) => r.count === 0));
}
