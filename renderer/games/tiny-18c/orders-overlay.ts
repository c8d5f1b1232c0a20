// The orders being given, drawn over the field until they are carried out: the unit picked, the
// squares it may go to and the enemies it may strike, the moves and charges as arrows (a charge's
// strike only where it ends beside its target), the guns' shots, and where units may deploy.
import type Phaser from 'phaser';
import { chargeOutcome, chargeStep, deploySquares, destinations } from './orders';
import { COUNTER, SQUARE, shotLine, squareCentre } from './field';
import type { Orders, Side, Square, Tiny18cState, Unit } from './rules';

export interface OrdersShown {
  s: Tiny18cState;
  /** The side at the screen: its committed orders, else its `draft`. */
  seat: Side;
  draft: Orders;
  selected: Unit | undefined;
  /** Where the selected unit's counter is drawn. */
  selectedAt: { x: number; y: number } | undefined;
  /** Whether the side at the screen may give orders now (the picked unit's squares show only then). */
  canOrder: boolean;
}

/** Whether `u` is a gun that may fire this declaration (it has not moved). */
export function isReadyGun(s: Tiny18cState, u: Unit, o: Orders): boolean {
  return o.phase === 'declarations' && u.type === 'A' && !s.moved.includes(u.id);
}

/** The squares `u` may be ordered to. */
export function targetsFor(s: Tiny18cState, u: Unit, o: Orders): Square[] {
  return u.at ? destinations(s, u, o) : [];
}

/** Draws `shown`'s orders into `g`, cleared first. */
export function drawOrders(g: Phaser.GameObjects.Graphics, shown: OrdersShown): void {
  const { s, seat, draft, selected: sel, selectedAt: at, canOrder } = shown;
  g.clear();
  const committed = s.orders[seat];
  const orders = committed ?? draft;
  const colour = committed ? 0xdad2bd : 0xfff3b0;
  // The selected unit, and where it may go or strike.
  if (sel && canOrder) {
    if (at) g.lineStyle(2.2, 0xffd75e, 1).strokeRoundedRect(at.x - COUNTER / 2 - 2, at.y - COUNTER / 2 - 2, COUNTER + 4, COUNTER + 4, 5);
    for (const sq of targetsFor(s, sel, orders)) {
      const p = squareCentre(sq);
      g.fillStyle(0x7ed07e, 0.35).fillRoundedRect(p.x - SQUARE / 2 + 3, p.y - SQUARE / 2 + 3, SQUARE - 6, SQUARE - 6, 4);
    }
    if (orders.phase === 'declarations') {
      for (const e of s.units.filter((u) => u.side !== sel.side && u.at && !u.routed)) {
        const p = squareCentre(e.at as Square);
        g.lineStyle(2, isReadyGun(s, sel, orders) ? 0xffa23a : 0xe0443a, 0.9).strokeCircle(p.x, p.y, COUNTER * 0.62);
      }
    }
  }
  if (orders.phase === 'movement') {
    for (const [id, to] of Object.entries(orders.moves)) {
      const u = s.units.find((x) => x.id === id);
      if (u?.at) arrow(g, squareCentre(u.at), squareCentre(to), colour);
    }
  }
  if (orders.phase === 'declarations') {
    const a = orders.action;
    const u = a ? s.units.find((x) => x.id === a.unit) : undefined;
    if (a && u?.at) {
      if (a.kind === 'move') arrow(g, squareCentre(u.at), squareCentre(a.to), colour);
      else {
        const target = s.units.find((x) => x.id === a.target);
        if (target?.at) {
          const step = chargeStep(s, u, target);
          if (step) arrow(g, squareCentre(u.at), squareCentre(step), 0xe0443a);
          // The strike only where the charge ends beside its target: a charge that falls short fights nothing.
          if (chargeOutcome(s, u, target) === 'fight') arrow(g, squareCentre(step ?? u.at), squareCentre(target.at), 0xe0443a, true);
        }
      }
    }
    for (const [gun, target] of Object.entries(orders.shots)) {
      const from = s.units.find((x) => x.id === gun)?.at;
      const to = s.units.find((x) => x.id === target)?.at;
      if (from && to) shotLine(g, squareCentre(from), squareCentre(to));
    }
  }
  if ((orders.phase === 'deploy' || orders.phase === 'scouts') && canOrder) {
    for (const sq of deploySquares(s, seat, orders)) {
      const p = squareCentre(sq);
      g.fillStyle(0x7ed07e, sel ? 0.35 : 0.15).fillRoundedRect(p.x - SQUARE / 2 + 3, p.y - SQUARE / 2 + 3, SQUARE - 6, SQUARE - 6, 4);
    }
  }
}

function arrow(g: Phaser.GameObjects.Graphics, a: { x: number; y: number }, b: { x: number; y: number }, colour: number, short = false): void {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const start = { x: a.x + ux * 10, y: a.y + uy * 10 };
  const end = { x: b.x - ux * (short ? COUNTER * 0.55 : 6), y: b.y - uy * (short ? COUNTER * 0.55 : 6) };
  g.lineStyle(3.2, 0x000000, 0.35).lineBetween(start.x + 0.8, start.y + 1.2, end.x + 0.8, end.y + 1.2);
  g.lineStyle(3.2, colour, 0.95).lineBetween(start.x, start.y, end.x, end.y);
  const head = 7;
  g.fillStyle(colour, 0.95).fillTriangle(
    end.x + ux * 3,
    end.y + uy * 3,
    end.x - ux * head - uy * head * 0.6,
    end.y - uy * head + ux * head * 0.6,
    end.x - ux * head + uy * head * 0.6,
    end.y - uy * head - ux * head * 0.6,
  );
}
