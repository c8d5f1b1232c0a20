// How Free Table pieces look: painted once per look into textures (see table/textures.ts).
import type Phaser from 'phaser';
import { MM_PER_INCH } from '../../engine/units';
import { PX_PER_MM, hexColour, noise, paintCanvas, paintedTexture, roundedRect, shade, type Painter } from '../../table/textures';
import {
  CARD_SIZE,
  COLOUR_HEX,
  DIE_SIZE,
  FIGURE_SIZE,
  HIDDEN_CARD,
  MATCHSTICK_WIDTH,
  TERRAIN_SIZE,
  TOKEN_DIAMETER,
  cardSymbol,
  type Colour,
  type FigureShape,
  type FreeTableOptions,
  type Piece,
  type TerrainKind,
} from './rules';

function matchstickLength(options: FreeTableOptions): number {
  return options.matchstickInches * MM_PER_INCH;
}

/** A piece's footprint on the table in millimetres, before rotation. */
export function pieceSize(piece: Piece, options: FreeTableOptions): { width: number; height: number } {
  switch (piece.kind) {
    case 'token':
      return { width: TOKEN_DIAMETER, height: TOKEN_DIAMETER };
    case 'figure':
      return FIGURE_SIZE[piece.shape];
    case 'stick':
      return { width: MATCHSTICK_WIDTH, height: matchstickLength(options) };
    case 'die':
      return { width: DIE_SIZE, height: DIE_SIZE };
    case 'card':
    case 'deck':
      return CARD_SIZE;
    case 'terrain':
      return TERRAIN_SIZE[piece.terrain];
  }
}

/** Round pieces are hit and outlined as circles. */
export const isRound = (piece: Piece): boolean => piece.kind === 'token' || (piece.kind === 'figure' && piece.shape === 'infantry');

export interface PieceLook {
  /** Names what is drawn: the same key is painted once. */
  key: string;
  width: number;
  height: number;
  pxPerMm: number;
  paint: Painter;
}

/** How a piece looks: its texture key, size and painter. */
function pieceLook(piece: Piece, options: FreeTableOptions): PieceLook {
  const { width, height } = pieceSize(piece, options);
  const look = (key: string, paint: Painter, pxPerMm = PX_PER_MM): PieceLook => ({ key, width, height, pxPerMm, paint });
  switch (piece.kind) {
    case 'token':
      return look(`ft-token-${piece.colour}-${piece.flipped}-${piece.label}`, (c, w, h) => paintToken(c, w, h, piece.colour, piece.label, piece.flipped));
    case 'figure':
      return look(`ft-figure-${piece.shape}-${piece.colour}-${piece.flipped}`, (c, w, h) => paintFigure(c, w, h, piece.shape, piece.colour, piece.flipped));
    case 'stick':
      return look(`ft-stick-${height.toFixed(1)}`, paintStick);
    case 'die':
      return look(`ft-die-${piece.sides}-${piece.colour}-${piece.face}`, (c, w, h) =>
        piece.sides === 6 ? paintD6(c, w, h, piece.colour, piece.face) : paintD20(c, w, h, piece.colour, piece.face),
      );
    case 'card':
      return piece.faceUp && piece.card !== HIDDEN_CARD
        ? look(`ft-card-${piece.card}`, (c, w, h) => paintCardFace(c, w, h, piece.card), 3)
        : look('ft-card-back', paintCardBack, 3);
    case 'deck':
      return look('ft-card-back', paintCardBack, 3);
    case 'terrain':
      return look(`ft-terrain-${piece.terrain}`, (c, w, h) => paintTerrain(c, w, h, piece.terrain), 2);
  }
}

export function pieceTexture(scene: Phaser.Scene, piece: Piece, options: FreeTableOptions): string {
  const l = pieceLook(piece, options);
  return paintedTexture(scene, l.key, l.width, l.height, l.paint, l.pxPerMm);
}

const icons = new Map<string, string>();

/** A small picture of a piece for the tray (a PNG data URL), painted by the same code as the table's. */
export function pieceIcon(piece: Piece, options: FreeTableOptions, sizePx = 30): string {
  const l = pieceLook(piece, options);
  const cached = icons.get(l.key);
  if (cached) return cached;
  const scale = sizePx / Math.max(l.width, l.height);
  const canvas = paintCanvas(l.width, l.height, l.paint, Math.max(scale, 0.5) * 2);
  const url = canvas.toDataURL('image/png');
  icons.set(l.key, url);
  return url;
}

function inkFor(colour: Colour): string {
  return colour === 'white' || colour === 'yellow' ? '#1d1d1d' : '#f6f1e4';
}

