// Cups of War's print-and-play set on the sheet engine: what is in it, and how it lays out on both
// papers with every print option. Faces are never drawn here (they need a page); only the layout.
import { describe, expect, it } from 'vitest';
import { layoutSheets, perPage, type CutSection, type PrintOptions, type SheetPage } from '../../kits/print/layout/layout';
import { PAPER_IDS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { ARMY, CARDS, cupsOfWar, type CupsState } from './rules';
import { cupsSheetSet } from './sheets';

function war(players: number): CupsState {
  return cupsOfWar.setup(
    {
      options: { width: 900, height: 640, turns: 3, battle: 'race', turnSeconds: 90 },
      players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, control: 'human' as const, strength: 'normal' as const })),
    },
    7,
  );
}

const options = (over: Partial<PrintOptions> = {}): PrintOptions => ({ paper: 'a4', sides: 'one', bleed: false, foldOver: true, offset: { x: 0, y: 0 }, calibration: false, ...over });

/** Every combination of the dialog's choices, on both papers. */
const everyOption: PrintOptions[] = PAPER_IDS.flatMap((paper) =>
  (['one', 'two'] as const).flatMap((sides) =>
    [false, true].flatMap((bleed) =>
      [false, true].flatMap((foldOver) => [false, true].map((calibration) => options({ paper, sides, bleed, foldOver, calibration, offset: { x: 1.5, y: -2 } }))),
    ),
  ),
);

const cut = (state: CupsState, key: string) => cupsSheetSet(state).sections.find((s) => s.key === key) as CutSection<Face>;
const fronts = (pages: SheetPage<Face>[]) => pages.filter((p) => p.side === 'front');
const isTile = (key: string) => key.startsWith('tile-');

