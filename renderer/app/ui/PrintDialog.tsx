// The Print dialog: which game's sheets and which of them, the paper, one side or two, bleed,
// fold-over, the calibration page and the backs' offset; a preview of every page as it will
// print (the very markup that prints, scaled down); then Save as PDF or Print.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { App, SheetSource } from '../app';
import { Dialog } from '../../kits/shell/Dialog';
import { SheetPageView, type Face } from '../../kits/print/SheetPages';
import { MAX_OFFSET, type PrintOptions, type SheetPage, type SheetSet } from '../../kits/print/layout/layout';
import { PAPERS, PAPER_IDS } from '../../kits/print/layout/paper';
import { OFFSET_STEP, clampOffset, pageStorage, readPrintPrefs, writePrintPrefs } from '../print/print-prefs';
import { hasBacks, offersFoldOver, keepSections, pageCaption, pageCount, planPages } from '../print/print-plan';
import type { MountProgress } from '../print/print-job';
import type { PrintRequest } from '../../contract/payloads';
import { curlQuotes } from '../quotes';
import { useStore } from '../../kits/shell/use-store';

/** CSS pixels to a millimetre: how wide a page is on screen at 100 %. */
const PX_PER_MM = 96 / 25.4;
/** A preview page's width on screen: a card's name and picture still read at this size. */
const PREVIEW_PX = 372;

type Built = { ok: true; set: SheetSet<Face> } | { ok: false; message: string };

