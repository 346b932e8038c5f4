import { describe, expect, it } from 'vitest';
import { type Box, freeSpot } from '../src/components/floatingPosition';

/** Spec §2: the quick menu's button rests where it covers no control, as near as it can to where it was put. */

const BUTTON = { width: 52, height: 52 };
const PHONE = { width: 390, height: 844 };
const overlaps = (p: { x: number; y: number }, c: Box) =>
  p.x < c.x + c.width && c.x < p.x + BUTTON.width && p.y < c.y + c.height && c.y < p.y + BUTTON.height;

describe('freeSpot', () => {
  it('stays where it was put when nothing is there', () => {
    expect(freeSpot({ x: 330, y: 500 }, BUTTON, PHONE, [])).toEqual({ x: 330, y: 500 });
  });

  it('moves along its edge off a field, to the nearest free place', () => {
    const amount: Box = { x: 16, y: 480, width: 358, height: 48 };
    const spot = freeSpot({ x: 330, y: 500 }, BUTTON, PHONE, [amount]);
    expect(overlaps(spot, amount)).toBe(false);
    expect(spot.x).toBe(330);
    expect(Math.abs(spot.y - 500)).toBeLessThan(90);
  });

  it('tries the other edge, then anywhere, when its edge is full', () => {
    const rightColumn: Box = { x: 200, y: 0, width: 190, height: 844 };
    const spot = freeSpot({ x: 330, y: 500 }, BUTTON, PHONE, [rightColumn]);
    expect(spot.x).toBe(8);
    expect(overlaps(spot, rightColumn)).toBe(false);
    const rows: Box[] = [
      { x: 0, y: 0, width: 390, height: 300 },
      { x: 0, y: 380, width: 390, height: 464 },
      { x: 0, y: 300, width: 40, height: 80 },
      { x: 350, y: 300, width: 40, height: 80 },
    ];
    const middle = freeSpot({ x: 330, y: 500 }, BUTTON, PHONE, rows);
    for (const row of rows) expect(overlaps(middle, row)).toBe(false);
  });

  it('keeps the place it was put on a screen with no free place, and ignores what is off screen', () => {
    const everything: Box = { x: 0, y: 0, width: 390, height: 844 };
    expect(freeSpot({ x: 330, y: 500 }, BUTTON, PHONE, [everything])).toEqual({ x: 330, y: 500 });
    const below: Box = { x: 0, y: 900, width: 390, height: 200 };
    expect(freeSpot({ x: 330, y: 500 }, BUTTON, PHONE, [below])).toEqual({ x: 330, y: 500 });
  });
});
