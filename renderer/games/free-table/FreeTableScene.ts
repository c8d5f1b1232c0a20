// The Free Table scene: draws the table's pieces from the state, and turns the mouse into
// actions: pick up, move and drop (with a shadow while lifted), turn while held (wheel or R),
// flip (F), select (click, shift-click, shift-drag a box), throw dice with a flick, measure.
import Phaser from 'phaser';
import { GameScene, eventTime, type GameSceneData, type Point, type Replay } from '../../table/GameScene';
import type { LogEntry } from '../../engine/action-log';
import { contains, rotateAbout, type Footprint } from '../../table/hit-test';
import { landingPoses, launchDice, type Flight } from './dice-flight';
import { Throw } from '../../table/sim/run-ahead';
import type { SettledDie } from '../../table/sim/dice-throw';
import { revealShift } from './dice-reveal';
import { menuItems } from './menu';
import { drawPieces, type PieceView } from './piece-views';
import { drawSelection } from './selection-outline';
import { releaseVelocity } from '../../table/gesture';
import { tumbleFace } from '../../table/sim/die-tumble';
import { describeRoll } from '../../engine/dice';
import { toMm } from '../../engine/units';
import { worldToScreen } from '../../table/camera-math';
import type { GameEvent } from '../../engine/game';
import { isRound, pieceSize, pieceTexture } from './art';
import { clampOnTable, freeSpot, halfExtents, keepOnTable, type Reach } from './placement';
import {
  CARD_SIZE,
  unitSystem,
  keptBecause,
  type FreeTableAction,
  type FreeTableState,
  type Piece,
  type PiecePose,
} from './rules';

type Drag =
  /**
   * A press: on `pieceId` (a piece that can be picked up), or on `usedId` (one locked in place,
   * which a drag pans past as the cloth, but a click selects and a double-click uses), or on the cloth.
   */
  | { kind: 'press'; x: number; y: number; world: { x: number; y: number }; pieceId: string | null; usedId: string | null; shift: boolean; time: number }
  | {
      kind: 'pieces';
      ids: string[];
      start: Map<string, PiecePose>;
      grab: { x: number; y: number };
      pointer: { x: number; y: number };
      turn: number;
      samples: { t: number; x: number; y: number }[];
    }
  /** `under`: the piece (terrain, or one locked in place) that a Shift+click without a drag adds or takes out. */
  | { kind: 'box'; from: { x: number; y: number }; to: { x: number; y: number }; screen: { x: number; y: number }; under: string | null };

