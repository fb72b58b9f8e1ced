/**
 * Test helpers for subjects and companies (not shipped): extra users for the object-level matrix, bodies that
 * pass core's schemas, and calls through app.request.
 */
import { randomUUID } from 'node:crypto';
import { nubanCheckDigit } from '../core.js';
import { hashPassword } from '../lib/passwords.js';
import type { Db } from '../db/types.js';
import { DEMO_PASSWORD, FAST_SCRYPT, jsonPost, signIn, type Signed, type TestApp } from './index.js';

/** A user straight into the database (the matrix needs permission sets no demo user has). */
export async function addUser(db: Db, u: { username: string; domain: string; role: string; permissions?: string[]; name?: string }): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, username, name, email, phones, role, scope, domain, groups, active, permissions, password_hash)
     VALUES ($1, $2, $3, $4, '[]', $5, 'fiu-web', $6, '[]', true, $7, $8)`,
    [id, u.username, u.name ?? `Test ${u.username}`, `${u.username}@${u.domain}.example`, u.role, u.domain, u.permissions ?? [], await hashPassword(DEMO_PASSWORD, FAST_SCRYPT)],
  );
  return id;
}

export const deactivate = (db: Db, username: string, domain: string) => db.query('UPDATE users SET active = false WHERE username = $1 AND domain = $2', [username, domain]);

/** A valid 10-digit account number for a CBN bank code ('044' Access Bank). */
export function nuban(bankCode = '044', serial = '012345678'): string {
  return serial + String(nubanCheckDigit(bankCode, serial));
}

let n = 0;
/** A small subject that passes subjectSchema; `extra` overrides. */
export function subjectBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  n++;
  return {
    surname: `Testsurname${n}`,
    othernames: 'Ade Bola',
    gender: 'male',
    case_reference: `ECA/2026/${String(n).padStart(4, '0')}`,
    currentcrimetype: 'Bank Fraud',
    telephones: [{ telephone: '2348031234567' }],
    bank_accounts: [{ bank: '044', accountno: nuban('044'), accountname: 'Ade Bola' }],
    addresses: [{ country: 'NG', state: 'Lagos', lga: 'Ikeja', town: 'Ikeja', streetname: '12 Awolowo Road' }],
    ...extra,
  };
}

/** A small company that passes companySchema; `extra` overrides. */
export function companyBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  n++;
  return {
    name: `Test Trading ${n} Ltd`,
    case_reference: `ECA/2026/C${String(n).padStart(4, '0')}`,
    information_needed: 'Bank statements for the last 12 months.',
    currentcrimetype: 'Bank Fraud',
    directors: [{ surname: 'Okafor', othernames: 'Chidi', gender: 'male', is_primary: false }],
    bank_accounts: [{ bank: '058', accountno: nuban('058'), accountname: `Test Trading ${n} Ltd` }],
    ...extra,
  };
}

export const jsonPut = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ ...jsonPost(body, headers), method: 'PUT' });

export type Rec = Record<string, unknown> & { id: string; domain: string; status: string };

export async function create(t: TestApp, who: Signed, kind: 'suspects' | 'companies', body: Record<string, unknown>): Promise<Rec> {
  const res = await t.app.request(`/api/${kind}`, jsonPost(body, who.headers));
  if (res.status !== 201) throw new Error(`create ${kind} as ${who.domain}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Rec;
}

export const get = async (t: TestApp, who: Signed | null, path: string): Promise<Response> => t.app.request(path, { headers: who?.headers ?? {} });
export const put = async (t: TestApp, who: Signed | null, path: string, body: unknown): Promise<Response> => t.app.request(path, jsonPut(body, who?.headers ?? {}));
export const post = async (t: TestApp, who: Signed | null, path: string, body: unknown): Promise<Response> => t.app.request(path, jsonPost(body, who?.headers ?? {}));

/** The record without the fields the server sets on every save. */
export function withoutServerFields(r: Record<string, unknown>): Record<string, unknown> {
  const { modified: _m, modified_by: _mb, modified_by_name: _mn, ...rest } = r;
  return rest;
}

/** The smallest PNG and JPEG headers our sniffer knows, and a data URL of bytes. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

export { signIn };
