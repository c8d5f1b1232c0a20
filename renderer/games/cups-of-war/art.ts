// How Cups of War looks: tiles (colour, strength, unit type, a star on command units), cups.
import type Phaser from 'phaser';
import { hexColour, paintedTexture, roundedRect, shade, type Painter } from '../../table/textures';
import { COLOUR_HEX, TILE_SIZE, type Tile, type UnitType } from './rules';

const TYPE_MARK: Record<UnitType, string> = { infantry: 'INF', armor: 'ARM', air: 'AIR' };

type TileLook = Pick<Tile, 'strength' | 'command' | 'type'>;

/** The face a tile shows: its star (a command unit star side up) or its strength. */
export function tileTexture(scene: Phaser.Scene, t: TileLook, colour: string, star: boolean): string {
  const key = `cow-${colour}-${t.strength}-${t.type}-${t.command}-${star}`;
  return paintedTexture(scene, key, TILE_SIZE, TILE_SIZE, tilePainter(t, colour, star));
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
    if (star) {
      drawStar(c, w / 2, h * 0.45, w * 0.3, ink);
    } else {
      c.font = `bold ${Math.round(h * 0.5)}px Georgia, serif`;
      c.fillText(String(t.strength), w / 2, h * 0.46);
    }
    c.font = `bold ${Math.round(h * 0.15)}px system-ui, sans-serif`;
    c.fillText(TYPE_MARK[t.type], w / 2, h * 0.82);
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
