// The Free Table scene: draws the table's pieces from the state, and turns the mouse into
// actions: pick up, move and drop (with a shadow while lifted), turn while held (wheel or R),
// flip (F), select (click, shift-click, shift-drag a box), throw dice with a flick, measure.
import type Phaser from 'phaser';
import { GameScene, eventTime, type GameSceneData, type Point, type Replay } from '../../table/GameScene';
import type { LogEntry } from '../../engine/action-log';
import { contains, type Footprint } from '../../table/hit-test';
import { carriedPoses, carryOf, letGo, type Carry } from './carry';
import { MAX_THROW_SPEED, TableThrows } from './table-throws';
import { LIFT_DEPTH, LiftedPieces } from './lifted';
import { Selection } from './selection';
import { revealPan } from './dice-reveal';
import { menuItems } from './menu';
import { drawPieces, type PieceView } from './piece-views';
import { drawSelection } from './selection-outline';
import { releaseVelocity } from '../../table/gesture';
import { MIN_ZOOM, worldToScreen, zoomAt, type PageRect } from '../../table/camera-math';
import { isRound, pieceSize } from './art';
import { freeSpot } from './placement';
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
  | Carry
  /** `under`: the piece (terrain, or one locked in place) that a Shift+click without a drag adds or takes out. */
  | { kind: 'box'; from: { x: number; y: number }; to: { x: number; y: number }; screen: { x: number; y: number }; under: string | null };

