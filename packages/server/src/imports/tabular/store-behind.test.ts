import { describe, expect, it } from 'vitest';
import { storeBehind } from './store-behind.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

async function* batches(n: number, failAt = -1) {
  for (let i = 0; i < n; i++) {
    await tick();
    if (i === failAt) throw new Error('unreadable row');
    yield i;
  }
}

describe('storeBehind', () => {
  it('stores every batch in order, one at a time, while the next one is prepared', async () => {
    const events: string[] = [];
    let storing = 0;
    let most = 0;
    await storeBehind(
      batches(4),
      async (b) => (events.push(`prepare ${b}`), b),
      async (b) => {
        storing++;
        most = Math.max(most, storing);
        events.push(`store ${b}`);
        await tick();
        await tick();
        storing--;
        events.push(`stored ${b}`);
      },
    );
    expect(events.filter((e) => e.startsWith('stored'))).toEqual(['stored 0', 'stored 1', 'stored 2', 'stored 3']);
    expect(most).toBe(1);
    // Batch 1 was prepared while batch 0 was being stored.
    expect(events.indexOf('prepare 1')).toBeLessThan(events.indexOf('stored 0'));
  });

  it('a reading failure waits for the batch being stored, then is thrown', async () => {
    const stored: number[] = [];
    await expect(
      storeBehind(
        batches(5, 2),
        async (b) => b,
        async (b) => {
          await tick();
          await tick();
          await tick();
          stored.push(b);
        },
      ),
    ).rejects.toThrow('unreadable row');
    expect(stored).toEqual([0, 1]);
  });

  it('a storing failure is thrown, and nothing after it is stored', async () => {
    const stored: number[] = [];
    await expect(
      storeBehind(
        batches(5),
        async (b) => b,
        async (b) => {
          if (b === 1) throw new Error('insert refused');
          stored.push(b);
        },
      ),
    ).rejects.toThrow('insert refused');
    expect(stored).toEqual([0]);
  });
});
