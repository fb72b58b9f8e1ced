/**
 * A tabular registry file (CSV, XLSX, XLS through the shared readers): the first row of each sheet is its
 * header, mapped by columns.ts; each later row is converted, refused with its reason, or upserted in batches.
 */
import { MSG } from '../../core.js';
import { readRows } from '../read/index.js';
import type { ImportContext, ImportOutcome } from '../jobs/types.js';
import { ImportRefused } from '../jobs/types.js';
import { type Field, type RegistrySpec, mapHeaders } from './columns.js';
import { insertDirector, upsert, type UpsertColumn } from './store.js';
import { convert, keyUuid } from './values.js';

export const BATCH = 500;

interface Pending {
  row: number;
  values: Record<string, unknown>;
}

export async function importTable(ctx: ImportContext, name: string, spec: RegistrySpec): Promise<ImportOutcome> {
  const columns: UpsertColumn[] = [
    ...(spec.hasId ? [{ name: 'id', type: 'uuid' as const }] : []),
    ...spec.fields.filter((f) => !f.column.startsWith('director_')).map((f) => ({ name: f.column, type: f.type })),
    ...(name === 'nin' ? [{ name: 'data', type: 'json' as const }] : []),
    ...(name === 'companies' ? [{ name: 'source_id', type: 'text' as const }] : []),
  ];
  let sheet: string | null = null;
  let byIndex: (Field | null)[] = [];
  let headers: string[] = [];
  let batch: Pending[] = [];

  const flush = async () => {
    if (ctx.signal.aborted) throw ctx.signal.reason ?? new Error('Import stopped');
    const rows = batch;
    batch = [];
    if (!rows.length) return;
    // One row per natural key in a statement (the last one wins); the others are duplicates.
    const byKey = new Map<string, Pending>();
    for (const p of rows) byKey.set(spec.key(p.values), p);
    const unique = [...byKey.values()];
    const stored = await upsert(
      ctx.db,
      { table: spec.table, conflict: spec.conflict, columns },
      ctx.job.id,
      unique.map((p) => columns.map((c) => (c.name === 'id' ? keyUuid(spec.table, spec.key(p.values)) : c.name === 'data' ? JSON.stringify(p.values.data ?? {}) : (p.values[c.name] ?? (c.type === 'phones' || c.type === 'list' ? [] : null))))),
    );
    let directors = 0;
    for (const p of rows) {
      if (!p.values.director_name) continue;
      const companyId = keyUuid(spec.table, spec.key(p.values));
      const v = p.values;
      const added = await insertDirector(ctx.db, {
        id: keyUuid('registry_directors', `${companyId}|${String(v.director_name).toLowerCase()}|${String(v.director_date_of_birth ?? '')}`),
        companyId,
        name: String(v.director_name),
        email: v.director_email, address: v.director_address, occupation: v.director_occupation, status: v.director_status,
        gender: v.director_gender, nationality: v.director_nationality, dateOfAppointment: v.director_date_of_appointment,
        dateOfBirth: v.director_date_of_birth, identityType: v.director_identity_type, identityNumber: v.director_identity_number,
        phone: v.director_phone, bvn: v.director_bvn,
      });
      if (added) directors++;
    }
    // A company row that brought only a new director still stored something.
    const storedRows = Math.min(rows.length, stored + directors);
    await ctx.progress({ stored: storedRows, duplicate: rows.length - storedRows });
  };

  for await (const r of readRows(ctx.job.stored_file!)) {
    if (r.sheet !== sheet) {
      await flush();
      sheet = r.sheet;
      const m = mapHeaders(spec, r.cells);
      if (m.missing.length) {
        ctx.log.warn(`[import ${ctx.job.id}] registry ${name}: sheet '${r.sheet}' lacks ${m.missing.join(', ')}`);
        throw new ImportRefused(MSG.fileNotUploaded);
      }
      byIndex = m.byIndex;
      headers = r.cells;
      continue;
    }
    if (r.cells.every((c) => c.trim() === '')) continue;
    await ctx.progress({ read: 1 });
    const values: Record<string, unknown> = { ...spec.defaults };
    const extra: Record<string, string> = {};
    let reason: string | null = null;
    r.cells.forEach((cell, i) => {
      const field = byIndex[i];
      if (!field) {
        if (cell.trim() && headers[i]?.trim()) extra[headers[i]!.trim().slice(0, 64)] = cell.trim();
        return;
      }
      const c = convert(field.type, cell);
      if (!c.ok) reason ??= `${field.column}: ${c.reason}`;
      else if (c.value !== null || values[field.column] === undefined) values[field.column] = c.value ?? values[field.column] ?? null;
    });
    for (const f of spec.fields) if (!reason && f.required && (values[f.column] == null || values[f.column] === '')) reason = `${f.column}: required`;
    if (reason) {
      await ctx.refuse({ sheet: r.sheet, row: r.row, reason, cells: r.cells });
      await ctx.progress({ refused: 1 });
      continue;
    }
    if (name === 'companies') values.source_id = values.rc_number ?? values.inc_no ?? String(values.company_name).toLowerCase();
    if (name === 'nin') values.data = extra;
    batch.push({ row: r.row, values });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return {};
}
