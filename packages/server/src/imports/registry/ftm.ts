/**
 * FollowTheMoney entities as JSON lines (the format OpenSanctions and OpenAleph export: one
 * `{"id", "schema", "properties": {name: [...], ...}, "datasets": [...]}` per line; every property is a list
 * of strings, and links between entities are ids).
 *
 * - Company, Organization, LegalEntity (and PublicBody) → registry_companies: source = the entity's first
 *   dataset (else 'FtM'), source_id = the entity id; name, registrationNumber → rc_number, incorporationDate,
 *   status, classification/sector, email, phone, address.
 * - Directorship {director, organization} and Ownership {owner, asset} → a registry_directors row of that
 *   company, from the director's or owner's entity (Person: name, birthDate, nationality, idNumber, gender,
 *   phone, email, address); the role (or 'Owner' with its percentage) is the occupation, startDate the
 *   appointment.
 * - Other schemas (Person on its own, Sanction, Address, ...) are read, not stored: the panels have no place
 *   for them.
 *
 * Two passes over the file, so that links may come before or after the entities they join: the first stores
 * the companies and keeps the links (ids only); the second reads the people and entities the links name.
 * Memory holds the company ids and the links, never the file. A line longer than MAX_LINE_BYTES, not JSON, or
 * without id and schema is refused with its line number; so is a link whose company or person is not in the file.
 */
import type { ImportContext, ImportOutcome } from '../jobs/types.js';
import { readLines } from './lines.js';
import { insertDirector, upsert, type UpsertColumn } from './store.js';
import { BATCH } from './table.js';
import { convert, keyUuid, toDate } from './values.js';

export const MAX_LINE_BYTES = 1024 * 1024;

const COMPANY_SCHEMAS = new Set(['Company', 'Organization', 'LegalEntity', 'PublicBody']);

interface Entity {
  id: string;
  schema: string;
  properties: Record<string, unknown>;
  datasets?: unknown;
}

interface Link {
  /** The line of the Directorship/Ownership entity. */
  line: number;
  id: string;
  party: string;
  company: string;
  occupation: string | null;
  startDate: string | null;
}

/** The first string of a property (FtM properties are lists of strings). */
function first(e: Entity, ...props: string[]): string | null {
  for (const p of props) {
    const v = e.properties[p];
    const x = Array.isArray(v) ? v.find((i) => typeof i === 'string' && i.trim()) : typeof v === 'string' ? v : undefined;
    if (typeof x === 'string' && x.trim()) return x.trim().slice(0, 1000);
  }
  return null;
}

/** An FtM date ('1980', '1980-03', '1980-03-14', or a date-time) as a full date, or null when partial. */
const fullDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? toDate(v.slice(0, 10)) : null);

function parse(text: string): Entity | string {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'not a FollowTheMoney entity (an object)';
  const e = v as Partial<Entity>;
  if (typeof e.id !== 'string' || !e.id || e.id.length > 200) return 'no entity id';
  if (typeof e.schema !== 'string' || !e.schema) return 'no schema';
  if (!e.properties || typeof e.properties !== 'object' || Array.isArray(e.properties)) return 'no properties';
  return e as Entity;
}

const COMPANY_COLUMNS: UpsertColumn[] = [
  { name: 'id', type: 'uuid' },
  { name: 'source', type: 'text' },
  { name: 'source_id', type: 'text' },
  { name: 'company_name', type: 'text' },
  { name: 'rc_number', type: 'text' },
  { name: 'company_type', type: 'company_type' },
  { name: 'status', type: 'text' },
  { name: 'classification', type: 'text' },
  { name: 'registration_date', type: 'date' },
  { name: 'email', type: 'text' },
  { name: 'phone', type: 'text' },
  { name: 'address', type: 'text' },
];

