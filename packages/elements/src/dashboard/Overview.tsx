/**
 * The Dashboard tab (core-records §2.13): the cards, then the statistics tables, each figure a link to the list
 * it counts. Loading keeps the layout (the cards stand with a placeholder), a failure says so with Retry, and a
 * period without any record says so instead of a wall of empty tables.
 */
import type { ReactElement } from 'react';
import type { DashboardField } from '@fiu/core/permissions/dashboard';
import type { Dashboard } from '@fiu/core/schemas/dashboard';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import type { Emit } from '../define/types';
import { CountLink, formatCount } from './CountLink';
import { CARDS, ORGANISATION_TABLES, TABLES, isEmptyAnswer, type CardDef, type Figure } from './figures';
import type { LinkContext } from './links';
import { OrganisationTables } from './OrganisationTables';
import { periodLabel, type Period } from './period';
import { StatTable } from './StatTable';
import type { DashboardState } from './useDashboard';

export const DASHBOARD_TEXT = {
  loading: 'Loading the dashboard…',
  failed: 'The dashboard could not be loaded.',
  retry: 'Retry',
  emptyPeriod: 'No records in this period',
  emptyAll: 'No records yet',
  emptyHint: 'Choose another Start or Stop date.',
} as const;

/** An organisation's code and name, from a key of the answer (the code, or the name). */
export type OrganisationOf = (key: string) => { domain: string; name: string };

export interface OverviewProps {
  state: DashboardState;
  retry(): void;
  period: Period;
  /** The fields of the answer this user is shown (core's dashboardFields). */
  fields: ReadonlySet<DashboardField>;
  /** Null while the organisations' names load (the tables wait for them). */
  organisationOf: OrganisationOf | null;
  emit: Emit;
}

export function Overview({ state, retry, period, fields, organisationOf, emit }: OverviewProps): ReactElement {
  if (state.status === 'failed') {
    return (
      <Banner variant="error" role="alert" title={DASHBOARD_TEXT.failed} actions={<Button variant="secondary" onClick={retry}>{DASHBOARD_TEXT.retry}</Button>}>
        <p>{state.error}</p>
      </Banner>
    );
  }
  const cards = CARDS.filter((c) => fields.has(c.field));
  const data = state.data;
  if (!data) {
    return (
      <div className="dash" aria-busy="true">
        <p role="status" className="fiu-visually-hidden">
          {DASHBOARD_TEXT.loading}
        </p>
        <div className="dash-cards">
          {cards.map((c) => (
            <Card key={c.id} card={c} data={null} ctx={null} emit={emit} />
          ))}
        </div>
        <div className="dash-skeleton" aria-hidden="true" />
      </div>
    );
  }
  const ctx: LinkContext = { period, since: state.since };
  const subtitle = periodLabel(period);
  const shownCards = cards.filter((c) => c.value(data) !== undefined);
  const tables = TABLES.filter((t) => fields.has(t.field) && t.data(data) !== undefined);
  const perOrganisation = ORGANISATION_TABLES.filter((t) => fields.has(t.field) && data[t.field] !== undefined);
  const empty = isEmptyAnswer(data);
  return (
    <div className="dash" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <p role="status" className="fiu-visually-hidden">
          {DASHBOARD_TEXT.loading}
        </p>
      ) : null}
      <div className="dash-cards">
        {shownCards.map((c) => (
          <Card key={c.id} card={c} data={data} ctx={ctx} emit={emit} />
        ))}
      </div>
      {!organisationOf ? (
        <div className="dash-skeleton" aria-hidden="true" />
      ) : empty ? (
        <EmptyState title={period.start || period.stop ? DASHBOARD_TEXT.emptyPeriod : DASHBOARD_TEXT.emptyAll}>{period.start || period.stop ? DASHBOARD_TEXT.emptyHint : null}</EmptyState>
      ) : (
        <div className="dash-tables">
          {tables.map((t) => {
            const rows = (t.data(data) ?? []).map((r) => {
              const org = t.rows === 'organisation' ? organisationOf(r.key) : null;
              return { name: org ? org.name : r.key, count: r.count, href: t.href(org ? org.domain : r.key, ctx) };
            });
            return (
              <section key={t.id} className={`dash-panel${t.chart ? ' dash-panel--wide' : ''}`} aria-labelledby={`dash-${t.id}`} data-table={t.id}>
                <h2 className="dash-panel__title" id={`dash-${t.id}`}>
                  {t.title}
                </h2>
                <StatTable title={t.title} rows={rows} chart={t.chart} subtitle={subtitle} emit={emit} />
              </section>
            );
          })}
          {perOrganisation.map((t) => {
            const organisations = Object.entries(data[t.field] ?? {})
              .map(([key, offences]) => ({ ...organisationOf(key), offences }))
              .sort((a, b) => a.name.localeCompare(b.name));
            return (
              <section key={t.id} className="dash-panel dash-panel--wide" aria-labelledby={`dash-${t.id}`} data-table={t.id}>
                <h2 className="dash-panel__title" id={`dash-${t.id}`}>
                  {t.title}
                </h2>
                <OrganisationTables title={t.title} organisations={organisations} hrefOf={(domain, offence) => t.href(domain, offence, ctx)} subtitle={subtitle} emit={emit} />
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

function Card({ card, data, ctx, emit }: { card: CardDef; data: Dashboard | null; ctx: LinkContext | null; emit: Emit }): ReactElement {
  return (
    <section className="dash-card" aria-labelledby={`dash-card-${card.id}`} data-card={card.id}>
      <h2 className="dash-card__title" id={`dash-card-${card.id}`}>
        {card.title}
      </h2>
      <Value figure={card} data={data} ctx={ctx} emit={emit} className="dash-card__value" />
      {card.second ? (
        <p className="dash-card__second">
          <span>{card.second.title}</span> <Value figure={card.second} data={data} ctx={ctx} emit={emit} className="dash-card__second-value" />
        </p>
      ) : null}
    </section>
  );
}

function Value({ figure, data, ctx, emit, className }: { figure: Figure; data: Dashboard | null; ctx: LinkContext | null; emit: Emit; className: string }): ReactElement {
  const n = data ? figure.value(data) : undefined;
  if (n === undefined || !ctx) {
    return (
      <span className={`${className} dash-card__placeholder`} aria-hidden="true">
        —
      </span>
    );
  }
  return (
    <CountLink href={figure.href(ctx)} label={`${figure.title}: ${formatCount(n)}`} emit={emit} className={className}>
      {formatCount(n)}
    </CountLink>
  );
}
