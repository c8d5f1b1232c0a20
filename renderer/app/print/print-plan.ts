// What the Print dialog shows and prints, worked out without a screen: the sections a player
// kept, the options that apply to them, the pages (or why there are none), and each page's caption.
import { SheetLayoutError, layoutSheets, type PrintOptions, type SheetPage, type SheetSet } from '../../kits/print/layout/layout';

/** The set with only the sections the player kept, in the set's own order. */
export function keepSections<F>(set: SheetSet<F>, keep: ReadonlySet<string>): SheetSet<F> {
  return { ...set, sections: set.sections.filter((s) => keep.has(s.key)) };
}

/** Fold-over is a choice only where a kept section has pieces that fold over their backs. */
export const offersFoldOver = (set: SheetSet<unknown>): boolean =>
  set.sections.some((s) => s.kind === 'cut' && s.foldable === true && s.pieces.some((p) => p.back !== undefined));

/**
 * Whether anything prints on a back: the offset (and two-sided) matter only then, or for the
 * calibration page. Pieces folded over (`foldOver`, where their section folds) carry their backs
 * beside their fronts: two-sided, those pages printed back to back, cut through each other.
 */
export const hasBacks = (set: SheetSet<unknown>, foldOver = false): boolean =>
  set.sections.some((s) => s.kind === 'cut' && !(foldOver && s.foldable === true) && s.pieces.some((p) => p.back !== undefined));

export type Plan<F> = { ok: true; pages: SheetPage<F>[] } | { ok: false; message: string };

/** The pages as they will print, or the reason in words (a piece too big for the paper, nothing chosen). */
export function planPages<F>(set: SheetSet<F>, keep: ReadonlySet<string>, options: PrintOptions): Plan<F> {
  const kept = keepSections(set, keep);
  if (kept.sections.length === 0 && !options.calibration) return { ok: false, message: 'Choose at least one sheet to print.' };
  try {
    const pages = layoutSheets(kept, options);
    return pages.length ? { ok: true, pages } : { ok: false, message: 'Choose at least one sheet to print.' };
  } catch (error) {
    if (error instanceof SheetLayoutError) return { ok: false, message: `These sheets cannot be laid out on this paper: ${error.message}` };
    throw error;
  }
}

/** Under each preview: "page 3 of 8 · back of page 2". */
export function pageCaption(page: SheetPage<unknown>, total: number): string {
  const head = `page ${page.number} of ${total}`;
  if (page.calibration) return `${head} · calibration, ${page.side}`;
  if (page.side === 'front') return head;
  return page.pieces.length ? `${head} · back of page ${page.backOf}` : `${head} · back of page ${page.backOf}, left blank`;
}

/** "12 pages (6 sheets of paper, two-sided)": what the player is about to use. */
export function pageCount(pages: readonly SheetPage<unknown>[], sides: PrintOptions['sides']): string {
  const n = pages.length;
  const word = n === 1 ? '1 page' : `${n} pages`;
  if (sides === 'one') return word;
  const sheets = pages.filter((p) => p.side === 'front').length;
  return `${word} (${sheets === 1 ? '1 sheet' : `${sheets} sheets`} of paper, two-sided)`;
}
