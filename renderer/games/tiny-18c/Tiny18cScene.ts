// Tiny 18c on the table: the 5 x 5 field, the units as counters, and orders given with the mouse
// (a click on a unit and one on its square, or a drag) and drawn as arrows until committed
// (orders-overlay.ts). Where things are is field.ts's; each resolution's playback, step by step, is
// playback.ts's.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { GameScene, type GameSceneData, type Point, type Replay } from '../../table/GameScene';
import { paintedTexture } from '../../table/textures';
import { FIELD, SIDE_HEX, paintCounter } from './art';
import { same, squareName } from './rules/board';
import {
  SIZE,
  UNIT_NAMES,
  frontRow,
  homeRow,
  waitingFor,
  type Side,
  type Tiny18cAction,
  type Tiny18cDetail,
  type Tiny18cState,
  type Unit,
} from './rules';
import {
  cancel,
  deployMissWords,
  deploySquares,
  draftStore,
  orderCharge,
  orderMove,
  orderShot,
  place,
  placeProblem,
  readDraft,
  replacedWords,
  swapPlaces,
  unplace,
  unplaced,
  unreachableWords,
  writeDraft,
} from './orders';
import {
  BOARD_X,
  BOARD_Y,
  COUNTER,
  FRAME,
  ROUTED_ALPHA,
  ROUTED_TINT,
  SQUARE,
  TABLE,
  TYPE_WORD_MM,
  coordinateMm,
  counterSpot,
  frameBox,
  sideWordsX,
  squareAt,
  squareCentre,
  typeWordShown,
} from './field';
import { Tiny18cPlayback } from './playback';
import { drawOrders, isReadyGun, targetsFor } from './orders-overlay';

/** Words on the cloth (the sides' names, "Routed"): drawn at 40 px and scaled to read at the zoom. */
const CLOTH_WORDS = { fontFamily: 'system-ui, sans-serif', fontSize: '40px', color: '#e9dcb8' } as const;

export class Tiny18cScene extends GameScene<Tiny18cState, Tiny18cAction, Tiny18cDetail> {
  private counters = new Map<string, Phaser.GameObjects.Image>();
  private overlay!: Phaser.GameObjects.Graphics;
  private fx!: Phaser.GameObjects.Graphics;
  private shows!: Tiny18cPlayback;
  /** The letters of the files and the numbers of the ranks round the field. */
  private coordinates: Phaser.GameObjects.Text[] = [];
  /** "Routed", beside each side's row of routed counters (none while units still wait there to deploy). */
  private routedLabels: Phaser.GameObjects.Text[] = [];
  /** "Attacker" and "Defender", beside their home rows. */
  private sideLabels: Phaser.GameObjects.Text[] = [];
  /** The unit under a pointer with no button down, named in full just above its counter. */
  private hoverWords: Phaser.GameObjects.Text | null = null;

  constructor() {
    super('Tiny18cScene');
    this.tapeAllowed = false;
  }

  override init(data: GameSceneData): void {
    super.init(data);
    this.counters = new Map();
    this.routedLabels = [];
    this.hoverWords = null;
    this.press = null;
    this.carried = null;
  }

  protected tableSetup() {
    return { size: TABLE, units: { unit: 'in' as const, matchstickInches: 2 } };
  }

  override create(): void {
    super.create();
    this.drawField();
    this.overlay = this.add.graphics().setDepth(500);
    this.fx = this.add.graphics().setDepth(3000);
    this.shows = new Tiny18cPlayback({ scene: this, playback: this.playback, counters: this.counters, fx: this.fx, wordMm: () => coordinateMm(this.cameras.main.zoom || 1) });
    const out = () => this.hoverWords?.setVisible(false);
    this.input.on('gameout', out);
    this.listen(() => this.input.off('gameout', out));
    this.listen(draftStore(this.session).subscribe(() => this.refresh()));
    this.syncCounters();
    this.refresh();
  }

