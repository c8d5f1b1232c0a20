// Pieces under what lies over the table (the message that says a throw's result, the tray, the
// log, the hand) are brought into sight beside it, by its real edge on the page, and never pushed
// under the panel on the other side.
import { describe, expect, it } from 'vitest';
import { revealPan } from './dice-reveal';
import type { PageRect } from '../../table/camera-math';

/** A die 32 px tall from `top`, in the middle across. */
const die = (top: number): PageRect => ({ left: 400, right: 432, top, bottom: top + 32 });
/** The page between a message whose foot is at `foot` and the hand at 480, the tray and the log at the sides. */
const below = (foot: number): PageRect => ({ left: 204, right: 912, top: foot, bottom: 480 });

describe('bringing dice out from under the message', () => {
  it('moves the table down just enough for the highest die to show below the message', () => {
    expect(revealPan([die(78)], below(101))).toEqual({ x: 0, y: 25 });
    // Two dice: the higher one decides.
    expect(revealPan([die(90), die(60)], below(101)).y).toBe(43);
  });

  it('follows the message wherever the page lays it: lower under a playback bar, or two lines tall', () => {
    expect(revealPan([die(78)], below(146)).y).toBe(70);
    expect(revealPan([die(78)], below(192)).y).toBe(116);
  });

  it('does not move the table when no die is under anything', () => {
    expect(revealPan([die(140)], below(101))).toEqual({ x: 0, y: 0 });
    expect(revealPan([], below(101))).toEqual({ x: 0, y: 0 });
  });

  it('never pushes the lowest die under the panel at the foot of the table', () => {
    expect(revealPan([die(60), die(440)], below(101)).y).toBe(8);
    expect(revealPan([die(60), die(450)], below(101)).y).toBe(0);
  });
});

describe('bringing a piece out from under the panels at the sides and the foot', () => {
  const token = (left: number, top: number): PageRect => ({ left, top, right: left + 30, bottom: top + 30 });

  it('moves the table right for a piece under the tray, left for one under the log, up for one under the hand', () => {
    expect(revealPan([token(90, 200)], below(56))).toEqual({ x: 116, y: 0 });
    expect(revealPan([token(920, 200)], below(56))).toEqual({ x: -40, y: 0 });
    expect(revealPan([token(400, 470)], below(56))).toEqual({ x: 0, y: -22 });
    // Under the tray's corner and the hand at once: both ways.
    expect(revealPan([token(190, 460)], below(56))).toEqual({ x: 16, y: -12 });
  });

  it('never pushes another of the pieces put down under the panel on the other side', () => {
    expect(revealPan([token(190, 200), token(860, 200)], below(56)).x).toBe(16);
    expect(revealPan([token(190, 200), token(890, 200)], below(56)).x).toBe(0);
    expect(revealPan([token(100, 200), token(920, 200)], below(56)).x).toBe(0);
  });
});

describe('keeping the pieces that show in sight', () => {
  const token = (left: number, top: number): PageRect => ({ left, top, right: left + 30, bottom: top + 30 });

  it('moves no further than keeps a piece that shows beside the tray in sight, when that is far enough', () => {
    // A token under the log, another showing 50 px clear of the tray: 40 px left is room enough.
    expect(revealPan([token(900, 200)], below(56), [token(254, 200)])).toEqual({ x: -20, y: 0 });
  });

  it('zooms out just enough, about the middle of what shows, when the table cannot move far enough for both', () => {
    // A token brought out beside the tray before, and the next let go over the log.
    const by = revealPan([token(920, 200)], below(56), [token(206, 200)]);
    expect(by.zoom).toBeCloseTo((912 - 204 - 4) / (950 - 206));
    // Shrunk about the middle (558, 268) and moved by `x`, both show, with the gap.
    const k = by.zoom!;
    const at = (x: number) => 558 + k * (x - 558) + by.x;
    expect(at(206)).toBeGreaterThanOrEqual(204);
    expect(at(950)).toBeLessThanOrEqual(912 - 2 + 1e-9);
  });

  it('zooms out no further than the table may, and moves for the zoom it gets', () => {
    // The zoom that shows both is 0.946; the table may only go to 0.97 of its zoom now.
    const by = revealPan([token(920, 200)], below(56), [token(206, 200)], 0.97);
    expect(by.zoom).toBe(0.97);
    const at = (x: number) => 558 + 0.97 * (x - 558) + by.x;
    // The token that showed still shows; the one put comes out as far as that allows.
    expect(at(206)).toBeCloseTo(204);
    // At its least zoom already, the table only moves, as far as keeps the token that showed in sight.
    expect(revealPan([token(920, 200)], below(56), [token(206, 200)], 1)).toEqual({ x: -2, y: 0 });
  });

  it('pays no heed to pieces that were under a panel already, nor does it zoom when nothing shows', () => {
    expect(revealPan([token(920, 200)], below(56), [token(100, 200)])).toEqual({ x: -40, y: 0 });
    expect(revealPan([token(920, 200)], below(56), [])).toEqual({ x: -40, y: 0 });
  });
});
