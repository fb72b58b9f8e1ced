// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MSG, configure, resetSharedCore, setSessionStorage, signIn } from '@fiu/core';
import { binder } from './bind';
import { errorAt, hasErrorIn, mergeErrors, visibleErrors } from './fieldErrors';
import { getPath, setPath, topKey } from './paths';
import { DRAFT_DELAY_MS, draftKey, readDraft, removeDraft, useDraft, writeDraft } from './useDraft';
import { PartlySaved, saveFailureOf, useSave } from './useSave';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  resetSharedCore();
  sessionStorage.clear();
  localStorage.clear();
  configure({ mode: 'standalone' });
});
afterEach(() => vi.useRealTimers());

describe('paths', () => {
  it('reads and writes dotted paths without touching the original', () => {
    const rec = { surname: 'A', telephones: [{ telephone: '1' }, { telephone: '2' }] };
    const next = setPath(rec, 'telephones.1.telephone', '3');
    expect(next).toEqual({ surname: 'A', telephones: [{ telephone: '1' }, { telephone: '3' }] });
    expect(rec.telephones[1]!.telephone).toBe('2');
    expect(next.telephones[0]).toBe(rec.telephones[0]);
    expect(getPath(next, 'telephones.1.telephone')).toBe('3');
    expect(getPath(next, 'nope.0.x')).toBeUndefined();
    expect(setPath({}, 'addresses.0.state', 'Lagos')).toEqual({ addresses: [{ state: 'Lagos' }] });
    expect(topKey('bank_accounts.0.accountno')).toBe('bank_accounts');
  });

  it('never walks or writes prototype keys', () => {
    const rec = {};
    expect(setPath(rec, '__proto__.polluted', 1)).toBe(rec);
    expect(setPath(rec, 'a.constructor.prototype.polluted', 1)).toBe(rec);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(getPath({ a: 1 }, '__proto__')).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  const errors = { bvn: [MSG.bvn], 'bank_accounts.0.accountno': [MSG.nuban], surname: [] };

  it('shows errors of touched fields, all of them after a save attempt, and related paths', () => {
    expect(visibleErrors(errors, new Set(), false)).toEqual({});
    expect(visibleErrors(errors, new Set(['bvn']), false)).toEqual({ bvn: [MSG.bvn] });
    expect(visibleErrors(errors, new Set(), true)).toEqual({ bvn: [MSG.bvn], 'bank_accounts.0.accountno': [MSG.nuban] });
    const related = (p: string) => (p.endsWith('.bank') ? [p.replace(/bank$/, 'accountno')] : []);
    expect(visibleErrors(errors, new Set(['bank_accounts.0.bank']), false, related)).toEqual({ 'bank_accounts.0.accountno': [MSG.nuban] });
  });

  it('finds the first message, a field set with errors, and lets the server win', () => {
    expect(errorAt(errors, 'bvn')).toBe(MSG.bvn);
    expect(errorAt(errors, 'surname')).toBeUndefined();
    expect(hasErrorIn(errors, new Set(['bank_accounts']))).toBe(true);
    expect(hasErrorIn(errors, new Set(['surname', 'birthdate']))).toBe(false);
    expect(mergeErrors(errors, { bvn: ['Server says'] }).bvn).toEqual(['Server says']);
  });
});

describe('binder', () => {
  it('binds text, numbers, selects and checkboxes with the record types, and nested items by path', () => {
    let rec: Record<string, unknown> = { height: 1.8, convicted: 1, telephones: [{ telephone: '080' }] };
    const form = { get: (p: string) => getPath(rec, p), set: (p: string, v: unknown) => void (rec = setPath(rec, p, v)), error: (p: string) => (p === 'bvn' ? 'bad' : undefined), readOnly: false };
    const b = binder(form);
    const ev = (value: string, checked = false) => ({ currentTarget: { value, checked } }) as never;
    expect(b.text('bvn')).toMatchObject({ name: 'bvn', value: '', error: 'bad', readOnly: false });
    b.num('height').onChange(ev('1.75'));
    expect(rec.height).toBe(1.75);
    b.num('height').onChange(ev(''));
    expect(rec.height).toBeNull();
    const conv = b.select('convicted', [{ value: 0, label: 'No' }, { value: 1, label: 'Yes' }]);
    expect(conv.value).toBe('1');
    conv.onChange(ev('0'));
    expect(rec.convicted).toBe(0);
    conv.onChange(ev(''));
    expect(rec.convicted).toBeNull();
    expect(b.select('bank', [{ value: '044', label: 'Access' }]).options).toEqual([{ value: '044', label: 'Access' }]);
    rec.bank = 'OLD';
    expect(b.select('bank', [{ value: '044', label: 'Access' }]).options[0]).toEqual({ value: 'OLD', label: 'OLD' });
    b.check('is_primary').onChange(ev('', true));
    expect(rec.is_primary).toBe(true);
    const item = b.at('telephones.0.');
    expect(item.text('telephone')).toMatchObject({ name: 'telephones.0.telephone', value: '080' });
    item.set('telephone', '081');
    expect(rec.telephones).toEqual([{ telephone: '081' }]);
    const ro = binder({ ...form, readOnly: true });
    expect(ro.select('bank', []).disabled).toBe(true);
    expect(ro.text('surname').readOnly).toBe(true);
  });
});

describe('saveFailureOf', () => {
  it('tells a network failure (the spec text) from a server answer (its text and field errors)', () => {
    expect(saveFailureOf(new ApiError(0, 'unreachable'))).toEqual({ kind: 'network', status: 0, message: MSG.errorWhileSaving, fieldErrors: {} });
    expect(saveFailureOf(new TypeError('fetch failed')).message).toBe('An error occurred while saving');
    expect(saveFailureOf(new ApiError(400, 'Bad', null, { bvn: [MSG.bvn] }))).toEqual({ kind: 'server', status: 400, message: 'Bad', fieldErrors: { bvn: [MSG.bvn] } });
  });

  it('a save whose later step failed carries the saved record and what is left, with the step\'s own failure', () => {
    const saved = { id: 's-1' };
    expect(saveFailureOf(new PartlySaved(saved, { photograph: 'data:x' }, new ApiError(415, 'Not an image')))).toEqual({
      kind: 'server', status: 415, message: 'Not an image', fieldErrors: {}, saved, rest: { photograph: 'data:x' },
    });
  });
});

describe('drafts', () => {
  it('writes, reads and removes a draft under fiu.draft.<user>.<kind>.<id|new>', () => {
    expect(draftKey('subject', '')).toBe('fiu.draft.anonymous.subject.new');
    expect(draftKey('company', 'c-1')).toBe('fiu.draft.anonymous.company.c-1');
    expect(writeDraft('fiu.draft.subject.new', { record: { surname: 'A' } })).toBe(true);
    expect(readDraft<{ record: unknown }>('fiu.draft.subject.new')?.data).toEqual({ record: { surname: 'A' } });
    removeDraft('fiu.draft.subject.new');
    expect(readDraft('fiu.draft.subject.new')).toBeNull();
  });

  it('keys drafts by the signed-in user, so the next person at a shared desk never sees them', () => {
    const user = (id: string) => ({ _id: id, username: id, name: id, email: `${id}@x.example`, role: 'data_entry', domain: 'eca', active: true, permissions: [], token: `token-of-${id}-0123456789`, session: 's' });
    signIn(user('first'));
    expect(writeDraft(draftKey('subject', null), { record: { surname: 'Mine' } })).toBe(true);
    signIn(user('second'));
    expect(draftKey('subject', null)).toBe('fiu.draft.second.subject.new');
    expect(readDraft(draftKey('subject', null))).toBeNull();
    signIn(user('first'));
    expect(readDraft<{ record: unknown }>(draftKey('subject', null))?.data).toEqual({ record: { surname: 'Mine' } });
  });

  it('ignores a broken or foreign value', () => {
    sessionStorage.setItem('fiu.draft.subject.new', '{not json');
    expect(readDraft('fiu.draft.subject.new')).toBeNull();
    sessionStorage.setItem('fiu.draft.subject.new', JSON.stringify({ v: 99, data: {} }));
    expect(readDraft('fiu.draft.subject.new')).toBeNull();
    // Version 1 held the subject as {record, photo}: not laid over a form that now keeps the record itself.
    sessionStorage.setItem('fiu.draft.subject.new', JSON.stringify({ v: 1, at: '', data: { record: { surname: 'Old' } } }));
    expect(readDraft('fiu.draft.subject.new')).toBeNull();
  });

  it('writes and reads nothing in investigate mode', () => {
    configure({ mode: 'investigate' });
    expect(writeDraft('fiu.draft.subject.new', { a: 1 })).toBe(false);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('fiu.draft.subject.new', JSON.stringify({ v: 2, at: '', data: { a: 1 } }));
    expect(readDraft('fiu.draft.subject.new')).toBeNull();
  });

  it('never stores the session token', () => {
    signIn({ _id: 'u', username: 'u', name: 'U', email: 'u@x.example', role: 'data_entry', domain: 'eca', active: true, permissions: [], token: 'secret-token-123456', session: 's' });
    expect(writeDraft('fiu.draft.subject.new', { note: 'pasted secret-token-123456' })).toBe(false);
    expect(sessionStorage.getItem('fiu.draft.subject.new')).toBeNull();
  });

  it('tries the smaller form of a draft when the storage is full', () => {
    const store = new Map<string, string>();
    setSessionStorage({
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => {
        if (v.length > 200) throw new DOMException('full', 'QuotaExceededError');
        store.set(k, v);
      },
      removeItem: (k) => void store.delete(k),
    });
    const big: { record: object; photo?: string } = { record: { surname: 'A' }, photo: `data:image/png;base64,${'A'.repeat(500)}` };
    expect(writeDraft('k', big, { shrink: (d) => ({ record: d.record }) })).toBe(true);
    expect(JSON.parse(store.get('k')!).data).toEqual({ record: { surname: 'A' } });
  });

  it('useDraft: writes ~500 ms after the last change while dirty, at once on pagehide, removes when clean, clear() stops it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let setValue: (v: { n: number; dirty: boolean }) => void = () => {};
    let clear: () => void = () => {};
    function Probe() {
      const [v, set] = useState({ n: 0, dirty: false });
      setValue = set;
      clear = useDraft('fiu.draft.test.new', v, { enabled: true, dirty: v.dirty });
      return null;
    }
    const root = createRoot(host);
    await act(async () => root.render(createElement(Probe)));
    await act(async () => setValue({ n: 1, dirty: true }));
    expect(sessionStorage.getItem('fiu.draft.test.new')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, DRAFT_DELAY_MS + 50)));
    expect(readDraft<{ n: number }>('fiu.draft.test.new')?.data.n).toBe(1);
    await act(async () => setValue({ n: 2, dirty: true }));
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft<{ n: number }>('fiu.draft.test.new')?.data.n).toBe(2);
    await act(async () => setValue({ n: 0, dirty: false }));
    await act(() => new Promise((r) => setTimeout(r, DRAFT_DELAY_MS + 50)));
    expect(sessionStorage.getItem('fiu.draft.test.new')).toBeNull();
    await act(async () => setValue({ n: 3, dirty: true }));
    act(() => clear());
    await act(() => new Promise((r) => setTimeout(r, DRAFT_DELAY_MS + 50)));
    expect(sessionStorage.getItem('fiu.draft.test.new')).toBeNull();
    act(() => root.unmount());
  });
});

describe('useSave', () => {
  it('runs one save at a time, keeps the failure, and succeeds when tried again', async () => {
    const host = document.createElement('div');
    let api: ReturnType<typeof useSave<string>> | null = null;
    let fail = true;
    let calls = 0;
    function Probe() {
      api = useSave(async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 20));
        if (fail) throw new ApiError(0, 'down');
        return 'ok';
      });
      return null;
    }
    const root = createRoot(host);
    await act(async () => root.render(createElement(Probe)));
    let first: Promise<string | null> = Promise.resolve(null);
    let second: Promise<string | null> = Promise.resolve(null);
    await act(async () => {
      first = api!.save();
      second = api!.save(); // ignored while the first runs
    });
    expect(api!.sending).toBe(true);
    await act(async () => {
      expect(await first).toBeNull();
      expect(await second).toBeNull();
    });
    expect(calls).toBe(1);
    expect(api!.failure).toMatchObject({ kind: 'network', message: MSG.errorWhileSaving });
    expect(api!.sending).toBe(false);
    fail = false;
    let result: string | null = null;
    await act(async () => {
      result = await api!.save();
    });
    expect(result).toBe('ok');
    expect(api!.failure).toBeNull();
    act(() => root.unmount());
  });
});