  protected override testHook(): Record<string, unknown> {
    return {
      squarePoint: (r: number, c: number) => {
        const p = squareCentre({ r, c });
        return this.worldToPage(p.x, p.y);
      },
      animating: () => this.playback.running,
      /** The files' and ranks' letters, and the frame they are printed in, in table millimetres. */
      coordinates: () => ({
        frame: frameBox(),
        labels: this.coordinates.map((t) => {
          const b = t.getBounds();
          return { text: t.text, x: b.x, y: b.y, width: b.width, height: b.height, px: t.scaleY * 40 * this.cameras.main.zoom };
        }),
        zoom: this.cameras.main.zoom,
      }),
      /** Every word shown on the table (and the counters' type word, if painted), its type's height on screen in px and its box in mm. */
      words: () => {
        const zoom = this.cameras.main.zoom;
        const texts = [...this.coordinates, ...this.sideLabels, ...this.routedLabels, ...(this.hoverWords ? [this.hoverWords] : []), ...this.shows.floats].filter((t) => t.visible && t.scene);
        return {
          table: TABLE,
          texts: texts.map((t) => {
            const b = t.getBounds();
            return { text: t.text, x: b.x, y: b.y, width: b.width, height: b.height, px: t.scaleY * parseFloat(String(t.style.fontSize)) * zoom };
          }),
          typeWordPx: typeWordShown(zoom) ? TYPE_WORD_MM * zoom : null,
        };
      },
    };
  }

  // ---- the field ---------------------------------------------------------------------------------

