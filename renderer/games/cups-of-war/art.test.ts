import { describe, expect, it } from 'vitest';
import { tilePainter } from './art';

/** Paints a face on a stand-in canvas, keeping the words written and the font each was written in. */
function written(star: boolean): { text: string; px: number; y: number }[] {
  const out: { text: string; px: number; y: number }[] = [];
  let font = '';
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => {
      if (key === 'fillText') return (text: string, _x: number, y: number) => out.push({ text, px: Number(/(\d+)px/.exec(font)?.[1]), y });
      if (key === 'createLinearGradient') return () => ({ addColorStop: () => undefined });
      if (key === 'font') return font;
      return key in target ? target[key] : () => undefined;
    },
    set: (target, key, value) => {
      if (key === 'font') font = String(value);
      else target[key] = value;
      return true;
    },
  });
  tilePainter({ strength: 4, command: true, type: 'armor' }, 'red', star)(ctx as unknown as CanvasRenderingContext2D, 120, 120);
  return out;
}

describe('a tile face', () => {
  // At 960 x 600 the table fits at about 0.7 px a mm: a 30 mm tile is some 21 px across, and a
  // strength half the tile high (10 px type) was hard to make out.
  it('shows its strength as large as the face allows, and its type under it', () => {
    const [strength, type] = written(false);
    expect(strength?.text).toBe('4');
    expect(strength!.px / 120).toBeGreaterThanOrEqual(0.6);
    expect(type?.text).toBe('ARM');
    expect(type!.px / 120).toBeGreaterThanOrEqual(0.18);
    // The type's words stay below the number's foot (a digit is some 0.36 of its type above and below the middle).
    expect(type!.y - type!.px / 2).toBeGreaterThan(strength!.y + strength!.px * 0.36);
  });

  it('star side up: the star, and the type under it', () => {
    expect(written(true).map((w) => w.text)).toEqual(['ARM']);
  });
});
