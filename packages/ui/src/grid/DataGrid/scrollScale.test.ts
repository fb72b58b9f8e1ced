import { describe, expect, it } from 'vitest';
import { scrollScale } from './scrollScale';

describe('scrollScale', () => {
  it('is the identity while the rows fit the browser', () => {
    const s = scrollScale(32_000, 400);
    expect(s.drawn).toBe(32_000);
    expect(s.toVirtual(1234)).toBe(1234);
  });

  it('maps a short scrollbar onto a million rows so that both ends meet', () => {
    const s = scrollScale(32_000_000, 400, 8_000_000);
    expect(s.drawn).toBe(8_000_000);
    expect(s.toVirtual(0)).toBe(0);
    expect(s.toVirtual(8_000_000 - 400)).toBeCloseTo(32_000_000 - 400, 3);
    expect(s.toScroll(s.toVirtual(123_456))).toBeCloseTo(123_456, 6);
  });
});
