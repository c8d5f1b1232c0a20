// The calibration pair as the player reads it: its words clear of the corner circles, and saying
// what the circles are for; read without a page (kits/print/face-tree).
import { describe, expect, it } from 'vitest';
import { faceText, faceTree, findNodes, withClass } from './face-tree';
import { INSET, MARGIN, MARK_LEN, TOP, layoutSheets, DEFAULT_OPTIONS } from './layout/layout';
import { PAPER_IDS } from './layout/paper';
import { SheetPageView, type Face } from './SheetPages';

const mmOf = (v: unknown) => parseFloat(String(v));

describe('the calibration pair', () => {
  for (const paper of PAPER_IDS) {
    it(`keeps its words clear of the corner circles and says what the circles mark (${paper})`, () => {
      const pages = layoutSheets<Face>({ title: 'Test', sections: [] }, { ...DEFAULT_OPTIONS, paper, calibration: true });
      expect(pages.map((p) => p.side)).toEqual(['front', 'back']);
      for (const page of pages) {
        const tree = faceTree(() => <SheetPageView page={page} />);
        const [words] = withClass(tree, 'sp-calibration-text');
        const style = words!.props.style as Record<string, string>;
        const circles = findNodes(tree, (n) => n.tag === 'circle');
        expect(circles.length).toBe(4);
        const r = MARK_LEN / 3;
        // The words' box starts below and beside the top circles (at MARGIN, MARGIN) and ends short of the right one.
        expect(mmOf(style.left)).toBeGreaterThanOrEqual(MARGIN + r + 2);
        expect(mmOf(style.top)).toBeGreaterThanOrEqual(MARGIN + r);
        expect(mmOf(style.left) + mmOf(style.width)).toBeLessThanOrEqual(page.paper.w - MARGIN - r - 2);
        expect([mmOf(style.left), mmOf(style.top)]).toEqual([INSET, TOP]);
      }
      const front = faceText(faceTree(() => <SheetPageView page={pages[0]!} />));
      expect(front).toMatch(/small circles mark the corners/i);
    });
  }
});

describe('the cut marks', () => {
  it('each lie on a white casing, drawn first: a mark through the dark bleed round a butted block still reads', () => {
    const tiles = Array.from({ length: 8 }, (_, i) => ({ key: `t${i}`, label: `Tile ${i}`, w: 30, h: 30, front: () => null, edge: '#551111' }));
    const [page] = layoutSheets<Face>({ title: 'T', sections: [{ kind: 'cut', key: 't', title: 'Tiles', pieces: tiles }] }, { ...DEFAULT_OPTIONS, bleed: true });
    expect(page?.marks.length).toBeGreaterThan(0);
    const lines = findNodes(faceTree(() => <SheetPageView page={page!} />), (n) => n.tag === 'line');
    const at = (n: (typeof lines)[number]) => ['x1', 'y1', 'x2', 'y2'].map((k) => n.props[k]).join(',');
    const casings = lines.filter((n) => n.props.class === 'sp-mark-casing');
    const marks = lines.filter((n) => n.props.class === 'sp-mark-cut');
    expect(marks.length).toBe(page?.marks.length);
    expect(casings.map(at)).toEqual(marks.map(at));
    expect(lines.indexOf(casings.at(-1)!)).toBeLessThan(lines.indexOf(marks[0]!));
  });
});
