// How Skirmish at Jumonville Glen's print-and-play pieces look: the figure cards' backs (one a
// team), the round hit markers, the range gauges (6 and 12 inches, ticked every inch) and the
// glen's terrain at true size, cut into parts that fit the paper. Canvas-2D painters drawing in
// proportion to the w × h they are given (kits/print/vector.ts turns them into vector SVG).
// Rectangles are stroked as paths (svgcanvas prints a scaled strokeRect too thick), and a clip is
// always a path of its own: svgcanvas turns the current path into the clip, so a path filled and
// then clipped would lose its fill.
import { boundsOf, insidePolygon } from '../../kits/geometry';
import type { Point, Team, TerrainKind, TerrainPiece } from './rules/types';

export const MM_PER_INCH = 25.4;
/** A figure card, as cut: the size of ironclads' status cards, two to a row on either paper. */
export const CARD = { w: 88, h: 63 } as const;
export const HIT_MARKER_MM = 10;
/** The gauges' height: the top edge is the one laid along a move or a shot. */
export const GAUGE_H = 16;

export const PAPER = '#fbf8f0';
export const INK = '#1d1a16';
export const TEAM_COLOUR: Readonly<Record<Team, string>> = { red: '#a8231c', black: '#1f1d1b' };
/** The coats on the table: Virginians' blue, the Indians' ochre, the French white. */
export const SIDE_COLOUR: Readonly<Record<string, string>> = { virginians: '#2f4f8f', indians: '#b8862b', french: '#efece2' };
export const sideColour = (side: string): string => SIDE_COLOUR[side] ?? '#7a7a7a';

export const KIND_LOOK: Readonly<Record<TerrainKind, { fill: string; edge: string; mark: string; name: string }>> = {
  woods: { fill: '#7ea45a', edge: '#2f4f1f', mark: '#3f6a2a', name: 'Woods' },
  rocks: { fill: '#a3a29c', edge: '#4a4944', mark: '#6c6b65', name: 'Rocks' },
  ravine: { fill: '#a98256', edge: '#5a3b1e', mark: '#7a5632', name: 'Ravine' },
};

const SANS = "system-ui, 'DejaVu Sans', sans-serif";
const SERIF = "Georgia, 'DejaVu Serif', serif";

type Ctx = CanvasRenderingContext2D;

