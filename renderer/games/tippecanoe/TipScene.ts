// Battle of Tippecanoe on the table: the march board with its marker, the decks and the discard
// as stacks with counts, both fields (each unit with its weapon tucked under it), the round's
// dice and score breakdowns, the other hand face down, and the hand of the seat at the screen
// fanned along the bottom, one stack per kind. Cards are dragged where they go (a unit onto the
// field, then a weapon onto it; a warrior onto a deck to trade; a card onto the warriors deck to
// exchange; onto the discard to pay a condition) or clicked when a click says it all.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { GameScene, type GameSceneData, type Point, type Replay } from '../../table/GameScene';
import { BOARD, CARD, MARKER_MM, MINI } from './art';
import { MARCH_DAYS, NATIVE, SIDE_NAMES, US, Z, actor, categoryOf, handOf, kindOf, pile, type Side, type TipAction, type TipDetail, type TipState } from './rules';
import { BOARD_AT, DIE_MM, HAND_LABEL, LINE, OTHER_HAND, PILES, SCORE_RIGHT, SCORE_ROW, SCORE_TOTAL, TABLE, TEXT, WEAPON_DROP, cardRect, diePlace, fieldArea, handCentres, insideField, handCounts, inRect, musterPlaces, pileAt, scoreAt, slotCentre, spaceCentre } from './tip-layout';
import { backTexture, boardTexture, dieTexture, faceTexture, handBack, markerTexture } from './tip-textures';
import { fieldCaption, handGroups, idleCardWords, tipStore, usableKinds, type HandGroup } from './tip-ui';
import { TipPlayback } from './tip-playback';
import type { TableNow } from './tip-moves';
import type { Breakdown, RoundScore } from './rules/types';

/** How much a card grows under the pointer: enough to read its words. */
const HOVER_SCALE = 2.1;
/** How far the pointer must move (mm) before a press becomes a drag. */
const DRAG_START = 4;
const TOP = 10_000;

type Carry = { card: string; sprite: Phaser.GameObjects.Image; from: Point; moved: boolean };

const FONT = { fontFamily: 'Georgia, "DejaVu Serif", serif', color: '#f5ecd6', stroke: '#1d150d', strokeThickness: 6 } as const;

export class TipScene extends GameScene<TipState, TipAction, TipDetail> {
  /** Everything drawn from the state; rebuilt by each refresh. */
  private drawn: Phaser.GameObjects.GameObject[] = [];
  private hand: { group: HandGroup; sprite: Phaser.GameObjects.Image; x: number; y: number; angle: number; usable: boolean }[] = [];
  private fieldSprites = new Map<string, Phaser.GameObjects.Image>();
  /** The weapon tucked under each unit on the field, by unit. */
  private weaponSprites = new Map<string, Phaser.GameObjects.Image>();
  /** The Civil Chief's draw, and the size it is drawn at (smaller where seven would not fit). */
  private musterSprites: { card: string; sprite: Phaser.GameObjects.Image; scale: number }[] = [];
  private pendingSprite: Phaser.GameObjects.Image | null = null;
  private hovered: number | null = null;
  /** The card on the table grown under the pointer (and a unit's weapon beside it), and the size and depth each goes back to. */
  private grown: { sprite: Phaser.GameObjects.Image; w: number; h: number; depth: number }[] = [];
  private carry: Carry | null = null;
  /** A drawn warrior pressed: let go where it was pressed (a click), it goes back to the deck. */
  private musterPress: { card: string; from: Point } | null = null;
  /** A unit laid on the field that waits for its weapon: the rules take the two together. */
  private pending: string | null = null;
  private shows!: TipPlayback;
  /** What the table shows now, for the tests to hold against the rules' state. */
  private shown: Record<string, unknown> = {};
  /** The words drawn on the table, and their size in millimetres: the tests measure them on screen. */
  private labels: { text: Phaser.GameObjects.Text; size: number; onCard: boolean }[] = [];

  constructor() {
    super('TipScene');
    this.tapeAllowed = false;
  }

  override init(data: GameSceneData): void {
    super.init(data);
    this.drawn = [];
    this.hand = [];
    this.fieldSprites = new Map();
    this.weaponSprites = new Map();
    this.musterSprites = [];
    this.pendingSprite = null;
    this.hovered = null;
    this.grown = [];
    this.carry = null;
    this.musterPress = null;
    this.pending = null;
    this.shown = {};
    this.labels = [];
  }