function paintToken(c: CanvasRenderingContext2D, w: number, h: number, colour: Colour, label: string, flipped: boolean): void {
  const base = flipped ? shade(COLOUR_HEX[colour], -0.35) : COLOUR_HEX[colour];
  const r = w / 2;
  const g = c.createRadialGradient(r * 0.7, r * 0.6, r * 0.1, r, r, r);
  g.addColorStop(0, hexColour(shade(base, 0.25)));
  g.addColorStop(1, hexColour(shade(base, -0.2)));
  c.fillStyle = g;
  c.beginPath();
  c.arc(r, r, r - 1, 0, Math.PI * 2);
  c.fill();
  c.lineWidth = w * 0.04;
  c.strokeStyle = hexColour(shade(base, -0.45));
  c.stroke();
  c.beginPath();
  c.arc(r, r, r * 0.8, 0, Math.PI * 2);
  c.strokeStyle = hexColour(shade(base, 0.35), 0.6);
  c.lineWidth = w * 0.02;
  c.stroke();
  if (flipped) {
    c.strokeStyle = hexColour(shade(base, 0.5), 0.8);
    c.lineWidth = w * 0.06;
    c.beginPath();
    c.moveTo(r * 0.55, r * 0.55);
    c.lineTo(r * 1.45, r * 1.45);
    c.moveTo(r * 1.45, r * 0.55);
    c.lineTo(r * 0.55, r * 1.45);
    c.stroke();
  }
  if (label) {
    c.fillStyle = inkFor(colour);
    c.font = `bold ${Math.round(w * (label.length > 3 ? 0.26 : 0.42))}px system-ui, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(label, r, r * 1.04, w * 0.8);
  }
}

function paintFigure(c: CanvasRenderingContext2D, w: number, h: number, shape: FigureShape, colour: Colour, flipped: boolean): void {
  const base = COLOUR_HEX[colour];
  const dark = hexColour(shade(base, -0.5));
  c.lineJoin = 'round';
  // The base.
  c.fillStyle = hexColour(shade(0x5b4a32, flipped ? -0.3 : 0));
  if (shape === 'infantry') {
    c.beginPath();
    c.arc(w / 2, h / 2, w / 2 - 1, 0, Math.PI * 2);
    c.fill();
  } else if (shape === 'ship') {
    c.beginPath();
    c.moveTo(w / 2, 1);
    c.quadraticCurveTo(w - 1, h * 0.2, w - 1, h * 0.45);
    c.lineTo(w - 1, h - w * 0.3);
    c.quadraticCurveTo(w - 1, h - 1, w / 2, h - 1);
    c.quadraticCurveTo(1, h - 1, 1, h - w * 0.3);
    c.lineTo(1, h * 0.45);
    c.quadraticCurveTo(1, h * 0.2, w / 2, 1);
    c.fill();
  } else {
    roundedRect(c, 1, 1, w - 2, h - 2, w * 0.12);
    c.fill();
  }
  // The model, in its colour, facing up the texture (the piece's front).
  c.fillStyle = hexColour(flipped ? shade(base, -0.35) : base);
  c.strokeStyle = dark;
  c.lineWidth = w * 0.05;
  const s = w / 25;
  if (shape === 'infantry') {
    c.beginPath();
    c.moveTo(w / 2, h * 0.16);
    c.lineTo(w * 0.82, h * 0.7);
    c.lineTo(w / 2, h * 0.56);
    c.lineTo(w * 0.18, h * 0.7);
    c.closePath();
    c.fill();
    c.stroke();
  } else if (shape === 'cavalry') {
    c.beginPath();
    c.ellipse(w / 2, h * 0.55, w * 0.26, h * 0.3, 0, 0, Math.PI * 2);
    c.fill();
    c.stroke();
    c.beginPath();
    c.ellipse(w / 2, h * 0.18, w * 0.13, h * 0.12, 0, 0, Math.PI * 2);
    c.fill();
    c.stroke();
    c.beginPath();
    c.arc(w / 2, h * 0.58, w * 0.17, 0, Math.PI * 2);
    c.fillStyle = hexColour(shade(base, 0.3));
    c.fill();
  } else if (shape === 'artillery') {
    c.fillRect(w * 0.44, h * 0.06, w * 0.12, h * 0.55);
    c.strokeRect(w * 0.44, h * 0.06, w * 0.12, h * 0.55);
    c.fillStyle = '#3a2e20';
    c.fillRect(w * 0.16, h * 0.48, w * 0.12, h * 0.26);
    c.fillRect(w * 0.72, h * 0.48, w * 0.12, h * 0.26);
    c.fillStyle = hexColour(flipped ? shade(base, -0.35) : base);
    c.fillRect(w * 0.3, h * 0.55, w * 0.4, h * 0.34);
    c.strokeRect(w * 0.3, h * 0.55, w * 0.4, h * 0.34);
  } else {
    c.beginPath();
    c.moveTo(w / 2, h * 0.05);
    c.quadraticCurveTo(w * 0.86, h * 0.22, w * 0.86, h * 0.45);
    c.lineTo(w * 0.86, h * 0.9);
    c.lineTo(w * 0.14, h * 0.9);
    c.lineTo(w * 0.14, h * 0.45);
    c.quadraticCurveTo(w * 0.14, h * 0.22, w / 2, h * 0.05);
    c.fill();
    c.stroke();
    c.fillStyle = hexColour(shade(base, -0.3));
    c.beginPath();
    c.arc(w / 2, h * 0.42, w * 0.2, 0, Math.PI * 2);
    c.fill();
    c.fillRect(w * 0.42, h * 0.58, w * 0.16, h * 0.12);
  }
  if (flipped) {
    c.fillStyle = 'rgba(255,255,255,0.85)';
    c.font = `bold ${Math.round(9 * s)}px system-ui, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText('✓', w / 2, h * 0.85);
  }
}