function polyPath(c: Ctx, pts: readonly { x: number; y: number }[]): void {
  c.beginPath();
  pts.forEach((p, i) => (i ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
  c.closePath();
}

function rectPath(c: Ctx, x: number, y: number, w: number, h: number): void {
  c.beginPath();
  c.rect(x, y, w, h);
}

/** A small deterministic hash in [0, 1) of two numbers: the same tree stands in the same place on every part. */
function hash(a: number, b: number): number {
  const s = Math.sin(a * 127.1 + b * 311.7) * 43758.5453;
  return s - Math.floor(s);
}

// ---- card backs ----------------------------------------------------------------------------------

/** A team's card back filling w × h (88 × 63 mm): the team's colour, a frame, its name. */
export function paintCardBack(team: Team) {
  return (c: Ctx, w: number, h: number): void => {
    const u = w / CARD.w;
    const col = TEAM_COLOUR[team];
    c.fillStyle = col;
    c.fillRect(0, 0, w, h);
    // A lattice of thin diagonals, as on a printed card back.
    c.save();
    rectPath(c, 5 * u, 5 * u, w - 10 * u, h - 10 * u);
    c.clip();
    c.strokeStyle = 'rgba(255,255,255,0.16)';
    c.lineWidth = 0.25 * u;
    c.beginPath();
    for (let x = -h; x < w + h; x += 4 * u) {
      c.moveTo(x, 0);
      c.lineTo(x + h, h);
      c.moveTo(x + h, 0);
      c.lineTo(x, h);
    }
    c.stroke();
    c.restore();
    c.strokeStyle = PAPER;
    c.lineWidth = 0.6 * u;
    rectPath(c, 4 * u, 4 * u, w - 8 * u, h - 8 * u);
    c.stroke();
    c.lineWidth = 0.2 * u;
    rectPath(c, 5.5 * u, 5.5 * u, w - 11 * u, h - 11 * u);
    c.stroke();
    // The name on a plain band, readable over the lattice.
    c.fillStyle = col;
    rectPath(c, 14 * u, h / 2 - 11 * u, w - 28 * u, 22 * u);
    c.fill();
    c.strokeStyle = PAPER;
    c.lineWidth = 0.3 * u;
    rectPath(c, 14 * u, h / 2 - 11 * u, w - 28 * u, 22 * u);
    c.stroke();
    c.fillStyle = PAPER;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.font = `bold ${(9 * u).toFixed(2)}px ${SERIF}`;
    c.fillText(team === 'red' ? 'RED' : 'BLACK', w / 2, h / 2 - 2.5 * u);
    c.font = `italic ${(3.2 * u).toFixed(2)}px ${SERIF}`;
    c.fillText('Skirmish at Jumonville Glen · 1754', w / 2, h / 2 + 6 * u);
  };
}

// ---- hit markers ---------------------------------------------------------------------------------

/** A round hit marker filling w × h (10 mm): a red disc ringed in cream, HIT across it. */
export function paintHitMarker(c: Ctx, w: number, h: number): void {
  const r = Math.min(w, h) / 2;
  c.fillStyle = '#f1e9d6';
  c.beginPath();
  c.arc(w / 2, h / 2, r, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#9e1b16';
  c.beginPath();
  c.arc(w / 2, h / 2, r * 0.84, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = INK;
  c.lineWidth = r * 0.05;
  c.beginPath();
  c.arc(w / 2, h / 2, r - c.lineWidth / 2, 0, Math.PI * 2);
  c.stroke();
  c.fillStyle = '#fff';
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.font = `bold ${(r * 0.62).toFixed(2)}px ${SANS}`;
  c.fillText('HIT', w / 2, h / 2 + r * 0.04);
}

// ---- gauges --------------------------------------------------------------------------------------

export interface GaugeLook {
  /** Inches this piece runs, from and to (a 12-inch gauge's second part runs 6 to 12). */
  from: number;
  to: number;
  /** Printed on the gauge. */
  title: string;
  /** The part joined at each end, when the gauge is in parts. */
  joinLeft?: string;
  joinRight?: string;
  /** A band from 0 to this many inches (the woods' 2 inches of sight), on the first part. */
  band?: number;
}

export const GAUGE_CARD = '#f4ecd8';

/**
 * A gauge filling w × h for `to − from` inches: its top edge is the measuring edge, ticked every
 * inch (long) and half inch (short), numbered every inch; the last number sits inside its tick so
 * parts join end to end with nothing to trim. A join end carries a half-diamond and "join".
 */
export function paintGauge(look: GaugeLook) {
  return (c: Ctx, w: number, h: number): void => {
    const span = look.to - look.from;
    const k = w / span; // units an inch
    const u = h / GAUGE_H; // units a millimetre
    c.fillStyle = GAUGE_CARD;
    c.fillRect(0, 0, w, h);
    if (look.band) {
      c.fillStyle = 'rgba(63,106,42,0.28)';
      c.fillRect(0, 0, Math.min(w, look.band * k), h * 0.42);
    }
    c.strokeStyle = INK;
    c.fillStyle = INK;
    c.lineWidth = 0.3 * u;
    c.beginPath();
    c.moveTo(0, 0.15 * u);
    c.lineTo(w, 0.15 * u);
    c.stroke();
    c.textBaseline = 'top';
    c.font = `bold ${(3.2 * u).toFixed(2)}px ${SANS}`;
    const halves = 2 * span;
    for (let i = 0; i <= halves; i++) {
      const x = Math.min(w - c.lineWidth / 2, Math.max(c.lineWidth / 2, (w * i) / halves));
      c.beginPath();
      c.moveTo(x, 0);
      c.lineTo(x, (i % 2 ? 2.2 : 4.2) * u);
      c.stroke();
      if (i % 2) continue;
      const n = look.from + i / 2;
      c.textAlign = i === halves ? 'right' : i === 0 ? 'left' : 'center';
      c.fillText(String(n), x + (i === halves ? -0.8 * u : i === 0 ? 0.8 * u : 0), 4.8 * u);
    }
    c.textAlign = 'center';
    c.textBaseline = 'alphabetic';
    c.font = `${(2.7 * u).toFixed(2)}px ${SANS}`;
    c.fillText(look.title, w / 2, h - 2 * u);
    if (look.band) {
      c.textAlign = 'left';
      c.font = `${(2.5 * u).toFixed(2)}px ${SANS}`;
      c.fillStyle = '#2f4f1f';
      c.fillText(`up to ${look.band} in of woods: seen through`, 1 * u, h - 2 * u);
      c.fillStyle = INK;
    }
    // Join marks: a half-diamond on the joining edge, the other part's half completes it.
    const join = (x: number, dir: 1 | -1, text: string) => {
      c.fillStyle = '#7a1f1a';
      c.beginPath();
      c.moveTo(x, h * 0.5);
      c.lineTo(x + dir * 2.4 * u, h * 0.62);
      c.lineTo(x, h * 0.74);
      c.closePath();
      c.fill();
      c.textAlign = dir > 0 ? 'left' : 'right';
      c.font = `bold ${(2.5 * u).toFixed(2)}px ${SANS}`;
      c.fillText(text, x + dir * 3.2 * u, h * 0.7);
      c.fillStyle = INK;
    };
    if (look.joinLeft) join(0, 1, `join ${look.joinLeft}`);
    if (look.joinRight) join(w, -1, `join ${look.joinRight}`);
  };
}

// ---- terrain -------------------------------------------------------------------------------------

/** A rectangle in inches on the table. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The polygon clipped to a box (Sutherland–Hodgman: exact for the box, any simple polygon). */
export function clipToBox(poly: readonly Point[], b: Box): Point[] {
  let out: Point[] = [...poly];
  const edges: [(p: Point) => boolean, (p: Point, q: Point) => Point][] = [
    [(p) => p.x >= b.x0, (p, q) => ({ x: b.x0, y: p.y + ((q.y - p.y) * (b.x0 - p.x)) / (q.x - p.x) })],
    [(p) => p.x <= b.x1, (p, q) => ({ x: b.x1, y: p.y + ((q.y - p.y) * (b.x1 - p.x)) / (q.x - p.x) })],
    [(p) => p.y >= b.y0, (p, q) => ({ x: p.x + ((q.x - p.x) * (b.y0 - p.y)) / (q.y - p.y), y: b.y0 })],
    [(p) => p.y <= b.y1, (p, q) => ({ x: p.x + ((q.x - p.x) * (b.y1 - p.y)) / (q.y - p.y), y: b.y1 })],
  ];
  for (const [inside, cross] of edges) {
    const src = out;
    out = [];
    for (let i = 0; i < src.length; i++) {
      const p = src[i] as Point;
      const q = src[(i + 1) % src.length] as Point;
      if (inside(p)) {
        out.push(p);
        if (!inside(q)) out.push(cross(p, q));
      } else if (inside(q)) out.push(cross(p, q));
    }
    if (out.length === 0) break;
  }
  return out;
}

export function areaOf(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = poly[(i + 1) % poly.length] as Point;
    s += a.x * b.y - b.x * a.y;
  }
  return Math.abs(s) / 2;
}

/**
 * The point of the region furthest inside it (sampled on a grid): where a part's label goes, with
 * its room: how far it lies from the region's edge, heights counted three times over (inches).
 */
export function labelSpot(poly: readonly Point[], within: Box): Point & { room: number } {
  const b = boundsOf(poly);
  let best: Point = { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
  let bestD = -Infinity;
  const n = 24;
  for (let i = 1; i < n; i++) {
    for (let j = 1; j < n; j++) {
      const p = { x: b.x0 + ((b.x1 - b.x0) * i) / n, y: b.y0 + ((b.y1 - b.y0) * j) / n };
      if (!insidePolygon(p, poly)) continue;
      // Distance to the region's edge, counting the box's edges: a label never straddles a cut.
      let d = Math.min(p.x - within.x0, within.x1 - p.x, (p.y - within.y0) * 3, (within.y1 - p.y) * 3);
      for (let e = 0; e < poly.length; e++) {
        const a = poly[e] as Point;
        const q = poly[(e + 1) % poly.length] as Point;
        const dx = q.x - a.x;
        const dy = q.y - a.y;
        const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
        // Height counts three times over width: a label is a wide, low box.
        const ex = (a.x + t * dx - p.x) / 1;
        const ey = (a.y + t * dy - p.y) * 3;
        d = Math.min(d, Math.hypot(ex, ey));
      }
      if (d > bestD) {
        bestD = d;
        best = p;
      }
    }
  }
  return { ...best, room: Math.max(0, bestD) };
}

/** A seam: where a part meets its neighbour, and the neighbour's number. */
export interface Seam {
  side: 'left' | 'right' | 'top' | 'bottom';
  part: number;
}

export interface TerrainPartLook {
  piece: TerrainPiece;
  /** The part's box on the table, inches. */
  box: Box;
  /** "part 2 of 5", or "" for a piece in one part. */
  partText: string;
  seams: readonly Seam[];
}

/** The stretches of a seam (at `at`, along x or y from a to b) inside the polygon, sampled every 0.05 in. */
function seamStretches(poly: readonly Point[], vertical: boolean, at: number, a: number, b: number): [number, number][] {
  const out: [number, number][] = [];
  const step = 0.05;
  let start: number | null = null;
  for (let s = a; s <= b + 1e-9; s += step) {
    const t = Math.min(s, b);
    const inside = insidePolygon(vertical ? { x: at, y: t } : { x: t, y: at }, poly);
    if (inside && start === null) start = t;
    if ((!inside || t >= b - 1e-9) && start !== null) {
      out.push([start, t]);
      start = null;
    }
  }
  return out.filter(([s, e]) => e - s > 0.1);
}

/**
 * The polygon grown by r every way (its Minkowski sum with a disc, the disc a 16-gon): the polygon,
 * a band along each edge and a disc at each corner, every one turning the same way, so that filled
 * or clipped under the nonzero rule they are one region.
 */
function grownPath(c: Ctx, pts: readonly { x: number; y: number }[], r: number): void {
  let twice = 0;
  pts.forEach((p, i) => {
    const q = pts[(i + 1) % pts.length] as Point;
    twice += p.x * q.y - q.x * p.y;
  });
  const ring = twice < 0 ? [...pts].reverse() : [...pts];
  const sub = (poly: readonly { x: number; y: number }[]) => poly.forEach((p, i) => (i ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
  c.beginPath();
  sub(ring);
  c.closePath();
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length] as Point;
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    if (len > 0) {
      // Along the edge, then across it: positive, whichever way the edge runs.
      const nx = (-(q.y - p.y) / len) * r;
      const ny = ((q.x - p.x) / len) * r;
      sub([
        { x: p.x - nx, y: p.y - ny },
        { x: q.x - nx, y: q.y - ny },
        { x: q.x + nx, y: q.y + ny },
        { x: p.x + nx, y: p.y + ny },
      ]);
      c.closePath();
    }
    sub(Array.from({ length: 16 }, (_, j) => ({ x: p.x + r * Math.cos((j * Math.PI) / 8), y: p.y + r * Math.sin((j * Math.PI) / 8) })));
    c.closePath();
  });
}

/**
 * A terrain part filling w × h: the piece's polygon in its kind's colours (tree crowns in woods,
 * facets on rocks, a stream and banks in the ravine), drawn from table inches so that parts printed
 * apart join into one drawing; its outline to cut round; on each seam, join marks (half-diamonds
 * each inch that meet their neighbour's) and the neighbour's number; its name and part. Nothing is
 * painted outside the outline (the paper, or the part's bleed, shows there).
 *
 * With `bleedMm`, the part's bleed instead (w × h then the part and bleedMm round it): the same
 * colours and texture over the polygon grown by bleedMm, no outline or words, so that a cut a hair
 * outside the outline, or past a seam, shows the piece's own art.
 */
export function paintTerrainPart(look: TerrainPartLook, bleedMm = 0) {
  return (c: Ctx, w: number, _h: number): void => {
    const { piece } = look;
    const grown = bleedMm / MM_PER_INCH;
    const box = { x0: look.box.x0 - grown, y0: look.box.y0 - grown, x1: look.box.x1 + grown, y1: look.box.y1 + grown };
    const k = w / (box.x1 - box.x0); // units an inch
    const u = k / MM_PER_INCH; // units a millimetre
    const X = (x: number) => (x - box.x0) * k;
    const Y = (y: number) => (y - box.y0) * k;
    const pts = piece.points.map((p) => ({ x: X(p.x), y: Y(p.y) }));
    const kind = KIND_LOOK[piece.kind];
    const region = () => (bleedMm > 0 ? grownPath(c, pts, bleedMm * u) : polyPath(c, pts));
    c.fillStyle = kind.fill;
    region();
    c.fill();
    // The texture, clipped to the polygon on a path of its own.
    c.save();
    region();
    c.clip();
    const b = boundsOf(piece.points);
    if (piece.kind === 'woods') {
      // Tree crowns on a jittered half-inch grid of the table, each lit from the top left: one path a colour.
      const trees: { x: number; y: number; r: number }[] = [];
      for (let gx = Math.floor(b.x0 * 2); gx <= Math.ceil(b.x1 * 2); gx++) {
        for (let gy = Math.floor(b.y0 * 2); gy <= Math.ceil(b.y1 * 2); gy++) {
          const tx = gx / 2 + 0.25 + (hash(gx, gy) - 0.5) * 0.35;
          const ty = gy / 2 + 0.25 + (hash(gy, gx + 7) - 0.5) * 0.35;
          if (tx < box.x0 - 0.5 || tx > box.x1 + 0.5 || ty < box.y0 - 0.5 || ty > box.y1 + 0.5) continue;
          trees.push({ x: X(tx), y: Y(ty), r: (0.15 + hash(gx + 3, gy) * 0.08) * k });
        }
      }
      for (const [colour, shift, scale] of [
        [kind.mark, 0, 1],
        ['rgba(255,255,230,0.25)', -0.3, 0.45],
      ] as const) {
        c.fillStyle = colour;
        c.beginPath();
        for (const t of trees) {
          const x = t.x + t.r * shift;
          const y = t.y + t.r * shift;
          c.moveTo(x + t.r * scale, y);
          c.arc(x, y, t.r * scale, 0, Math.PI * 2);
        }
        c.fill();
      }
    } else if (piece.kind === 'rocks') {
      c.strokeStyle = kind.mark;
      c.lineWidth = 0.35 * u;
      c.beginPath();
      for (let gx = Math.floor(b.x0 * 2); gx <= Math.ceil(b.x1 * 2); gx++) {
        for (let gy = Math.floor(b.y0 * 2); gy <= Math.ceil(b.y1 * 2); gy++) {
          const x = gx / 2 + hash(gx, gy) * 0.5;
          const y = gy / 2 + hash(gy, gx) * 0.5;
          c.moveTo(X(x), Y(y));
          c.lineTo(X(x + 0.3 * (hash(gx + 1, gy) - 0.3)), Y(y + 0.3));
          c.lineTo(X(x + 0.35), Y(y + 0.1 * hash(gx, gy + 1)));
        }
      }
      c.stroke();
    } else {
      // The ravine: banks hatched along the top and the bottom, a stream down the middle.
      c.strokeStyle = kind.mark;
      c.lineWidth = 0.3 * u;
      c.beginPath();
      for (let x = Math.floor(b.x0 * 4) / 4; x <= b.x1; x += 0.25) {
        c.moveTo(X(x), Y(b.y0));
        c.lineTo(X(x + 0.1), Y(b.y0 + 1.6));
        c.moveTo(X(x), Y(b.y1));
        c.lineTo(X(x + 0.1), Y(b.y1 - 1.6));
      }
      c.stroke();
      c.strokeStyle = '#5f86a3';
      c.lineWidth = 0.9 * u;
      c.beginPath();
      const mid = (b.y0 + b.y1) / 2;
      for (let x = b.x0; x <= b.x1 + 0.01; x += 0.25) {
        const y = mid + Math.sin(x * 0.9) * 0.6;
        if (x === b.x0) c.moveTo(X(x), Y(y));
        else c.lineTo(X(x), Y(y));
      }
      c.stroke();
    }
    c.restore();
    if (bleedMm > 0) return;
    // The outline to cut round.
    c.strokeStyle = kind.edge;
    c.lineWidth = 0.5 * u;
    polyPath(c, pts);
    c.stroke();
    // Join marks on each seam, where the polygon crosses it.
    for (const seam of look.seams) {
      const vertical = seam.side === 'left' || seam.side === 'right';
      const at = seam.side === 'left' ? box.x0 : seam.side === 'right' ? box.x1 : seam.side === 'top' ? box.y0 : box.y1;
      const stretches = vertical ? seamStretches(piece.points, true, at, box.y0, box.y1) : seamStretches(piece.points, false, at, box.x0, box.x1);
      const inward = seam.side === 'left' || seam.side === 'top' ? 1 : -1;
      c.fillStyle = '#7a1f1a';
      for (const [s, e] of stretches) {
        for (let t = Math.ceil(s + 0.2); t <= e - 0.2; t++) {
          c.beginPath();
          if (vertical) {
            c.moveTo(X(at), Y(t) - 1.6 * u);
            c.lineTo(X(at) + inward * 2.2 * u, Y(t));
            c.lineTo(X(at), Y(t) + 1.6 * u);
          } else {
            c.moveTo(X(t) - 1.6 * u, Y(at));
            c.lineTo(X(t), Y(at) + inward * 2.2 * u);
            c.lineTo(X(t) + 1.6 * u, Y(at));
          }
          c.closePath();
          c.fill();
        }
      }
      const longest = stretches.reduce<[number, number] | null>((best, st) => (!best || st[1] - st[0] > best[1] - best[0] ? st : best), null);
      if (longest) {
        const mid = (longest[0] + longest[1]) / 2 + 0.5;
        const text = `join part ${seam.part}`;
        labelText(c, u, text, vertical ? X(at) + inward * 3.4 * u : X(mid), vertical ? Y(mid) : Y(at) + inward * 4.5 * u, vertical ? (inward > 0 ? 'left' : 'right') : 'center', 2.8);
      }
    }
    // The name and part, where the part's own region is widest; on a part too small for them at
    // full size (a bush, a thin ridge of rock), in smaller type that keeps inside the outline (a
    // 0.5 in triangle cut "Woods 5" to "oods"), or not at all.
    const own = clipToBox(piece.points, box);
    if (own.length >= 3) {
      const spot = labelSpot(own, box);
      const second = look.partText ? `${kind.name} · ${look.partText}` : kind.name;
      c.font = `bold ${(3.4 * u).toFixed(2)}px ${SANS}`;
      const nameW = c.measureText(piece.name).width;
      c.font = `${(2.8 * u).toFixed(2)}px ${SANS}`;
      // The two plates' half width and half height at full size, from the spot (the name's top and
      // the kind's foot lie about 4.2 mm above and below it); their corners keep within its room.
      const halfW = (Math.max(nameW, c.measureText(second).width) + 1.6 * u) / 2;
      const fit = Math.min(1, (spot.room * k) / Math.hypot(halfW, 3 * 4.25 * u));
      // Below about 4 pt the words cannot be read: the part goes unnamed (the note names every piece).
      if (fit * 2.8 >= 1.4) {
        labelText(c, u, piece.name, X(spot.x), Y(spot.y) - 1.8 * u * fit, 'center', 3.4 * fit, 'bold');
        labelText(c, u, second, X(spot.x), Y(spot.y) + 2.4 * u * fit, 'center', 2.8 * fit);
      }
    }
  };
}

/** Text on a pale plate so it reads over any texture. `size` in mm (2.8 mm ≈ 8 pt). */
function labelText(c: Ctx, u: number, text: string, x: number, y: number, align: CanvasTextAlign, size: number, weight = ''): void {
  c.font = `${weight} ${(size * u).toFixed(2)}px ${SANS}`.trim();
  c.textAlign = align;
  c.textBaseline = 'middle';
  const tw = c.measureText(text).width;
  const left = align === 'center' ? x - tw / 2 : align === 'right' ? x - tw : x;
  c.fillStyle = 'rgba(255,255,255,0.78)';
  rectPath(c, left - 0.8 * u, y - size * 0.65 * u, tw + 1.6 * u, size * 1.3 * u);
  c.fill();
  c.fillStyle = INK;
  c.fillText(text, x, y);
}
