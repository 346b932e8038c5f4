import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readsUpsideDown, wheelLabel } from '../features/rewards/views/wheelLabels';

/** The lucky-draw wheel's labels: upright where the wheel stops, long rewards fitted. */
describe('wheel labels', () => {
  const segments = 8;
  const angle = 360 / segments;

  it('at rest, no label reads upside down, wherever the wheel stops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 2, max: 16 }), (position, n) => {
        const a = 360 / n;
        const rest = -(position * a) - a / 2;
        for (let i = 0; i < n; i++) {
          const mid = i * a + a / 2;
          const label = wheelLabel('8 bonus', mid, rest, n);
          // The label's own turn on screen is the segment's, the wheel's and its flip together.
          expect(readsUpsideDown(mid + rest + label.flip)).toBe(false);
        }
      }),
    );
  });

  it('the segments on the lower half are the ones turned', () => {
    const rest = -angle / 2; // the first segment under the pointer
    const flips = Array.from(
      { length: segments },
      (_, i) => wheelLabel('x', i * angle + angle / 2, rest, segments).flip,
    );
    // On screen the middles fall at 0, 45, …, 315 degrees: 135, 180 and 225 would read upside down.
    expect(flips).toEqual([0, 0, 0, 180, 180, 180, 0, 0]);
  });

  it('a short reward is one line at the largest type', () => {
    expect(wheelLabel('8 bonus', 22.5, 0, segments)).toMatchObject({ lines: ['8 bonus'], fontSize: 9 });
  });

  it('a long Thai or Vietnamese reward takes two lines and smaller type, and keeps every word', () => {
    const vi = wheelLabel('Tiền thưởng 88', 22.5, 0, segments);
    // Split where the longer line is shortest.
    expect(vi.lines).toEqual(['Tiền', 'thưởng 88']);
    expect(vi.fontSize).toBeLessThan(9);
    expect(vi.fontSize).toBeGreaterThanOrEqual(6);
    const th = wheelLabel('โบนัส 200 คะแนน', 22.5, 0, segments);
    expect(th.lines.join(' ')).toBe('โบนัส 200 คะแนน');
    expect(th.lines).toHaveLength(2);
  });

  it('a long reward in a script written with spaces breaks at them, with no word segmenter made', async () => {
    vi.resetModules();
    const words = vi.spyOn(Intl, 'Segmenter');
    const fresh = await import('../features/rewards/views/wheelLabels');
    expect(fresh.wheelLabel('Phần thưởng tiền mặt cuối tuần', 22.5, 0, segments).lines).toHaveLength(2);
    expect(fresh.wheelLabel('Weekend cash reward', 22.5, 0, segments).lines).toEqual([
      'Weekend',
      'cash reward',
    ]);
    expect(words).not.toHaveBeenCalled();
    fresh.wheelLabel('โบนัสวันหยุดสุดสัปดาห์ 28', 22.5, 0, segments);
    expect(words).toHaveBeenCalledOnce();
    words.mockRestore();
  });

  it('Thai, written without spaces, breaks between its words', () => {
    const label = wheelLabel('โบนัสวันหยุดสุดสัปดาห์ 28', 22.5, 0, segments);
    expect(label.lines).toHaveLength(2);
    expect(label.lines[0]?.endsWith('…')).toBe(false);
    expect('โบนัสวันหยุดสุดสัปดาห์ 28'.startsWith(label.lines[0] ?? '-')).toBe(true);
  });

  it('a reward too long even for two lines is cut with an ellipsis, never run over its neighbours', () => {
    const label = wheelLabel('Phần thưởng tiền mặt đặc biệt cuối tuần', 22.5, 0, segments);
    expect(label.fontSize).toBe(6);
    // The first line keeps whole words; only the second is cut.
    expect(label.lines[0]).toBe('Phần thưởng');
    expect(label.lines[1]).toMatch(/^tiền mặt .*…$/);
    for (const line of label.lines) expect([...line].length).toBeLessThanOrEqual(12);
  });
});
