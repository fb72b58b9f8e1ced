import { describe, expect, it } from 'vitest';
import { accountGroupKey, groupAccounts } from './accountGroups.js';

const accounts = [
  { tac_account: '0123456789', tac_client_number: '22212345678' },
  { tac_account: '2001112223', tac_client_number: '22212345678' },
  { tac_account: '3004445556', tac_client_number: null },
  { tac_account: '', tac_client_number: ' ' },
];

describe('account groups (analysis-tools §4)', () => {
  it("keys 'BVN:' or 'ACC:' plus the number, or NONE", () => {
    expect(accounts.map((a) => accountGroupKey(a, 'bvn'))).toEqual(['BVN:22212345678', 'BVN:22212345678', 'BVN:NONE', 'BVN:NONE']);
    expect(accounts.map((a) => accountGroupKey(a, 'account'))).toEqual(['ACC:0123456789', 'ACC:2001112223', 'ACC:3004445556', 'ACC:NONE']);
  });

  it('groups in the order the accounts came', () => {
    const g = groupAccounts(accounts, 'bvn');
    expect([...g.keys()]).toEqual(['BVN:22212345678', 'BVN:NONE']);
    expect(g.get('BVN:22212345678')!.map((a) => a.tac_account)).toEqual(['0123456789', '2001112223']);
  });
});