function paintStick(c: CanvasRenderingContext2D, w: number, h: number): void {
  const g = c.createLinearGradient(0, 0, w, 0);
  g.addColorStop(0, '#b98a52');
  g.addColorStop(0.5, '#e3c08a');
  g.addColorStop(1, '#a87a45');
  c.fillStyle = g;
  c.fillRect(0, w * 1.2, w, h - w * 1.2);
  c.fillStyle = '#9c2a22';
  c.beginPath();
  c.ellipse(w / 2, w * 1.3, w * 0.62, w * 1.3, 0, 0, Math.PI * 2);
  c.fill();
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.27, 0.23], [0.73, 0.23], [0.27, 0.5], [0.73, 0.5], [0.27, 0.77], [0.73, 0.77]],
};

function paintD6(c: CanvasRenderingContext2D, w: number, h: number, colour: Colour, face: number): void {
  const base = COLOUR_HEX[colour];
  const g = c.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, hexColour(shade(base, 0.3)));
  g.addColorStop(1, hexColour(shade(base, -0.15)));
  c.fillStyle = g;
  roundedRect(c, 1, 1, w - 2, h - 2, w * 0.2);
  c.fill();
  c.strokeStyle = hexColour(shade(base, -0.45));
  c.lineWidth = w * 0.04;
  c.stroke();
  c.fillStyle = colour === 'white' || colour === 'yellow' ? '#1b1b1b' : '#f7f2e6';
  for (const [px, py] of PIPS[face] ?? []) {
    c.beginPath();
    c.arc(px * w, py * h, w * (face === 1 ? 0.11 : 0.085), 0, Math.PI * 2);
    c.fill();
  }
}

