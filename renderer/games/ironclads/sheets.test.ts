import { describe, expect, it } from 'vitest';
import { BLEED, MARGIN, layoutSheets, markRoom, perPage, type CutSection, type PrintOptions } from '../../kits/print/layout/layout';
import { PAPERS, PAPER_IDS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { faceText, faceTree, withClass } from '../../kits/print/face-tree';
import type { MatchSetup } from '../../engine/game';
import { ironclads } from './game';
import { CARD, HIT_MARKERS, HIT_MARKER_MM, RULER_STICKS, ironcladsSheetSet, rulerPieces } from './sheets';
import { MAX_STICK_INCHES, SCENARIOS, SHIP_CLASSES, scenarioOptions, shipClass, stickMm, type IroncladsOptions, type IroncladsState } from './rules';

const players: MatchSetup<IroncladsOptions>['players'] = [
  { name: 'You', control: 'human', strength: 'normal' },
  { name: 'Computer', control: 'computer', strength: 'normal' },
];
const battle = (options: IroncladsOptions): IroncladsState => ironclads.setup({ options, players }, 7) as IroncladsState;
const STICKS = [1, 1.45, 2, MAX_STICK_INCHES];

/** Every class afloat at once, both sides, on the first scenario's river. */
function everyClass(inches: number): IroncladsState {
  const base = scenarioOptions(SCENARIOS[0]!.id, inches);
  const ships = SHIP_CLASSES.map((c, i) => ({ ...base.ships[i % base.ships.length]!, id: `s${i}`, name: `Ship ${i}`, cls: c.id, side: (c.side === 'confederate' ? 1 : 0) as 0 | 1 }));
  return battle({ ...base, scenario: 'custom', ships });
}

const allOptions: PrintOptions[] = PAPER_IDS.flatMap((paper) =>
  (['one', 'two'] as const).flatMap((sides) =>
    [false, true].flatMap((bleed) =>
      [false, true].flatMap((calibration) => [false, true].map((foldOver) => ({ paper, sides, bleed, foldOver, calibration, offset: { x: calibration ? 2.5 : 0, y: calibration ? -1.5 : 0 } }))),
    ),
  ),
);

const cut = (state: IroncladsState, key: string) => ironcladsSheetSet(state).sections.find((s) => s.key === key) as CutSection<Face>;

describe("Ironclads' print-and-play set", () => {
  it('lays out on A4 and Letter with every option, for every scenario and matchstick length', () => {
    for (const inches of STICKS) {
      for (const sc of SCENARIOS) {
        const state = battle(scenarioOptions(sc.id, inches));
        const set = ironcladsSheetSet(state);
        for (const options of allOptions) {
          const pages = layoutSheets(set, options);
          const placed = pages.filter((p) => p.side === 'front').flatMap((p) => p.pieces.map((x) => x.key));
          // Every piece of the set is on a page once.
          const pieces = set.sections.flatMap((s) => (s.kind === 'cut' ? s.pieces.map((x) => x.key) : []));
          expect(placed.sort()).toEqual([...pieces].sort());
          expect(pages.every((p) => p.paper === PAPERS[options.paper])).toBe(true);
        }
      }
      const all = everyClass(inches);
      for (const options of allOptions) expect(() => layoutSheets(ironcladsSheetSet(all), options)).not.toThrow();
    }
  });

  it("has a status card and a model at 1:1200 for every ship, the model the class's length + 2 by beam + 2 mm", () => {
    const state = everyClass(2);
    const cards = cut(state, 'cards').pieces;
    const models = ironcladsSheetSet(state).sections.flatMap((s) => (s.kind === 'cut' && s.key.startsWith('models') ? s.pieces : []));
    expect(cards.map((c) => c.key)).toEqual(state.ships.map((s) => `card-${s.id}`));
    expect(cards.every((c) => c.w === CARD.w && c.h === CARD.h)).toBe(true);
    // Two to a row on either paper, bleed or not.
    for (const paper of PAPER_IDS) for (const bleed of [false, true]) expect(perPage(CARD.w, CARD.h, { paper, bleed }, true).across).toBe(2);
    expect(models.map((m) => m.key).sort()).toEqual(state.ships.map((s) => `model-${s.id}`).sort());
    for (const ship of state.ships) {
      const m = models.find((x) => x.key === `model-${ship.id}`)!;
      expect([m.w, m.h]).toEqual([shipClass(ship.cls).length + 2, shipClass(ship.cls).beam + 2]);
    }
    // Twelve classes, ten lengths at least: the section is packed as mixed sizes.
    expect(new Set(models.map((m) => m.w)).size).toBeGreaterThan(1);
  });

  it('prints a battle in progress as it stands: the damaged areas marked on each status card, a sunk ship said to be so; a fresh battle\'s boxes empty', () => {
    const fresh = battle(scenarioOptions(SCENARIOS[0]!.id, 2));
    const none = { crew: false, hull: false, guns: false, boiler: false, rudder: false };
    const state: IroncladsState = {
      ...fresh,
      ships: fresh.ships.map((s, i) =>
        i === 0 ? { ...s, damage: { ...none, hull: true, guns: true } } : i === 1 ? { ...s, damage: { ...none, crew: true, hull: true, boiler: true, rudder: true }, sunk: true } : s,
      ),
    };
    const cards = cut(state, 'cards').pieces;
    const taken = (i: number) => withClass(faceTree(cards[i]!.front), 'icp-box').map((b) => String(b.props.class).includes('icp-taken'));
    expect(taken(0)).toEqual([false, true, true, false, false]);
    expect(taken(1)).toEqual([true, true, false, true, true]);
    expect(faceText(faceTree(cards[1]!.front))).toContain('Sunk');
    expect(faceText(faceTree(cards[0]!.front))).not.toContain('Sunk');
    for (const c of cut(fresh, 'cards').pieces) expect(withClass(faceTree(c.front), 'icp-taken')).toEqual([]);
  });

  it("cuts the battle's matchstick, a half one, a five-stick ruler, 60 hit markers and the flow marker at true size", () => {
    for (const inches of STICKS) {
      const state = battle(scenarioOptions('memphis', inches));
      const stick = stickMm(inches);
      const sticks = cut(state, 'sticks').pieces;
      expect(sticks.filter((p) => p.key !== 'stick-half').map((p) => p.w)).toEqual([stick, stick, stick, stick, stick]);
      expect(sticks.find((p) => p.key === 'stick-half')!.w).toBeCloseTo(stick / 2, 9);
      const ruler = cut(state, 'ruler').pieces;
      expect(ruler.reduce((sum, p) => sum + p.w, 0)).toBeCloseTo(RULER_STICKS * stick, 9);
      const markers = cut(state, 'markers').pieces;
      expect(markers.length).toBe(HIT_MARKERS);
      expect(markers.every((m) => m.w === HIT_MARKER_MM && m.h === HIT_MARKER_MM)).toBe(true);
      expect(cut(state, 'flow').pieces.map((p) => [p.w, p.h])).toEqual([[36, 14]]);
      expect(cut(state, 'flow').note).toContain(state.river.flow);
    }
  });
});

describe('the printed hit markers', () => {
  it('have the red cross on both sides, as the rules ask (no way up): a fold-over strip each, or the backs on the next page', () => {
    const state = battle(scenarioOptions('memphis', 2));
    const markers = cut(state, 'markers');
    expect(markers.foldable).toBe(true);
    expect(markers.pieces.every((m) => m.back !== undefined && m.back === m.front)).toBe(true);
    for (const foldOver of [true, false]) {
      const pages = layoutSheets({ title: 't', sections: [markers] }, { ...allOptions[0]!, foldOver });
      const fronts = pages.filter((p) => p.side === 'front');
      if (foldOver) {
        expect(fronts.flatMap((p) => p.pieces).every((p) => p.fold === p.face && p.h === 2 * HIT_MARKER_MM)).toBe(true);
        expect(fronts.flatMap((p) => p.marks).some((m) => m.kind === 'fold')).toBe(true);
      } else expect(pages.filter((p) => p.side === 'back').flatMap((p) => p.pieces).length).toBe(HIT_MARKERS);
    }
  });
});

describe('the printed ruler', () => {
  it('runs 0 to 5 sticks in pieces that each fit the printable width of A4 and Letter, with bleed or not, for every stick length allowed', () => {
    for (let inches = 1; inches <= MAX_STICK_INCHES + 1e-9; inches += 0.01) {
      const stick = stickMm(inches);
      const pieces = rulerPieces(stick);
      expect(pieces[0]![0]).toBe(0);
      expect(pieces.at(-1)![1]).toBe(RULER_STICKS);
      pieces.forEach(([from, to], i) => {
        if (i) expect(from).toBe(pieces[i - 1]![1]);
        expect(to).toBeGreaterThan(from);
        for (const paper of Object.values(PAPERS)) {
          for (const bleed of [0, BLEED]) expect((to - from) * stick).toBeLessThanOrEqual(paper.w - 2 * MARGIN - 2 * markRoom(bleed));
        }
      });
      // As few pieces as the narrowest case allows.
      expect(pieces.length).toBe(Math.ceil(RULER_STICKS / Math.floor(184 / stick)));
    }
    expect(rulerPieces(stickMm(2))).toEqual([
      [0, 3],
      [3, 5],
    ]);
    expect(rulerPieces(stickMm(MAX_STICK_INCHES))).toEqual([
      [0, 2],
      [2, 4],
      [4, 5],
    ]);
    expect(rulerPieces(stickMm(1))).toEqual([[0, 5]]);
  });
});