function build(source: SheetSource | undefined): Built {
  if (!source) return { ok: false, message: 'No game has sheets to print.' };
  try {
    return { ok: true, set: source.build() };
  } catch (error) {
    return { ok: false, message: `Muster could not make the sheets of ${source.title}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export function PrintDialog({ app, onClose }: { app: App; onClose: () => void }) {
  const sources = useMemo(() => app.sheetSources(), [app]);
  // Drawn again when the game changes (a Save As written after the window opened): its name is the new one.
  useStore(app.store, (s) => s.revision);
  // From the main menu the player picks the game (even of one); in a game it is that game.
  const fromMenu = useMemo(() => app.state.phase === 'menu', [app]);
  const [sourceId, setSourceId] = useState(sources[0]?.id ?? '');
  const source = sources.find((s) => s.id === sourceId) ?? sources[0];
  const built = useMemo(() => build(source), [source]);
  const set = built.ok ? built.set : null;
  const [keep, setKeep] = useState<ReadonlySet<string>>(() => new Set(set?.sections.map((s) => s.key)));
  // A new game's sheets start with every section kept.
  useEffect(() => setKeep(new Set(set?.sections.map((s) => s.key))), [set]);
  const [prefs, setPrefs] = useState<PrintOptions>(() => readPrintPrefs(pageStorage(), navigator.language));
  const change = (patch: Partial<PrintOptions>) =>
    setPrefs((p) => {
      const next = { ...p, ...patch };
      writePrintPrefs(pageStorage(), next);
      return next;
    });
  const kept = set ? keepSections(set, keep) : null;
  const foldable = kept ? offersFoldOver(kept) : false;
  const backs = kept ? hasBacks(kept, foldable && prefs.foldOver) : false;
  // Two sides mean something only where there is a back to print (or the calibration pair).
  const twoSided = backs || prefs.calibration;
  const options: PrintOptions = { ...prefs, sides: twoSided ? prefs.sides : 'one' };
  const plan = useMemo(() => (set ? planPages(set, keep, options) : null), [set, keep, JSON.stringify(options)]);
  const [busy, setBusy] = useState<MountProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const go = async (action: PrintRequest['action']) => {
    if (!plan?.ok || !source) return;
    setFailure(null);
    setBusy({ done: 0, total: plan.pages.length });
    const r = await app.printPages(plan.pages, { title: source.title.slice(0, 80), paper: options.paper, action }, setBusy);
    setBusy(null);
    if (r.ok) onClose();
    // Said as a message would say it: a file's name quoted as the app quotes names (“Siege.pdf”).
    else if (!r.cancelled) setFailure(curlQuotes(r.message));
  };
  const problem = !built.ok ? built.message : plan && !plan.ok ? plan.message : null;
  const canGo = !busy && !!plan?.ok;

  return (
    <Dialog
      title="Print sheets"
      onClose={() => !busy && onClose()}
      wide
      footer={
        <>
          {busy && (
            <p class="print-progress" role="progressbar" aria-label="Drawing the pages" aria-valuemin={0} aria-valuemax={busy.total} aria-valuenow={busy.done}>
              <progress max={busy.total} value={busy.done} />
              <span>
                Drawing page {busy.done} of {busy.total}
              </span>
            </p>
          )}
          <button onClick={onClose} disabled={!!busy}>
            Cancel
          </button>
          <button onClick={() => void go('print')} disabled={!canGo}>
            Print…
          </button>
          <button class="primary" onClick={() => void go('pdf')} disabled={!canGo}>
            Save as PDF…
          </button>
        </>
      }
    >
      <div class="print-dialog">
        <div class="print-options">
          {fromMenu && (
            <label>
              Game
              <select value={source?.id} onChange={(e) => setSourceId(e.currentTarget.value)}>
                {sources.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!fromMenu && source && <p class="print-game">{source.title}</p>}
          {set && (
            <fieldset>
              <legend>Sheets</legend>
              {set.sections.map((s) => (
                <label key={s.key} class="check">
                  <input
                    type="checkbox"
                    checked={keep.has(s.key)}
                    onChange={(e) => {
                      const next = new Set(keep);
                      if (e.currentTarget.checked) next.add(s.key);
                      else next.delete(s.key);
                      setKeep(next);
                    }}
                  />
                  {s.title ?? s.key}
                </label>
              ))}
            </fieldset>
          )}
          <fieldset>
            <legend>Paper</legend>
            <label>
              Paper size
              <select value={prefs.paper} onChange={(e) => change({ paper: e.currentTarget.value === 'letter' ? 'letter' : 'a4' })}>
                {PAPER_IDS.map((id) => (
                  <option key={id} value={id}>
                    {PAPERS[id].name} ({PAPERS[id].w} × {PAPERS[id].h} mm)
                  </option>
                ))}
              </select>
            </label>
            <label class="check">
              <input type="radio" name="print-sides" checked={options.sides === 'one'} onChange={() => change({ sides: 'one' })} disabled={!twoSided} />
              One-sided
            </label>
            <label class="check">
              <input type="radio" name="print-sides" checked={options.sides === 'two'} onChange={() => change({ sides: 'two' })} disabled={!twoSided} />
              Two-sided (flip on the long edge)
            </label>
            {!twoSided && <p class="hint">{kept && hasBacks(kept) ? 'Folded over, each back prints beside its front: the sheets print on one side.' : 'Nothing in these sheets has a back: they print on one side.'}</p>}
            <label class="check">
              <input type="checkbox" checked={prefs.bleed} onChange={(e) => change({ bleed: e.currentTarget.checked })} />
              Bleed: 3 mm of colour past every cut
            </label>
            {foldable && (
              <label class="check">
                <input type="checkbox" checked={prefs.foldOver} onChange={(e) => change({ foldOver: e.currentTarget.checked })} />
                Fold-over strips instead of backs
              </label>
            )}
          </fieldset>
          <fieldset>
            <legend>Backs</legend>
            <label class="check">
              <input type="checkbox" checked={prefs.calibration} onChange={(e) => change({ calibration: e.currentTarget.checked })} />
              Calibration page first
            </label>
            <div class="print-offset">
              <OffsetField label="Right" value={prefs.offset.x} onChange={(x) => change({ offset: { ...prefs.offset, x } })} />
              <OffsetField label="Down" value={prefs.offset.y} onChange={(y) => change({ offset: { ...prefs.offset, y } })} />
            </div>
            <p class="hint">Moves every back, as seen on the back, to meet its front: print the calibration page two-sided and it tells you the numbers.</p>
          </fieldset>
        </div>
        <section class="print-preview" aria-label="Preview">
          {failure && (
            <p class="print-problem" role="alert">
              {failure}
            </p>
          )}
          {problem ? (
            <p class="print-problem" role="alert">
              {problem}
            </p>
          ) : (
            plan?.ok && <Preview pages={plan.pages} sides={options.sides} />
          )}
        </section>
      </div>
    </Dialog>
  );
}

function OffsetField({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  return (
    <label>
      {label} (mm)
      <input
        type="number"
        min={-MAX_OFFSET}
        max={MAX_OFFSET}
        step={OFFSET_STEP}
        value={value}
        onChange={(e) => {
          const n = clampOffset(e.currentTarget.valueAsNumber);
          e.currentTarget.value = String(n);
          onChange(n);
        }}
      />
    </label>
  );
}

function Preview({ pages, sides }: { pages: readonly SheetPage<Face>[]; sides: PrintOptions['sides'] }) {
  const paper = pages[0]!.paper;
  const scale = PREVIEW_PX / (paper.w * PX_PER_MM);
  return (
    <>
      <p class="print-count">{pageCount(pages, sides)}</p>
      <ol class="print-pages-preview">
        {pages.map((page) => (
          <li key={page.number} class="print-thumb">
            <LazyPaper width={PREVIEW_PX} height={paper.h * PX_PER_MM * scale}>
              <div style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}>
                <SheetPageView page={page} />
              </div>
            </LazyPaper>
            <p class="print-caption">{pageCaption(page, pages.length)}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * A preview page drawn only once it comes near the visible part of the preview (and kept after):
 * a set of sixty pages opens as fast as one of three, and pages scrolled past are not drawn twice.
 */
function LazyPaper({ width, height, children }: { width: number; height: number; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, [near]);
  return (
    <div ref={ref} class="print-thumb-paper" style={{ width: `${width}px`, height: `${height}px` }}>
      {near && children}
    </div>
  );
}
