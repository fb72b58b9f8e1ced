import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { isValidNuban } from '../validators/index.js';
import { bankByCode } from '../refdata/banks.js';
import { accountNumber, optId, optText } from './fields.js';

/** A list answer: `{results, count}` (lists use limit and offset). */
export const listOf = <T extends z.core.SomeType>(item: T) =>
  z.object({ results: z.array(item), count: z.number() });
export type ListOf<T> = { results: T[]; count: number };

/** The error body of every failed call: `{error, errors?}` with errors keyed by dotted field path. */
export const errorBodySchema = z.object({
  error: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An address of a subject or company (core-records §3.1, §3.3). */
export const addressSchema = z.strictObject({
  id: optId(),
  country: optText(),
  state: optText(),
  lga: optText(),
  town: optText(),
  streetname: optText(250),
});
export type Address = z.infer<typeof addressSchema>;

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v !== '';

/**
 * The NUBAN pair rule (core-records §5): with a bank and an account number of 10 or more characters, the
 * pair must be a valid NUBAN. `bank` holds the bank's CBN code; bankByCode turns it into the 6-digit NUBAN
 * institution code ('044' → '000044', Globus '00103' → '000103'); an unknown code is checked as given.
 */
export function bankAccountPairIsValid(bank: string | null | undefined, accountno: string | null | undefined): boolean {
  if (!present(bank) || !present(accountno) || accountno.length < 10) return true;
  return isValidNuban(bankByCode(bank)?.nubanCode ?? bank, accountno);
}

/** A bank account of a subject or company (core-records §3.3; dissemination-feedback §3). */
export const bankAccountSchema = z.strictObject({
  id: optId(),
  bank: optText(50),
  accountno: z.optional(z.nullable(accountNumber())),
  accountname: optText(128),
  bic_swift: optText(128),
  iban: optText(128),
  sort_code: optText(128),
}).check(
  z.superRefine((v, ctx) => {
    if (!bankAccountPairIsValid(v.bank, v.accountno)) {
      ctx.addIssue({ code: 'custom', path: ['accountno'], message: MSG.nuban, input: v.accountno });
    }
  }),
);
export type BankAccount = z.infer<typeof bankAccountSchema>;
