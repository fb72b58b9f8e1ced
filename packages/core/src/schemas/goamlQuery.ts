/**
 * The goAML calls' own inputs (analysis-tools §7 transactions, transactions/summary, twoparty): the subject set
 * and period of GET /analysis/goaml and /analysis/goamlaccounts are analysisQuerySchema (analysisQuery.ts).
 */
import './zodConfig.js';
import * as z from 'zod/mini';

/** Most accounts in one transactions call: a selection, not a scan of the store. */
export const MAX_GOAML_ACCOUNTS = 500;

/** A goAML account's id (GoamlStatementRow's Source_Account_Id / Destination_Account_Id, Account's tac_account_id). */
const goamlAccountId = z.string().check(z.trim(), z.regex(/^[1-9]\d{0,17}$/, 'Not a goAML account id'));

/** POST /transactions and /transactions/summary: the chosen goAML accounts. */
export const goamlTransactionsBodySchema = z.strictObject({
  accounts: z
    .array(goamlAccountId)
    .check(z.minLength(1, 'Choose at least one account'), z.maxLength(MAX_GOAML_ACCOUNTS, `At most ${MAX_GOAML_ACCOUNTS} accounts`)),
});
export type GoamlTransactionsBody = z.infer<typeof goamlTransactionsBodySchema>;

/** An account number as goAML carries it (a NUBAN, or a foreign account or IBAN): letters and digits. */
const accountNo = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{1,34}$/, 'Not an account number'));

/** GET /transactions/twoparty?from&to: the two account numbers. */
export const twoPartyQuerySchema = z.object({ from: accountNo, to: accountNo });
export type TwoPartyQuery = z.infer<typeof twoPartyQuerySchema>;