export async function importFtm(ctx: ImportContext): Promise<ImportOutcome> {
  const path = ctx.job.stored_file!;
  /** FtM company id → our registry_companies id. */
  const companies = new Map<string, string>();
  /** party (director/owner) entity id → its links. */
  const links = new Map<string, Link[]>();
  const refuse = async (line: number, reason: string, text: string | null) => {
    await ctx.refuse({ sheet: '', row: line, reason, cells: [text === null ? '' : text.slice(0, 500)] });
    await ctx.progress({ refused: 1 });
  };

  let batch: unknown[][] = [];
  const flush = async () => {
    if (ctx.signal.aborted) throw ctx.signal.reason ?? new Error('Import stopped');
    if (!batch.length) return;
    const rows = batch;
    batch = [];
    const stored = await upsert(ctx.db, { table: 'registry_companies', conflict: 'source, source_id', columns: COMPANY_COLUMNS }, ctx.job.id, rows);
    await ctx.progress({ stored, duplicate: rows.length - stored });
  };

  // Pass 1: companies stored, links kept.
  for await (const { line, text } of readLines(path, MAX_LINE_BYTES)) {
    if (text === null) {
      await ctx.progress({ read: 1 });
      await refuse(line, `line longer than ${MAX_LINE_BYTES} bytes`, null);
      continue;
    }
    if (!text.trim()) continue;
    await ctx.progress({ read: 1 });
    const e = parse(text);
    if (typeof e === 'string') {
      await refuse(line, e, text);
      continue;
    }
    if (COMPANY_SCHEMAS.has(e.schema)) {
      const name = first(e, 'name', 'alias');
      if (!name) {
        await refuse(line, 'name: required', text);
        continue;
      }
      const datasets = Array.isArray(e.datasets) ? e.datasets.filter((d): d is string => typeof d === 'string') : [];
      const source = (datasets[0] ?? 'FtM').slice(0, 100);
      const id = keyUuid('registry_companies', `${source}|${e.id}`);
      companies.set(e.id, id);
      const phone = convert('phone', first(e, 'phone') ?? '');
      batch.push([
        id, source, e.id, name, first(e, 'registrationNumber', 'ogrnCode', 'innCode'), e.schema === 'Company' ? 2 : null,
        first(e, 'status'), first(e, 'classification', 'sector'), fullDate(first(e, 'incorporationDate')), first(e, 'email'),
        phone.ok ? phone.value : null, first(e, 'address'),
      ]);
      if (batch.length >= BATCH) await flush();
    } else if (e.schema === 'Directorship' || e.schema === 'Ownership') {
      const director = e.schema === 'Directorship';
      const party = first(e, director ? 'director' : 'owner');
      const company = first(e, director ? 'organization' : 'asset');
      if (!party || !company) {
        await refuse(line, `${director ? 'director and organization' : 'owner and asset'}: required`, text);
        continue;
      }
      const share = first(e, 'percentage', 'sharesCount');
      const occupation = director ? first(e, 'role') ?? 'Director' : `Owner${share ? ` ${share}%` : ''}`;
      const list = links.get(party) ?? [];
      list.push({ line, id: e.id, party, company, occupation, startDate: fullDate(first(e, 'startDate')) });
      links.set(party, list);
    }
  }
  await flush();

  if (links.size === 0) return {};
  // Links to a company that is not in the file: refused now, with their line.
  for (const [party, list] of links) {
    const kept = [];
    for (const l of list) {
      if (companies.has(l.company)) kept.push(l);
      else await refuse(l.line, `company ${l.company.slice(0, 100)} is not in the file`, null);
    }
    if (kept.length) links.set(party, kept);
    else links.delete(party);
  }

  // Pass 2: the directors and owners the links name.
  for await (const { text } of readLines(path, MAX_LINE_BYTES)) {
    if (!text?.trim() || links.size === 0) continue;
    const e = parse(text);
    if (typeof e === 'string') continue;
    const list = links.get(e.id);
    if (!list) continue;
    links.delete(e.id);
    const name = first(e, 'name') ?? ([first(e, 'firstName'), first(e, 'lastName')].filter(Boolean).join(' ') || null);
    if (!name) {
      for (const l of list) await refuse(l.line, `${e.id.slice(0, 100)}: the director or owner has no name`, null);
      continue;
    }
    const phone = convert('phone', first(e, 'phone') ?? '');
    let stored = 0;
    for (const l of list) {
      if (ctx.signal.aborted) throw ctx.signal.reason ?? new Error('Import stopped');
      const added = await insertDirector(ctx.db, {
        id: keyUuid('registry_directors', `ftm|${companies.get(l.company)}|${l.id}`),
        companyId: companies.get(l.company)!,
        name,
        email: first(e, 'email'),
        address: first(e, 'address'),
        occupation: l.occupation,
        gender: first(e, 'gender'),
        nationality: first(e, 'nationality', 'citizenship', 'jurisdiction'),
        dateOfAppointment: l.startDate,
        dateOfBirth: fullDate(first(e, 'birthDate', 'incorporationDate')),
        identityType: first(e, 'idNumber') ? 'idNumber' : first(e, 'passportNumber') ? 'passport' : first(e, 'registrationNumber') ? 'registrationNumber' : null,
        identityNumber: first(e, 'idNumber', 'passportNumber', 'registrationNumber'),
        phone: phone.ok ? phone.value : null,
      });
      if (added) stored++;
    }
    await ctx.progress({ stored, duplicate: list.length - stored });
  }
  // Links whose director or owner never appeared.
  for (const list of links.values()) for (const l of list) await refuse(l.line, `director or owner ${l.party.slice(0, 100)} is not in the file`, null);
  return {};
}
