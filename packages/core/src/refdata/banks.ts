// The compact copy (scripts/compact-refdata.mjs) of data/ng-banks.json, without the per-code source lists.
import banksJson from './data/ng-banks.compact.json' with { type: 'json' };
import { nubanInstitutionCode } from '../validators/nuban.js';

export type BankCategory = 'commercial' | 'merchant' | 'non-interest' | 'legacy';

export interface Bank {
  readonly name: string;
  /** CBN bank code as in the sources: 3 digits (Globus Bank: '00103'), or null when no source gives one. */
  readonly code: string | null;
  /** NIBSS (NIP) 6-digit institution code used for transfers — NOT the NUBAN code. */
  readonly nipCode: string | null;
  /**
   * The 6-digit institution code for the NUBAN check (isValidNuban), derived from `code`:
   * '000' + 3-digit code. Globus Bank's '00103' is a zero-padded 103 (Paystack style; PROVENANCE notes the
   * CBN form would be 103) and becomes '000103', not '900103' (the leading 9 is for 5-digit codes of other
   * financial institutions, which do not start with '00'). null when `code` is null.
   */
  readonly nubanCode: string | null;
  readonly category: BankCategory;
  /** merger / revoked licence notes (general knowledge, not from the sources) */
  readonly status?: string;
  readonly notes?: string;
  readonly otherNipCodes?: readonly string[];
}

function nubanCodeOf(code: string | null): string | null {
  if (code === null) return null;
  if (/^00\d{3}$/.test(code)) return `000${code.slice(2)}`;
  return nubanInstitutionCode(code);
}

/** 43 banks (data/ng-banks.json): code = CBN code (use it, via nubanCode, for NUBAN), nipCode = NIBSS code. */
export const BANKS: readonly Bank[] = /* @__PURE__ */ banksJson.map((b) => {
  const bank: Bank = {
    name: b.name,
    code: b.code,
    nipCode: b.nipCode,
    nubanCode: nubanCodeOf(b.code),
    category: b.category as BankCategory,
    ...('status' in b && b.status ? { status: b.status } : {}),
    ...('notes' in b && b.notes ? { notes: b.notes } : {}),
    ...('otherNipCodes' in b && b.otherNipCodes ? { otherNipCodes: b.otherNipCodes } : {}),
  };
  return bank;
});

/** Banks still operating (no 'defunct' / 'revoked' status): the usual choices of a bank selector. */
export const ACTIVE_BANKS: readonly Bank[] = /* @__PURE__ */ BANKS.filter(
  (b) => b.category !== 'legacy' && !/defunct|revoked/i.test(b.status ?? ''),
);

/** A bank by its CBN code ('044', '44', '000044' and '00103' all work), or by its NUBAN code; else undefined. */
export function bankByCode(code: string | null | undefined): Bank | undefined {
  if (!code) return undefined;
  const c = code.trim();
  const exact = BANKS.find((b) => b.code === c);
  if (exact) return exact;
  const nuban = /^\d{1,3}$/.test(c) ? c.padStart(6, '0') : /^00\d{3}$/.test(c) ? `0${c}` : c;
  return BANKS.find((b) => b.nubanCode === nuban);
}

/** A bank by its NIBSS code (main or other). */
export function bankByNipCode(nipCode: string | null | undefined): Bank | undefined {
  if (!nipCode) return undefined;
  return BANKS.find((b) => b.nipCode === nipCode || b.otherNipCodes?.includes(nipCode));
}

/** A bank by name, case-insensitively. */
export function bankByName(name: string | null | undefined): Bank | undefined {
  if (!name) return undefined;
  const n = name.trim().toLowerCase();
  return BANKS.find((b) => b.name.toLowerCase() === n);
}
