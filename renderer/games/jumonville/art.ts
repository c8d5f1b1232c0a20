// How the glen looks: a 36 by 36 inch table of grass, woods (tree crowns over a darker floor),
// grey rock outcrops and the brown ravine with darker edges, painted once into a texture; the
// figures are round one-inch bases in their side's coat colours with a team ring, their name
// below and a pip per hit. The rules measure in inches; the table is in millimetres.
import { insidePolygon } from '../../kits/geometry';
import { hexColour, noise, paintCanvas } from '../../table/textures';
import { TABLE, type Point, type Side, type Team, type TerrainPiece } from './rules';

/** Table millimetres per rules inch. */
export const MM = 25.4;
export const toWorld = (p: Point): Point => ({ x: p.x * MM, y: p.y * MM });
export const toInches = (p: Point): Point => ({ x: p.x / MM, y: p.y / MM });

export const SIDE_COAT: Record<string, number> = { virginians: 0x2f4f9e, indians: 0xc98a2b, french: 0xf1eee4 };
export const SIDE_TRIM: Record<string, number> = { virginians: 0xc0392b, indians: 0x6b3a14, french: 0x2b4f9e };
export const TEAM_RING: Record<Team, number> = { red: 0xd2362b, black: 0x151515 };
export const TEAM_CSS: Record<Team, string> = { red: '#e0574c', black: '#cfc8b8' };

export const coat = (side: Side): number => SIDE_COAT[side] ?? 0x7a7a7a;
export const trim = (side: Side): number => SIDE_TRIM[side] ?? 0x333333;