/** The arrow keys' directions on the table, for moving the selection. */
const NUDGE: Record<string, readonly [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Keys that act on the selection (turn, turn over, remove): see onKeyDown. T, pressed again, is ignored while dice roll. */
const LANDING_KEYS = new Set(['r', 'R', 'f', 'F', 'Delete', 'Backspace']);

/** Whether the pointer is over the seated player's hand (the HUD's panel over the foot of the table). */
function overHand(pointer: Phaser.Input.Pointer): boolean {
  const e = pointer.event as MouseEvent | undefined;
  const r = document.querySelector('section.hand')?.getBoundingClientRect();
  return !!e && !!r && e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
}

export class FreeTableScene extends GameScene<FreeTableState, FreeTableAction> {
  private views = new Map<string, PieceView>();
  private selection!: Selection;
  private drag: Drag | null = null;
  private lifted!: LiftedPieces;
  private outline!: Phaser.GameObjects.Graphics;
  /** Dice thrown, from the flick to the result said. */
  private throws!: TableThrows;
  private lastClick = { id: '', time: 0 };
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
    this.selection = new Selection({
      view: () => this.view,
      table: () => this.tableSize,
      act: (action) => this.act(action),
      say: (text) => this.ui.toast(text, 'info'),
      publish: (ids) => this.ui.store.set({ selection: ids }),
      flying: () => this.throws.flying,
    });
    this.drag = null;
    this.throws = new TableThrows({
      scene: this,
      view: () => this.view,
      full: () => this.full,
      table: () => this.tableSize,
      pieceView: (id) => this.views.get(id),
      playback: () => this.playback,
      act: (action) => this.act(action),
      redraw: () => this.refresh(),
      say: (text) => this.ui.toast(text, 'success'),
      playerName: (seat) => this.session.players[seat]?.name ?? 'Someone',
      bringOut: (ids) => this.bringOut(ids),
    });
    this.reveal = null;
    this.lifted = new LiftedPieces(this);
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
      undo: () => (this.throws.rolling ? `Nothing to undo: ${keptBecause({ action: { type: 'throw', dice: [] }, events: [] })}` : null),
      redo: () => (this.throws.rolling ? 'Nothing to redo: the throw is a new move, and what was undone before it is gone.' : null),
    });
    // A piece the player at the screen just put down from the tray is the selection, ready for
    // the keys (R, F, Delete) at once; undoing the put takes it out of the selection with it.
    this.listen(
      this.session.subscribe((change) => {
        if (change.kind !== 'action' || change.entry.seat !== this.session.viewer) return;
        const action = change.entry.action as FreeTableAction;
        const added = this.full.pieces.at(-1);
        if (action.type === 'place' && added) this.selection.select([added.id]);
        // A piece put down (dropped, nudged with the arrows, added from the tray, played from the
        // hand) under a message over the top of the table, or under a panel (the tray, the log, the
        // hand: the cloth runs on under them once zoomed in) is brought into sight as a thrown die
        // is: the table moves just enough to show it clear of them (showUncovered), as an editor
        // scrolls to keep what is being worked on in view. The piece stays where it was put (moving
        // it would undo the player's placing), and the cloth keeps its whole size while no message
        // shows (reserving the message's band would shrink every table for a few seconds' words).
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
    this.selection.forget(drawPieces(this, this.views, this.view, new Set([...held, ...this.throws.flying])));
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
        if (this.throws.flying.includes(p.id) || (grab && p.locked)) continue;
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

  /** The deck's top card, face down beside it: in sight, clear of the cards drawn before it and of other pieces. */
  drawToTable(deck: string): void {
    const d = this.piece(deck);
    if (!d) return;
    const at = freeSpot(this.view, d.x + CARD_SIZE.width + 7, d.y, { ...CARD_SIZE, terrain: false }, (p) => pieceSize(p, this.view.options));
    this.act({ type: 'draw', deck, to: 'table', x: at.x, y: at.y });
  }

  /**
   * Throws the selected dice towards the middle of the table, for the keyboard and the menu. Dice
   * locked in place roll where they lie: a lock keeps a piece's place, not its use.
   */
  throwSelection(): void {
    if (this.throws.rolling) return;
    const selected = this.selection.pieces().filter((p) => p.kind === 'die');
    if (!selected.length) {
      this.ui.toast('Select one or more dice to throw.', 'info');
      return;
    }
    // T with the dice in hand threw them from under the hand: letting go then logged a move over
    // the throw, and the table showed them where they were thrown, not where the state has them.
    // (Dice locked in place are never in hand: they still roll where they lie.)
    const held = this.drag?.kind === 'pieces' ? this.drag.ids : [];
    if (selected.some((d) => !d.locked && held.includes(d.id))) {
      this.ui.toast('Let go of the dice first: a flick as you let go throws them.', 'info');
      return;
    }
    this.throws.throwFromTable(selected);
  }

  // ---- pointer --------------------------------------------------------------------------

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    // A press while thrown dice roll lands them at once, as a click ends any playback (the throw
    // is logged a moment after it leaves the hand: a press before then works out the rest first).
    if (this.throws.rolling) return this.throws.land();
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
        if (!this.selection.has(d.pieceId)) this.selection.select([d.pieceId], d.shift);
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
          this.selection.toggle(d.under);
          return;
        }
        const x0 = Math.min(d.from.x, d.to.x);
        const x1 = Math.max(d.from.x, d.to.x);
        const y0 = Math.min(d.from.y, d.to.y);
        const y1 = Math.max(d.from.y, d.to.y);
        const inside = this.view.pieces.filter((p) => p.kind !== 'terrain' && !p.locked && p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1);
        this.selection.select(inside.map((p) => p.id), true);
        return;
      }
      case 'press': {
        const id = d.pieceId ?? d.usedId;
        if (!id) {
          this.selection.select([]);
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
          this.selection.toggle(id);
        } else {
          this.selection.select([id]);
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
    const ids = this.selection.pieces()
      .filter((p) => !p.locked && !this.throws.flying.includes(p.id))
      .map((p) => p.id);
    if (!ids.length) return;
    this.drag = carryOf(this.view, ids, grab);
    this.input.setDefaultCursor('grabbing');
    this.setCarrying(true);
    this.lifted.lift(ids.flatMap((id) => this.views.get(id) ?? []));
  }

  /** Where each held piece is now (carry.ts). */
  private heldPoses(d: Drag | null = this.drag): PiecePose[] {
    return d?.kind === 'pieces' ? carriedPoses(this.view, this.tableSize, d) : [];
  }

  private placeHeld(): void {
    const poses = this.heldPoses();
    this.lifted.place(poses, poses.map((p) => this.views.get(p.id)), this.cameras.main.zoom);
  }

  private unlift(ids: readonly string[]): void {
    this.setCarrying(false);
    this.input.setDefaultCursor('default');
    this.lifted.drop(
      ids.flatMap((id) => {
        const p = this.piece(id);
        return p ? [{ view: this.views.get(id), ...pieceSize(p, this.view.options) }] : [];
      }),
    );
  }

  private release(d: Carry, pointer: Phaser.Input.Pointer): void {
    const poses = this.heldPoses(d);
    this.unlift(d.ids);
    const { vx, vy } = releaseVelocity(d.samples, eventTime(pointer));
    this.lastRelease = { samples: d.samples.slice(-6), releasedAt: eventTime(pointer), vx, vy };
    const outcome = letGo(this.view, d, poses, { speed: Math.hypot(vx, vy), overHand: overHand(pointer), footprint: (p) => this.footprint(p) });
    if (outcome.kind === 'act') {
      this.act(outcome.action);
    } else if (outcome.kind === 'back') {
      this.refresh();
    } else {
      // The dice leave the hand where they are, at the hand's speed, and roll.
      for (const pose of poses) this.views.get(pose.id)?.image.setPosition(pose.x, pose.y).setAngle(pose.angle);
      const zoom = this.cameras.main.zoom;
      const speed = Math.hypot(vx, vy) / zoom;
      const k = speed > MAX_THROW_SPEED ? MAX_THROW_SPEED / speed : 1;
      this.throws.launch(d.ids, { vx: (vx / zoom) * k, vy: (vy / zoom) * k }, poses);
    }
  }

  // ---- throwing dice --------------------------------------------------------------------

  /** The game is saved or left while the dice roll: the throw is logged now, not lost with the table. */
  protected override settleThrow(): void {
    this.throws.settle();
  }

  protected override fixedStep(): void {
    this.throws.step();
  }

  /** This table's own throw: said once its dice are seen to land (table-throws.ts). */
  protected override playEntry(entry: LogEntry<FreeTableAction>): Replay | null {
    return this.throws.replay(entry);
  }

  /** Brings `ids` out from under the messages once they show, with any still waiting to come out. */
  private bringOut(ids: readonly string[]): void {
    this.reveal = { ids: [...new Set([...(this.reveal?.ids ?? []), ...ids])], frame: this.game.loop.frame };
  }

  /**
   * Dice that came to rest along the table's top edge lay under the message saying their result
   * (and a piece put down there, under whatever message shows), and a piece let go over the tray
   * or the log (or the hand) lay under it, out of sight: the table moves just enough for them to
   * show clear of it (dice-reveal.ts), but never so far that another of them goes under the panel
   * on the other side. The panels and the message are read from the page as they lie there, so a
   * change to the stylesheet moves the pieces with them.
   */
  private showUncovered(ids: string[]): void {
    const clear = this.ui.uncovered();
    if (!clear) return;
    const pose = this.pose;
    const view = { width: this.scale.width, height: this.scale.height };
    const canvas = this.game.canvas.getBoundingClientRect();
    const box = (p: Piece): PageRect => {
      const { width, height } = pieceSize(p, this.view.options);
      const reach = Math.hypot(width, height) / 2;
      const [a, b] = [worldToScreen(pose, view, p.x - reach, p.y - reach), worldToScreen(pose, view, p.x + reach, p.y + reach)];
      return { left: canvas.left + a.x, top: canvas.top + a.y, right: canvas.left + b.x, bottom: canvas.top + b.y };
    };
    const put = new Set(ids);
    const boxes = ids.flatMap((id) => {
      const p = this.piece(id);
      return p ? [box(p)] : [];
    });
    // The pieces that show now stay in sight (revealPan): the next piece brought out from under the
    // log took the one before, brought out from under the tray, back under it.
    const others = this.view.pieces.filter((p) => !put.has(p.id)).map(box);
    const by = revealPan(boxes, clear, others, MIN_ZOOM / pose.zoom);
    if (by.x === 0 && by.y === 0 && !by.zoom) return;
    const centre = { x: (clear.left + clear.right) / 2 - canvas.left, y: (clear.top + clear.bottom) / 2 - canvas.top };
    const at = by.zoom ? zoomAt(pose, view, by.zoom, centre.x, centre.y) : pose;
    this.setPose({ ...at, scrollX: at.scrollX - by.x / at.zoom, scrollY: at.scrollY - by.y / at.zoom });
  }

  // ---- every frame ----------------------------------------------------------------------

  protected override frame(): void {
    // Once the message is on the page: the page draws it after the throw is said, so a throw that
    // landed in this frame's physics waits for the next. And never while the player's hand is at
    // work on the table (carrying pieces, drawing a box, panning, measuring): the table moving
    // then took the pieces away from under the pointer and tore the box. A gesture's end brings
    // the dice out, if the message still hides them.
    if (this.reveal && this.game.loop.frame > this.reveal.frame && !this.pointerHeld) {
      this.showUncovered(this.reveal.ids);
      this.reveal = null;
    }
    const selected = this.selection.pieces().map((p) => this.footprint(p));
    const locked = this.view.pieces.filter((p) => p.locked).map((p) => this.footprint(p));
    drawSelection(this.outline, this.cameras.main.zoom, selected, this.drag?.kind === 'box' ? this.drag : null, locked);
  }

  // ---- keys and menus -------------------------------------------------------------------

  /** The arrows move the selection, a unit of the table a press (Shift: a tenth); with nothing selected they pan. */
  protected override onKeyDown(e: KeyboardEvent): boolean {
    // A key that moves, turns, turns over or removes the selection while thrown dice still roll
    // lands them first, as a press on the table does: Delete at once after T removed the die before
    // its throw was logged, and the throw was then refused ("That piece is no longer on the table.").
    // With nothing selected the arrows pan the table, which moves no piece: the dice roll on.
    if (this.throws.rolling && ((NUDGE[e.key] && this.selection.size) || LANDING_KEYS.has(e.key)) && !e.ctrlKey && !e.metaKey && !e.altKey && !this.keyIsForPage(e)) this.throws.land();
    const step = NUDGE[e.key];
    if (!step || !this.selection.size || this.drag || e.ctrlKey || e.metaKey || e.altKey || this.keyIsForPage(e)) return super.onKeyDown(e);
    const k = e.shiftKey ? 0.1 : 1;
    this.selection.nudge(step[0] * k, step[1] * k);
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
        } else this.selection.turn(e.shiftKey ? -15 : 15);
        break;
      case 'f':
      case 'F':
        this.selection.flip();
        break;
      case 't':
      case 'T':
        this.throwSelection();
        break;
      case 'Delete':
      case 'Backspace':
        this.selection.remove();
        break;
      case 'Escape':
        if (held) {
          this.drag = null;
          this.unlift(held.ids);
          this.refresh();
        } else this.selection.select([]);
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
    if (hit && !this.selection.has(hit.id)) this.selection.select([hit.id]);
    const items = menuItems(hit, hit ? this.selection.pieces() : [], {
      act: (action) => this.act(action),
      fit: () => this.fit(),
      measure: () => this.ui.setTool('tape'),
      toggleGrid: () => this.toggleGrid(),
      throwSelection: () => this.throwSelection(),
      drawToTable: (deck) => this.drawToTable(deck),
      flipSelection: () => this.selection.flip(),
      turnSelection: (deg) => this.selection.turn(deg),
      removeSelection: () => this.selection.remove(),
      prompt: (title, label, value, maxLength) => this.ui.prompt(title, label, value, maxLength),
    });
    this.ui.contextMenu(ev.pageX, ev.pageY, items);
  }
}
