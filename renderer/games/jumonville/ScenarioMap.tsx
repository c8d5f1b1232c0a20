// The scenario editor's map: the 36 × 36 in table drawn as an SVG in the set-up form, its terrain
// coloured by kind and its figures on their one-inch bases, their names placed as the table places
// them (no name over another or over a base, a long one cut short with "…"). Draw a new piece corner by corner
// (closing on the first corner, a double-click or Enter; Escape abandons it); click a piece to
// select it, then drag it, drag its corners, double-click an edge or press a midpoint handle to
// add a corner, Delete to remove a corner or the piece, the arrow keys to nudge a corner or the
// piece; drag figures to place them (a drag let go beyond the map is called off). Corners and figures snap to half inches (Shift or the toggle
// places them freely). Every edit is handed to `onChange` as options, as the form's table
// controls hand theirs; the geometry is map-edit.ts.
import { useEffect, useRef, useState } from 'preact/hooks';
import { nameCuts, withoutRank } from './label-places';
import {
  addCorner,
  cornerAt,
  deleteCorner,
  drawProblem,
  figureAt,
  insertCorner,
  KIND_LABELS,
  mapNames,
  MAP_VIEW,
  midpoints,
  moveCorner,
  movePiece,
  nearestEdge,
  newPiece,
  outlineProblem,
  rocksNote,
  rocksUnder,
  snap,
} from './map-edit';
import { BASE_RADIUS, MAX_CORNERS, TABLE, type JumonvilleOptions, type Point, type TerrainKind, type TerrainPiece } from './rules';
import './jumonville.css';

export interface ScenarioMapProps {
  options: JumonvilleOptions;
  onChange: (patch: Partial<JumonvilleOptions>) => void;
}

const KINDS: TerrainKind[] = ['woods', 'rocks', 'ravine'];
/** The table's art, roughly (art.ts): grass, woods, rocks, the ravine's earth. */
const FILL: Record<TerrainKind, string> = { woods: '#3f5a26', rocks: '#9a978f', ravine: '#7a5a36' };
const EDGE: Record<TerrainKind, string> = { woods: '#1f3210', rocks: '#45443f', ravine: '#3c2612' };
const LAYER: Record<TerrainKind, number> = { ravine: 0, woods: 1, rocks: 2 };
/** A double-click this close (inches) to an edge, and no nearer a corner, adds a corner there. */
const EDGE_REACH = 0.45;
const TEAM_FILL = { red: '#c2261d', black: '#171717' } as const;

type Drag =
  | { type: 'piece'; id: string; start: Point; orig: Point[]; points: Point[]; moved: boolean }
  | { type: 'corner'; id: string; i: number; orig: Point[]; points: Point[]; moved: boolean; inserted: boolean }
  | { type: 'figure'; id: string; start: Point; orig: Point; at: Point; moved: boolean };

/** The word beside the map; `figure`: where the figure it speaks of stood (typed elsewhere since, it is out of date). */
type Note = { text: string; problem: boolean; figure?: { id: string; at: Point } } | null;

/** The note's words, or none once the figure it places has been put elsewhere (its x, y typed). */
const noteNow = (note: Note, figures: readonly { id: string; at: Point }[]): string => {
  const f = note?.figure && figures.find((x) => x.id === note.figure?.id);
  return !note || (f && (f.at.x !== note.figure?.at.x || f.at.y !== note.figure.at.y)) ? '' : note.text;
};

