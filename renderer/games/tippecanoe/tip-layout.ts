// Where everything lies on the Tippecanoe table, in millimetres: the march board along the top,
// the decks and the discard down the left, the other side's hand top right, the two fields in
// the middle (the seat at the screen nearer), the breakdowns and dice to their right, and the
// hand of the seat at the screen along the bottom edge. Pure, so the scene and its tests agree.
import { CARD, MINI, BOARD } from './art';
import { FIELD_SIZE } from './rules/cards';
import { Z } from './rules/deck';

export const TABLE = { width: 690, height: 540 } as const;

/**
 * Text sizes in millimetres of table. The table fits a 960 × 600 window at about 0.805 pixels a
 * millimetre (0.92 at 1280 × 800, 1.63 at 1920 × 1080), so 15 mm reads at 12 px there (14 px at
 * 1280 × 800, 24 px at 1920 × 1080). At 14 mm it was 11.3 px in the small window.
 */
export const TEXT = { label: 15, count: 16, total: 16 } as const;
/** A line of text, and the room it takes. */
export const LINE = 16;
/** The depth above everything on the table: a card grown under the pointer, or carried. */
export const TOP = 10_000;

export const BOARD_AT = { x: 150, y: 8 } as const;
/** The centre of a space on the board (0: Fort Harrison). */
export const spaceCentre = (day: number) => ({ x: BOARD_AT.x + day * BOARD.space + BOARD.space / 2, y: BOARD_AT.y + BOARD.h / 2 + 6 });

/** The piles, their place (centre) and whether their cards are mini: the columns far enough apart for the words under them ("Conditions", "Discard") to stand clear. */
export const PILES: readonly { zone: string; label: string; x: number; y: number; mini: boolean }[] = [
  { zone: Z.warriors, label: 'Warriors', x: 42, y: 118, mini: false },
  { zone: Z.tactics, label: 'Tactics', x: 120, y: 118, mini: false },
  { zone: Z.weapons, label: 'Weapons', x: 42, y: 255, mini: true },
  { zone: Z.ammunition, label: 'Ammo', x: 120, y: 255, mini: true },
  { zone: Z.conditions, label: 'Conditions', x: 42, y: 385, mini: false },
  { zone: Z.discard, label: 'Discard', x: 120, y: 385, mini: false },
];

export const pileAt = (zone: string) => PILES.find((p) => p.zone === zone);

/** A field slot's unit centre: `near` is the side of the seat at the screen. */
export const SLOT_STEP = 74;
export const slotCentre = (i: number, near: boolean) => ({ x: 215 + i * SLOT_STEP, y: near ? 318 : 142 });
/** The weapon tucked under its unit, its lower part showing below the card. */
export const WEAPON_DROP = 32;
/** The field's area, for drops: the five slots with some room. */
export const fieldArea = (near: boolean) => {
  const c = slotCentre(0, near);
  return { x: c.x - CARD.w / 2 - 6, y: c.y - CARD.h / 2 - 6, w: 4 * SLOT_STEP + CARD.w + 12, h: CARD.h + WEAPON_DROP + 12 };
};

/**
 * Where a unit waiting in slot `i` of the near field shows its weapon will go: the outline of that
 * weapon (its foot showing below the unit, as a weapon's does), and the centre line of the words
 * "weapon here" just under it, in the field's last strip (on the outline, its gold edge ran through them).
 */
export function weaponHere(i: number): { outline: { x: number; y: number; w: number; h: number }; wordsY: number } {
  const c = slotCentre(i, true);
  const outline = { x: c.x - MINI.w / 2, y: c.y + WEAPON_DROP - MINI.h / 2, w: MINI.w, h: MINI.h };
  return { outline, wordsY: outline.y + outline.h + LINE / 2 + 0.5 };
}

/**
 * The centre for words `w` wide wanted centred at `x` inside a field's outline (`near`: the seat
 * at the screen's), moved in where they would cross its edge: "weapon here" under the first slot
 * is wider than the card and began left of the Native field.
 */
export function insideField(x: number, w: number, near: boolean): number {
  const a = fieldArea(near);
  const inset = 2;
  return Math.min(Math.max(x, a.x + inset + w / 2), a.x + a.w - inset - w / 2);
}

/** Each side's score breakdown and dice, beside its field. */
export const scoreAt = (near: boolean) => ({ x: 554, y: fieldArea(near).y + LINE / 2 });
/** The breakdown's column: from scoreAt's x to here, the figures set flush right. */
export const SCORE_RIGHT = TABLE.width - 8;
/** The breakdown's rows (under its title), its total and its dice, below scoreAt. */
export const SCORE_ROW = 16;
export const SCORE_TOTAL = 6 * SCORE_ROW + 2;
/** A die's side on the table (mm). */
export const DIE_MM = 15;
const SCORE_DICE = SCORE_TOTAL + LINE / 2 + 3 + DIE_MM / 2;

