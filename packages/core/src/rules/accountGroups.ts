/**
 * The accounts panel's groups (analysis-tools §4): 'Group By BVN' keys each account 'BVN:' plus its BVN
 * (tac_client_number) or 'BVN:NONE'; 'Group By Account Number' keys it 'ACC:' plus tac_account or 'ACC:NONE'.
 * Groups keep the order their first account came in (the server answers highest confidence first).
 */
export type AccountGrouping = 'bvn' | 'account';

interface GroupedAccount {
  tac_account?: string | null;
  tac_client_number?: string | null;
}

export function accountGroupKey(a: GroupedAccount, by: AccountGrouping): string {
  const v = (by === 'bvn' ? a.tac_client_number : a.tac_account)?.trim();
  return `${by === 'bvn' ? 'BVN' : 'ACC'}:${v || 'NONE'}`;
}

export function groupAccounts<T extends GroupedAccount>(accounts: readonly T[], by: AccountGrouping): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const a of accounts) {
    const key = accountGroupKey(a, by);
    const list = groups.get(key);
    if (list) list.push(a);
    else groups.set(key, [a]);
  }
  return groups;
}