const pts = (points: readonly Point[]): string => points.map((q) => `${q.x},${q.y}`).join(' ');
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** Names on the map are at least this many page pixels tall, whatever the map's size. */
const NAME_PX = 11;
/** The names' font (jumonville.css, .jv-map-figure text) at 100 px, to measure them by. */
const NAME_FONT = '600 100px system-ui, sans-serif';
let ruler: CanvasRenderingContext2D | null | undefined;
const measured = new Map<string, { w: number; up: number; down: number }>();
/** A name's width and its line's reach above and below the baseline, per inch of font size. */
function measureName(text: string): { w: number; up: number; down: number } {
  let m = measured.get(text);
  if (m) return m;
  if (ruler === undefined) ruler = document.createElement('canvas').getContext('2d');
  if (ruler) {
    ruler.font = NAME_FONT;
    const t = ruler.measureText(text);
    m = { w: t.width / 100, up: t.fontBoundingBoxAscent / 100, down: t.fontBoundingBoxDescent / 100 };
  } else m = { w: [...text].length * 0.6, up: 0.93, down: 0.24 };
  measured.set(text, m);
  return m;
}

const typing = (t: EventTarget | null): boolean => t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement;

export function ScenarioMap({ options, onChange }: ScenarioMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [tool, setTool] = useState<'select' | 'draw'>('select');
  const [kind, setKind] = useState<TerrainKind>('woods');
  const [draft, setDraft] = useState<Point[]>([]);
  const [hover, setHover] = useState<Point | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [corner, setCorner] = useState<number | null>(null);
  const [free, setFree] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The drag as the latest pointer event left it (state lags a render behind).
  const dragRef = useRef<Drag | null>(null);
  // The map's page pixels to an inch, for names that stay readable on a small map.
  const [pxPerInch, setPxPerInch] = useState(560 / MAP_VIEW.size);
  useEffect(() => {
    const el = svg.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const look = () => setPxPerInch(el.getBoundingClientRect().width / MAP_VIEW.size || 1);
    const watch = new ResizeObserver(look);
    watch.observe(el);
    look();
    return () => watch.disconnect();
  }, []);

  const terrain = options.terrain;
  const selected = terrain.find((t) => t.id === selectedId) ?? null;
  const drawing = tool === 'draw';

  const inches = (e: { clientX: number; clientY: number }): Point => {
    const m = svg.current?.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const q = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: q.x, y: q.y };
  };
  const setTerrain = (id: string, points: Point[]) => onChange({ terrain: terrain.map((t) => (t.id === id ? { ...t, points } : t)) });
  const select = (id: string | null, i: number | null = null) => {
    setSelectedId(id);
    setCorner(i);
  };
  const startDrawing = () => {
    const full = drawProblem(terrain);
    if (full) return setNote({ text: full, problem: true });
    select(null);
    setTool('draw');
    setDraft([]);
    setNote(null);
  };
  const stopDrawing = (text: string | null) => {
    setTool('select');
    setDraft([]);
    setHover(null);
    setNote(text ? { text, problem: false } : null);
  };
  const finish = (points: Point[]) => {
    const problem = drawProblem(terrain) ?? outlineProblem(points);
    if (problem) {
      setDraft(points);
      const next = points.length > MAX_CORNERS ? 'press Backspace to take corners back' : 'go on adding corners, press Backspace to take the last one back';
      setNote({ text: `${problem} Nothing was added: ${next}, or Cancel.`, problem: true });
      return;
    }
    const piece = newPiece(terrain, kind, points);
    onChange({ terrain: [...terrain, piece] });
    stopDrawing(`${piece.name} added. Drag it or its corners to reshape it.`);
    select(piece.id);
  };
  const removeCorner = () => {
    if (!selected || corner === null) return;
    const next = deleteCorner(selected.points, corner);
    if (!next) return setNote({ text: `${selected.name} keeps at least 3 corners: delete the piece instead.`, problem: true });
    setTerrain(selected.id, next);
    setCorner(null);
    setNote(null);
  };
  const removePiece = () => {
    if (!selected) return;
    onChange({ terrain: terrain.filter((t) => t.id !== selected.id) });
    setNote({ text: `${selected.name} removed.`, problem: false });
    select(null);
  };

  const onPointerDown = (e: PointerEvent) => {
    svg.current?.focus({ preventScroll: true });
    if (e.button !== 0) return;
    e.preventDefault();
    const p = inches(e);
    const loose = free || e.shiftKey;
    if (drawing) {
      const r = addCorner(draft, cornerAt(p, loose));
      if (r.closed) finish(r.points);
      else {
        setDraft(r.points);
        if (note?.problem) setNote(null);
      }
      return;
    }
    const hit = (e.target as Element).closest('[data-hit]');
    const what = hit?.getAttribute('data-hit');
    const id = hit?.getAttribute('data-id') ?? '';
    const i = Number(hit?.getAttribute('data-i') ?? -1);
    let d: Drag | null = null;
    if (what === 'figure') {
      const f = options.figures.find((x) => x.id === id);
      if (f) d = { type: 'figure', id, start: p, orig: f.at, at: f.at, moved: false };
    } else if (what === 'corner' && selected) {
      setCorner(i);
      d = { type: 'corner', id: selected.id, i, orig: selected.points, points: selected.points, moved: false, inserted: false };
    } else if (what === 'mid' && selected) {
      const at = snap(midpoints(selected.points)[i] as Point, loose ? 0.01 : 0.5);
      const points = insertCorner(selected.points, i, at);
      setCorner(i + 1);
      d = { type: 'corner', id: selected.id, i: i + 1, orig: selected.points, points, moved: false, inserted: true };
    } else if (what === 'piece' || what === 'edge') {
      const t = terrain.find((x) => x.id === id);
      if (t) {
        select(t.id);
        d = { type: 'piece', id, start: p, orig: t.points, points: t.points, moved: false };
      }
    } else select(null);
    if (d) {
      dragRef.current = d;
      setDrag(d);
      svg.current?.setPointerCapture(e.pointerId);
    }
  };

  const onPointerMove = (e: PointerEvent) => {
    const p = inches(e);
    const loose = free || e.shiftKey;
    if (drawing) return setHover(cornerAt(p, loose));
    const d = dragRef.current;
    if (!d) return;
    let next: Drag;
    if (d.type === 'corner') {
      next = { ...d, points: moveCorner(d.points, d.i, cornerAt(p, loose)), moved: true };
    } else {
      const far = Math.hypot(p.x - d.start.x, p.y - d.start.y) > 0.2;
      if (!far && !d.moved) return;
      const delta = snap({ x: p.x - d.start.x, y: p.y - d.start.y }, loose ? 0.01 : 0.5);
      next =
        d.type === 'piece'
          ? { ...d, points: movePiece(d.orig, delta.x, delta.y), moved: true }
          : { ...d, at: figureAt({ x: d.orig.x + p.x - d.start.x, y: d.orig.y + p.y - d.start.y }, loose), moved: true };
    }
    dragRef.current = next;
    setDrag(next);
  };

  const onPointerUp = (e: PointerEvent) => {
    const d = dragRef.current;
    dragRef.current = null;
    setDrag(null);
    if (!d || (!d.moved && !(d.type === 'corner' && d.inserted))) return;
    // Let go beyond the map (its frame of inch marks still counts): the drag is called off, not
    // dropped at the table's edge where it was last shown.
    const r = svg.current?.getBoundingClientRect();
    if (e.type === 'pointerup' && r && (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)) {
      const f = d.type === 'figure' ? options.figures.find((x) => x.id === d.id) : undefined;
      const t = d.type === 'figure' ? undefined : terrain.find((x) => x.id === d.id);
      if (d.type === 'corner' && d.inserted) setCorner(null);
      setNote({ text: f ? `Let go off the map: ${f.name} stays at ${f.at.x}, ${f.at.y} in.` : `Let go off the map: ${t?.name ?? 'the piece'} is as it was.`, problem: false, ...(f && { figure: { id: f.id, at: f.at } }) });
      return;
    }
    if (d.type === 'figure') {
      const f = options.figures.find((x) => x.id === d.id);
      const name = f?.name ?? 'The figure';
      // Dropped in rocks, it goes back: the note beside the map says why, not only the dialog's foot.
      const rocks = rocksUnder(terrain, d.at);
      if (rocks) return setNote({ text: rocksNote(name, rocks, d.orig), problem: true });
      onChange({ figures: options.figures.map((x) => (x.id === d.id ? { ...x, at: d.at } : x)) });
      setNote({ text: `${name} stands at ${d.at.x}, ${d.at.y} in.`, problem: false, figure: { id: d.id, at: d.at } });
      return;
    }
    const t = terrain.find((x) => x.id === d.id);
    if (!t) return;
    const problem = outlineProblem(d.points, t.name);
    if (problem) {
      setNote({ text: `${problem} ${t.name} is as it was.`, problem: true });
      if (d.type === 'corner' && d.inserted) setCorner(null);
      return;
    }
    setTerrain(d.id, d.points);
    setNote(null);
  };

  const onDblClick = (e: MouseEvent) => {
    if (drawing) return finish(draft);
    // By the geometry, not the target: the pointer capture of the first click makes the map the target.
    if (!selected) return;
    const p = inches(e);
    const near = nearestEdge(selected.points, p);
    if (near.d > EDGE_REACH || selected.points.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < EDGE_REACH)) return;
    const points = insertCorner(selected.points, near.edge, cornerAt(near.at, free || e.shiftKey));
    const problem = outlineProblem(points, selected.name);
    if (problem) return setNote({ text: problem, problem: true });
    setTerrain(selected.id, points);
    setCorner(near.edge + 1);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && (drawing || selected)) {
      // Escape leaves the drawing (or the selection), not the dialog.
      e.stopPropagation();
      e.preventDefault();
      if (drawing) stopDrawing('Drawing cancelled: nothing was added.');
      else select(null);
      return;
    }
    if (typing(e.target)) return;
    if (e.key === 'Enter' && drawing && !(e.target instanceof HTMLButtonElement)) {
      e.preventDefault();
      finish(draft);
    } else if (e.key in ARROWS && selected && !drawing && !(e.target instanceof HTMLButtonElement)) {
      // Arrows nudge the chosen corner, or the whole piece, half an inch (a hundredth with Shift).
      e.preventDefault();
      const [ax, ay] = ARROWS[e.key] as [number, number];
      const step = e.shiftKey ? 0.01 : 0.5;
      const at = corner !== null ? selected.points[corner] : undefined;
      const points = at && corner !== null ? moveCorner(selected.points, corner, snap({ x: at.x + ax * step, y: at.y + ay * step }, step)) : movePiece(selected.points, ax * step, ay * step);
      const problem = outlineProblem(points, selected.name);
      if (problem) return setNote({ text: problem, problem: true });
      setTerrain(selected.id, points.map((q) => snap(q, 0.01)));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      if (drawing) setDraft(draft.slice(0, -1));
      else if (corner !== null) removeCorner();
      else removePiece();
    }
  };

  const figureShown = (f: { id: string; at: Point }): Point => (drag?.type === 'figure' && drag.id === f.id ? drag.at : f.at);
  // The names placed as the table places them (map-edit.ts mapNames): no name over another or over
  // a base, a long one cut short with "…" (its tooltip has it whole), at least NAME_PX tall, and
  // without ranks where the map is small, as on a table zoomed out.
  const nameSize = Math.max(0.62, NAME_PX / pxPerInch);
  const cuts = new Map(options.figures.map((f) => [f.id, nameCuts(pxPerInch < 12 ? withoutRank(f.name) : f.name)]));
  const placed = mapNames(
    options.figures.map((f) => ({ id: f.id, at: figureShown(f) })),
    drag?.type === 'figure' ? drag.id : null,
    (id) =>
      cuts.get(id)?.map((text) => {
        const m = measureName(text);
        // A space's room each side (a third of a letter), so that two names side by side do not read as one.
        return { w: (m.w + 0.6) * nameSize, h: (m.up + m.down) * nameSize, pad: 0.08 };
      }),
  );
  const names = new Map([...placed].map(([id, p]) => [id, { box: p.box, text: cuts.get(id)?.[p.cut] ?? '' }]));
  const shown = (t: TerrainPiece): Point[] => (drag && drag.type !== 'figure' && drag.id === t.id ? drag.points : t.points);
  const sorted = [...terrain].sort((a, b) => LAYER[a.kind] - LAYER[b.kind]);
  const selPoints = selected ? shown(selected) : [];
  const last = draft[draft.length - 1];
  const hint = drawing
    ? `Drawing ${KIND_LABELS[kind].toLowerCase()}: ${draft.length} corner${draft.length === 1 ? '' : 's'}. Click the map to add corners; click the first corner, double-click or press Enter to finish; Backspace takes a corner back; Escape cancels.`
    : selected
      ? 'Drag the piece or its corners (or nudge them with the arrow keys); double-click an edge or press a midpoint to add a corner; Delete removes the chosen corner, or the piece.'
      : 'Click a piece to reshape it, drag a figure to place it, or draw a new piece.';
  const grid: number[] = [];
  for (let x = 6; x < TABLE.width; x += 6) grid.push(x);
  const ticks: number[] = [];
  for (let x = 1; x < TABLE.width; x++) if (x % 6) ticks.push(x);

  return (
    <div class="jv-map" onKeyDown={onKeyDown}>
      <svg
        ref={svg}
        class={`jv-map-svg${drawing ? ' drawing' : ''}`}
        viewBox={`${MAP_VIEW.x} ${MAP_VIEW.y} ${MAP_VIEW.size} ${MAP_VIEW.size}`}
        role="application"
        aria-label={`Table map, ${TABLE.width} by ${TABLE.height} inches`}
        aria-describedby="jv-map-hint"
        tabindex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={() => drawing && setHover(null)}
        onDblClick={onDblClick}
      >
        <rect x={0} y={0} width={TABLE.width} height={TABLE.height} fill="#6f8a3e" />
        {sorted.map((t) => (
          <polygon
            key={t.id}
            data-hit="piece"
            data-id={t.id}
            data-kind={t.kind}
            class="jv-map-piece"
            points={pts(shown(t))}
            fill={FILL[t.kind]}
            fill-opacity={t.kind === 'ravine' ? 0.9 : 1}
            stroke={EDGE[t.kind]}
            stroke-width={0.12}
          >
            <title>{`${t.name} (${t.kind})`}</title>
          </polygon>
        ))}
        <g class="jv-map-grid" pointer-events="none">
          {grid.map((x) => (
            <g key={x}>
              <line x1={x} y1={0} x2={x} y2={TABLE.height} />
              <line x1={0} y1={x} x2={TABLE.width} y2={x} />
            </g>
          ))}
          {ticks.map((x) => (
            <g key={`t${x}`} class="tick">
              <line x1={x} y1={0} x2={x} y2={0.35} />
              <line x1={x} y1={TABLE.height - 0.35} x2={x} y2={TABLE.height} />
              <line x1={0} y1={x} x2={0.35} y2={x} />
              <line x1={TABLE.width - 0.35} y1={x} x2={TABLE.width} y2={x} />
            </g>
          ))}
          {[0, ...grid, TABLE.width].map((x) => (
            <g key={`l${x}`} class="label">
              <text x={x} y={-0.35} text-anchor="middle">
                {x}
              </text>
              <text x={-0.35} y={x + 0.28} text-anchor="end">
                {x}
              </text>
            </g>
          ))}
        </g>
        {options.figures.map((f) => {
          const at = figureShown(f);
          const name = names.get(f.id);
          // Held over rocks, its rim turns red: let go there, it goes back.
          const refused = at !== f.at && rocksUnder(terrain, at) !== null;
          return (
            <g key={f.id} data-hit="figure" data-id={f.id} class="jv-map-figure">
              <circle cx={at.x} cy={at.y} r={BASE_RADIUS} fill={TEAM_FILL[f.team]} stroke={refused ? '#ff5a4a' : '#fbf8ef'} stroke-width={refused ? 0.2 : 0.1} />
              {name && (
                <text x={name.box.x + name.box.w / 2} y={name.box.y + measureName(name.text).up * nameSize} text-anchor="middle" style={{ fontSize: `${nameSize}px` }} pointer-events="none">
                  {name.text}
                </text>
              )}
              <title>{`${f.name} at ${at.x}, ${at.y} in`}</title>
            </g>
          );
        })}
        {selected && (
          <g class="jv-map-handles">
            <polygon points={pts(selPoints)} class="jv-map-selected" pointer-events="none" />
            {selPoints.map((q, i) => {
              const r = selPoints[(i + 1) % selPoints.length] as Point;
              return <line key={`e${i}`} data-hit="edge" data-id={selected.id} x1={q.x} y1={q.y} x2={r.x} y2={r.y} class="jv-map-edge" />;
            })}
            {!drag &&
              midpoints(selPoints).map((q, i) => <circle key={`m${i}`} data-hit="mid" data-i={i} cx={q.x} cy={q.y} r={0.28} class="jv-map-mid" />)}
            {selPoints.map((q, i) => (
              <rect key={`c${i}`} data-hit="corner" data-i={i} x={q.x - 0.38} y={q.y - 0.38} width={0.76} height={0.76} class={`jv-map-corner${corner === i ? ' on' : ''}`} />
            ))}
          </g>
        )}
        {drawing && (
          <g class="jv-map-draft" pointer-events="none">
            {draft.length > 0 && <polyline points={pts(draft)} fill="none" />}
            {last && hover && <line class="band" x1={last.x} y1={last.y} x2={hover.x} y2={hover.y} />}
            {draft.length >= 2 && hover && <line class="closing" x1={hover.x} y1={hover.y} x2={(draft[0] as Point).x} y2={(draft[0] as Point).y} />}
            {draft.map((q, i) => (
              <circle key={i} cx={q.x} cy={q.y} r={i === 0 && draft.length >= 3 ? 0.5 : 0.3} class={i === 0 ? 'first' : ''} />
            ))}
          </g>
        )}
      </svg>
      <div class="jv-map-tools">
        <fieldset>
          <legend>New piece</legend>
          <label>
            Kind
            <select aria-label="New piece kind" value={kind} disabled={drawing} onChange={(e) => setKind(e.currentTarget.value as TerrainKind)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          {drawing ? (
            <div class="jv-map-row">
              <button type="button" class="primary" disabled={draft.length < 3} onClick={() => finish(draft)}>
                Finish piece
              </button>
              <button type="button" onClick={() => stopDrawing('Drawing cancelled: nothing was added.')}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" onClick={startDrawing}>
              Draw a piece
            </button>
          )}
        </fieldset>
        {selected && !drawing && (
          <fieldset>
            <legend>{selected.name}</legend>
            <label>
              Kind
              <select aria-label="Selected piece kind" value={selected.kind} onChange={(e) => onChange({ terrain: terrain.map((t) => (t.id === selected.id ? { ...t, kind: e.currentTarget.value as TerrainKind } : t)) })}>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
            <div class="jv-map-row">
              <button type="button" disabled={corner === null || selected.points.length <= 3} onClick={removeCorner}>
                Delete corner
              </button>
              <button type="button" onClick={removePiece}>
                Delete piece
              </button>
            </div>
          </fieldset>
        )}
        <label class="jv-map-check">
          <input type="checkbox" checked={!free} onChange={(e) => setFree(!e.currentTarget.checked)} /> Snap to ½ in (Shift: free)
        </label>
        <p id="jv-map-hint" class="hint">
          {hint}
        </p>
        <p class={`jv-map-note${note?.problem ? ' problem' : ''}`} role="status" aria-live="polite">
          {noteNow(note, options.figures)}
        </p>
      </div>
    </div>
  );
}