  protected tableSetup() {
    return { size: { ...TABLE }, units: { unit: 'cm' as const, matchstickInches: 2 } };
  }

  override create(): void {
    super.create();
    this.shows = new TipPlayback(this, this.playback);
    this.add.image(BOARD_AT.x, BOARD_AT.y, boardTexture(this)).setOrigin(0, 0).setDisplaySize(BOARD.spaces * BOARD.space, BOARD.h).setDepth(1);
    // Undo or Redo with a card in hand changed the hand under it: a payment redone took the card
    // held out of the hand, and letting go then said "That card is not in your hand." They wait for the release.
    this.undoWaitsWhileHeld(() => (this.carry || this.musterPress ? 'a card' : null));
    this.events.once('shutdown', () => tipStore(this.session).set({ animating: false, round: null, day: null }));
    this.refresh();
  }

  /** The seat at the screen, and whether it may move now. */
  private get me(): Side {
    return this.session.viewer as Side;
  }
  private get myMove(): boolean {
    const s = this.full;
    return !s.result && !this.playback.running && actor(s) === this.me && this.session.players[this.me]?.control === 'human';
  }

  // ---- drawing the state ------------------------------------------------------------------------

  private keep<T extends Phaser.GameObjects.GameObject>(o: T): T {
    this.drawn.push(o);
    return o;
  }

  private card(card: string | null, x: number, y: number, depth: number, back: Parameters<typeof backTexture>[1] = 'native', scale = 1): Phaser.GameObjects.Image {
    const t = card ? faceTexture(this, card, this.view.options.variant) : backTexture(this, back);
    const size = t.mini ? MINI : CARD;
    return this.keep(this.add.image(x, y, t.key).setDisplaySize(size.w * scale, size.h * scale).setDepth(depth));
  }

  /** Words on the table; `onCard`: laid on a card on purpose (a count, a prompt), on a dark ground. */
  private label(x: number, y: number, text: string, size: number = TEXT.label, origin = 0.5, onCard = false): Phaser.GameObjects.Text {
    const t = this.keep(this.add.text(x, y, text, { ...FONT, fontSize: '48px' }).setOrigin(origin, 0.5).setScale(size / 48).setDepth(TOP - 10));
    if (onCard) t.setBackgroundColor('#1d150dcc').setPadding(10, 2, 10, 2);
    this.labels.push({ text: t, size, onCard });
    return t;
  }

  /** A count on a card or a pile: large, on a dark ground, readable at any zoom the table fits. */
  private badge(x: number, y: number, text: string, size: number): Phaser.GameObjects.Text {
    return this.label(x, y, text, size, 0.5, true);
  }

  protected refresh(): void {
    for (const o of this.drawn) o.destroy();
    this.drawn = [];
    this.hand = [];
    this.fieldSprites = new Map();
    this.weaponSprites = new Map();
    this.musterSprites = [];
    this.pendingSprite = null;
    this.hovered = null;
    this.grown = [];
    this.labels = [];
    const s = this.view;
    const me = this.me;
    const them = (1 - me) as Side;
    const mine = handOf(s, me);
    if (this.pending && (!mine.includes(this.pending) || s.step.k !== 'deploy' || !this.myMove)) this.pending = null;

    // The march: the marker on the day the army has reached.
    const day = spaceCentre(s.day);
    this.keep(this.add.image(day.x, day.y, markerTexture(this)).setDisplaySize(MARKER_MM, MARKER_MM).setDepth(5));
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
      if (cards.length === 0) this.keep(this.add.rectangle(p.x, p.y, size.w, size.h).setStrokeStyle(0.6, 0xf5ecd6, 0.5).setDepth(2));
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
      this.keep(this.add.rectangle(area.x + area.w / 2, area.y + area.h / 2, area.w, area.h).setStrokeStyle(0.8, side === NATIVE ? 0xc0603a : 0x6f8fc8, 0.8).setFillStyle(0x000000, 0.08).setDepth(1));
      this.label(area.x + 2, area.y - LINE / 2 - 1, fieldCaption(s, side), TEXT.label, 0);
      (b?.fields[side] ?? []).forEach((pair, i) => {
        const c = slotCentre(i, near);
        if (pair.weapon) this.weaponSprites.set(pair.unit, this.card(pair.weapon, c.x, c.y + WEAPON_DROP, 20));
        this.fieldSprites.set(pair.unit, this.card(pair.unit, c.x, c.y, 21));
      });
      this.drawScore(side, near, b?.last ?? null);
    }
    if (this.pending) {
      const c = slotCentre(b?.fields[me].length ?? 0, true);
      this.pendingSprite = this.card(this.pending, c.x, c.y, 22).setAlpha(0.85);
      // Where its weapon will tuck under it: an outline, and the words just below the card.
      this.keep(this.add.rectangle(c.x, c.y + WEAPON_DROP, MINI.w, MINI.h).setStrokeStyle(1.2, 0xf2cf6b, 0.9).setFillStyle(0xf2cf6b, 0.15).setDepth(19));
      const here = this.label(c.x, c.y + CARD.h / 2 + LINE / 2 + 1, 'weapon here').setColor('#f2cf6b');
      here.setX(insideField(c.x, here.displayWidth, true));
    }

