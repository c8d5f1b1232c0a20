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
