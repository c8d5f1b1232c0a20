// Battle of Tippecanoe's table drawn from the state, afresh on every change: the march marker,
// the decks and the discard with their counts, the other side's hand face down, both fields (each
// unit with its weapon tucked under it) with the last round's breakdowns and dice, the Civil
// Chief's draw, and the hand of the seat at the screen fanned along the bottom, one stack per
// kind. What it drew is kept for the scene's pointer (TipScene.ts) to find the cards by.
import type Phaser from 'phaser';
import { BOARD, CARD, MARKER_MM, MINI } from './art';
import { MARCH_DAYS, NATIVE, SIDE_NAMES, US, Z, categoryOf, handOf, pile, type Side, type TipState } from './rules';
import { BOARD_AT, DIE_MM, HAND_LABEL, LINE, OTHER_HAND, PILES, SCORE_RIGHT, SCORE_ROW, SCORE_TOTAL, TEXT, TOP, WEAPON_DROP, diePlace, fieldArea, handCentres, handCounts, insideField, musterPlaces, scoreAt, slotCentre, spaceCentre, weaponHere } from './tip-layout';
import { backTexture, dieTexture, faceTexture, handBack, markerTexture } from './tip-textures';
import { fieldCaption, handGroups, usableKinds, type HandGroup } from './tip-ui';
import type { Breakdown, RoundScore } from './rules/types';

const FONT = { fontFamily: 'Georgia, "DejaVu Serif", serif', color: '#f5ecd6', stroke: '#1d150d', strokeThickness: 6 } as const;

/** A stack of the hand: its cards, its top card's sprite, where it lies, and whether this step has a use for it. */
export interface HandStack {
  group: HandGroup;
  sprite: Phaser.GameObjects.Image;
  x: number;
  y: number;
  angle: number;
  usable: boolean;
}

/** How the table is drawn beyond the state: who sits at the screen, whether it is that seat's move, and the unit laid out waiting for its weapon. */
export interface DrawAt {
  me: Side;
  myMove: boolean;
  /** Whether a person (not the computer) sits at the screen: "Your hand". */
  person: boolean;
  pending: string | null;
}

