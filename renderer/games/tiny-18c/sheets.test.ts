import { describe, expect, it } from 'vitest';
import { layoutSheets, perPage, type CutSection, type PrintOptions } from '../../kits/print/layout/layout';
import { PAPERS, PAPER_IDS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { faceText, faceTree, withClass } from '../../kits/print/face-tree';
import type { MatchSetup } from '../../engine/game';
import { tiny18c } from './game';
import { READY_ARMIES } from './rules/armies';
import { COUNTER_MM, FIELD_MM, FRAME_MM, PAD, SPARES_PER_TYPE, SQUARE_MM, tiny18cSheetSet } from './sheets';
import { SIZE, UNIT_TYPES, type Tiny18cOptions, type Tiny18cState } from './rules';

const players: MatchSetup<Tiny18cOptions>['players'] = [
  { name: 'You', control: 'human', strength: 'normal' },
  { name: 'Computer', control: 'computer', strength: 'normal' },
];
const battle = (a: number, b: number): Tiny18cState =>
  tiny18c.setup({ options: { armies: [[...READY_ARMIES[a]!.units], [...READY_ARMIES[b]!.units]], turnLimit: 12 }, players }, 3) as Tiny18cState;
/** Every pairing of the ready armies: the militia levy's bonus militia make the biggest. */
const battles = READY_ARMIES.flatMap((_, a) => READY_ARMIES.map((__, b) => battle(a, b)));

const allOptions: PrintOptions[] = PAPER_IDS.flatMap((paper) =>
  (['one', 'two'] as const).flatMap((sides) =>
    [false, true].flatMap((bleed) =>
      [false, true].flatMap((calibration) => [false, true].map((foldOver) => ({ paper, sides, bleed, foldOver, calibration, offset: { x: calibration ? -3 : 0, y: calibration ? 2 : 0 } }))),
    ),
  ),
);

const cut = (state: Tiny18cState, key: string) => tiny18cSheetSet(state).sections.find((s) => s.key === key) as CutSection<Face>;

describe("Tiny 18c's print-and-play set", () => {
  it('lays out on A4 and Letter with every option, for every pairing of ready armies, each piece on a page once', () => {
    for (const state of battles) {
      const set = tiny18cSheetSet(state);
      const pieces = set.sections.flatMap((s) => (s.kind === 'cut' ? s.pieces.map((p) => p.key) : []));
      for (const options of allOptions) {
        const pages = layoutSheets(set, options);
        expect(pages.every((p) => p.paper === PAPERS[options.paper])).toBe(true);
        expect(pages.flatMap((p) => (p.side === 'front' ? p.pieces.map((x) => x.key) : [])).sort()).toEqual([...pieces].sort());
      }
    }
  });

  it('keeps the turn in brief on the first page, under the field, on both papers with bleed', () => {
    const set = tiny18cSheetSet(battles[0]!);
    for (const paper of PAPER_IDS) {
      const [first] = layoutSheets(set, { ...allOptions[0]!, paper, bleed: true });
      expect(first!.pieces.map((p) => p.key)).toEqual(['field']);
      expect(first!.texts.map((t) => t.key)).toEqual(['brief']);
    }
  });

  it('prints the field as 5 × 5 squares of 30 mm in a frame, and every counter at 22 mm', () => {
    const field = cut(battles[0]!, 'field').pieces;
    expect(field.map((p) => [p.w, p.h])).toEqual([[FIELD_MM, FIELD_MM]]);
    expect(SQUARE_MM).toBe(30);
    expect(FIELD_MM).toBe(SIZE * 30 + 2 * FRAME_MM);
    for (const state of battles) {
      for (const side of [0, 1] as const) {
        expect(cut(state, `counters-${side}`).pieces.every((p) => p.w === COUNTER_MM && p.h === COUNTER_MM)).toBe(true);
      }
    }
    expect(COUNTER_MM).toBe(22);
    // The two sides' pads side by side on either paper, bleed or not: a pair for turns 1–8, a pair for 9–12 (the limit).
    for (const paper of PAPER_IDS) for (const bleed of [false, true]) expect(perPage(PAD.w, PAD.h, { paper, bleed }, true).across).toBe(2);
    expect(cut(battles[0]!, 'pads').pieces.map((p) => [p.key, p.w, p.h])).toEqual([
      ['pad-0-1', PAD.w, PAD.h],
      ['pad-1-1', PAD.w, PAD.h],
      ['pad-0-9', PAD.w, PAD.h],
      ['pad-1-9', PAD.w, PAD.h],
    ]);
  });

  it("has a counter for every unit of both armies (bonus militia and scouts too), on its side's sheet, and spares of each type", () => {
    for (const state of battles) {
      for (const side of [0, 1] as const) {
        const keys = cut(state, `counters-${side}`).pieces.map((p) => p.key);
        const units = state.units.filter((u) => u.side === side);
        expect(keys.filter((k) => k.startsWith('counter-'))).toEqual(units.map((u) => `counter-${u.id}`));
        expect(keys.filter((k) => k.startsWith('spare-')).length).toBe(SPARES_PER_TYPE * UNIT_TYPES.length);
      }
    }
    // The militia levy's bonus militia are units of their own, with counters of their own.
    const levy = battle(0, READY_ARMIES.findIndex((a) => a.name === 'Militia levy'));
    expect(levy.units.some((u) => u.bonusOf)).toBe(true);
    expect(cut(levy, 'counters-1').pieces.length).toBe(levy.units.filter((u) => u.side === 1).length + SPARES_PER_TYPE * UNIT_TYPES.length);
  });

  it("names the field's corners from where the players sit: files a–e run left to right for the defender (rank 1, nearest), so a5 (top left as printed) is on the attacker's right, not left", () => {
    const notation = tiny18cSheetSet(battles[0]!).sections.find((s) => s.key === 'notation');
    expect(notation?.kind).toBe('text');
    const words = faceText(faceTree((notation as { face: Face }).face));
    expect(words).toContain('file a–e from left to right');
    expect(words).not.toMatch(/a5 is the attacker's left/);
    expect(words).toMatch(/a5\b[^.]*attacker's right/);
  });

  it('prints each side enough orders pads for every turn up to the turn limit, numbered on', () => {
    for (const turnLimit of [12, 30, 8, 9]) {
      const state = { ...battles[0]!, options: { ...battles[0]!.options, turnLimit } };
      const pads = cut(state, 'pads').pieces;
      for (const side of ['Attacker', 'Defender']) {
        const mine = pads.filter((p) => p.label.startsWith(side));
        expect(mine.length).toBe(Math.ceil(turnLimit / 8));
        const turns = mine.flatMap((p) => withClass(faceTree(p.front), 'turn').map((td) => faceText([td])).filter((t) => /^\d+$/.test(t)).map(Number));
        expect(turns).toEqual(Array.from({ length: turnLimit }, (_, i) => i + 1));
      }
      for (const p of pads) expect([p.w, p.h]).toEqual([PAD.w, PAD.h]);
    }
  });
});
