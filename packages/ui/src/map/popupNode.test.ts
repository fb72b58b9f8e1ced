// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildClusterNode, buildInfoNode, buildListNode, clusterLabel } from './popupNode';

const NAUGHTY = '<img src=x onerror=alert(1)>';
const CALLS = { one: 'call', other: 'calls' };

describe('popup nodes', () => {
  it('write every text as text', () => {
    const info = buildInfoNode({ title: NAUGHTY, rows: [['Site', NAUGHTY]] });
    expect(info.querySelector('img')).toBeNull();
    expect(info.querySelector('.fiu-map__popup-title')!.textContent).toBe(NAUGHTY);
    expect([...info.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Site']);
    expect(info.querySelector('dd')!.textContent).toBe(NAUGHTY);
    expect(info.tabIndex).toBe(-1);
  });

  it('lists a stack with how many more there are', () => {
    const list = buildListNode([{ title: 'a' }, { title: 'b' }], 1234, CALLS);
    expect(list.querySelector('.fiu-map__popup-head')!.textContent).toBe('1,234 calls at this place');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.querySelector('.fiu-map__popup-more')!.textContent).toBe('and 1,232 more');
    expect(buildListNode([{ title: 'a' }], 1, CALLS).querySelector('.fiu-map__popup-more')).toBeNull();
  });

  it('badges and labels clusters', () => {
    const badge = buildClusterNode(12_345);
    expect(badge.textContent).toBe('12k');
    expect(badge.className).toBe('fiu-map__cluster fiu-map__cluster--large');
    expect(clusterLabel(12_345, CALLS, true)).toBe('Cluster of 12,345 calls: zoom in');
    expect(clusterLabel(1, CALLS, false)).toBe('Cluster of 1 call: list them');
  });
});
