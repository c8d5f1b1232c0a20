// How Tiny 18c looks, on the table and on the print sheets: the counters (the side's colour, an
// inner line, the unit's label and its type) and the field's colours.
import { hexColour } from '../../table/textures';
import { SIDE_NAMES, SIZE, UNIT_NAMES, homeRow, type Side, type UnitType } from './rules';

/** The sides' colours: the attacker red, the defender blue. */
export const SIDE_HEX: Readonly<Record<Side, number>> = { 0: 0xb3322b, 1: 0x2f5fa8 };

/**
 * Paints a counter filling a w × h canvas. Long labels ("M10") shrink to stay inside the inner line.
 * `typeWord` false leaves out the type's name under the label (where it would be too small to read).
 */
export function paintCounter(c: CanvasRenderingContext2D, w: number, h: number, label: string, side: Side, type: UnitType, typeWord = true): void {
  c.beginPath();
  c.roundRect(w * 0.02, h * 0.02, w * 0.96, h * 0.96, w * 0.1);
  c.fillStyle = hexColour(SIDE_HEX[side]);
  c.fill();
  c.lineWidth = w * 0.025;
  c.strokeStyle = 'rgba(0,0,0,0.55)';
  c.stroke();
  c.beginPath();
  c.roundRect(w * 0.1, h * 0.1, w * 0.8, h * 0.8, w * 0.08);
  c.strokeStyle = 'rgba(255,255,255,0.6)';
  c.lineWidth = w * 0.02;
  c.stroke();
  c.fillStyle = '#fdf8ec';
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.font = `bold ${Math.round(h * (label.length > 2 ? 0.32 : 0.42))}px Georgia, 'DejaVu Serif', serif`;
  c.fillText(label, w / 2, h * (typeWord ? 0.44 : 0.5));
  if (!typeWord) return;
  c.font = `${Math.round(h * 0.12)}px system-ui, 'DejaVu Sans', sans-serif`;
  c.fillText(UNIT_NAMES[type].toUpperCase(), w / 2, h * 0.78);
}

/** The field's colours: the table draws them with Phaser's graphics, the print sheets with paintField. */
export const FIELD = {
  frame: 0xe9dcb8,
  light: 0xe4d5ad,
  dark: 0xdccca2,
  line: 0x6b5a3a,
  ink: '#5b4a2c',
  /** How strongly a home row is washed in its side's colour. */
  homeWash: 0.16,
} as const;

const FILES = 'abcde';

/**
 * The field as printed, filling a w × h picture of `squareMm` squares inside a frame `frameMm`
 * wide: ranks down the left (5 at the attacker's end, as on the table), files along the foot,
 * each square's name in its corner, and each home row washed and named in its side's colour.
 */
export function paintField(c: CanvasRenderingContext2D, w: number, h: number, squareMm: number, frameMm: number): void {
  const total = SIZE * squareMm + 2 * frameMm;
  c.save();
  c.scale(w / total, h / total);
  c.fillStyle = hexColour(FIELD.frame);
  c.fillRect(0, 0, total, total);
  c.translate(frameMm, frameMm);
  const size = SIZE * squareMm;
  for (let r = 0; r < SIZE; r++) {
    for (let col = 0; col < SIZE; col++) {
      c.fillStyle = hexColour((r + col) % 2 ? FIELD.dark : FIELD.light);
      c.fillRect(col * squareMm, r * squareMm, squareMm, squareMm);
      const home = r === homeRow(0) ? 0 : r === homeRow(1) ? 1 : null;
      if (home !== null) {
        c.fillStyle = hexColour(SIDE_HEX[home], FIELD.homeWash);
        c.fillRect(col * squareMm, r * squareMm, squareMm, squareMm);
      }
      c.fillStyle = FIELD.ink;
      c.font = `${squareMm * 0.09}px system-ui, 'DejaVu Sans', sans-serif`;
      c.textAlign = 'left';
      c.textBaseline = 'top';
      c.fillText(`${FILES[col]}${SIZE - r}`, col * squareMm + squareMm * 0.04, r * squareMm + squareMm * 0.03);
    }
  }
  c.strokeStyle = hexColour(FIELD.line, 0.8);
  c.lineWidth = 0.25;
  for (let i = 0; i <= SIZE; i++) {
    c.beginPath();
    c.moveTo(i * squareMm, 0);
    c.lineTo(i * squareMm, size);
    c.moveTo(0, i * squareMm);
    c.lineTo(size, i * squareMm);
    c.stroke();
  }
  c.lineWidth = 0.5;
  c.strokeStyle = hexColour(FIELD.line);
  // A path, not strokeRect: svgcanvas would print a scaled strokeRect's line many times too thick.
  c.beginPath();
  c.rect(0, 0, size, size);
  c.stroke();
  // Ranks on the left, files along the foot, in the frame.
  c.fillStyle = FIELD.ink;
  c.font = `${frameMm * 0.55}px Georgia, 'DejaVu Serif', serif`;
  c.textBaseline = 'middle';
  c.textAlign = 'center';
  for (let i = 0; i < SIZE; i++) {
    c.fillText(String(SIZE - i), -frameMm / 2, i * squareMm + squareMm / 2);
    c.fillText(FILES[i] ?? '', i * squareMm + squareMm / 2, size + frameMm / 2);
  }
  // Each home row: a bar of the side's colour down the right-hand frame, with its name.
  for (const side of [0, 1] as const) {
    const y = homeRow(side) * squareMm;
    c.fillStyle = hexColour(SIDE_HEX[side]);
    c.fillRect(size + frameMm * 0.2, y + 1, frameMm * 0.6, squareMm - 2);
    c.save();
    c.translate(size + frameMm / 2, y + squareMm / 2);
    c.rotate(-Math.PI / 2);
    c.fillStyle = '#fdf8ec';
    c.font = `bold ${frameMm * 0.3}px system-ui, 'DejaVu Sans', sans-serif`;
    c.fillText(SIDE_NAMES[side].toUpperCase(), 0, 0);
    c.restore();
  }
  c.restore();
}