/** The arrow keys' directions on the table, for moving the selection. */
const NUDGE: Record<string, readonly [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Keys that act on the selection (turn, turn over, remove): see onKeyDown. T, pressed again, is ignored while dice roll. */
const LANDING_KEYS = new Set(['r', 'R', 'f', 'F', 'Delete', 'Backspace']);

/** Lifted pieces draw above everything on the table. */
const LIFT_DEPTH = 40_000;
/** A release faster than this (screen px per second) over the last moments is a throw. */
const FLICK_SPEED = 700;
const MAX_THROW_SPEED = 2600;

/** Whether the pointer is over the seated player's hand (the HUD's panel over the foot of the table). */
function overHand(pointer: Phaser.Input.Pointer): boolean {
  const e = pointer.event as MouseEvent | undefined;
  const r = document.querySelector('section.hand')?.getBoundingClientRect();
  return !!e && !!r && e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
}

export class FreeTableScene extends GameScene<FreeTableState, FreeTableAction> {
  private views = new Map<string, PieceView>();
  private selection = new Set<string>();
  private drag: Drag | null = null;
  private shadows: Phaser.GameObjects.Image[] = [];
  private outline!: Phaser.GameObjects.Graphics;
  /**
   * Dice in the air: their physics run ahead of the screen (Throw), the throw logged as soon as it
   * is known where they lie.
   */
  private flight: (Flight & { fall: Throw<SettledDie[]> }) | null = null;
  /** The dice of this table's last throw until its log entry is played: the result is said then. */
  private thrown: Set<string> | null = null;
  private lastClick = { id: '', time: 0 };
  /** Dice locked in place that roll where they lie when the thrown ones land (one throw, one log line). */
  private stillDice: string[] = [];
  /**
   * Pieces to bring out from under the messages once they show (from the frame after `frame`) and
   * the player's hand is off the table: the last throw's dice, and the pieces the player at the
   * screen last put down (see create).
   */
  private reveal: { ids: string[]; frame: number } | null = null;
  /** The last release of held pieces, for diagnosing a flick that did not throw. */
  lastRelease: unknown = null;

  constructor() {
    super('FreeTableScene');
  }

  override init(data: GameSceneData): void {
    super.init(data);
    this.views = new Map();
    this.selection = new Set();
    this.drag = null;
    this.flight = null;
    this.thrown = null;
    this.stillDice = [];
    this.reveal = null;
    this.shadows = [];
  }

  protected tableSetup() {
    const s = this.full;
    return { size: s.size, units: unitSystem(s.options) };
  }

  override create(): void {
    super.create();
    this.outline = this.add.graphics().setDepth(LIFT_DEPTH + 500);
    // Undo or Redo in the moment after a throw, before its physics has worked out where the dice
    // lie and logged it, would take back (or redo the removal of) what lies under them, and the
    // throw would then land on nothing: both are refused, with the words Undo says once it is logged.
    // With a piece in hand, Undo (Ctrl+Z) took back what lay under the hand (the piece's own
    // placing: it vanished from the hand, and letting go said "That piece is no longer on the
    // table."), and letting go then logged a move over what was undone: both wait until it is let go.
    this.undoWaitsWhileHeld(() => (this.drag?.kind === 'pieces' ? 'a piece' : null), {
      undo: () => (this.flight ? `Nothing to undo: ${keptBecause({ action: { type: 'throw', dice: [] }, events: [] })}` : null),
      redo: () => (this.flight ? 'Nothing to redo: the throw is a new move, and what was undone before it is gone.' : null),
    });
    // A piece the player at the screen just put down from the tray is the selection, ready for
    // the keys (R, F, Delete) at once; undoing the put takes it out of the selection with it.
    this.listen(
      this.session.subscribe((change) => {
        if (change.kind !== 'action' || change.entry.seat !== this.session.viewer) return;
        const action = change.entry.action as FreeTableAction;
        const added = this.full.pieces.at(-1);
        if (action.type === 'place' && added) this.select([added.id]);
        // A piece put down (dropped, nudged with the arrows, added from the tray, played from the
        // hand) under a message over the top of the table is brought into sight as a thrown die is:
        // the table moves down just enough to show it below the message (showBelowMessage), as an
        // editor scrolls to keep what is being worked on in view. The piece stays where it was put
        // (moving it would undo the player's placing), and the cloth keeps its whole size while no
        // message shows (reserving the message's band would shrink every table for a few seconds' words).
        const put = action.type === 'move' ? action.poses.map((p) => p.id) : action.type === 'play' ? [action.card] : action.type === 'place' && added ? [added.id] : [];
        if (put.length) this.bringOut(put);
      }),
    );
    this.refresh();
  }

  // ---- drawing the state ----------------------------------------------------------------

  /** Every piece where the state has it (those in the hand or in flight stay with the hand). */
  protected refresh(): void {
    const held = this.drag?.kind === 'pieces' ? this.drag.ids : [];
    for (const id of drawPieces(this, this.views, this.view, new Set([...held, ...(this.flight?.ids ?? [])]))) this.selection.delete(id);
    this.publishSelection();
  }

  private publishSelection(): void {
    this.ui.store.set({ selection: [...this.selection] });
  }

  private footprint(piece: Piece): Footprint {
    const size = pieceSize(piece, this.view.options);
    const view = this.views.get(piece.id);
    return {
      x: view?.image.x ?? piece.x,
      y: view?.image.y ?? piece.y,
      angle: view?.image.angle ?? piece.angle,
      width: size.width,
      height: size.height,
      round: isRound(piece),
    };
  }

  /**
   * The top piece under a table point (terrain last, as it lies under everything); for the left
   * button (`grab`), pieces locked in place are passed over, as the cloth is.
   */
  private pieceAt(x: number, y: number, grab = false): Piece | null {
    const pieces = this.view.pieces;
    const slack = 1.5 / this.cameras.main.zoom;
    for (let pass = 0; pass < 2; pass++) {
      for (let i = pieces.length - 1; i >= 0; i--) {
        const p = pieces[i] as Piece;
        if ((p.kind === 'terrain') !== (pass === 1)) continue;
        if (this.flight?.ids.includes(p.id) || (grab && p.locked)) continue;
        if (contains(this.footprint(p), x, y, slack)) return p;
      }
    }
    return null;
  }

  private piece(id: string): Piece | undefined {
    return this.view.pieces.find((p) => p.id === id);
  }

  // ---- acting ---------------------------------------------------------------------------

  protected override refused(): void {
    this.refresh();
  }

  private select(ids: Iterable<string>, add = false): void {
    if (!add) this.selection.clear();
    for (const id of ids) this.selection.add(id);
    this.publishSelection();
  }

  /** Shift+click: a piece into the selection, or out of it. */
  private toggle(id: string): void {
    if (this.selection.has(id)) this.selection.delete(id);
    else this.selection.add(id);
    this.publishSelection();
  }

  private selectedPieces(): Piece[] {
    return this.view.pieces.filter((p) => this.selection.has(p.id));
  }

  flipSelection(): void {
    const ids = this.selectedPieces()
      .filter((p) => p.kind === 'token' || p.kind === 'figure' || p.kind === 'card')
      .map((p) => p.id);
    if (ids.length) this.act({ type: 'flip', ids });
    // F on dice, terrain, a deck or a matchstick alone did nothing and said nothing.
    else if (this.selection.size) this.ui.toast('Only tokens, figures and cards turn over: T throws dice, and a deck deals from its top.', 'info');
  }

  /** The deck's top card, face down beside it: in sight, clear of the cards drawn before it and of other pieces. */
  drawToTable(deck: string): void {
    const d = this.piece(deck);
    if (!d) return;
    const at = freeSpot(this.view, d.x + CARD_SIZE.width + 7, d.y, { ...CARD_SIZE, terrain: false }, (p) => pieceSize(p, this.view.options));
    this.act({ type: 'draw', deck, to: 'table', x: at.x, y: at.y });
  }

  removeSelection(): void {
    const ids = [...this.selection];
    if (ids.length && this.act({ type: 'remove', ids })) this.select([]);
  }

  /**
   * What the keys move or turn: the selected pieces not locked in place, which stay where they
   * lie, as under a drag. Only locked ones selected: those, so the rules say why they cannot.
   */
  private movableSelection(): Piece[] {
    const selected = this.selectedPieces();
    const free = selected.filter((p) => !p.locked);
    return free.length ? free : selected;
  }

  /** Turns the selected pieces by `deg` about their own centres; one turned against an edge steps in, to lie wholly on the cloth. */
  turnSelection(deg: number): void {
    const poses = this.movableSelection().map((p) => {
      const pose = { id: p.id, x: p.x, y: p.y, angle: p.angle + deg };
      return { ...pose, ...clampOnTable(this.tableSize, this.reach(pose)) };
    });
    if (poses.length) this.act({ type: 'move', poses });
  }

  /**
   * Moves the selected pieces by (dx, dy) table units, for the arrow keys: together they stop where
   * the first meets an edge, every one wholly on the cloth (a token's middle used to stop on the
   * edge, leaving half of it off the table).
   */
  nudgeSelection(dx: number, dy: number): void {
    const mm = toMm(1, unitSystem(this.view.options));
    const pieces = this.movableSelection().filter((p) => !this.flight?.ids.includes(p.id));
    const poses = this.keptOnTable(pieces.map((p) => ({ id: p.id, x: p.x + dx * mm, y: p.y + dy * mm, angle: p.angle })));
    // Pressed against the edge, nothing moves and nothing is logged (kept on, a piece's middle may differ by a rounding).
    const moved = poses.some((pose, i) => Math.hypot(pose.x - pieces[i]!.x, pose.y - pieces[i]!.y) > 1e-6);
    if (moved) this.act({ type: 'move', poses });
  }

  /** How far a piece posed so reaches across and down the table. */
  private reach(pose: PiecePose): Reach {
    const p = this.piece(pose.id);
    const half = p ? halfExtents(pieceSize(p, this.view.options), pose.angle, isRound(p)) : { x: 0, y: 0 };
    return { x: pose.x, y: pose.y, half };
  }

  /** Poses of pieces moved together, the group kept wholly on the cloth (placement.ts: keepOnTable). */
  private keptOnTable(poses: PiecePose[]): PiecePose[] {
    const kept = keepOnTable(this.tableSize, poses.map((pose) => this.reach(pose)));
    return poses.map((pose, i) => ({ ...pose, ...kept[i] }));
  }

  /**
   * Throws the selected dice towards the middle of the table, for the keyboard and the menu. Dice
   * locked in place roll where they lie: a lock keeps a piece's place, not its use.
   */
  throwSelection(): void {
    if (this.flight) return;
    const selected = this.selectedPieces().filter((p) => p.kind === 'die');
    if (!selected.length) {
      this.ui.toast('Select one or more dice to throw.', 'info');
      return;
    }
    const dice = selected.filter((p) => !p.locked);
    // T with the dice in hand threw them from under the hand: letting go then logged a move over
    // the throw, and the table showed them where they were thrown, not where the state has them.
    // (Dice locked in place are never in hand: they still roll where they lie.)
    const held = this.drag?.kind === 'pieces' ? this.drag.ids : [];
    if (dice.some((d) => held.includes(d.id))) {
      this.ui.toast('Let go of the dice first: a flick as you let go throws them.', 'info');
      return;
    }
    const still = selected.filter((p) => p.locked).map((p) => p.id);
    this.stillDice = still;
    if (!dice.length) {
      this.landThrow([]);
      return;
    }
    const cx = this.tableSize.width / 2;
    const cy = this.tableSize.height / 2;
    const first = dice[0] as Piece;
    const dx = cx - first.x;
    const dy = cy - first.y;
    const len = Math.hypot(dx, dy) || 1;
    const speed = Math.min(MAX_THROW_SPEED, 600 + len * 1.6);
    this.launch(dice.map((d) => d.id), { vx: (dx / len) * speed, vy: (dy / len) * speed });
  }

  // ---- pointer --------------------------------------------------------------------------

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    // A press while thrown dice roll lands them at once, as a click ends any playback (the throw
    // is logged a moment after it leaves the hand: a press before then works out the rest first).
    if (this.flight) return this.land();
    if (pointer.button === 2) {
      this.openMenuAt(pointer, world);
      return;
    }
    if (pointer.button !== 0) return;
    const shift = (pointer.event as MouseEvent | undefined)?.shiftKey ?? false;
    const hit = this.pieceAt(world.x, world.y, true);
    // Under the press, if nothing there can be picked up: a piece locked in place (not terrain,
    // which is cloth to a click), still there to select and use.
    const under = hit ? null : this.pieceAt(world.x, world.y);
    const used = under && under.kind !== 'terrain' ? under : null;
    // Terrain lies under everything, as the cloth does: Shift+drag across it draws a box round the
    // figures standing on it rather than carrying it off (a Shift+click still selects it).
    if (shift && (!hit || hit.kind === 'terrain')) {
      this.drag = { kind: 'box', from: world, to: world, screen: { x: pointer.x, y: pointer.y }, under: hit?.id ?? under?.id ?? null };
      return;
    }
    this.drag = { kind: 'press', x: pointer.x, y: pointer.y, world, pieceId: hit?.id ?? null, usedId: used?.id ?? null, shift, time: performance.now() };
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    const d = this.drag;
    if (!d) {
      const over = this.ui.store.get().tool === 'tape' ? null : this.pieceAt(world.x, world.y, true);
      this.input.setDefaultCursor(this.ui.store.get().tool === 'tape' ? 'crosshair' : over ? 'grab' : 'default');
      return;
    }
    switch (d.kind) {
      case 'box':
        d.to = world;
        return;
      case 'press': {
        if (Math.hypot(pointer.x - d.x, pointer.y - d.y) < 4) return;
        if (!d.pieceId) {
          this.drag = null;
          this.startPan(d);
          this.continuePan(pointer);
          return;
        }
        if (!this.selection.has(d.pieceId)) this.select([d.pieceId], d.shift);
        this.lift(d.world);
        this.onDrag(pointer, world);
        return;
      }
      case 'pieces':
        d.pointer = world;
        // The event's own time: Phaser may handle several queued moves in one frame.
        d.samples.push({ t: eventTime(pointer), x: pointer.x, y: pointer.y });
        if (d.samples.length > 12) d.samples.shift();
        this.placeHeld();
        return;
    }
  }

  protected override onRelease(pointer: Phaser.Input.Pointer): void {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    switch (d.kind) {
      case 'box': {
        if (d.under && Math.hypot(pointer.x - d.screen.x, pointer.y - d.screen.y) < 4) {
          this.toggle(d.under);
          return;
        }
        const x0 = Math.min(d.from.x, d.to.x);
        const x1 = Math.max(d.from.x, d.to.x);
        const y0 = Math.min(d.from.y, d.to.y);
        const y1 = Math.max(d.from.y, d.to.y);
        const inside = this.view.pieces.filter((p) => p.kind !== 'terrain' && !p.locked && p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1);
        this.select(inside.map((p) => p.id), true);
        return;
      }
      case 'press': {
        const id = d.pieceId ?? d.usedId;
        if (!id) {
          this.select([]);
          return;
        }
        const now = performance.now();
        const double = this.lastClick.id === id && now - this.lastClick.time < 350;
        // A double-click's second click starts no other: two double-clicks are two, not three.
        this.lastClick = double ? { id: '', time: 0 } : { id, time: now };
        const piece = this.piece(id);
        // A deck locked in place still deals: the lock keeps it where it lies, not its cards.
        if (double && piece?.kind === 'deck') {
          this.drawToTable(piece.id);
          return;
        }
        if (d.shift) {
          this.toggle(id);
        } else {
          this.select([id]);
        }
        return;
      }
      case 'pieces':
        this.release(d, pointer);
        return;
    }
  }

  protected override wheelTaken(_pointer: Phaser.Input.Pointer, dy: number): boolean {
    if (this.drag?.kind !== 'pieces') return false;
    this.drag.turn += dy > 0 ? 15 : -15;
    this.placeHeld();
    return true;
  }

  // ---- lifting, carrying, dropping ---------------------------------------------------------

  private lift(grab: { x: number; y: number }): void {
    const ids = this.selectedPieces()
      .filter((p) => !p.locked && !this.flight?.ids.includes(p.id))
      .map((p) => p.id);
    if (!ids.length) return;
    const start = new Map<string, PiecePose>();
    for (const id of ids) {
      const p = this.piece(id);
      if (p) start.set(id, { id, x: p.x, y: p.y, angle: p.angle });
    }
    this.drag = { kind: 'pieces', ids, start, grab, pointer: grab, turn: 0, samples: [] };
    this.input.setDefaultCursor('grabbing');
    this.setCarrying(true);
    for (const [i, id] of ids.entries()) {
      const view = this.views.get(id);
      if (!view) continue;
      const shadow = this.add
        .image(view.image.x, view.image.y, view.key)
        .setDisplaySize(view.image.displayWidth, view.image.displayHeight)
        .setAngle(view.image.angle)
        .setTint(0x000000)
        .setTintMode(Phaser.TintModes.FILL)
        .setAlpha(0.35)
        .setDepth(LIFT_DEPTH + i * 2);
      this.shadows.push(shadow);
      view.image.setDepth(LIFT_DEPTH + i * 2 + 1);
      view.image.setScale(view.image.scaleX * 1.06, view.image.scaleY * 1.06);
    }
  }

  /**
   * Where each held piece is now: moved with the pointer, turned about the grab point, the whole
   * hand stopping at the table's edges with every piece wholly on the cloth, as it will be dropped.
   */
  private heldPoses(d: Drag | null = this.drag): PiecePose[] {
    if (d?.kind !== 'pieces') return [];
    const dx = d.pointer.x - d.grab.x;
    const dy = d.pointer.y - d.grab.y;
    const poses = d.ids.flatMap((id) => {
      const s = d.start.get(id);
      if (!s) return [];
      const turned = rotateAbout(s.x, s.y, d.grab.x, d.grab.y, d.turn);
      return [{ id, x: turned.x + dx, y: turned.y + dy, angle: s.angle + d.turn }];
    });
    return this.keptOnTable(poses);
  }

  private placeHeld(): void {
    const lift = 4 / this.cameras.main.zoom + 2;
    this.heldPoses().forEach((pose, i) => {
      const view = this.views.get(pose.id);
      view?.image.setPosition(pose.x - lift * 0.3, pose.y - lift * 0.6).setAngle(pose.angle);
      if (view?.count) view.count.setPosition(view.image.x, view.image.y).setAngle(pose.angle);
      this.shadows[i]?.setPosition(pose.x + lift * 0.5, pose.y + lift * 0.8).setAngle(pose.angle);
    });
  }

  private unlift(ids: readonly string[]): void {
    this.setCarrying(false);
    for (const s of this.shadows) s.destroy();
    this.shadows = [];
    this.input.setDefaultCursor('default');
    for (const id of ids) {
      const p = this.piece(id);
      if (p) {
        const size = pieceSize(p, this.view.options);
        this.views.get(id)?.image.setDisplaySize(size.width, size.height);
      }
    }
  }

  private release(d: Extract<Drag, { kind: 'pieces' }>, pointer: Phaser.Input.Pointer): void {
    const poses = this.heldPoses(d);
    this.unlift(d.ids);
    const { vx, vy } = releaseVelocity(d.samples, eventTime(pointer));
    this.lastRelease = { samples: d.samples.slice(-6), releasedAt: eventTime(pointer), vx, vy };
    const allDice = d.ids.every((id) => this.piece(id)?.kind === 'die');
    if (allDice && Math.hypot(vx, vy) > FLICK_SPEED) {
      // A flick: the dice leave the hand where they are, at the hand's speed, and roll.
      for (const pose of poses) this.views.get(pose.id)?.image.setPosition(pose.x, pose.y).setAngle(pose.angle);
      const zoom = this.cameras.main.zoom;
      const speed = Math.hypot(vx, vy) / zoom;
      const k = speed > MAX_THROW_SPEED ? MAX_THROW_SPEED / speed : 1;
      this.launch(d.ids, { vx: (vx / zoom) * k, vy: (vy / zoom) * k }, poses);
      return;
    }
    const moved = poses.some((p) => {
      const s = d.start.get(p.id);
      return !s || Math.hypot(s.x - p.x, s.y - p.y) > 0.05 || s.angle !== p.angle;
    });
    if (!moved) {
      this.refresh();
      return;
    }
    // A lone card let go over the hand at the foot of the screen goes into the hand.
    if (poses.length === 1 && this.piece(poses[0]!.id)?.kind === 'card' && overHand(pointer)) {
      this.act({ type: 'take', id: poses[0]!.id });
      return;
    }
    // A lone card dropped on a deck goes onto the deck.
    if (poses.length === 1 && this.piece(poses[0]!.id)?.kind === 'card') {
      const pose = poses[0]!;
      const deck = this.view.pieces.find((p) => p.kind === 'deck' && p.id !== pose.id && contains(this.footprint(p), pose.x, pose.y));
      if (deck) {
        this.act({ type: 'stack', ids: [pose.id], deck: deck.id });
        return;
      }
    }
    this.act({ type: 'move', poses });
  }

  // ---- throwing dice --------------------------------------------------------------------

  /**
   * Throws dice. Their physics runs ahead of the screen and the throw is logged as soon as it is
   * known where they lie, a fraction of a second after the release and long before they are seen
   * to land: a reload, a quit or a crash while they roll finds them where they landed, never back in
   * the hand to be thrown again (undo never re-rolls, nor may a reload). The log and the message
   * hold the result back until the dice lie still on the screen (playEntry).
   */
  private launch(ids: string[], v: { vx: number; vy: number }, poses?: PiecePose[]): void {
    if (this.flight) return;
    const f = launchDice(this.view, this.full, ids, v, poses);
    if (!f) {
      this.landThrow([]);
      return;
    }
    const flight: NonNullable<FreeTableScene['flight']> = { ...f, fall: new Throw(() => f.dice.step(), () => f.dice.poses(), (last) => this.logThrow(flight, last)) };
    this.flight = flight;
    for (const id of ids) this.views.get(id)?.image.setDepth(LIFT_DEPTH);
  }

  /** Logs the throw, now that the physics has reached the end. False if refused (and said): the dice lie where they were. */
  private logThrow(f: NonNullable<FreeTableScene['flight']>, last: SettledDie[]): boolean {
    if (this.landThrow(landingPoses(last, this.tableSize)) || this.flight !== f) return true;
    this.flight = null;
    this.refresh();
    return false;
  }

  /** The game is saved or left while the dice roll: the throw is logged now, not lost with the table. */
  protected override settleThrow(): void {
    this.flight?.fall.settle();
  }

  protected override fixedStep(): void {
    const f = this.flight;
    if (!f) return;
    const next = f.fall.next();
    if (!next || this.flight !== f) return;
    this.showRoll(next.frame);
    if (next.last) this.land();
  }

  /** The thrown dice as they were at one step of their roll. */
  private showRoll(frame: SettledDie[]): void {
    const f = this.flight;
    if (!f) return;
    frame.forEach((p, i) => {
      const view = this.views.get(p.id);
      const piece = this.piece(p.id);
      if (!view || piece?.kind !== 'die') return;
      view.image.setPosition(p.x, p.y).setRotation(p.angle);
      // The face on top follows the die's roll, so what lands is what was seen rolling.
      const face = tumbleFace(f.sides[i] ?? 6, f.starts[i] ?? 0, p.tumbles);
      const key = pieceTexture(this, { ...piece, face }, this.view.options);
      if (view.key !== key) {
        view.image.setTexture(key);
        view.key = key;
      }
    });
  }

  /** The dice lie still: at the end of their roll, or at once when the player skips it. */
  private land(): void {
    const f = this.flight;
    if (!f) return;
    const last = f.fall.finish();
    if (!last) return;
    this.showRoll(last);
    this.flight = null;
    f.fall.land();
  }

  /**
   * Logs the throw (the thrown dice as they will land, with any locked dice rolled where they lie).
   * Whether it was taken: a refusal is said.
   */
  private landThrow(landed: (PiecePose & { tumbles: string })[]): boolean {
    const still = this.stillDice.flatMap((id) => {
      const p = this.piece(id);
      return p ? [{ id, x: p.x, y: p.y, angle: p.angle, tumbles: '' }] : [];
    });
    this.stillDice = [];
    if (!landed.length && !still.length) return false;
    const dice = [...landed, ...still];
    this.thrown = new Set(dice.map((d) => d.id));
    if (this.act({ type: 'throw', dice })) return true;
    this.thrown = null;
    return false;
  }

  /**
   * This table's own throw, in the log: it waits for the dice to land (a click on the table, or
   * Skip, lands them at once), then the result is said and the dice brought out from under it.
   */
  protected override playEntry(entry: LogEntry<FreeTableAction>): Replay | null {
    const thrown = this.thrown;
    const a = entry.action;
    if (!thrown || a.type !== 'throw' || !a.dice.some((d) => thrown.has(d.id))) return null;
    this.thrown = null;
    const f = this.flight;
    return {
      label: null,
      run: async () => {
        if (f && this.flight === f) await f.fall.waitFor(this.playback);
        if (f && this.flight === f) this.land();
        const roll = entry.events.find((e: GameEvent) => e.kind === 'roll');
        if (roll?.kind === 'roll') this.ui.toast(describeRoll(roll, (seat) => this.session.players[seat]?.name ?? 'Someone'), 'success');
        this.bringOut(a.dice.map((d) => d.id));
      },
    };
  }

  /** Brings `ids` out from under the messages once they show, with any still waiting to come out. */
  private bringOut(ids: readonly string[]): void {
    this.reveal = { ids: [...new Set([...(this.reveal?.ids ?? []), ...ids])], frame: this.game.loop.frame };
  }

  /**
   * Dice that came to rest along the table's top edge lay under the message saying their result
   * (and a piece put down there, under whatever message shows): the table moves down just enough
   * for them to show below it (dice-reveal.ts), but never so far that another of them goes under
   * the panel at the foot (the hand). The message's foot is
   * read from the page as it lies there, so a change to the stylesheet moves the dice with it.
   */
  private showBelowMessage(ids: string[]): void {
    const pose = this.pose;
    const view = { width: this.scale.width, height: this.scale.height };
    const canvasTop = this.game.canvas.getBoundingClientRect().top;
    const spans = ids.flatMap((id) => {
      const p = this.piece(id);
      if (!p) return [];
      const { width, height } = pieceSize(p, this.view.options);
      const reach = Math.hypot(width, height) / 2;
      return [{ top: canvasTop + worldToScreen(pose, view, p.x, p.y - reach).y, foot: canvasTop + worldToScreen(pose, view, p.x, p.y + reach).y }];
    });
    const by = revealShift(spans, this.ui.coverFoot(), canvasTop + view.height - this.ui.insets.bottom);
    if (by > 0) this.setPose({ ...pose, scrollY: pose.scrollY - by / pose.zoom });
  }

  // ---- every frame ----------------------------------------------------------------------

  protected override frame(): void {
    // Once the message is on the page: the page draws it after the throw is said, so a throw that
    // landed in this frame's physics waits for the next. And never while the player's hand is at
    // work on the table (carrying pieces, drawing a box, panning, measuring): the table moving
    // then took the pieces away from under the pointer and tore the box. A gesture's end brings
    // the dice out, if the message still hides them.
    if (this.reveal && this.game.loop.frame > this.reveal.frame && !this.pointerHeld) {
      this.showBelowMessage(this.reveal.ids);
      this.reveal = null;
    }
    const selected = [...this.selection].flatMap((id) => {
      const p = this.piece(id);
      return p ? [this.footprint(p)] : [];
    });
    const locked = this.view.pieces.filter((p) => p.locked).map((p) => this.footprint(p));
    drawSelection(this.outline, this.cameras.main.zoom, selected, this.drag?.kind === 'box' ? this.drag : null, locked);
  }

  // ---- keys and menus -------------------------------------------------------------------

  /** The arrows move the selection, a unit of the table a press (Shift: a tenth); with nothing selected they pan. */
  protected override onKeyDown(e: KeyboardEvent): boolean {
    // A key that moves, turns, turns over or removes the selection while thrown dice still roll
    // lands them first, as a press on the table does: Delete at once after T removed the die before
    // its throw was logged, and the throw was then refused ("That piece is no longer on the table.").
    if (this.flight && (NUDGE[e.key] || LANDING_KEYS.has(e.key)) && !e.ctrlKey && !e.metaKey && !e.altKey && !this.keyIsForPage(e)) this.land();
    const step = NUDGE[e.key];
    if (!step || !this.selection.size || this.drag || e.ctrlKey || e.metaKey || e.altKey || this.keyIsForPage(e)) return super.onKeyDown(e);
    const k = e.shiftKey ? 0.1 : 1;
    this.nudgeSelection(step[0] * k, step[1] * k);
    e.preventDefault();
    return true;
  }

  protected override onKey(e: KeyboardEvent): boolean {
    const held = this.drag?.kind === 'pieces' ? this.drag : null;
    switch (e.key) {
      case 'r':
      case 'R':
        if (held) {
          held.turn += e.shiftKey ? -15 : 15;
          this.placeHeld();
        } else this.turnSelection(e.shiftKey ? -15 : 15);
        break;
      case 'f':
      case 'F':
        this.flipSelection();
        break;
      case 't':
      case 'T':
        this.throwSelection();
        break;
      case 'Delete':
      case 'Backspace':
        this.removeSelection();
        break;
      case 'Escape':
        if (held) {
          this.drag = null;
          this.unlift(held.ids);
          this.refresh();
        } else this.select([]);
        break;
      default:
        return false;
    }
    e.preventDefault();
    return true;
  }

  private openMenuAt(pointer: Phaser.Input.Pointer, world: Point): void {
    const hit = this.pieceAt(world.x, world.y);
    const ev = pointer.event as MouseEvent;
    if (hit && !this.selection.has(hit.id)) this.select([hit.id]);
    const items = menuItems(hit, hit ? this.selectedPieces() : [], {
      act: (action) => this.act(action),
      fit: () => this.fit(),
      measure: () => this.ui.setTool('tape'),
      toggleGrid: () => this.toggleGrid(),
      throwSelection: () => this.throwSelection(),
      drawToTable: (deck) => this.drawToTable(deck),
      flipSelection: () => this.flipSelection(),
      turnSelection: (deg) => this.turnSelection(deg),
      removeSelection: () => this.removeSelection(),
      prompt: (title, label, value) => this.ui.prompt(title, label, value),
    });
    this.ui.contextMenu(ev.pageX, ev.pageY, items);
  }
}
