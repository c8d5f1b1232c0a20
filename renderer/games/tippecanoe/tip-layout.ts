// Where everything lies on the Tippecanoe table, in millimetres: the march board along the top,
// the decks and the discard down the left, the other side's hand top right, the two fields in
// the middle (the seat at the screen nearer), the breakdowns and dice to their right, and the
// hand of the seat at the screen along the bottom edge. Pure, so the scene and its tests agree.
import { CARD, MINI, BOARD } from './art';
import { Z } from './rules/deck';

export const TABLE = { width: 690, height: 480 } as const;

export const BOARD_AT = { x: 150, y: 8 } as const;
/** The centre of a space on the board (0: Fort Harrison). */
export const spaceCentre = (day: number) => ({ x: BOARD_AT.x + day * BOARD.space + BOARD.space / 2, y: BOARD_AT.y + BOARD.h / 2 + 6 });

/** The piles, their place (centre) and whether their cards are mini. */
export const PILES: readonly { zone: string; label: string; x: number; y: number; mini: boolean }[] = [
  { zone: Z.warriors, label: 'Warriors', x: 45, y: 120, mini: false },
  { zone: Z.tactics, label: 'Tactics', x: 115, y: 120, mini: false },
  { zone: Z.weapons, label: 'Weapons', x: 45, y: 235, mini: true },
  { zone: Z.ammunition, label: 'Ammo', x: 115, y: 235, mini: true },
  { zone: Z.conditions, label: 'Conditions', x: 45, y: 345, mini: false },
  { zone: Z.discard, label: 'Discard', x: 115, y: 345, mini: false },
];

export const pileAt = (zone: string) => PILES.find((p) => p.zone === zone);

/** A field slot's unit centre: `near` is the side of the seat at the screen. */
export const SLOT_STEP = 74;
export const slotCentre = (i: number, near: boolean) => ({ x: 215 + i * SLOT_STEP, y: near ? 288 : 128 });
/** The weapon tucked under its unit, its lower part showing below the card. */
export const WEAPON_DROP = 32;
/** The field's area, for drops: the five slots with some room. */
export const fieldArea = (near: boolean) => {
  const c = slotCentre(0, near);
  return { x: c.x - CARD.w / 2 - 6, y: c.y - CARD.h / 2 - 6, w: 4 * SLOT_STEP + CARD.w + 12, h: CARD.h + WEAPON_DROP + 12 };
};

/** Each side's score breakdown and dice, beside its field. */
export const scoreAt = (near: boolean) => ({ x: 550, y: near ? 240 : 80 });

/** The other side's hand: backs, small, with the count. */
export const OTHER_HAND = { x: 455, y: 14, scale: 0.5 } as const;

/** The hand of the seat at the screen: one stack per kind, fanned along the bottom edge. */
export const HAND = { y: 428, left: 180, right: 640, maxStep: 70 } as const;
export function handCentres(n: number): { x: number; y: number; angle: number }[] {
  const step = n <= 1 ? 0 : Math.min(HAND.maxStep, (HAND.right - HAND.left - CARD.w) / (n - 1));
  const mid = (n - 1) / 2;
  return Array.from({ length: n }, (_, i) => ({ x: HAND.left + CARD.w / 2 + i * step, y: HAND.y + Math.abs(i - mid) * 1.2, angle: (i - mid) * 1.5 }));
}

/** The Civil Chief's draw, laid out on the near field while the player keeps five. */
export const musterCentre = (i: number) => slotCentre(0, true).x + i * (CARD.w + 4);

export const inRect = (p: { x: number; y: number }, r: { x: number; y: number; w: number; h: number }) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
/** The rectangle of a card centred at (x, y). */
export const cardRect = (x: number, y: number, mini = false, scale = 1) => {
  const s = mini ? MINI : CARD;
  return { x: x - (s.w * scale) / 2, y: y - (s.h * scale) / 2, w: s.w * scale, h: s.h * scale };
};