  private drawField(): void {
    const g = this.add.graphics().setDepth(1);
    const size = SIZE * SQUARE;
    const frame = frameBox();
    g.fillStyle(0x000000, 0.3).fillRoundedRect(frame.x + 2, frame.y + 6, frame.width - 4, frame.height - 4, 6);
    g.fillStyle(FIELD.frame, 1).fillRoundedRect(frame.x, frame.y, frame.width, frame.height, 6);
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const x = BOARD_X + c * SQUARE;
        const y = BOARD_Y + r * SQUARE;
        g.fillStyle((r + c) % 2 ? FIELD.dark : FIELD.light, 1).fillRect(x, y, SQUARE, SQUARE);
        // Each side's home row is washed in its colour.
        const home = r === 0 ? SIDE_HEX[0] : r === SIZE - 1 ? SIDE_HEX[1] : null;
        if (home) g.fillStyle(home, FIELD.homeWash).fillRect(x, y, SQUARE, SQUARE);
      }
    }
    g.lineStyle(1, FIELD.line, 0.8);
    for (let i = 0; i <= SIZE; i++) {
      g.lineBetween(BOARD_X + i * SQUARE, BOARD_Y, BOARD_X + i * SQUARE, BOARD_Y + size);
      g.lineBetween(BOARD_X, BOARD_Y + i * SQUARE, BOARD_X + size, BOARD_Y + i * SQUARE);
    }
    // The files along the foot and the ranks down the side, in the middle of the frame's wide sides
    // (the files once hung half over its edge, their feet lost on the cloth), sized to the zoom.
    const style = { fontFamily: 'Georgia, serif', fontSize: '40px', fontStyle: 'bold', color: FIELD.ink };
    this.coordinates = [];
    for (let i = 0; i < SIZE; i++) {
      this.coordinates.push(
        this.add.text(BOARD_X + i * SQUARE + SQUARE / 2, BOARD_Y + size + FRAME.bottom / 2, 'abcde'[i] ?? '', style).setOrigin(0.5).setDepth(2),
        this.add.text(BOARD_X - FRAME.left / 2, BOARD_Y + i * SQUARE + SQUARE / 2, String(SIZE - i), style).setOrigin(0.5).setDepth(2),
      );
    }
    this.sideLabels = [
      this.add.text(sideWordsX(), BOARD_Y + SQUARE / 2, 'Attacker', CLOTH_WORDS).setOrigin(0, 0.5).setDepth(2),
      this.add.text(sideWordsX(), BOARD_Y + size - SQUARE / 2, 'Defender', CLOTH_WORDS).setOrigin(0, 0.5).setDepth(2),
    ];
    this.sizeWords();
  }

  /**
   * Every word on the table at a size that reads at this zoom (drawn at 40 px, scaled to it), and
   * the counters with their type word only where it reads.
   */
  private sizeWords(): void {
    const scale = this.wordScale();
    for (const t of [...this.coordinates, ...this.sideLabels, ...this.routedLabels]) t.setScale(scale);
    for (const u of this.view.units) this.counters.get(u.id)?.setTexture(this.counterTexture(u)).setDisplaySize(COUNTER, COUNTER);
    this.hoverWords?.setVisible(false);
  }

  /** The scale that makes a word drawn at CLOTH_WORDS' 40 px read at this zoom (coordinateMm). */
  private wordScale(): number {
    return coordinateMm(this.cameras.main.zoom || 1) / 40;
  }

  protected override onCameraChange(): void {
    this.sizeWords();
  }

  private counterTexture(u: Unit): string {
    const typed = typeWordShown(this.cameras.main.zoom || 1);
    return paintedTexture(this, `t18-${u.side}-${u.id}${typed ? '' : '-plain'}`, COUNTER, COUNTER, (c, w, h) => paintCounter(c, w, h, u.id, u.side, u.type, typed));
  }

  /**
   * Names the unit under a pointer with no button down ("I1 · Infantry"), just above its counter, at
   * any zoom; a routed counter set aside below the field is named below it, clear of the files' letters.
   */
  private hover(world: Point): void {
    const unit = this.playback.running ? undefined : this.unitAt(world, undefined, true);
    const img = unit && this.counters.get(unit.id);
    if (!unit || !img) return void this.hoverWords?.setVisible(false);
    const label = (this.hoverWords ??= this.add.text(0, 0, '', { ...CLOTH_WORDS, color: '#fdf8ec', stroke: '#000', strokeThickness: 8 }).setDepth(2500));
    const frame = frameBox();
    const below = unit.routed && img.y > frame.y + frame.height;
    label
      .setText(`${unit.id} · ${UNIT_NAMES[unit.type]}`)
      .setOrigin(0.5, below ? 0 : 1)
      .setScale(this.wordScale());
    // It keeps on the cloth, over the attacker's row behind the field or under the defender's (its stroke may lap the counter in a small window).
    label.setPosition(img.x, below ? Math.min(img.y + COUNTER / 2 + 1, TABLE.height - label.displayHeight) : Math.max(img.y - COUNTER / 2 - 1, label.displayHeight)).setVisible(true);
  }

  private syncCounters(): void {
    const s = this.view;
    const { orders } = readDraft(this.session);
    for (const u of s.units) {
      const spot = counterSpot(u, s, orders, this.session.viewer);
      let img = this.counters.get(u.id);
      if (!img) {
        img = this.add.image(spot.x, spot.y, this.counterTexture(u)).setDisplaySize(COUNTER, COUNTER).setDepth(100);
        this.counters.set(u.id, img);
      }
      // A counter being dragged stays under the pointer until it is let go.
      if (this.carried?.id === u.id) continue;
      img.setVisible(true).setAlpha(spot.routed ? ROUTED_ALPHA : 1).setPosition(spot.x, spot.y).setDisplaySize(COUNTER, COUNTER);
      if (spot.routed) img.setTint(ROUTED_TINT);
      else img.clearTint();
    }
    ([0, 1] as const).forEach((side) => {
      const row = s.units.filter((u) => u.side === side && !u.at);
      const label = (this.routedLabels[side] ??= this.add
        .text(0, 0, 'Routed', CLOTH_WORDS)
        .setOrigin(1, 0.5)
        .setScale(this.wordScale())
        .setDepth(2));
      const first = counterSpot(row[0] ?? s.units[0]!, s, orders, this.session.viewer);
      label.setVisible(row.length > 0 && row.every((u) => u.routed)).setPosition(first.x - COUNTER / 2 - 4, first.y);
    });
  }

  // ---- orders being given --------------------------------------------------------------------------

  /** Can the player on screen give orders now? */
  private canOrder(): boolean {
    const s = this.view;
    const seat = this.session.viewer;
    return !this.playback.running && !s.result && waitingFor(s).includes(seat as Side) && this.session.players[seat]?.control === 'human';
  }

  /** The counters where they stand, and the orders being given drawn over them. */
  protected refresh(): void {
    if (this.playback.running) return;
    this.syncCounters();
    const s = this.view;
    const seat = this.session.viewer as Side;
    const { orders: draft, selected } = readDraft(this.session);
    const sel = selected ? s.units.find((u) => u.id === selected) : undefined;
    drawOrders(this.overlay, { s, seat, draft, selected: sel, selectedAt: sel && this.counters.get(sel.id), canOrder: this.canOrder() });
  }

  // ---- pointer -------------------------------------------------------------------------------

  /** A left press not yet known to be a click, a drag of a counter or a pan of the cloth. */
  private press: { x: number; y: number; world: Point; unit: Unit | null } | null = null;
  /** The counter being dragged to where its unit is ordered, if any. */
  private carried: Unit | null = null;

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    this.hoverWords?.setVisible(false);
    if (pointer.button === 2) {
      const unit = this.unitAt(world);
      if (unit && this.canOrder()) {
        const { orders } = readDraft(this.session);
        writeDraft(this.session, cancel(orders, unit.id), null);
      }
      return;
    }
    const unit = this.unitAt(world);
    this.press = { x: pointer.x, y: pointer.y, world, unit: unit && this.canCarry(unit) ? unit : null };
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    const carried = this.carried && this.counters.get(this.carried.id);
    if (carried) {
      carried.setPosition(world.x, world.y);
      return;
    }
    const p = this.press;
    if (p && Math.hypot(pointer.x - p.x, pointer.y - p.y) > 5) {
      this.press = null;
      // A press on one of your counters drags it (picked, its squares lit); anywhere else pans the cloth.
      if (p.unit && this.canOrder()) this.pickUp(p.unit, world);
      else this.startPan(p);
      return;
    }
    if (!p) {
      const unit = this.unitAt(world);
      this.input.setDefaultCursor(this.canOrder() && unit ? 'pointer' : 'default');
      if (!pointer.isDown) this.hover(world);
    }
  }

  protected override onRelease(_pointer: Phaser.Input.Pointer, world: Point): void {
    const p = this.press;
    this.press = null;
    if (this.carried) this.drop(world);
    else if (p) this.click(p.world);
  }

  /** A counter the player may drag: one of theirs on the field, or waiting to be placed in this step. */
  private canCarry(u: Unit): boolean {
    if (u.side !== this.session.viewer) return false;
    const { orders } = readDraft(this.session);
    if (orders.phase === 'deploy' || orders.phase === 'scouts') return !u.at && (u.id in orders.columns || !placeProblem(this.view, u.side, orders, u));
    return !!u.at;
  }

  private pickUp(u: Unit, world: Point): void {
    const { orders } = readDraft(this.session);
    writeDraft(this.session, orders, u.id);
    this.carried = u;
    this.setCarrying(true);
    this.counters.get(u.id)?.setDepth(2000).setPosition(world.x, world.y);
  }

  /** Lets a dragged counter go: ordered where it is dropped, as a click there would order it; else back home. */
  private drop(world: Point): void {
    const u = this.carried as Unit;
    this.carried = null;
    this.setCarrying(false);
    this.counters.get(u.id)?.setDepth(100);
    const { orders } = readDraft(this.session);
    if (orders.phase === 'deploy' || orders.phase === 'scouts') {
      // Lifted off its square (if it had one) and placed where dropped; dropped off its row, it waits again.
      const row = orders.phase === 'deploy' ? homeRow(u.side) : frontRow(u.side);
      const square = squareAt(world.x, world.y);
      if (square?.r === row && square.c === orders.columns[u.id]) return this.refresh();
      // Onto a square another of its counters is placed on: the two change places (it sent the dropped one back to wait).
      const swap = square?.r === row ? swapPlaces(orders, u.id, square.c) : null;
      if (swap && square) {
        writeDraft(this.session, swap.orders, unplaced(this.view, u.side, swap.orders)[0]?.id ?? null);
        if (swap.waits) this.ui.toast(`${u.id} takes ${squareName(square)}: ${swap.other} waits off the field again.`, 'info');
        return this.refresh();
      }
      // Onto a square a unit already on the field holds (a bonus militia, for a scout): refused, and it keeps its own square.
      const taken = square?.r === row && !deploySquares(this.view, u.side, orders).some((q) => same(q, square));
      if (taken && square) {
        this.ui.toast(deployMissWords(this.view, u.side, orders, square, u) ?? '', 'info');
        return this.refresh();
      }
      writeDraft(this.session, unplace(orders, u.id), u.id);
    }
    this.click(world, u.id);
    this.refresh();
  }

  /**
   * The unit whose counter is under the pointer (the nearest, where a closed-up reserve row overlaps), but `ignore`.
   * Routed counters set aside behind the field are out of the battle: nothing to pick, but named when pointed at (`routed`).
   */
  private unitAt(world: { x: number; y: number }, ignore?: string, routed = false): Unit | undefined {
    let best: { unit: Unit; d: number } | undefined;
    for (const unit of this.view.units) {
      if (unit.id === ignore || (unit.routed && !routed)) continue;
      const img = this.counters.get(unit.id);
      if (!img?.visible || Math.abs(img.x - world.x) > COUNTER / 2 || Math.abs(img.y - world.y) > COUNTER / 2) continue;
      const d = Math.hypot(img.x - world.x, img.y - world.y);
      if (!best || d < best.d) best = { unit, d };
    }
    return best?.unit;
  }

  /**
   * A click on the table: select, order, or place, depending on the phase. A dragged counter let go
   * is a click where it is dropped with its unit picked (`carried`: its own counter is not clicked).
   */
  click(world: { x: number; y: number }, carried?: string): void {
    if (!this.canOrder()) return;
    const s = this.view;
    const seat = this.session.viewer as Side;
    const { orders, selected } = readDraft(this.session);
    const unit = this.unitAt(world, carried);
    const square = squareAt(world.x, world.y);
    const sel = selected ? s.units.find((u) => u.id === selected) : undefined;

    if (orders.phase === 'deploy' || orders.phase === 'scouts') {
      const waiting = unplaced(s, seat, orders);
      if (!carried && unit && unit.side === seat && !unit.at) {
        // A placed (draft) unit clicked again goes back to the reserve; a waiting one is picked up,
        // if it is placed in this step (scouts and bonus militia wait: the player is told why).
        const placed = unit.id in orders.columns;
        const problem = placed ? null : placeProblem(s, seat, orders, unit);
        if (problem) {
          this.ui.toast(problem, 'info');
          writeDraft(this.session, orders, null);
          return;
        }
        writeDraft(this.session, placed ? unplace(orders, unit.id) : orders, placed ? null : unit.id === selected ? null : unit.id);
        return;
      }
      const pick = sel && !sel.at ? sel : waiting[0];
      if (square && pick && deploySquares(s, seat, orders).some((q) => same(q, square))) {
        const next = place(orders, pick.id, square.c);
        writeDraft(this.session, next, unplaced(s, seat, next)[0]?.id ?? null);
        return;
      }
      // A square that takes no unit now says why, rather than the click doing nothing.
      const why = square ? deployMissWords(s, seat, orders, square, pick) : null;
      if (why) this.ui.toast(why, 'info');
      return;
    }

    if (sel && sel.side === seat && sel.at) {
      // In declarations an enemy clicked is the target of a shot or a charge; in movement its
      // square is a place to move to (it may be leaving), like any other offered square.
      if (unit && unit.side !== seat && orders.phase === 'declarations') {
        const next = isReadyGun(this.view, sel, orders) ? orderShot(orders, sel, unit) : orderCharge(orders, sel, unit);
        writeDraft(this.session, next, null);
        const replaced = replacedWords(orders, next);
        if (replaced) this.ui.toast(replaced, 'info');
        return;
      }
      if (square && (same(square, sel.at) || targetsFor(this.view, sel, orders).some((q) => same(q, square)))) {
        const next = orderMove(orders, sel, square);
        writeDraft(this.session, next, null);
        const replaced = replacedWords(orders, next);
        if (replaced) this.ui.toast(replaced, 'info');
        return;
      }
      // A square it cannot go to: the player is told why, and the unit stays picked for another click.
      const why = square && !(unit && unit.side === seat) ? unreachableWords(s, sel, orders, square) : null;
      if (why) return this.ui.toast(why, 'info');
    }
    if (unit && unit.side === seat && unit.at) {
      writeDraft(this.session, orders, unit.id === selected ? null : unit.id);
      return;
    }
    writeDraft(this.session, orders, null);
  }

  // ---- playing a resolution back -----------------------------------------------------------------

  protected override playEntry(entry: LogEntry<Tiny18cAction, Tiny18cDetail>): Replay | null {
    return this.shows.replay(entry);
  }

  protected override playbackHeld(on: boolean): void {
    draftStore(this.session).set({ animating: on });
    this.hoverWords?.setVisible(false);
    if (on) this.overlay.clear();
    else this.fx.clear();
  }



  protected override onKey(e: KeyboardEvent): boolean {
    if (e.key !== 'Escape') return false;
    writeDraft(this.session, readDraft(this.session).orders, null);
    return true;
  }
}
