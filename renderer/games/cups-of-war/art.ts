// How Cups of War looks: tiles (colour, strength, unit type, a star on command units), cups.
import type Phaser from 'phaser';
import { PX_PER_MM, hexColour, paintedTexture, roundedRect, shade, type Painter } from '../../table/textures';
import { ARMY, COLOURS, COLOUR_HEX, TILE_SIZE, type Tile, type UnitType } from './rules';

const TYPE_MARK: Record<UnitType, string> = { infantry: 'INF', armor: 'ARM', air: 'AIR' };

type TileLook = Pick<Tile, 'strength' | 'command' | 'type'>;

/** A tile face on the table: the texture every face is in, and the face's frame in it. */
export interface TileFace {
  key: string;
  frame: string;
}

/** The texture holding every tile face of the four armies. */
export const TILE_ATLAS = 'cow-tiles';
const faceName = (t: TileLook, colour: string, star: boolean) => `${colour}-${t.strength}-${t.type}-${t.command}-${star}`;

/**
 * The face a tile shows: its star (a command unit star side up) or its strength. Every face of
 * every army is painted once, at the first call, into one texture (frames apart by a margin, so
 * filtering never bleeds a neighbour in): the table's 60 tiles then draw in one batch from one
 * texture, where a texture of their own each made the renderer bind a texture for every few tiles,
 * the larger part of a frame's cost in software WebGL.
 */
/**
 * Paints every tile face once, if not yet painted: the scene asks as the war opens, not the first
 * pour (four cups' release took 40-61 ms of its frame in Chromium painting them, 7-15 ms without;
 * npm run bench:cups).
 */
export function paintTileFaces(scene: Phaser.Scene): void {
  if (!scene.textures.exists(TILE_ATLAS)) paintAtlas(scene);
}

export function tileTexture(scene: Phaser.Scene, t: TileLook, colour: string, star: boolean): TileFace {
  const frame = faceName(t, colour, star);
  paintTileFaces(scene);
  const texture = scene.textures.get(TILE_ATLAS);
  // A face no army has (never, with the rules' armies): painted alone, as before the atlas.
  if (!texture.has(frame)) return { key: paintedTexture(scene, `cow-${frame}`, TILE_SIZE, TILE_SIZE, tilePainter(t, colour, star)), frame: '__BASE' };
  return { key: TILE_ATLAS, frame };
}

function paintAtlas(scene: Phaser.Scene): void {
  const faces: { t: TileLook; colour: string; star: boolean }[] = [];
  const seen = new Set<string>();
  for (const colour of COLOURS)
    for (const spec of ARMY)
      for (const star of spec.command ? [false, true] : [false]) {
        const name = faceName(spec, colour, star);
        if (seen.has(name)) continue;
        seen.add(name);
        faces.push({ t: spec, colour, star });
      }
  const size = Math.max(2, Math.ceil(TILE_SIZE * PX_PER_MM));
  const cell = size + 4;
  const columns = Math.ceil(Math.sqrt(faces.length));
  const canvas = document.createElement('canvas');
  canvas.width = columns * cell;
  canvas.height = Math.ceil(faces.length / columns) * cell;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw with Canvas 2D');
  const at = faces.map((_, i) => ({ x: (i % columns) * cell + 2, y: Math.floor(i / columns) * cell + 2 }));
  faces.forEach((f, i) => {
    ctx.save();
    ctx.translate(at[i]!.x, at[i]!.y);
    tilePainter(f.t, f.colour, f.star)(ctx, size, size);
    ctx.restore();
  });
  const texture = scene.textures.addCanvas(TILE_ATLAS, canvas);
  if (!texture) throw new Error('The tile faces could not be made into a texture');
  faces.forEach((f, i) => texture.add(faceName(f.t, f.colour, f.star), 0, at[i]!.x, at[i]!.y, size, size));
}

/**
 * The colour of a tile's dark rim. The rim runs out to the tile's square edge between its rounded
 * corners, so the print sheets fill the bleed and the corners with it: a cut a little off the line
 * still shows rim, never a white sliver.
 */
export const tileRim = (colour: string): string => hexColour(shade(COLOUR_HEX[colour] ?? 0x888888, -0.55));

/** Paints a tile's face; the table's textures and the print sheets (in vector) both use it. */
export function tilePainter(t: TileLook, colour: string, star: boolean): Painter {
  return (c, w, h) => {
    const base = COLOUR_HEX[colour] ?? 0x888888;
    // Inset a sixtieth of the tile (2 px on the table's 120 px texture), so print and table match.
    const inset = w / 60;
    roundedRect(c, inset, inset, w - 2 * inset, h - 2 * inset, w * 0.14);
    const g = c.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, hexColour(shade(base, 0.22)));
    g.addColorStop(1, hexColour(shade(base, -0.18)));
    c.fillStyle = g;
    c.fill();
    c.lineWidth = w * 0.045;
    c.strokeStyle = tileRim(colour);
    c.stroke();
    const ink = colour === 'yellow' ? '#1f1a0a' : '#fdf8ec';
    c.fillStyle = ink;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    // The strength as large as the face allows: at 960 x 600 the table fits at about 0.7 px a mm,
    // a tile some 21 px across, and a number half the tile high was hard to make out.
    if (star) {
      drawStar(c, w / 2, h * 0.42, w * 0.32, ink);
    } else {
      c.font = `bold ${Math.round(h * 0.66)}px Georgia, serif`;
      c.fillText(String(t.strength), w / 2, h * 0.44);
    }
    c.font = `bold ${Math.round(h * 0.2)}px system-ui, sans-serif`;
    c.fillText(TYPE_MARK[t.type], w / 2, h * 0.84);
    if (t.command && !star) {
      // A small star in the corner: this is a command unit, whichever side is up.
      drawStar(c, w * 0.8, h * 0.2, w * 0.09, ink);
    }
  };
}

/** A five-pointed star, filled: a command unit's mark (and the card back's). */
export function drawStar(c: CanvasRenderingContext2D, x: number, y: number, r: number, fill: string): void {
  c.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    c.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  c.closePath();
  c.fillStyle = fill;
  c.fill();
}

/** A cup seen from above: a wooden rim round a dark inside, ringed in its player's colour. */
export function cupTexture(scene: Phaser.Scene, colour: string, diameter: number): string {
  return paintedTexture(scene, `cow-cup-${colour}-${diameter}`, diameter, diameter, (c, w) => {
    const r = w / 2;
    c.beginPath();
    c.arc(r, r, r - 1, 0, Math.PI * 2);
    c.fillStyle = hexColour(COLOUR_HEX[colour] ?? 0x888888);
    c.fill();
    c.beginPath();
    c.arc(r, r, r * 0.86, 0, Math.PI * 2);
    const g = c.createRadialGradient(r * 0.8, r * 0.8, r * 0.1, r, r, r * 0.86);
    g.addColorStop(0, '#4a3520');
    g.addColorStop(1, '#1e140a');
    c.fillStyle = g;
    c.fill();
    c.lineWidth = w * 0.03;
    c.strokeStyle = '#d9b787';
    c.stroke();
  }, 3);
}