export class TipDrawing {
  /** Everything drawn from the state; taken down by the next draw. */
  drawn: Phaser.GameObjects.GameObject[] = [];
  hand: HandStack[] = [];
  fieldSprites = new Map<string, Phaser.GameObjects.Image>();
  /** The weapon tucked under each unit on the field, by unit. */
  weaponSprites = new Map<string, Phaser.GameObjects.Image>();
  /** The Civil Chief's draw, and the size it is drawn at (smaller where seven would not fit). */
  musterSprites: { card: string; sprite: Phaser.GameObjects.Image; scale: number }[] = [];
  pendingSprite: Phaser.GameObjects.Image | null = null;
  /** The words drawn on the table, and their size in millimetres: the tests measure them on screen. */
  labels: { text: Phaser.GameObjects.Text; size: number; onCard: boolean }[] = [];
  private variant: TipState['options']['variant'] = 'as-written';
  /** What drawScore drew (part of `drawn`): the breakdowns and dice of the last round. */
  private scoreParts: Phaser.GameObjects.GameObject[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  /** Takes down everything drawn. */
  clear(): void {
    for (const o of this.drawn) o.destroy();
    this.drawn = [];
    this.scoreParts = [];
    this.hand = [];
    this.fieldSprites = new Map();
    this.weaponSprites = new Map();
    this.musterSprites = [];
    this.pendingSprite = null;
    this.labels = [];
  }

  /** Draws `s` afresh, as `at` says; what the table shows, for the tests to hold against the rules' state. */
  draw(s: TipState, at: DrawAt): Record<string, unknown> {
    this.clear();
    this.variant = s.options.variant;
    const { me, pending } = at;
    const them = (1 - me) as Side;
    const mine = handOf(s, me);

    // The march: the marker on the day the army has reached.
    const day = spaceCentre(s.day);
    this.keep(this.scene.add.image(day.x, day.y, markerTexture(this.scene)).setDisplaySize(MARKER_MM, MARKER_MM).setDepth(5));
    // The board's own dates are small: the day in words beside it.
    this.label(BOARD_AT.x / 2 + 4, BOARD_AT.y + BOARD.h / 2, `Day ${s.day} of ${MARCH_DAYS}`);

    // The decks and the discard, each with its count.
    const counts: Record<string, number> = {};
    for (const p of PILES) {
      const cards = pile(s, p.zone);
      counts[p.zone] = cards.length;
      const top = p.zone === Z.discard ? (cards.at(-1) ?? null) : null;
      const back = p.zone === Z.warriors ? 'native' : p.zone === Z.weapons ? 'weapons' : p.zone === Z.ammunition ? 'ammunition' : p.zone === Z.tactics ? 'tactics' : 'conditions';
      const size = p.mini ? MINI : CARD;
      if (cards.length === 0) this.keep(this.scene.add.rectangle(p.x, p.y, size.w, size.h).setStrokeStyle(0.6, 0xf5ecd6, 0.5).setDepth(2));
      else {
        // A thicker stack for a bigger pile: a few edges showing under the top card.
        for (let i = Math.min(4, Math.ceil(cards.length / 10)); i > 0; i--) this.card(null, p.x - i * 0.7, p.y + i * 0.7, 2, back);
        this.card(top, p.x, p.y, 3, back);
      }
      this.label(p.x, p.y + size.h / 2 + LINE / 2 + 2, p.label);
      this.badge(p.x, p.y, String(cards.length), TEXT.count);
    }

    // The other side's hand, face down, with its count.
    const theirs = handOf(s, them);
    const fan = Math.min(theirs.length, 12);
    for (let i = 0; i < fan; i++) this.card(null, OTHER_HAND.x + i * 9, OTHER_HAND.y + 22, 4 + i, handBack(them), OTHER_HAND.scale).setAngle((i - fan / 2) * 2);
    this.label(OTHER_HAND.x + 50, OTHER_HAND.y + 56, `${SIDE_NAMES[them]} hand`);
    if (theirs.length > 0) this.badge(OTHER_HAND.x + 50, OTHER_HAND.y + 22, String(theirs.length), TEXT.count);

    // The fields: the seat at the screen nearer.
    const b = s.battle;
    for (const side of [NATIVE, US] as const) {
      const near = side === me;
      const area = fieldArea(near);
      this.keep(this.scene.add.rectangle(area.x + area.w / 2, area.y + area.h / 2, area.w, area.h).setStrokeStyle(0.8, side === NATIVE ? 0xc0603a : 0x6f8fc8, 0.8).setFillStyle(0x000000, 0.08).setDepth(1));
      this.label(area.x + 2, area.y - LINE / 2 - 1, fieldCaption(s, side), TEXT.label, 0);
      (b?.fields[side] ?? []).forEach((pair, i) => {
        const c = slotCentre(i, near);
        if (pair.weapon) this.weaponSprites.set(pair.unit, this.card(pair.weapon, c.x, c.y + WEAPON_DROP, 20));
        this.fieldSprites.set(pair.unit, this.card(pair.unit, c.x, c.y, 21));
      });
      this.drawScore(side, near, b?.last ?? null);
    }
    if (pending) {
      const c = slotCentre(b?.fields[me].length ?? 0, true);
      this.pendingSprite = this.card(pending, c.x, c.y, 22).setAlpha(0.85);
      // Where its weapon will tuck under it: an outline, and the words just below that.
      const { outline, wordsY } = weaponHere(b?.fields[me].length ?? 0);
      this.keep(this.scene.add.rectangle(c.x, outline.y + outline.h / 2, outline.w, outline.h).setStrokeStyle(1.2, 0xf2cf6b, 0.9).setFillStyle(0xf2cf6b, 0.15).setDepth(19));
      const here = this.label(c.x, wordsY, 'weapon here').setColor('#f2cf6b');
      here.setX(insideField(c.x, here.displayWidth, true));
    }

    // The Civil Chief's draw, while five are kept.
    const drawn = pile(s, Z.muster).filter((card) => categoryOf(card) !== null);
    const muster = musterPlaces(drawn.length);
    muster.centres.forEach((c, i) => {
      const card = drawn[i] as string;
      this.musterSprites.push({ card, sprite: this.card(card, c.x, c.y, 30 + i, 'native', muster.scale), scale: muster.scale });
    });

    // The hand of the seat at the screen: a stack per kind, its count on it.
    const groups = handGroups(mine).filter((g) => g.cards.some((c) => c !== pending));
    const places = handCentres(groups.length);
    // The stacks this step has a use for, ringed in gold (the pay step's sort, the units to lay out…).
    const usable = at.myMove ? usableKinds(s, me) : new Set<string>();
    const countAt = handCounts(groups.map((g) => ({ mini: faceTexture(this.scene, g.cards[0] ?? '', s.options.variant).mini })));
    groups.forEach((group, i) => {
      const place = places[i] as { x: number; y: number; angle: number };
      const count = group.cards.filter((c) => c !== pending).length;
      const sprite = this.card(group.cards.find((c) => c !== pending) ?? null, place.x, place.y, 100 + i * 2).setAngle(place.angle);
      this.hand.push({ group: { kind: group.kind, cards: group.cards.filter((c) => c !== pending) }, sprite, x: place.x, y: place.y, angle: place.angle, usable: usable.has(group.kind) });
      // Over its own card, under the next stack laid over it.
      if (usable.has(group.kind)) this.keep(this.scene.add.rectangle(place.x, place.y, sprite.displayWidth + 3, sprite.displayHeight + 3).setStrokeStyle(2.4, 0xf2cf6b, 1).setAngle(place.angle).setDepth(100 + i * 2 + 1));
      // Above every card of the hand: the next stack, laid over this one, never hides its count.
      const c = countAt[i] as { x: number; y: number };
      const badge = this.badge(c.x, c.y, `×${count}`, TEXT.count).setDepth(100 + groups.length * 2 + i);
      sprite.setData('badge', badge);
    });
    this.label(HAND_LABEL.x, HAND_LABEL.y, `${at.person ? `Your hand (${SIDE_NAMES[me]})` : `${SIDE_NAMES[me]} hand`} · ${mine.length} cards`, TEXT.label, 0);

    return {
      day: s.day,
      marker: { x: day.x, y: day.y },
      piles: counts,
      hand: this.hand.map((h) => ({ kind: h.group.kind, count: h.group.cards.length, usable: h.usable })),
      otherHand: theirs.length,
      fields: ([NATIVE, US] as const).map((side) => (b?.fields[side] ?? []).map((p) => ({ unit: p.unit, weapon: p.weapon, at: this.fieldSprites.get(p.unit) ? { x: this.fieldSprites.get(p.unit)?.x, y: this.fieldSprites.get(p.unit)?.y } : null }))),
      muster: this.musterSprites.map((m) => m.card),
      dice: b?.last?.faces ?? null,
      pending,
    };
  }

  /**
   * Takes the last round's breakdowns and dice out of sight while a new round's dice roll: beside a
   * US field now attacking, "US defence … Total 50" read as this round's. The redraw after the roll
   * puts the new round's in their place.
   */
  hideScores(): void {
    for (const o of this.scoreParts) if (o.active) (o as unknown as Phaser.GameObjects.Components.Visible).setVisible(false);
  }

  /** A side's last round beside its field: the seed's breakdown, and its dice. */
  private drawScore(side: Side, near: boolean, last: RoundScore | null): void {
    if (!last) return;
    const first = this.drawn.length;
    const at = scoreAt(near);
    const sc: Breakdown = last.scores[side];
    const role = last.attacker === side ? 'attack' : 'defence';
    this.label(at.x, at.y, `${SIDE_NAMES[side]} ${role}`, TEXT.label, 0);
    // The seed's breakdown, a row each, the figures flush right.
    const rows: [string, number][] = [['Units', sc.units], ['Weapons', sc.weapons], ['Special', sc.special], ['Tactics', sc.tactics], ['Dice', sc.dice]];
    rows.forEach(([name, n], i) => {
      const y = at.y + (i + 1) * SCORE_ROW;
      this.label(at.x + 4, y, name, TEXT.label, 0).setColor('#e6dcc3');
      this.label(SCORE_RIGHT, y, String(n), TEXT.label, 1);
    });
    const won = last.winner === side ? '#f2cf6b' : '#f5ecd6';
    this.label(at.x, at.y + SCORE_TOTAL, 'Total', TEXT.total, 0).setColor(won);
    this.label(SCORE_RIGHT, at.y + SCORE_TOTAL, String(sc.total), TEXT.total, 1).setColor(won);
    last.faces[side].forEach((face, i) => {
      const p = diePlace(near, i);
      this.keep(this.scene.add.image(p.x, p.y, dieTexture(this.scene, face)).setDisplaySize(DIE_MM, DIE_MM).setDepth(40));
    });
    this.scoreParts.push(...this.drawn.slice(first));
  }

  private keep<T extends Phaser.GameObjects.GameObject>(o: T): T {
    this.drawn.push(o);
    return o;
  }

  private card(card: string | null, x: number, y: number, depth: number, back: Parameters<typeof backTexture>[1] = 'native', scale = 1): Phaser.GameObjects.Image {
    const t = card ? faceTexture(this.scene, card, this.variant) : backTexture(this.scene, back);
    const size = t.mini ? MINI : CARD;
    return this.keep(this.scene.add.image(x, y, t.key).setDisplaySize(size.w * scale, size.h * scale).setDepth(depth));
  }

  /** Words on the table; `onCard`: laid on a card on purpose (a count, a prompt), on a dark ground. */
  private label(x: number, y: number, text: string, size: number = TEXT.label, origin = 0.5, onCard = false): Phaser.GameObjects.Text {
    const t = this.keep(this.scene.add.text(x, y, text, { ...FONT, fontSize: '48px' }).setOrigin(origin, 0.5).setScale(size / 48).setDepth(TOP - 10));
    if (onCard) t.setBackgroundColor('#1d150dcc').setPadding(10, 2, 10, 2);
    this.labels.push({ text: t, size, onCard });
    return t;
  }

  /** A count on a card or a pile: large, on a dark ground, readable at any zoom the table fits. */
  private badge(x: number, y: number, text: string, size: number): Phaser.GameObjects.Text {
    return this.label(x, y, text, size, 0.5, true);
  }

}
