import { describe, expect, it } from 'vitest';
import type { Piece, SheetSet } from '../../kits/print/layout/layout';
import { hasBacks, keepSections, offersFoldOver, pageCaption, pageCount, planPages } from './print-plan';
import { defaultPrefs } from './print-prefs';

const piece = (key: string, w: number, h: number, back = false): Piece<string> => ({ key, label: key, w, h, front: `${key} front`, ...(back ? { back: `${key} back` } : {}) });

/** A little game: a reference, counters with backs, tiles that fold over, and cards without backs. */
const SET: SheetSet<string> = {
  title: 'Test game',
  sections: [
    { kind: 'text', key: 'ref', title: 'The turn', h: 40, face: 'reference' },
    { kind: 'cut', key: 'counters', title: 'Counters', pieces: Array.from({ length: 40 }, (_, i) => piece(`c${i}`, 20, 20, true)) },
    { kind: 'cut', key: 'tiles', title: 'Tiles', foldable: true, pieces: Array.from({ length: 12 }, (_, i) => piece(`t${i}`, 30, 30, true)) },
    { kind: 'cut', key: 'cards', title: 'Cards', pieces: Array.from({ length: 9 }, (_, i) => piece(`k${i}`, 63, 88)) },
  ],
};
const ALL = new Set(SET.sections.map((s) => s.key));
const a4 = defaultPrefs('en-GB');

describe('the Print dialog plan', () => {
  it('keeps only the chosen sections, in the set order', () => {
    expect(keepSections(SET, new Set(['cards', 'ref'])).sections.map((s) => s.key)).toEqual(['ref', 'cards']);
  });

  it('offers fold-over only while a kept section folds, and knows when there are backs', () => {
    expect(offersFoldOver(SET)).toBe(true);
    expect(offersFoldOver(keepSections(SET, new Set(['counters', 'cards'])))).toBe(false);
    expect(hasBacks(keepSections(SET, new Set(['ref', 'cards'])))).toBe(false);
    expect(hasBacks(keepSections(SET, new Set(['counters'])))).toBe(true);
  });

  it('lays out fewer pages with fewer sections, and backs after their fronts', () => {
    const all = planPages(SET, ALL, a4);
    const cards = planPages(SET, new Set(['cards']), a4);
    if (!all.ok || !cards.ok) throw new Error('no pages');
    expect(cards.pages.length).toBeLessThan(all.pages.length);
    expect(cards.pages.every((p) => p.pieces.every((x) => x.key.startsWith('k')))).toBe(true);
    expect(all.pages.some((p) => p.side === 'back')).toBe(true);
  });

  it('turns fold-over off where nothing kept folds, and on where the tiles are', () => {
    const folded = planPages(SET, new Set(['tiles']), { ...a4, foldOver: true });
    const backed = planPages(SET, new Set(['tiles']), { ...a4, foldOver: false });
    if (!folded.ok || !backed.ok) throw new Error('no pages');
    expect(folded.pages.every((p) => p.side === 'front')).toBe(true);
    expect(folded.pages[0]!.pieces[0]!.h).toBe(60);
    expect(backed.pages.map((p) => p.side)).toEqual(['front', 'back']);
  });

  it('says in words when nothing is chosen or a piece is too big for the paper, rather than throwing', () => {
    expect(planPages(SET, new Set(), a4)).toEqual({ ok: false, message: 'Choose at least one sheet to print.' });
    const huge: SheetSet<string> = { title: 'Big', sections: [{ kind: 'cut', key: 'map', title: 'Map', pieces: [piece('map', 250, 250)] }] };
    const plan = planPages(huge, new Set(['map']), a4);
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.message).toMatch(/^These sheets cannot be laid out on this paper: .*map/i);
  });

  it('prints the calibration pair alone when no sheet is chosen', () => {
    const plan = planPages(SET, new Set(), { ...a4, calibration: true, sides: 'two' });
    expect(plan.ok && plan.pages.map((p) => pageCaption(p, plan.pages.length))).toEqual(['page 1 of 2 · calibration, front', 'page 2 of 2 · calibration, back']);
  });

  it('captions every page: fronts, backs, and blank backs of a two-sided print', () => {
    const plan = planPages(SET, new Set(['ref', 'counters']), { ...a4, sides: 'two' });
    if (!plan.ok) throw new Error(plan.message);
    const captions = plan.pages.map((p) => pageCaption(p, plan.pages.length));
    expect(captions[0]).toBe(`page 1 of ${plan.pages.length}`);
    expect(captions[1]).toMatch(/^page 2 of \d+ · back of page 1/);
    // Fronts and backs alternate; the last front may stand alone (no blank page at the end).
    expect(captions.filter((c) => c.includes('back of'))).toHaveLength(Math.floor(plan.pages.length / 2));
  });

  it('counts the pages, and the sheets of paper when two-sided', () => {
    const plan = planPages(SET, ALL, { ...a4, sides: 'two', foldOver: false });
    if (!plan.ok) throw new Error(plan.message);
    const n = plan.pages.length;
    expect(n % 2).toBe(1); // the last front needs no blank back
    expect(pageCount(plan.pages, 'two')).toBe(`${n} pages (${(n + 1) / 2} sheets of paper, two-sided)`);
    expect(pageCount(plan.pages.slice(0, 1), 'one')).toBe('1 page');
  });

  it('offers two sides only for backs that print on a back: tiles folded over their backs have none', () => {
    const tiles = keepSections(SET, new Set(['tiles']));
    expect(hasBacks(tiles, true)).toBe(false);
    expect(hasBacks(tiles, false)).toBe(true);
    expect(hasBacks(SET, true)).toBe(true);
  });

  it('two-sided for the calibration pair alone, with no backs: each front keeps to a front of its own sheet, as the count says', () => {
    const cards: SheetSet<string> = { title: 'Cards', sections: [{ kind: 'cut', key: 'cards', title: 'Cards', pieces: Array.from({ length: 18 }, (_, i) => piece(`k${i}`, 63, 88)) }] };
    const plan = planPages(cards, new Set(['cards']), { ...a4, calibration: true, sides: 'two' });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.pages.map((p) => p.side)).toEqual(['front', 'back', 'front', 'back', 'front']);
    expect(pageCount(plan.pages, 'two')).toBe('5 pages (3 sheets of paper, two-sided)');
  });
});