const trace = (c: CanvasRenderingContext2D, pts: readonly Point[]) => {
  c.beginPath();
  pts.forEach((p, i) => (i ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
  c.closePath();
};


/** The glen painted (inches scaled to pixels): grass, the ravine, woods, rocks. */
export function paintGlen(terrain: readonly TerrainPiece[], pxPerInch = 48): HTMLCanvasElement {
  return paintCanvas(
    TABLE.width,
    TABLE.height,
    (c, w) => {
      const k = w / TABLE.width;
      c.scale(k, k);
      const grass = c.createLinearGradient(0, 0, TABLE.width, TABLE.height);
      grass.addColorStop(0, '#6f8a3e');
      grass.addColorStop(0.5, '#7b934a');
      grass.addColorStop(1, '#667f38');
      c.fillStyle = grass;
      c.fillRect(0, 0, TABLE.width, TABLE.height);
      const rnd = noise(terrain.length * 31 + 7);
      for (let i = 0; i < 1400; i++) {
        c.fillStyle = rnd() < 0.5 ? 'rgba(45,66,22,0.18)' : 'rgba(170,175,95,0.13)';
        c.beginPath();
        c.arc(rnd() * TABLE.width, rnd() * TABLE.height, 0.08 + rnd() * 0.3, 0, Math.PI * 2);
        c.fill();
      }
      for (const t of terrain.filter((x) => x.kind === 'ravine')) {
        trace(c, t.points);
        c.fillStyle = '#7a5a36';
        c.fill();
        c.save();
        trace(c, t.points);
        c.clip();
        c.lineWidth = 1.4;
        c.strokeStyle = 'rgba(60,38,18,0.75)';
        trace(c, t.points);
        c.stroke();
        c.lineWidth = 0.6;
        c.strokeStyle = 'rgba(40,24,10,0.9)';
        trace(c, t.points);
        c.stroke();
        for (let i = 0; i < 260; i++) {
          c.fillStyle = rnd() < 0.5 ? 'rgba(50,32,14,0.3)' : 'rgba(160,130,90,0.25)';
          c.beginPath();
          c.arc(rnd() * TABLE.width, rnd() * TABLE.height, 0.1 + rnd() * 0.35, 0, Math.PI * 2);
          c.fill();
        }
        c.restore();
      }
      for (const t of terrain.filter((x) => x.kind === 'woods')) {
        trace(c, t.points);
        c.fillStyle = '#3f5a26';
        c.fill();
        c.lineWidth = 0.15;
        c.strokeStyle = 'rgba(20,35,10,0.8)';
        c.setLineDash([0.4, 0.3]);
        c.stroke();
        c.setLineDash([]);
        // Tree crowns, inside the wood.
        const xs = t.points.map((p) => p.x);
        const ys = t.points.map((p) => p.y);
        const x0 = Math.min(...xs);
        const y0 = Math.min(...ys);
        const x1 = Math.max(...xs);
        const y1 = Math.max(...ys);
        c.save();
        trace(c, t.points);
        c.clip();
        for (let y = y0; y <= y1; y += 1.1) {
          for (let x = x0 + ((Math.round(y * 10) % 2) * 0.55); x <= x1; x += 1.1) {
            const p = { x: x + (rnd() - 0.5) * 0.6, y: y + (rnd() - 0.5) * 0.6 };
            if (!insidePolygon(p, t.points)) continue;
            const r = 0.45 + rnd() * 0.3;
            c.fillStyle = 'rgba(20,32,10,0.45)';
            c.beginPath();
            c.arc(p.x + 0.12, p.y + 0.15, r, 0, Math.PI * 2);
            c.fill();
            c.fillStyle = rnd() < 0.5 ? '#4f7a2c' : '#5c8a33';
            c.beginPath();
            c.arc(p.x, p.y, r, 0, Math.PI * 2);
            c.fill();
            c.fillStyle = 'rgba(160,200,90,0.25)';
            c.beginPath();
            c.arc(p.x - r * 0.3, p.y - r * 0.3, r * 0.45, 0, Math.PI * 2);
            c.fill();
          }
        }
        c.restore();
      }
      for (const t of terrain.filter((x) => x.kind === 'rocks')) {
        c.save();
        c.translate(0.15, 0.2);
        trace(c, t.points);
        c.fillStyle = 'rgba(0,0,0,0.35)';
        c.fill();
        c.restore();
        trace(c, t.points);
        const xs = t.points.map((p) => p.x);
        const ys = t.points.map((p) => p.y);
        const g = c.createLinearGradient(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
        g.addColorStop(0, '#b9b6ad');
        g.addColorStop(1, '#6f6d67');
        c.fillStyle = g;
        c.fill();
        c.lineWidth = 0.12;
        c.strokeStyle = '#45443f';
        c.stroke();
        c.save();
        trace(c, t.points);
        c.clip();
        // Boulders piled in the outcrop, lit from the top-left.
        const x0 = Math.min(...xs);
        const y0 = Math.min(...ys);
        const wdt = Math.max(...xs) - x0;
        const hgt = Math.max(...ys) - y0;
        for (let i = 0; i < 9; i++) {
          const bx = x0 + rnd() * wdt;
          const by = y0 + rnd() * hgt;
          const br = 0.25 + rnd() * 0.35;
          c.fillStyle = 'rgba(40,40,36,0.45)';
          c.beginPath();
          c.ellipse(bx + 0.08, by + 0.1, br, br * 0.8, rnd(), 0, Math.PI * 2);
          c.fill();
          const shadeV = Math.round(140 + rnd() * 60);
          c.fillStyle = `rgb(${shadeV},${shadeV - 3},${shadeV - 10})`;
          c.beginPath();
          c.ellipse(bx, by, br, br * 0.8, rnd(), 0, Math.PI * 2);
          c.fill();
        }
        c.restore();
      }
      // Inch marks along the edges, every 6 inches (a move) long, every inch short.
      c.strokeStyle = 'rgba(20,20,10,0.45)';
      for (let i = 1; i < TABLE.width; i++) {
        const l = i % 6 === 0 ? 0.6 : 0.25;
        c.lineWidth = i % 6 === 0 ? 0.08 : 0.05;
        c.beginPath();
        c.moveTo(i, 0);
        c.lineTo(i, l);
        c.moveTo(i, TABLE.height);
        c.lineTo(i, TABLE.height - l);
        c.moveTo(0, i);
        c.lineTo(l, i);
        c.moveTo(TABLE.width, i);
        c.lineTo(TABLE.width - l, i);
        c.stroke();
      }
    },
    pxPerInch,
  );
}

const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A playing card's face (63 × 88 in picture units), for the turn-over. */
export function paintCard(card: string): HTMLCanvasElement {
  return paintCanvas(
    63,
    88,
    (c, w) => {
      const k = w / 63;
      c.scale(k, k);
      c.fillStyle = '#fbf8ef';
      c.strokeStyle = '#3a3328';
      c.lineWidth = 1;
      const r = 4;
      c.beginPath();
      c.roundRect(0.5, 0.5, 62, 87, r);
      c.fill();
      c.stroke();
      const suit = card.slice(-1);
      const rank = card.slice(0, -1);
      const red = suit === 'H' || suit === 'D';
      c.fillStyle = red ? '#c2261d' : '#171717';
      c.font = 'bold 13px Georgia, serif';
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      c.fillText(rank, 8, 9);
      c.fillText(SUIT_GLYPH[suit] ?? suit, 8, 21);
      c.save();
      c.translate(55, 79);
      c.rotate(Math.PI);
      c.fillText(rank, 0, 0);
      c.fillText(SUIT_GLYPH[suit] ?? suit, 0, 12);
      c.restore();
      c.font = `bold ${['J', 'Q', 'K'].includes(rank) ? 30 : 38}px Georgia, serif`;
      c.fillText(['J', 'Q', 'K'].includes(rank) ? `${rank}${SUIT_GLYPH[suit] ?? ''}` : (SUIT_GLYPH[suit] ?? suit), 31.5, 46);
      if (['J', 'Q', 'K'].includes(rank)) {
        // Two short lines between the big mark and the foot, no wider than the room between the
        // corner marks (a wide system font drew one line over the card's edges and its corner).
        c.font = 'bold 8px system-ui, sans-serif';
        c.fillText('2 figures', 31.5, 64, 32);
        c.fillText('each', 31.5, 73, 32);
      }
    },
    6,
  );
}

/** CSS colour of a side's coat, for the panel. */
export const coatCss = (side: Side): string => hexColour(coat(side));
