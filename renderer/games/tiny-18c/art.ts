// How Tiny 18c's counters look, on the table and on the print sheets: the side's colour, an inner
// line, the unit's label and its type.
import { hexColour } from '../../table/textures';
import { UNIT_NAMES, type Side, type UnitType } from './rules';

/** The sides' colours: the attacker red, the defender blue. */
export const SIDE_HEX: Readonly<Record<Side, number>> = { 0: 0xb3322b, 1: 0x2f5fa8 };

/** Paints a counter filling a w × h canvas. Long labels ("M10") shrink to stay inside the inner line. */
export function paintCounter(c: CanvasRenderingContext2D, w: number, h: number, label: string, side: Side, type: UnitType): void {
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
  c.fillText(label, w / 2, h * 0.44);
  c.font = `${Math.round(h * 0.12)}px system-ui, 'DejaVu Sans', sans-serif`;
  c.fillText(UNIT_NAMES[type].toUpperCase(), w / 2, h * 0.78);
}
