import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { goamlTransactionsBodySchema, MAX_GOAML_ACCOUNTS, twoPartyQuerySchema } from './goamlQuery.js';

describe('goamlTransactionsBodySchema', () => {
  it('takes goAML account ids', () => {
    expect(validate(goamlTransactionsBodySchema, { accounts: ['12', ' 7 '] })).toEqual({ ok: true, data: { accounts: ['12', '7'] } });
  });
  it('refuses an empty or huge selection, ids that are not ids, other fields', () => {
    expect(validate(goamlTransactionsBodySchema, { accounts: [] })).toEqual({ ok: false, errors: { accounts: ['Choose at least one account'] } });
    expect(validate(goamlTransactionsBodySchema, { accounts: Array.from({ length: MAX_GOAML_ACCOUNTS + 1 }, (_, i) => String(i + 1)) }).ok).toBe(false);
    expect(validate(goamlTransactionsBodySchema, { accounts: ["1' OR 1=1"] }).ok).toBe(false);
    expect(validate(goamlTransactionsBodySchema, { accounts: ['0'] }).ok).toBe(false);
    expect(validate(goamlTransactionsBodySchema, { accounts: ['1'], extra: 1 }).ok).toBe(false);
  });
});

describe('twoPartyQuerySchema', () => {
  it('takes two account numbers and refuses anything else', () => {
    expect(validate(twoPartyQuerySchema, { from: '0123456785', to: 'GB29NWBK60161331926819' }).ok).toBe(true);
    expect(validate(twoPartyQuerySchema, { from: '0123456785' }).ok).toBe(false);
    expect(validate(twoPartyQuerySchema, { from: '01234-56785', to: '1' })).toEqual({ ok: false, errors: { from: ['Not an account number'] } });
  });
});