/** Where a side's die `i` lies: in a row (of five at most) under its breakdown. */
export function diePlace(near: boolean, i: number): { x: number; y: number } {
  const at = scoreAt(near);
  return { x: at.x + DIE_MM / 2 + (i % FIELD_SIZE) * (DIE_MM + 3), y: at.y + SCORE_DICE + Math.floor(i / FIELD_SIZE) * (DIE_MM + 3) };
}

/** The other side's hand: backs, small, with the count. */
export const OTHER_HAND = { x: 455, y: 4, scale: 0.5 } as const;

/** The hand of the seat at the screen: one stack per kind, fanned along the bottom edge. */
export const HAND = { y: 486, left: 180, right: 640, maxStep: 70 } as const;
/** "Your hand (Native) · 14 cards", over the hand. */
export const HAND_LABEL = { x: 180, y: 428 } as const;
export function handCentres(n: number): { x: number; y: number; angle: number }[] {
  const step = n <= 1 ? 0 : Math.min(HAND.maxStep, (HAND.right - HAND.left - CARD.w) / (n - 1));
  const mid = (n - 1) / 2;
  return Array.from({ length: n }, (_, i) => ({ x: HAND.left + CARD.w / 2 + i * step, y: HAND.y + Math.abs(i - mid) * 1.2, angle: (i - mid) * 1.5 }));
}

/** A stack's count in the hand, "×40" on its dark ground at TEXT.count, is about this wide (mm), and this high. */
export const COUNT_BOX = { w: 44, h: 22 } as const;

/**
 * Where each hand stack's count goes: near the card's foot, in the middle of the strip of it the
 * next stack leaves in sight (the stacks overlap once the hand holds eight or so kinds). Where the
 * strips grow too narrow for two counts side by side, every other count goes up a row. The scene
 * draws the counts above every hand card, so a count running past its strip is still read.
 */
export function handCounts(stacks: readonly { mini: boolean }[]): { x: number; y: number }[] {
  const places = handCentres(stacks.length);
  const size = (i: number) => (stacks[i]?.mini ? MINI : CARD);
  const xs = places.map((at, i) => {
    const next = places[i + 1];
    const right = Math.min(at.x + size(i).w / 2, next ? next.x - size(i + 1).w / 2 : Infinity);
    return (at.x - size(i).w / 2 + right) / 2;
  });
  let raised = false;
  return places.map((at, i) => {
    const x = xs[i] as number;
    raised = !raised && i > 0 && x - (xs[i - 1] as number) < COUNT_BOX.w;
    // A raised count sits a row above where a small card's would: clear of either size's below it.
    return { x, y: raised ? at.y + MINI.h / 2 - 11 - COUNT_BOX.h - 2 : at.y + size(i).h / 2 - 11 };
  });
}

/** The part of a unit card, from its left edge, that holds both its figures (attack and defence). */
export const CARD_FIGURES = 54;

/**
 * The Civil Chief's draw, laid out on the near field while the player keeps five: side by side
 * from the first slot where they fit; else fanned, each later card over the one before, and made
 * a little smaller where need be, so that all of them lie inside the field's outline and both
 * figures of every card stay in sight.
 */
export function musterPlaces(n: number): { scale: number; centres: { x: number; y: number }[] } {
  const area = fieldArea(true);
  const first = slotCentre(0, true);
  // The room from the first slot card's left edge to as far in from the outline's right edge.
  const margin = first.x - CARD.w / 2 - area.x;
  const room = area.w - 2 * margin;
  const scale = n <= 1 ? 1 : Math.min(1, room / (CARD.w + (n - 1) * CARD_FIGURES));
  const w = CARD.w * scale;
  const step = n <= 1 ? 0 : Math.min(CARD.w + 4, (room - w) / (n - 1));
  return { scale, centres: Array.from({ length: n }, (_, i) => ({ x: area.x + margin + w / 2 + i * step, y: first.y })) };
}

export const inRect = (p: { x: number; y: number }, r: { x: number; y: number; w: number; h: number }) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
/** The rectangle of a card centred at (x, y). */
export const cardRect = (x: number, y: number, mini = false, scale = 1) => {
  const s = mini ? MINI : CARD;
  return { x: x - (s.w * scale) / 2, y: y - (s.h * scale) / 2, w: s.w * scale, h: s.h * scale };
};