function paintD20(c: CanvasRenderingContext2D, w: number, h: number, colour: Colour, face: number): void {
  const base = COLOUR_HEX[colour];
  const cx = w / 2;
  const cy = h / 2;
  const r = w / 2 - 1;
  c.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    c.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  c.closePath();
  c.fillStyle = hexColour(shade(base, -0.1));
  c.fill();
  c.strokeStyle = hexColour(shade(base, -0.45));
  c.lineWidth = w * 0.035;
  c.stroke();
  // The upper face, a triangle, carries the number.
  c.beginPath();
  c.moveTo(cx, cy - r * 0.78);
  c.lineTo(cx + r * 0.72, cy + r * 0.45);
  c.lineTo(cx - r * 0.72, cy + r * 0.45);
  c.closePath();
  c.fillStyle = hexColour(shade(base, 0.25));
  c.fill();
  c.stroke();
  c.fillStyle = colour === 'white' || colour === 'yellow' ? '#1b1b1b' : '#f7f2e6';
  c.font = `bold ${Math.round(w * (face >= 10 ? 0.3 : 0.36))}px system-ui, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillText(String(face), cx, cy + r * 0.08);
}

function paintCardBack(c: CanvasRenderingContext2D, w: number, h: number): void {
  roundedRect(c, 0, 0, w, h, w * 0.06);
  c.fillStyle = '#f4efe3';
  c.fill();
  roundedRect(c, w * 0.06, w * 0.06, w - w * 0.12, h - w * 0.12, w * 0.04);
  c.fillStyle = '#7b2431';
  c.fill();
  c.save();
  c.clip();
  c.strokeStyle = 'rgba(255,230,200,0.35)';
  c.lineWidth = w * 0.012;
  for (let i = -h; i < w + h; i += w * 0.07) {
    c.beginPath();
    c.moveTo(i, 0);
    c.lineTo(i + h, h);
    c.moveTo(i + h, 0);
    c.lineTo(i, h);
    c.stroke();
  }
  c.restore();
}

function paintCardFace(c: CanvasRenderingContext2D, w: number, h: number, card: string): void {
  roundedRect(c, 0, 0, w, h, w * 0.06);
  c.fillStyle = '#fbf8f1';
  c.fill();
  c.strokeStyle = '#b9b1a0';
  c.lineWidth = 2;
  c.stroke();
  const { rank, suit, red } = cardSymbol(card);
  c.fillStyle = red ? '#b3261e' : '#1b1b1b';
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  const corner = (x: number, y: number, flip: boolean) => {
    c.save();
    c.translate(x, y);
    if (flip) c.rotate(Math.PI);
    c.font = `bold ${Math.round(w * 0.16)}px system-ui, sans-serif`;
    c.fillText(rank, 0, 0);
    c.font = `${Math.round(w * 0.13)}px system-ui, sans-serif`;
    c.fillText(suit.length === 1 ? suit : '', 0, w * 0.15);
    c.restore();
  };
  corner(w * 0.13, h * 0.1, false);
  corner(w * 0.87, h * 0.9, true);
  c.font = `${Math.round(w * (suit.length === 1 ? 0.5 : 0.16))}px system-ui, sans-serif`;
  c.fillText(suit.length === 1 ? suit : 'JOKER', w / 2, h / 2);
}

function paintTerrain(c: CanvasRenderingContext2D, w: number, h: number, kind: TerrainKind): void {
  const rnd = noise(kind.length * 7919 + w);
  if (kind === 'woods' || kind === 'hill') {
    // An irregular blob; the hill draws it three times, smaller and lighter towards the crest.
    const n = 14;
    const radii = Array.from({ length: n }, () => 0.86 + rnd() * 0.12);
    const blob = (k: number) => {
      c.beginPath();
      radii.forEach((r, i) => {
        const a = (i / n) * Math.PI * 2;
        c.lineTo(w / 2 + Math.cos(a) * (w / 2) * r * k, h / 2 + Math.sin(a) * (h / 2) * r * k);
      });
      c.closePath();
    };
    if (kind === 'woods') {
      blob(1);
      c.fillStyle = 'rgba(64,92,44,0.85)';
      c.fill();
      c.strokeStyle = 'rgba(40,60,28,0.9)';
      c.lineWidth = 3;
      c.stroke();
      for (let i = 0; i < 16; i++) {
        const x = w * (0.2 + rnd() * 0.6);
        const y = h * (0.2 + rnd() * 0.6);
        const r = w * (0.05 + rnd() * 0.04);
        c.beginPath();
        c.arc(x, y, r, 0, Math.PI * 2);
        c.fillStyle = `rgba(${40 + rnd() * 30},${90 + rnd() * 40},${34 + rnd() * 20},0.95)`;
        c.fill();
        c.strokeStyle = 'rgba(20,40,16,0.6)';
        c.lineWidth = 2;
        c.stroke();
      }
    } else {
      const fills = ['rgba(122,112,70,0.9)', 'rgba(146,134,86,0.95)', 'rgba(170,158,104,1)'];
      fills.forEach((fill, ring) => {
        blob(1 - ring * 0.3);
        c.fillStyle = fill;
        c.fill();
        c.strokeStyle = 'rgba(84,70,38,0.7)';
        c.lineWidth = 3;
        c.stroke();
      });
    }
  } else if (kind === 'building') {
    c.fillStyle = '#6d5d4c';
    c.fillRect(0, 0, w, h);
    c.fillStyle = '#8b4a3a';
    c.fillRect(w * 0.06, h * 0.04, w * 0.88, h * 0.92);
    c.strokeStyle = '#5a2d22';
    c.lineWidth = 3;
    c.beginPath();
    c.moveTo(w / 2, h * 0.04);
    c.lineTo(w / 2, h * 0.96);
    c.stroke();
    for (let y = h * 0.1; y < h * 0.95; y += h * 0.07) {
      c.beginPath();
      c.moveTo(w * 0.06, y);
      c.lineTo(w * 0.94, y);
      c.strokeStyle = 'rgba(60,30,20,0.35)';
      c.lineWidth = 1.5;
      c.stroke();
    }
  } else {
    // A dry-stone wall: grey stones of a few sizes, dark gaps between them.
    c.fillStyle = '#3f3b34';
    c.fillRect(0, 0, w, h);
    for (let row = 0; row < 2; row++) {
      let x = row ? -h * 0.4 : 0;
      while (x < w) {
        const len = h * (0.7 + rnd() * 0.7);
        const g = 118 + Math.round(rnd() * 40);
        c.fillStyle = `rgb(${g},${g - 4},${g - 12})`;
        roundedRect(c, x + 1, 1 + (row * h) / 2, len - 2, h / 2 - 2, 2);
        c.fill();
        x += len;
      }
    }
  }
}