describe('Cups of War sheets', () => {
  it('lay out on A4 and Letter with every print option, for two to four armies, every piece once on a front', () => {
    for (const players of [2, 3, 4]) {
      const state = war(players);
      const set = cupsSheetSet(state);
      const keys = set.sections.flatMap((s) => (s.kind === 'cut' ? s.pieces.map((p) => p.key) : []));
      expect(keys.length).toBe(15 * players + CARDS.length);
      for (const o of everyOption) {
        const pages = layoutSheets(set, o);
        const placed = fronts(pages).flatMap((p) => p.pieces.map((x) => x.key));
        expect([...placed].sort(), `${players} armies, ${JSON.stringify(o)}`).toEqual([...keys].sort());
        expect(fronts(pages).flatMap((p) => p.texts.map((t) => t.key))).toEqual(['reference']);
      }
    }
  });

  it("has each army's fifteen tiles, 30 mm square, labelled from the state, each with a back", () => {
    const state = war(4);
    const tiles = cut(state, 'tiles');
    expect(tiles.foldable).toBe(true);
    for (const [owner, colour] of ['Red', 'Blue', 'Green', 'Yellow'].entries()) {
      expect(state.players[owner]?.colour).toBe(colour.toLowerCase());
      const army = tiles.pieces.filter((p) => p.label.startsWith(`${colour} `));
      expect(army.length).toBe(15);
      const expected = ARMY.map((t) => `${colour} ${t.strength} ${{ infantry: 'Infantry', armor: 'Armor', air: 'Air Support' }[t.type]}${t.command ? ', command unit' : ''}`);
      expect(army.map((p) => p.label).sort()).toEqual(expected.sort());
      expect(army.map((p) => p.key).sort()).toEqual(state.tiles.filter((t) => t.owner === owner).map((t) => `tile-${t.id}`).sort());
      for (const p of army) {
        expect([p.w, p.h]).toEqual([30, 30]);
        expect(p.back).toBeTypeOf('function');
      }
      // The bleed is the army's rim: one colour an army, a different one for each army.
      expect(new Set(army.map((p) => p.edge)).size).toBe(1);
    }
    expect(new Set(tiles.pieces.map((p) => p.edge)).size).toBe(4);
  });

  it('has the twelve command cards at 63 × 88 mm, each with the one back', () => {
    const cards = cut(war(2), 'cards');
    expect(cards.pieces.map((p) => p.label)).toEqual(CARDS.map((c) => `${c.name}, command card`));
    for (const p of cards.pieces) expect([p.w, p.h]).toEqual([63, 88]);
    expect(new Set(cards.pieces.map((p) => p.back)).size).toBe(1);
    expect(cards.pieces[0]?.back).toBeTypeOf('function');
  });

  it('puts nine cards to a page of A4 without bleed, three by three', () => {
    expect(perPage(63, 88, { paper: 'a4', bleed: false })).toEqual({ across: 3, down: 3 });
    const cards = cut(war(2), 'cards');
    const pages = fronts(layoutSheets({ title: 'Cups of War', sections: [cards] }, options()));
    const first = pages[0]?.pieces ?? [];
    expect(first.length).toBe(9);
    expect(new Set(first.map((p) => p.x)).size).toBe(3);
    expect(new Set(first.map((p) => p.y)).size).toBe(3);
    expect(pages.map((p) => p.pieces.length)).toEqual([9, 3]);
  });

  for (const paper of PAPER_IDS) {
    it(`prints the tiles as fold-over strips with fold-over on (${paper}): no backs for them, a fold mark at each row's fold`, () => {
      for (const bleed of [false, true]) {
        const pages = layoutSheets(cupsSheetSet(war(3)), options({ paper, bleed, sides: 'two' }));
        expect(pages.filter((p) => p.side === 'back').flatMap((p) => p.pieces.filter((x) => isTile(x.key)))).toEqual([]);
        let strips = 0;
        for (const page of fronts(pages)) {
          const tiles = page.pieces.filter((p) => isTile(p.key));
          strips += tiles.length;
          for (const t of tiles) {
            expect([t.w, t.h]).toEqual([30, 60]);
            expect(t.fold).toBeTypeOf('function');
          }
          const rows = new Set(tiles.map((t) => t.y + t.h / 2));
          const folds = page.marks.filter((m) => m.kind === 'fold');
          expect(new Set(folds.map((m) => m.y1))).toEqual(rows);
          for (const y of rows) {
            const row = tiles.filter((t) => t.y + t.h / 2 === y);
            const left = Math.min(...row.map((t) => t.x));
            const right = Math.max(...row.map((t) => t.x + t.w));
            const here = folds.filter((m) => m.y1 === y && m.y2 === y);
            // Beyond the row at both ends, in line with the fold.
            expect(here.some((m) => Math.max(m.x1, m.x2) < left)).toBe(true);
            expect(here.some((m) => Math.min(m.x1, m.x2) > right)).toBe(true);
          }
        }
        expect(strips).toBe(45);
      }
    });

    it(`puts the tiles' backs on the next page at the mirrored places with fold-over off (${paper})`, () => {
      for (const bleed of [false, true]) {
        const offset = { x: 1.5, y: -2 };
        const pages = layoutSheets(cupsSheetSet(war(2)), options({ paper, bleed, sides: 'two', foldOver: false, offset }));
        let backs = 0;
        pages.forEach((page, i) => {
          if (page.side !== 'front') return;
          const tiles = page.pieces.filter((p) => isTile(p.key));
          if (!tiles.length) return;
          const next = pages[i + 1];
          expect(next?.side).toBe('back');
          expect(next?.backOf).toBe(page.number);
          for (const t of tiles) {
            expect([t.w, t.h]).toEqual([30, 30]);
            const back = next?.pieces.find((p) => p.key === `${t.key}-back`);
            expect(back, t.label).toBeDefined();
            expect(back?.x).toBeCloseTo(page.paper.w - t.x - t.w + offset.x, 6);
            expect(back?.y).toBeCloseTo(t.y + offset.y, 6);
            backs += 1;
          }
        });
        expect(backs).toBe(30);
        expect(pages.flatMap((p) => p.marks).filter((m) => m.kind === 'fold')).toEqual([]);
      }
    });
  }
});
