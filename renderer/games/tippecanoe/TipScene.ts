// Battle of Tippecanoe on the table: what is drawn from the state is tip-drawing.ts's (the march,
// the decks, both fields with the round's dice and breakdowns, the other hand face down, and the
// hand of the seat at the screen fanned along the bottom, one stack per kind); the moves played
// back are tip-playback.ts's. Here is the pointer: cards are dragged where they go (a unit onto the
// field, then a weapon onto it; a warrior onto a deck to trade; a card onto the warriors deck to
// exchange; onto the discard to pay a condition) or clicked when a click says it all, and a card
// under the pointer grows readable.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { GameScene, type GameSceneData, type Point, type Replay } from '../../table/GameScene';
import { BOARD, CARD, MINI } from './art';
import { SIDE_NAMES, Z, actor, categoryOf, handOf, kindOf, type Side, type TipAction, type TipDetail, type TipState } from './rules';
import { BOARD_AT, TABLE, TOP, cardRect, fieldArea, inRect, pileAt, slotCentre } from './tip-layout';
import { boardTexture, faceTexture } from './tip-textures';
import { enemyUnitWords, idleCardWords, secondUnitWords, tipStore } from './tip-ui';
import { setWaiting, waitingUnit } from './waiting';
import { TipDrawing, type HandStack } from './tip-drawing';
import { TipPlayback } from './tip-playback';
import type { TableNow } from './tip-moves';

/** How much a card grows under the pointer: enough to read its words. */
const HOVER_SCALE = 2.1;
/** How far the pointer must move (mm) before a press becomes a drag. */
const DRAG_START = 4;

type Carry = { card: string; sprite: Phaser.GameObjects.Image; from: Point; moved: boolean };

export class TipScene extends GameScene<TipState, TipAction, TipDetail> {
  /** The table as drawn from the state (tip-drawing.ts): rebuilt by each refresh. */
  private art!: TipDrawing;
  private hovered: number | null = null;
  /** The card on the table grown under the pointer (and a unit's weapon beside it), and the size and depth each goes back to. */
  private grown: { sprite: Phaser.GameObjects.Image; w: number; h: number; depth: number }[] = [];
  private carry: Carry | null = null;
  /** A drawn warrior pressed: let go where it was pressed (a click), it goes back to the deck. */
  private musterPress: { card: string; from: Point } | null = null;
  private shows!: TipPlayback;
  /** What the table shows now, for the tests to hold against the rules' state. */
  private shown: Record<string, unknown> = {};

  constructor() {
    super('TipScene');
    this.tapeAllowed = false;
  }

  override init(data: GameSceneData): void {
    super.init(data);
    this.art = new TipDrawing(this);
    this.hovered = null;
    this.grown = [];
    this.carry = null;
    this.musterPress = null;
    this.shown = {};
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
    // A unit laid on the field waiting for its weapon is not a move yet: Undo, meant for it, took
    // back the move before it (the call to battle, a unit laid before) and dropped it. It says how
    // to take the unit back instead (a click on it), as Tiny 18c's orders not yet given do.
    this.undoWaitsWhileHeld(() => (this.carry || this.musterPress ? 'a card' : null), {
      undo: () => (this.pending ? 'Nothing to undo: the unit waiting for its weapon is not laid out yet. Click it to take it back to your hand.' : null),
    });
    this.events.once('shutdown', () => tipStore(this.session).set({ animating: false, round: null, day: null }));
    this.refresh();
  }

  /** The seat at the screen, and whether it may move now. */
  private get me(): Side {
    return this.session.viewer as Side;
  }
  /** A unit laid on the field that waits for its weapon (waiting.ts: the rules take the two together; a save keeps it). */
  private get pending(): string | null {
    return waitingUnit(this.session, this.me);
  }
  private get myMove(): boolean {
    const s = this.full;
    return !s.result && !this.playback.running && actor(s) === this.me && this.session.players[this.me]?.control === 'human';
  }

