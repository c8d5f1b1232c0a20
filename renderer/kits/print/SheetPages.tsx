// Draws the sheet engine's pages (layout/layout.ts) at true size: one box per page of the paper's
// size, every head, text and piece where the layout put it, the cut and fold marks over the page,
// the foot line. The same markup prints (in #print-root) and previews (scaled, in the Print dialog).
import type { ComponentChild } from 'preact';
import { INSET, MARGIN, MARK_LEN, TOP, type Mark, type SheetPage } from './layout/layout';
import type { Paper } from './layout/paper';
import './sheets.css';

/** A face: drawn only when its page is mounted. */
export type Face = () => ComponentChild;

const mm = (n: number) => `${Math.round(n * 1000) / 1000}mm`;
const box = (r: { x: number; y: number; w: number; h: number }) => ({ left: mm(r.x), top: mm(r.y), width: mm(r.w), height: mm(r.h) });

/**
 * The box a piece's bleed fills. Neighbours' bleeds meet exactly in the gap between them; drawn a
 * hair (0.1 mm) wider, they overlap there instead of leaving an anti-aliased white seam.
 */
function bleedBox(p: { x: number; y: number; w: number; h: number; bleed: number }) {
  const b = p.bleed > 0 ? p.bleed + 0.1 : 0;
  return { x: p.x - b, y: p.y - b, w: p.w + 2 * b, h: p.h + 2 * b };
}

/**
 * Sets the paper the browser prints on (@page: its size, no margin) until the returned function is
 * called. Through the CSSOM: the app's content security policy refuses <style> elements.
 */