    // The Civil Chief's draw, while five are kept.
    const drawn = pile(s, Z.muster).filter((card) => categoryOf(card) !== null);
    const muster = musterPlaces(drawn.length);
    muster.centres.forEach((at, i) => {
      const card = drawn[i] as string;
      this.musterSprites.push({ card, sprite: this.card(card, at.x, at.y, 30 + i, 'native', muster.scale), scale: muster.scale });
    });

    // The hand of the seat at the screen: a stack per kind, its count on it.
    const groups = handGroups(mine).filter((g) => g.cards.some((c) => c !== this.pending));
    const places = handCentres(groups.length);
    // The stacks this step has a use for, ringed in gold (the pay step's sort, the units to lay out…).
    const usable = this.myMove ? usableKinds(s, me) : new Set<string>();
    const countAt = handCounts(groups.map((g) => ({ mini: faceTexture(this, g.cards[0] ?? '', s.options.variant).mini })));
    groups.forEach((group, i) => {
      const at = places[i] as { x: number; y: number; angle: number };
      const count = group.cards.filter((c) => c !== this.pending).length;
      const sprite = this.card(group.cards.find((c) => c !== this.pending) ?? null, at.x, at.y, 100 + i * 2).setAngle(at.angle);
      this.hand.push({ group: { kind: group.kind, cards: group.cards.filter((c) => c !== this.pending) }, sprite, x: at.x, y: at.y, angle: at.angle, usable: usable.has(group.kind) });
      // Over its own card, under the next stack laid over it.
      if (usable.has(group.kind)) this.keep(this.add.rectangle(at.x, at.y, sprite.displayWidth + 3, sprite.displayHeight + 3).setStrokeStyle(2.4, 0xf2cf6b, 1).setAngle(at.angle).setDepth(100 + i * 2 + 1));
      // Above every card of the hand: the next stack, laid over this one, never hides its count.
      const c = countAt[i] as { x: number; y: number };
      const badge = this.badge(c.x, c.y, `×${count}`, TEXT.count).setDepth(100 + groups.length * 2 + i);
      sprite.setData('badge', badge);
    });
    this.label(HAND_LABEL.x, HAND_LABEL.y, `${this.session.players[me]?.control === 'human' ? `Your hand (${SIDE_NAMES[me]})` : `${SIDE_NAMES[me]} hand`} · ${mine.length} cards`, TEXT.label, 0);

