import { createHash } from 'node:crypto';
import { normalisePhone } from '../../core.js';
import type { FieldType } from './columns.js';

/** A cell as its column's value, or why it cannot be one (the refused row's reason). */
export type Converted = { ok: true; value: unknown } | { ok: false; reason: string };

const ok = (value: unknown): Converted => ({ ok: true, value });
const bad = (reason: string): Converted => ({ ok: false, reason });

/** A calendar date as YYYY-MM-DD: ISO (what the readers give for date cells), or day/month/year as Nigeria writes it. */
export function toDate(text: string): string | null {
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1800 || y > 2200) return null;
  return date.toISOString().slice(0, 10);
}

const COMPANY_TYPES: Record<string, number> = { '1': 1, business: 1, 'business name': 1, '2': 2, company: 2, '3': 3, ngo: 3, 'incorporated trustees': 3 };

/** A list cell: values separated by ';', '|' or ','. */
const split = (text: string) => text.split(/[;|,]/).map((v) => v.trim()).filter(Boolean);

export function convert(type: FieldType, raw: string): Converted {
  const text = raw.trim();
  if (text === '') return ok(type === 'phones' || type === 'list' ? [] : null);
  switch (type) {
    case 'text':
      return ok(text);
    case 'date': {
      const d = toDate(text);
      return d ? ok(d) : bad(`not a date ('${text.slice(0, 40)}')`);
    }
    case 'company_type': {
      const t = COMPANY_TYPES[text.toLowerCase()];
      return t ? ok(t) : bad(`not a company type: 1 Business, 2 Company, 3 NGO ('${text.slice(0, 40)}')`);
    }
    case 'phone': {
      const p = normalisePhone(text);
      return p ? ok(p) : bad(`not a phone number ('${text.slice(0, 40)}')`);
    }
    case 'phones': {
      const out: string[] = [];
      for (const v of split(text)) {
        const p = normalisePhone(v);
        if (!p) return bad(`not a phone number ('${v.slice(0, 40)}')`);
        out.push(p);
      }
      return ok(out);
    }
    case 'list':
      return ok(split(text));
    case 'nin':
      return /^\d{11}$/.test(text.replace(/\s/g, '')) ? ok(text.replace(/\s/g, '')) : bad(`not an 11-digit NIN ('${text.slice(0, 40)}')`);
    case 'json':
      return ok(text);
  }
}

/** A uuid made from a natural key (a re-run of the same file gives the same ids; SHA-1 name-based, RFC 4122 v5 layout). */
export function keyUuid(namespace: string, key: string): string {
  const h = createHash('sha1').update(`${namespace}\u0000${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