export function applyPageSize(paper: Paper): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@page { size: ${paper.w}mm ${paper.h}mm; margin: 0; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

export function SheetPageView({ page }: { page: SheetPage<Face> }) {
  const { paper } = page;
  return (
    <section
      class={`sp-page sp-${page.side}`}
      style={{ width: mm(paper.w), height: mm(paper.h) }}
      aria-label={page.side === 'front' ? `Page ${page.number}` : `Page ${page.number}, the back of page ${page.backOf}`}
      data-page={page.number}
      data-side={page.side}
    >
      {page.calibration && <Calibration page={page} />}
      {page.heads.map((h) => (
        <header key={h.key} class="sp-head" style={box(h)}>
          <h2>{h.title}</h2>
          {h.note && <p>{h.note}</p>}
        </header>
      ))}
      {page.texts.map((t) => (
        <div key={t.key} class="sp-text" style={box(t)}>
          {t.face()}
        </div>
      ))}
      {/* Every bleed under every face: where neighbours butt, each one's face covers the other's bleed. */}
      {page.pieces.map((p) => (
        <div key={`${p.key}-bleed`} class="sp-bleed" aria-hidden="true" style={{ ...box(bleedBox(p)), ...(p.bleedFace ? {} : { background: p.edge }) }}>
          {p.bleedFace && (
            <div class="sp-face-bleed" style={box({ x: 0.1, y: 0.1, w: p.w + 2 * p.bleed, h: p.h + 2 * p.bleed })}>
              {p.bleedFace()}
            </div>
          )}
        </div>
      ))}
      {page.pieces.map((p) => (
        <div key={p.key} class="sp-piece" role="img" aria-label={p.label} data-piece={p.key} style={box(p)}>
          <div class="sp-face" style={box({ x: 0, y: 0, w: p.w, h: p.fold ? p.h / 2 : p.h })}>
            {p.face()}
          </div>
          {p.fold && (
            <div class="sp-face sp-fold" style={box({ x: 0, y: p.h / 2, w: p.w, h: p.h / 2 })}>
              {p.fold()}
            </div>
          )}
        </div>
      ))}
      {page.marks.length > 0 && <Marks paper={paper} marks={page.marks} />}
      <footer class="sp-foot" style={{ left: mm(MARGIN), right: mm(MARGIN), bottom: mm(MARGIN) }}>
        {page.foot}
      </footer>
    </section>
  );
}

function Marks({ paper, marks }: { paper: Paper; marks: Mark[] }) {
  return (
    <svg class="sp-marks" viewBox={`0 0 ${paper.w} ${paper.h}`} style={{ width: mm(paper.w), height: mm(paper.h) }} aria-hidden="true">
      {/* A white casing under each mark: it reads on the dark bleed round a butted block as on the paper. */}
      {marks.map((m, i) => (
        <line key={`c${i}`} x1={m.x1} y1={m.y1} x2={m.x2} y2={m.y2} class="sp-mark-casing" />
      ))}
      {marks.map((m, i) => (
        <line key={i} x1={m.x1} y1={m.y1} x2={m.x2} y2={m.y2} class={m.kind === 'fold' ? 'sp-mark-fold' : 'sp-mark-cut'} />
      ))}
    </svg>
  );
}

/** Millimetres either way on the back's scales (labelled every 5 from 10 out: nearer, the two scales' numbers would meet). */
const SCALE = 15;
/** The ruler along the top and the side: a print at 100 % measures exactly this. */
const RULER = 100;

/**
 * The calibration pair. Front: a thin cross at the centre and two 100 mm rulers. Back: the same rulers
 * and a cross whose arms are scales in millimetres. Held to a light, back towards you, the front's
 * cross shows through on the back's scales: the numbers it crosses are what to add to the offset.
 */
function Calibration({ page }: { page: SheetPage<Face> }) {
  const { paper } = page;
  const c = page.calibration as { cx: number; cy: number };
  const back = page.side === 'back';
  const ticks = Array.from({ length: 2 * SCALE + 1 }, (_, i) => i - SCALE);
  const rulerTicks = Array.from({ length: RULER + 1 }, (_, i) => i);
  const rx = (paper.w - RULER) / 2;
  // Below the words (up to five lines at the top).
  const ry = MARGIN + 30;
  return (
    <>
      <svg class="sp-calibration" viewBox={`0 0 ${paper.w} ${paper.h}`} style={{ width: mm(paper.w), height: mm(paper.h) }} role="img" aria-label={back ? 'Calibration, back: scales' : 'Calibration, front: the cross'}>
        {/* The rulers: across near the top, down the left side; 100 mm at actual size. */}
        <g class="sp-ruler">
          <line x1={rx} y1={ry} x2={rx + RULER} y2={ry} />
          {rulerTicks.map((i) => (
            <line key={`h${i}`} x1={rx + i} y1={ry} x2={rx + i} y2={ry + (i % 10 === 0 ? 4 : i % 5 === 0 ? 2.8 : 1.8)} />
          ))}
          {rulerTicks
            .filter((i) => i % 10 === 0)
            .map((i) => (
              <text key={`ht${i}`} x={rx + i} y={ry + 7} text-anchor="middle">
                {i}
              </text>
            ))}
          <line x1={MARGIN + 12} y1={ry + 30} x2={MARGIN + 12} y2={ry + 30 + RULER} />
          {rulerTicks.map((i) => (
            <line key={`v${i}`} x1={MARGIN + 12} y1={ry + 30 + i} x2={MARGIN + 12 + (i % 10 === 0 ? 4 : i % 5 === 0 ? 2.8 : 1.8)} y2={ry + 30 + i} />
          ))}
          {rulerTicks
            .filter((i) => i % 10 === 0)
            .map((i) => (
              <text key={`vt${i}`} x={MARGIN + 18} y={ry + 31 + i}>
                {i}
              </text>
            ))}
        </g>
        {back ? (
          <g class="sp-cross sp-cross-back">
            <line x1={c.cx - SCALE - 2} y1={c.cy} x2={c.cx + SCALE + 2} y2={c.cy} />
            <line x1={c.cx} y1={c.cy - SCALE - 2} x2={c.cx} y2={c.cy + SCALE + 2} />
            <text x={c.cx + SCALE + 3} y={c.cy + 0.9}>
              right
            </text>
            <text x={c.cx} y={c.cy + SCALE + 5.5} text-anchor="middle">
              down
            </text>
            {ticks.map((t) => (
              <g key={t}>
                <line x1={c.cx + t} y1={c.cy - (t % 5 === 0 ? 2 : 1)} x2={c.cx + t} y2={c.cy + (t % 5 === 0 ? 2 : 1)} />
                <line x1={c.cx - (t % 5 === 0 ? 2 : 1)} y1={c.cy + t} x2={c.cx + (t % 5 === 0 ? 2 : 1)} y2={c.cy + t} />
                {t % 5 === 0 && Math.abs(t) >= 10 && (
                  <>
                    <text x={c.cx + t} y={Math.abs(t) === 10 ? c.cy - 3 : c.cy + 5} text-anchor="middle">
                      {t > 0 ? `+${t}` : t}
                    </text>
                    <text x={c.cx + 3} y={c.cy + t + 0.9}>
                      {t > 0 ? `+${t}` : t}
                    </text>
                  </>
                )}
              </g>
            ))}
          </g>
        ) : (
          <g class="sp-cross">
            <line x1={c.cx - 40} y1={c.cy} x2={c.cx + 40} y2={c.cy} />
            <line x1={c.cx} y1={c.cy - 40} x2={c.cx} y2={c.cy + 40} />
          </g>
        )}
        {/* Corner ticks: where the printable area starts, for a glance at the margins. */}
        {[
          [MARGIN, MARGIN],
          [paper.w - MARGIN, MARGIN],
          [MARGIN, paper.h - MARGIN],
          [paper.w - MARGIN, paper.h - MARGIN],
        ].map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={MARK_LEN / 3} class="sp-corner" />
        ))}
      </svg>
      {/* Inset like a sheet's heads: clear of the corner circles. */}
      <div class="sp-calibration-text" style={{ left: mm(INSET), top: mm(TOP), width: mm(paper.w - 2 * INSET) }}>
        {back ? (
          <p>
            <b>Back.</b> Hold the sheet up to a light with this side towards you. The front's long thin cross shows through. Where its upright line crosses the
            across scale, read “right”; where its flat line crosses the up-and-down scale, read “down”. Add both numbers to the offset in Muster's Print
            dialog (a minus number takes away). On the zeros, the backs already line up.
          </p>
        ) : (
          <p>
            <b>Calibration, front.</b> Print this page and the next one on the two sides of one sheet (flip on the long edge), at actual size (100 %, no
            “fit to page”). Each ruler should measure exactly {RULER} mm; if not, turn off scaling in the print settings. The four small circles mark the
            corners of the area Muster prints in, {MARGIN} mm from the edges: if one is cut off, your printer loses more than that there, and pieces near
            that edge may lose their cut marks. Then turn the sheet over.
          </p>
        )}
      </div>
    </>
  );
}