    tipStore(this.session).set({ round: b?.last?.round ?? null, day: s.day });
    this.shown = {
      day: s.day,
      marker: { x: day.x, y: day.y },
      piles: counts,
      hand: this.hand.map((h) => ({ kind: h.group.kind, count: h.group.cards.length, usable: h.usable })),
      otherHand: theirs.length,
      fields: ([NATIVE, US] as const).map((side) => (b?.fields[side] ?? []).map((p) => ({ unit: p.unit, weapon: p.weapon, at: this.fieldSprites.get(p.unit) ? { x: this.fieldSprites.get(p.unit)?.x, y: this.fieldSprites.get(p.unit)?.y } : null }))),
      muster: this.musterSprites.map((m) => m.card),
      dice: b?.last?.faces ?? null,
      pending: this.pending,
    };
  }

  /** A side's last round beside its field: the seed's breakdown, and its dice. */
  private drawScore(side: Side, near: boolean, last: RoundScore | null): void {
    if (!last) return;
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
      this.keep(this.add.image(p.x, p.y, dieTexture(this, face)).setDisplaySize(DIE_MM, DIE_MM).setDepth(40));
    });
  }

  // ---- the pointer ------------------------------------------------------------------------------

  /** The hand stack under a point: the topmost (the later, or the one grown under the pointer). */
  private handAt(p: Point): number | null {
    if (this.hovered !== null) {
      const h = this.hand[this.hovered];
      if (h && inRect(p, { x: h.sprite.x - h.sprite.displayWidth / 2, y: h.sprite.y - h.sprite.displayHeight / 2, w: h.sprite.displayWidth, h: h.sprite.displayHeight })) return this.hovered;
    }
    for (let i = this.hand.length - 1; i >= 0; i--) {
      const h = this.hand[i] as (typeof this.hand)[number];
      if (inRect(p, cardRect(h.x, h.y))) return i;
    }
    return null;
  }

  /** A card grows, readable, while the pointer rests on it (lifted so its foot stays on the edge). */
  private hover(index: number | null): void {
    if (index === this.hovered) return;
    const put = (i: number, up: boolean) => {
      const h = this.hand[i];
      if (!h) return;
      const mini = faceTexture(this, h.group.cards[0] ?? '', this.view.options.variant).mini;
      const size = mini ? MINI : CARD;
      const scale = up ? HOVER_SCALE : 1;
      h.sprite.setDisplaySize(size.w * scale, size.h * scale).setAngle(up ? 0 : h.angle).setDepth(up ? TOP : 100 + i * 2);
      h.sprite.setPosition(h.x, up ? TABLE.height - (size.h * scale) / 2 - 4 : h.y);
      (h.sprite.getData('badge') as Phaser.GameObjects.Text | undefined)?.setVisible(!up);
    };
    if (this.hovered !== null) put(this.hovered, false);
    this.hovered = index;
    if (index !== null) put(index, true);
  }

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    if (pointer.button !== 0) return;
    const i = this.handAt(world);
    const h = i === null ? undefined : this.hand[i];
    if (h && this.myMove) {
      const card = h.group.cards[0] as string;
      this.hover(null);
      const t = faceTexture(this, card, this.view.options.variant);
      const size = t.mini ? MINI : CARD;
      const sprite = this.add.image(world.x, world.y, t.key).setDisplaySize(size.w, size.h).setDepth(TOP + 5).setAlpha(0.92);
      this.carry = { card, sprite, from: world, moved: false };
      this.setCarrying(true);
      return;
    }
    if (h) return;
    // Clicks on the table's own cards: a warrior sent back, a unit removed, a waiting unit taken back.
    const muster = this.musterAt(world);
    // Sent back on a click, not on the press: a drag to keep it (into the hand) must not send it away.
    if (muster && this.myMove) return void (this.musterPress = { card: muster.card, from: world });
    for (const [unit, sprite] of this.fieldSprites) {
      if (inRect(world, cardRect(sprite.x, sprite.y)) && this.view.battle?.fields[this.me].some((p) => p.unit === unit)) {
        if (this.myMove) this.act({ type: 'remove', unit });
        return;
      }
    }
    if (this.pendingSprite && inRect(world, cardRect(this.pendingSprite.x, this.pendingSprite.y))) {
      this.pending = null;
      return this.refresh();
    }
    this.startPan(pointer);
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    if (this.carry) {
      if (Math.hypot(world.x - this.carry.from.x, world.y - this.carry.from.y) > DRAG_START) this.carry.moved = true;
      this.carry.sprite.setPosition(world.x, world.y);
      return;
    }
    if (pointer.isDown || this.playback.running) return;
    const inHand = this.handAt(world);
    this.hover(inHand);
    this.grow(inHand === null ? this.tableCardAt(world) : null);
  }

  /** The drawn warrior under a point: where they overlap, the later one, which lies on top. */
  private musterAt(p: Point): (typeof this.musterSprites)[number] | undefined {
    return this.musterSprites.findLast((m) => inRect(p, cardRect(m.sprite.x, m.sprite.y, false, m.scale)));
  }

  /** A unit on either field (the strip of its weapon below it too), or a drawn warrior, under a point. */
  private tableCardAt(p: Point): Phaser.GameObjects.Image | null {
    const card = [...this.fieldSprites.values()].find((c) => inRect(p, cardRect(c.x, c.y))) ?? this.musterAt(p)?.sprite;
    if (card) return card;
    for (const [unit, weapon] of this.weaponSprites) if (inRect(p, cardRect(weapon.x, weapon.y, true))) return this.fieldSprites.get(unit) ?? null;
    return null;
  }

  /**
   * A card on the table grows readable under the pointer, kept inside the table; a unit's weapon,
   * tucked under it where only its foot shows, grows beside it, so what it fights with is read too.
   */
  private grow(sprite: Phaser.GameObjects.Image | null): void {
    if ((this.grown[0]?.sprite ?? null) === sprite) return;
    for (const g of this.grown) {
      g.sprite.setDisplaySize(g.w, g.h).setDepth(g.depth);
      const home = g.sprite.getData('home') as Point | undefined;
      if (home) g.sprite.setPosition(home.x, home.y);
    }
    this.grown = [];
    if (!sprite) return;
    const lift = (card: Phaser.GameObjects.Image, x: number, y: number) => {
      this.grown.push({ sprite: card, w: card.displayWidth, h: card.displayHeight, depth: card.depth });
      card.setData('home', { x: card.x, y: card.y });
      const w = card.displayWidth * HOVER_SCALE;
      const h = card.displayHeight * HOVER_SCALE;
      const at = { x: Math.min(Math.max(x, w / 2), TABLE.width - w / 2), y: Math.min(Math.max(y, h / 2), TABLE.height - h / 2) };
      card.setDisplaySize(w, h).setDepth(TOP).setPosition(at.x, at.y);
      return { ...at, w, h };
    };
    const unit = lift(sprite, sprite.x, sprite.y);
    const armed = [...this.fieldSprites].find(([, s]) => s === sprite)?.[0];
    const weapon = armed === undefined ? undefined : this.weaponSprites.get(armed);
    if (!weapon) return;
    // Beside the unit, on the side with room, its top level with the unit's.
    const w = weapon.displayWidth * HOVER_SCALE;
    const right = unit.x + unit.w / 2 + 2 + w / 2;
    const x = right + w / 2 <= TABLE.width ? right : unit.x - unit.w / 2 - 2 - w / 2;
    lift(weapon, x, unit.y - unit.h / 2 + (weapon.displayHeight * HOVER_SCALE) / 2);
  }

  protected override onRelease(_pointer: Phaser.Input.Pointer, world: Point): void {
    const pressed = this.musterPress;
    this.musterPress = null;
    if (pressed) {
      const warriors = pileAt(Z.warriors);
      const moved = Math.hypot(world.x - pressed.from.x, world.y - pressed.from.y) > DRAG_START;
      if (!moved || (warriors && inRect(world, cardRect(warriors.x, warriors.y, false, 1.2)))) return void this.act({ type: 'release', card: pressed.card });
      this.ui.toast('The warriors left on the field are the ones you keep: click one you do not want, and it goes back to the deck.', 'info');
      return;
    }
    const carry = this.carry;
    if (!carry) return;
    this.carry = null;
    carry.sprite.destroy();
    this.setCarrying(false);
    const action = carry.moved ? this.dropAction(carry.card, world) : (this.clickAction(carry.card) ?? 'idle');
    if (action === 'refresh') return this.refresh();
    // A click, or a drop on a deck, that means nothing now says how this step uses such a card.
    if (action === 'idle') {
      this.ui.toast(idleCardWords(this.view, this.me, carry.card), 'info');
      return;
    }
    if (action) this.act(action);
  }

  /**
   * What dropping a card from the hand at a point means; the rules refuse it in words when it does
   * not fit now. 'idle': dropped on a deck that takes no such card.
   */
  private dropAction(card: string, at: Point): TipAction | 'refresh' | 'idle' | null {
    const cat = categoryOf(card);
    const on = (zone: string) => {
      const p = pileAt(zone);
      return !!p && inRect(at, cardRect(p.x, p.y, p.mini, 1.2));
    };
    const s = this.view;
    if (on(Z.weapons) && cat === 'unit') return { type: 'trade', warrior: card, take: 'weapon' };
    if (on(Z.ammunition) && cat === 'unit') return { type: 'trade', warrior: card, take: 'ammunition' };
    if (on(Z.warriors) && cat !== 'unit') return { type: 'exchange', card };
    if (on(Z.discard)) return cat === 'tactic' && s.step.k === 'tactic' ? { type: 'tactic', card } : { type: 'discard', card };
    if ([Z.warriors, Z.weapons, Z.ammunition, Z.tactics, Z.conditions].some(on)) return 'idle';
    if (inRect(at, fieldArea(true))) return this.onField(card);
    // The far field is the other side's: say so, rather than the card going back without a word.
    if (s.step.k === 'deploy' && inRect(at, fieldArea(false)) && (cat === 'unit' || cat === 'weapon')) this.ui.toast(`That is the ${SIDE_NAMES[(1 - this.me) as Side]} field: lay your units on your own, the nearer one.`, 'info');
    return null;
  }

  /** A card brought to the field: a unit waits there for its weapon, a weapon arms the waiting unit, a tactic is played. */
  private onField(card: string): TipAction | 'refresh' | null {
    const cat = categoryOf(card);
    const s = this.view;
    if (cat === 'tactic') return { type: 'tactic', card };
    if (cat === 'unit') {
      if (s.step.k !== 'deploy') return { type: 'deploy', unit: card, weapon: null };
      if (!handOf(s, this.me).some((c) => categoryOf(c) === 'weapon')) return { type: 'deploy', unit: card, weapon: null };
      this.pending = card;
      return 'refresh';
    }
    if (cat === 'weapon') {
      if (this.pending) return { type: 'deploy', unit: this.pending, weapon: card };
      this.ui.toast('Lay a unit on the field first, then drag its weapon onto it.', 'info');
      return null;
    }
    return null;
  }

  /** A click on a hand stack, where the step leaves one thing that card can do. */
  private clickAction(card: string): TipAction | 'refresh' | null {
    const s = this.view;
    const cat = categoryOf(card);
    if (s.step.k === 'pay') return { type: 'discard', card };
    if (s.step.k === 'tactic' && cat === 'tactic') return { type: 'tactic', card };
    if (s.step.k === 'deploy' && (cat === 'unit' || (cat === 'weapon' && this.pending))) return this.onField(card);
    return null;
  }

  protected override refused(): void {
    this.refresh();
  }

  // ---- playback -----------------------------------------------------------------------------------

  protected override playEntry(entry: LogEntry<TipAction, TipDetail>): Replay | null {
    return this.shows.replay(entry, this.tableNow(), (unit) => [this.fieldSprites.get(unit), this.weaponSprites.get(unit)].filter((x): x is Phaser.GameObjects.Image => !!x));
  }

  /** Where the table's cards lie now, for the flights of a move being shown. */
  private tableNow(): TableNow {
    return {
      me: this.me,
      person: this.session.players[this.me]?.control === 'human',
      variant: this.view.options.variant,
      fields: this.view.battle?.fields ?? [[], []],
      unitAt: (unit) => {
        const sprite = this.fieldSprites.get(unit);
        return sprite?.visible ? { x: sprite.x, y: sprite.y } : null;
      },
      handAt: (card) => {
        const h = this.hand.find((x) => x.group.kind === kindOf(card));
        return h ? { x: h.x, y: h.y } : null;
      },
    };
  }

  protected override playbackHeld(on: boolean): void {
    tipStore(this.session).set({ animating: on });
    if (on) {
      this.hover(null);
      this.grow(null);
    }
  }

  // ---- for the tests ------------------------------------------------------------------------------

  protected override testHook(): Record<string, unknown> {
    const page = (p: Point | undefined) => (p ? this.worldToPage(p.x, p.y) : null);
    const pageBox = (r: { x: number; y: number; w: number; h: number }) => {
      const a = this.worldToPage(r.x, r.y);
      const z = this.worldToPage(r.x + r.w, r.y + r.h);
      return { x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y };
    };
    return {
      shown: () => this.shown,
      /** The hand stack of a kind (a card of it), in page pixels. */
      handPoint: (kind: string) => {
        const h = this.hand.find((x) => x.group.kind === kind);
        return h ? page({ x: h.x, y: h.y }) : null;
      },
      pilePoint: (zone: string) => page(pileAt(zone)),
      /** The near field's slot `i` (where the next unit goes). */
      slotPoint: (i: number) => page(slotCentre(i, true)),
      /** The far field's slot `i`: the other side's. */
      farSlotPoint: (i: number) => page(slotCentre(i, false)),
      unitPoint: (unit: string) => {
        const sprite = this.fieldSprites.get(unit);
        return sprite ? page({ x: sprite.x, y: sprite.y }) : null;
      },
      /** The strip of a unit's weapon that shows below the unit. */
      weaponPoint: (unit: string) => {
        const w = this.weaponSprites.get(unit);
        const u = this.fieldSprites.get(unit);
        return w && u ? page({ x: w.x, y: (u.y + CARD.h / 2 + w.y + MINI.h / 2) / 2 }) : null;
      },
      musterPoint: (i: number) => page(this.musterSprites[i] ? { x: this.musterSprites[i].sprite.x, y: this.musterSprites[i].sprite.y } : undefined),
      /** The drawn warriors as laid out (not grown): each card and its box on the page. */
      musterBoxes: () =>
        this.musterSprites.map((m) => {
          const at = (m.sprite.getData('home') as Point | undefined) ?? m.sprite;
          return { card: m.card, box: pageBox(cardRect(at.x, at.y, false, m.scale)) };
        }),
      /** The drawn warrior grown under the pointer, or null. */
      grownMuster: () => this.musterSprites.find((m) => m.sprite === this.grown[0]?.sprite)?.card ?? null,
      /** The outline of a field (`near`: the seat at the screen's), on the page. */
      fieldBox: (near: boolean) => pageBox(fieldArea(near)),
      pendingPoint: () => page(this.pendingSprite ? { x: this.pendingSprite.x, y: this.pendingSprite.y } : undefined),
      hovered: () => (this.hovered === null ? null : (this.hand[this.hovered]?.group.kind ?? null)),
      /**
       * Every word on the table: its text, its font size on screen (px), and its box on the page
       * (as wide as drawn, an em high about its middle: the line's own padding may overlap).
       */
      labels: () =>
        this.labels
          .filter((l) => l.text.active && l.text.visible)
          .map((l) => {
            const b = l.text.getBounds();
            const em = l.size / 2;
            const box = pageBox({ x: b.x, y: b.centerY - em, w: b.width, h: 2 * em });
            return { text: l.text.text, px: l.size * this.cameras.main.zoom, onCard: l.onCard, box, depth: l.text.depth };
          }),
      /** The boxes of the cards and dice drawn on the table (the march board aside), on the page, and their depth. */
      pieces: () =>
        this.drawn.flatMap((o) => {
          if (o.type !== 'Image' || !o.active) return [];
          const img = o as Phaser.GameObjects.Image;
          if (!img.visible) return [];
          const b = img.getBounds();
          return [{ ...pageBox({ x: b.x, y: b.y, w: b.width, h: b.height }), depth: img.depth }];
        }),
      /** The table's own box on the page. */
      tableBox: () => pageBox({ x: 0, y: 0, w: TABLE.width, h: TABLE.height }),
      /** Whether a round's dice are rolling on the table now. */
      rolling: () => this.shows.rolling,
      /** The cards the table has flown for moves made away from the screen: faces, or null for backs. */
      flown: () => [...this.shows.flown],
      /** The card on the table grown under the pointer: its texture's key. */
      grown: () => this.grown[0]?.sprite.texture.key ?? null,
      /** Every card grown under the pointer (a unit and its weapon beside it), by texture key, with its box on the page. */
      grownAll: () => this.grown.map((g) => ({ key: g.sprite.texture.key, box: pageBox({ x: g.sprite.x - g.sprite.displayWidth / 2, y: g.sprite.y - g.sprite.displayHeight / 2, w: g.sprite.displayWidth, h: g.sprite.displayHeight }) })),
    };
  }
}