  // ---- drawing the state ------------------------------------------------------------------------

  protected refresh(): void {
    this.hovered = null;
    this.grown = [];
    const s = this.view;
    const me = this.me;
    this.shown = this.art.draw(s, { me, myMove: this.myMove, person: this.session.players[me]?.control === 'human', pending: this.myMove ? this.pending : null });
    tipStore(this.session).set({ round: s.battle?.last?.round ?? null, day: s.day });
  }

  // ---- the pointer ------------------------------------------------------------------------------

  /** The hand stack under a point: the topmost (the later, or the one grown under the pointer). */
  private handAt(p: Point): number | null {
    if (this.hovered !== null) {
      const h = this.art.hand[this.hovered];
      if (h && inRect(p, { x: h.sprite.x - h.sprite.displayWidth / 2, y: h.sprite.y - h.sprite.displayHeight / 2, w: h.sprite.displayWidth, h: h.sprite.displayHeight })) return this.hovered;
    }
    for (let i = this.art.hand.length - 1; i >= 0; i--) {
      const h = this.art.hand[i] as HandStack;
      if (inRect(p, cardRect(h.x, h.y))) return i;
    }
    return null;
  }

  /** A card grows, readable, while the pointer rests on it (lifted so its foot stays on the edge). */
  private hover(index: number | null): void {
    if (index === this.hovered) return;
    const put = (i: number, up: boolean) => {
      const h = this.art.hand[i];
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
    const h = i === null ? undefined : this.art.hand[i];
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
    for (const [unit, sprite] of this.art.fieldSprites) {
      if (inRect(world, cardRect(sprite.x, sprite.y)) && this.view.battle?.fields[this.me].some((p) => p.unit === unit)) {
        if (this.myMove) this.act({ type: 'remove', unit });
        return;
      }
    }
    // The other side's unit, clicked while yours are to be removed: say whose (it did nothing, without a word).
    const enemy = this.myMove ? enemyUnitWords(this.view, this.me) : null;
    const theirs = this.view.battle?.fields[this.me === 0 ? 1 : 0] ?? [];
    const onTheirs = theirs.some((p) => {
      const sprite = this.art.fieldSprites.get(p.unit);
      return !!sprite && inRect(world, cardRect(sprite.x, sprite.y));
    });
    if (enemy && onTheirs) return void this.ui.toast(enemy, 'info');
    if (this.art.pendingSprite && inRect(world, cardRect(this.art.pendingSprite.x, this.art.pendingSprite.y))) {
      setWaiting(this.session, this.me, null);
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
  private musterAt(p: Point): TipDrawing['musterSprites'][number] | undefined {
    return this.art.musterSprites.findLast((m) => inRect(p, cardRect(m.sprite.x, m.sprite.y, false, m.scale)));
  }

  /** A unit on either field (the strip of its weapon below it too), or a drawn warrior, under a point. */
  private tableCardAt(p: Point): Phaser.GameObjects.Image | null {
    const card = [...this.art.fieldSprites.values()].find((c) => inRect(p, cardRect(c.x, c.y))) ?? this.musterAt(p)?.sprite;
    if (card) return card;
    for (const [unit, weapon] of this.art.weaponSprites) if (inRect(p, cardRect(weapon.x, weapon.y, true))) return this.art.fieldSprites.get(unit) ?? null;
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
    const armed = [...this.art.fieldSprites].find(([, s]) => s === sprite)?.[0];
    const weapon = armed === undefined ? undefined : this.art.weaponSprites.get(armed);
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
      // One unit waits at a time, as the rules lay out a unit with its weapon: a second is not swapped for the first unsaid.
      if (this.pending) {
        this.ui.toast(secondUnitWords(this.pending, s.options.variant), 'info');
        return null;
      }
      setWaiting(this.session, this.me, card);
      return 'refresh';
    }
    if (cat === 'weapon') {
      // Laid out with its weapon, it waits no more: an Undo of the move takes it back to the hand, not to waiting.
      const unit = this.pending;
      if (unit) {
        setWaiting(this.session, this.me, null);
        return { type: 'deploy', unit, weapon: card };
      }
      this.ui.toast(idleCardWords(s, this.me, card), 'info');
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
    return this.shows.replay(
      entry,
      this.tableNow(),
      (unit) => [this.art.fieldSprites.get(unit), this.art.weaponSprites.get(unit)].filter((x): x is Phaser.GameObjects.Image => !!x),
      () => this.art.hideScores(),
    );
  }

  /** Where the table's cards lie now, for the flights of a move being shown. */
  private tableNow(): TableNow {
    return {
      me: this.me,
      person: this.session.players[this.me]?.control === 'human',
      variant: this.view.options.variant,
      fields: this.view.battle?.fields ?? [[], []],
      unitAt: (unit) => {
        const sprite = this.art.fieldSprites.get(unit);
        return sprite?.visible ? { x: sprite.x, y: sprite.y } : null;
      },
      handAt: (card) => {
        const h = this.art.hand.find((x) => x.group.kind === kindOf(card));
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
        const h = this.art.hand.find((x) => x.group.kind === kind);
        return h ? page({ x: h.x, y: h.y }) : null;
      },
      pilePoint: (zone: string) => page(pileAt(zone)),
      /** The near field's slot `i` (where the next unit goes). */
      slotPoint: (i: number) => page(slotCentre(i, true)),
      /** The far field's slot `i`: the other side's. */
      farSlotPoint: (i: number) => page(slotCentre(i, false)),
      unitPoint: (unit: string) => {
        const sprite = this.art.fieldSprites.get(unit);
        return sprite ? page({ x: sprite.x, y: sprite.y }) : null;
      },
      /** The strip of a unit's weapon that shows below the unit. */
      weaponPoint: (unit: string) => {
        const w = this.art.weaponSprites.get(unit);
        const u = this.art.fieldSprites.get(unit);
        return w && u ? page({ x: w.x, y: (u.y + CARD.h / 2 + w.y + MINI.h / 2) / 2 }) : null;
      },
      musterPoint: (i: number) => page(this.art.musterSprites[i] ? { x: this.art.musterSprites[i].sprite.x, y: this.art.musterSprites[i].sprite.y } : undefined),
      /** The drawn warriors as laid out (not grown): each card and its box on the page. */
      musterBoxes: () =>
        this.art.musterSprites.map((m) => {
          const at = (m.sprite.getData('home') as Point | undefined) ?? m.sprite;
          return { card: m.card, box: pageBox(cardRect(at.x, at.y, false, m.scale)) };
        }),
      /** The drawn warrior grown under the pointer, or null. */
      grownMuster: () => this.art.musterSprites.find((m) => m.sprite === this.grown[0]?.sprite)?.card ?? null,
      /** The outline of a field (`near`: the seat at the screen's), on the page. */
      fieldBox: (near: boolean) => pageBox(fieldArea(near)),
      pendingPoint: () => page(this.art.pendingSprite ? { x: this.art.pendingSprite.x, y: this.art.pendingSprite.y } : undefined),
      hovered: () => (this.hovered === null ? null : (this.art.hand[this.hovered]?.group.kind ?? null)),
      /**
       * Every word on the table: its text, its font size on screen (px), and its box on the page
       * (as wide as drawn, an em high about its middle: the line's own padding may overlap).
       */
      labels: () =>
        this.art.labels
          .filter((l) => l.text.active && l.text.visible)
          .map((l) => {
            const b = l.text.getBounds();
            const em = l.size / 2;
            const box = pageBox({ x: b.x, y: b.centerY - em, w: b.width, h: 2 * em });
            return { text: l.text.text, px: l.size * this.cameras.main.zoom, onCard: l.onCard, box, depth: l.text.depth };
          }),
      /** The boxes of the cards and dice drawn on the table (the march board aside), on the page, and their depth. */
      pieces: () =>
        this.art.drawn.flatMap((o) => {
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
