/**
 * Lookups the record lists need: the organisations (central unit: organisation filter and column) and the
 * users for scope (the 'created by' filter and the names in the Created by / Modified by columns).
 */
import { useEffect, useState } from 'react';
import type { Organisation, PublicUser } from '@fiu/core';
import * as lookups from '@fiu/core/api/lookups';
import * as users from '@fiu/core/api/users';

export interface UserChoice {
  id: string;
  name: string;
}

/** domain → name of every organisation; null until loaded (or when not wanted). */
export function useOrganisations(enabled: boolean): Organisation[] | null {
  const [orgs, setOrgs] = useState<Organisation[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    lookups.organisations().then(
      (r) => live && setOrgs(Array.isArray(r?.results) ? r.results : []),
      () => live && setOrgs([]),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return orgs;
}

/**
 * GET /api/users for scope (core-records §7: "users for scope (and domain for non-central users)").
 * 'loading' until it answers; 'unavailable' when the call fails (the filter becomes a text field).
 */
export function useScopeUsers(enabled: boolean, domain: string | undefined): UserChoice[] | 'loading' | 'unavailable' {
  const [state, setState] = useState<UserChoice[] | 'loading' | 'unavailable'>('loading');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    users.list({ domain, limit: 300 }).then(
      (r) => {
        if (!live) return;
        const list = Array.isArray(r?.results) ? r.results : [];
        setState(
          list
            .filter((u: PublicUser) => u && typeof u._id === 'string')
            .map((u: PublicUser) => ({ id: u._id, name: u.name || u.username || u._id }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        );
      },
      () => live && setState('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [enabled, domain]);
  return state;
}
