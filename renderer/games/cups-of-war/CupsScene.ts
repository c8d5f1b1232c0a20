// Cups of War on the table. Grab your cup, shake it and let go over the table: the tiles pour
// out with your hand's speed and really tumble by physics. Then race to stack them: drag a unit
// onto another to attack it. Computer players shake with you and stack in real time.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { details } from '../../engine/game';
import { GameScene, type GameSceneData, type Point, type Replay } from '../../table/GameScene';
import { PanelGhost } from '../../table/panel-ghost';
import { paintTileFaces, tileTexture } from './art';
import { shakeSeed } from './ai/bot';
import { CUP_OFF_TABLE, cupPlace, shakeFor } from './ai/planner';
import { cupsStore, mayStack } from './cups-ui';
import { windowOpen } from './turn-clock';
import { ComputerHands } from './hands';
import { CupShakes } from './cup-shakes';
import { CupsPlayback, RECOVERY_LABEL, type FightShown } from './playback';
import { PileOrder, STACK_STEP, pilesAt, pourFrom, whyItStays, type CupCarried } from './presses';
import { StrikeAim, cardUnder, scrollPanelNear } from './strike-aim';
import { CUP, CupsOnTable } from './table-words';
import { turnPlan } from './turns';
import { TILE_SIZE, cupsOfWar, toShake, type CupsAction, type CupsDetail, type CupsState, type Pile } from './rules';

const LIFT = 30_000;

type Carry =
  | ({ kind: 'cup' } & CupCarried)
  | { kind: 'pile'; seat: number; pile: string; lone: boolean; grab: { dx: number; dy: number }; samples: { t: number; x: number; y: number }[] }
  | { kind: 'strike'; card: string; angle: number }
  /** A press on a unit that is not the player's to move: never a pan; letting go says why. */
  | { kind: 'press'; why: string | null };

/** How far the cup must be carried (screen px) before letting it go pours it: less is a click. */
const POUR_PATH = 24;

/** How far outside a tile's edge a press or a drop still counts as on it (mm). */
const GRAB_SLACK = 4;

export class CupsScene extends GameScene<CupsState, CupsAction, CupsDetail> {
  private sprites = new Map<string, Phaser.GameObjects.Image>();
  /** The piles' drawing order: the last moved on top. */
  private pileOrder = new PileOrder();
  /** The cups beside the table, and the words on it. */
  private words!: CupsOnTable;
  private fx!: Phaser.GameObjects.Graphics;
  private carry: Carry | null = null;
  /** The unit carried, drawn again above the war room while the pointer is over it (it lies over the table). */
  private ghost = new PanelGhost();
  /** Tile faces as pictures, for the ghost: by texture and frame. */
  private faceUrls = new Map<string, string>();
  /** Cups poured: the tiles in the air, then turning over to the side they fell on. */
  private shakes!: CupShakes;
  private timers: Phaser.Time.TimerEvent[] = [];
  private battleStart = 0;
  private aim!: StrikeAim;
  private hands!: ComputerHands;
  private shows!: CupsPlayback;

  constructor() {
    super('CupsScene');
    this.tapeAllowed = false;
    // The cups stand beside the table.
    this.fitExtra = CUP_OFF_TABLE + CUP / 2 - 20;
  }

  // A scene object outlives its runs: everything a run holds starts afresh here, or a second war
  // would reach for the last one's destroyed objects (its strike label) or its stale timers.
  override init(data: GameSceneData): void {
    super.init(data);
    this.sprites = new Map();
    this.carry = null;
    this.timers = [];
    this.battleStart = 0;
  }

  protected tableSetup() {
    const o = this.view.options;
    return { size: { width: o.width, height: o.height }, units: { unit: 'cm' as const, matchstickInches: 2 } };
  }

  override create(): void {
    super.create();
    paintTileFaces(this);
    this.fx = this.add.graphics().setDepth(LIFT + 1000);
    this.aim = new StrikeAim(this, this.fx, LIFT + 1001);
    this.shakes = new CupShakes({
      scene: this,
      session: this.session,
      sprites: this.sprites,
      playback: () => this.playback,
      act: (action, seat) => this.act(action, seat, true),
      redraw: () => this.sync(),
      poured: () => this.words.hideHover(),
    });
    this.shows = new CupsPlayback(this, this.playback, (id) => this.sprites.get(id), { width: this.view.options.width, height: this.view.options.height });
    this.hands = new ComputerHands({
      scene: this,
      session: this.session,
      sprite: (id) => this.sprites.get(id),
      onPile: (p, level) => ({ x: p.x + level * STACK_STEP, y: p.y - level * STACK_STEP }),
      held: () => this.playback.running || this.moving() || windowOpen(),
      personHolds: () => (this.carry?.kind === 'pile' ? this.carry.pile : null),
      act: (move, seat) => void this.act(move, seat, true),
      redraw: () => this.sync(),
      battleMs: () => this.time.now - this.battleStart,
    });
    this.words = new CupsOnTable(this, LIFT);
    this.words.placeCups(this.view);
    // The pointer off the table names nothing.
    const out = () => this.words.hideHover();
    this.input.on('gameout', out);
    // Undo or Redo with a unit (or the cup) in hand changed what lay under it: the unit held jumped
    // back to where it was picked up, or, its move undone, was let go to nothing. They wait for the release.
    this.undoWaitsWhileHeld(() => (this.carry?.kind === 'cup' ? 'your cup' : this.carry?.kind === 'pile' ? 'a unit' : null));
    this.events.once('shutdown', () => {
      this.input.off('gameout', out);
      this.ghost.destroy();
      for (const t of this.timers) t.remove();
      this.hands.stop();
      this.shows.stop();
      cupsStore(this.session).set({ animating: false, strike: null, pouring: null });
    });
    // The HUD asks the table to start placing a strike card.
    this.listen(
      cupsStore(this.session).subscribe(() => {
        const want = cupsStore(this.session).get().strike;
        if (want && this.carry?.kind !== 'strike') this.carry = { kind: 'strike', card: want, angle: 0 };
        if (!want && this.carry?.kind === 'strike') {
          this.carry = null;
          this.aim.clear();
        }
      }),
    );
    this.refresh();
  }

  protected override testHook(): Record<string, unknown> {
    return {
      cupPoint: (seat: number) => {
        const c = cupPlace(this.view, seat);
        return this.worldToPage(c.x, c.y);
      },
      // Idle only when nothing on the table moves: the landing flips are part of the shake.
      busy: () => this.playback.running || this.moving(),
      /** Each unit on the table and the depth it is drawn at (a higher one is drawn over a lower). */
      depths: () => Object.fromEntries([...this.sprites].filter(([, img]) => img.visible).map(([id, img]) => [id, img.depth])),
      /** Units in the computers' hands now, and the piles they are reaching for. */
      handsInFlight: () => [...this.hands.flights.values()].map((f) => ({ tile: f.tile, onto: f.move.type === 'stack' ? f.move.onto : null })),
      /** The words on the table saying how to pour, while they show. */
      pourHint: () => this.words.pourHintShown(),
      /** The words naming the unit under the pointer, while they show. */
      hoverWords: () => this.words.hoverShown(),
      /** What the person's press is doing: 'pile' (a unit in hand), 'pan', 'press', 'cup', 'strike' or null. */
      holding: () => this.carry?.kind ?? (this.isPanning ? 'pan' : null),
      /** The words over the Recovery's fights on the screen now, with their boxes on the page. */
      fightLabels: () =>
        this.shows.fightLabels().map((l) => {
          const a = this.worldToPage(l.x, l.y);
          const z = this.worldToPage(l.x + l.w, l.y + l.h);
          return { text: l.text, x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y };
        }),
    };
  }

  // ---- drawing the state -------------------------------------------------------------------------

  private sync(): void {
    if (this.shakes.falling || this.playback.running) return;
    const s = this.view;
    const onTable = new Set<string>();
    this.pileOrder.order(s.piles).forEach((pile, index) => {
      pile.tiles.forEach((id, level) => {
        onTable.add(id);
        const t = s.tiles.find((x) => x.id === id);
        if (!t) return;
        const face = tileTexture(this, t, s.players[t.owner]?.colour ?? 'red', t.command && t.starUp);
        let img = this.sprites.get(id);
        if (!img) {
          img = this.add.image(pile.x, pile.y, face.key, face.frame);
          this.sprites.set(id, img);
        }
        // A unit in a computer's hand is on its way: it lands when the hand does.
        if (this.hands.carrying(id)) return;
        img.setTexture(face.key, face.frame).setDisplaySize(TILE_SIZE, TILE_SIZE).setVisible(true).setAlpha(1);
        if (this.carry?.kind === 'pile' && this.carry.pile === pile.id) return;
        img.setPosition(pile.x + level * STACK_STEP, pile.y - level * STACK_STEP).setAngle(pile.angle).setDepth(100 + index * 64 + level);
      });
    });
    for (const [id, img] of this.sprites) if (!onTable.has(id) && !this.shows.fading.has(id)) img.setVisible(false);
    this.words.count(s);
  }

  // ---- who acts: shaking, the computer's hands, turns ---------------------------------------

  private isHuman(seat: number): boolean {
    return this.session.players[seat]?.control === 'human';
  }

  /** Sets who is at the screen, shakes for the computer, and runs its hands in the battle (turnPlan). */
  private takeTurns(): void {
    if (this.shakes.falling || this.playback.running) return;
    const s = this.full;
    if (s.phase === 'battle' && !this.battleStart) this.battleStart = this.time.now;
    const plan = turnPlan(s, (seat) => this.isHuman(seat), this.session.remote);
    if (plan.viewer !== null) this.session.setViewer(plan.viewer);
    const pour = plan.pour;
    if (pour) this.later(pour.after, () => this.shakes.pour(pour.seats.map((seat) => shakeFor(s, seat, cupPlace(s, seat), this.seed(seat))), pour.seats));
    for (const seat of plan.hands) this.hands.schedule(seat);
  }

  /** A shake on the table: its tiles tumbling, or turning over to the side they landed on. */
  private moving(): boolean {
    return this.shakes.moving;
  }

  private seed(seat: number): number {
    return shakeSeed(this.full, seat);
  }

  private later(ms: number, fn: () => void): void {
    this.timers.push(this.time.delayedCall(ms, fn));
  }

  protected override refused(): void {
    this.sync();
  }

  // ---- shaking -------------------------------------------------------------------------------------

  /** The game is saved or left while the units fall: the shake is logged now, not lost with the table. */
  protected override settleThrow(): void {
    this.shakes.settle();
  }

  protected override fixedStep(): void {
    this.shakes.step();
  }

  // ---- the pointer ---------------------------------------------------------------------------------

  /**
   * Whether the person at the screen may move their units now. Nothing on the screen holds them
   * up: a computer's hand in the air or a strike being shown is no reason to refuse a grab.
   */
  private canAct(): boolean {
    const s = this.full;
    const seat = this.session.viewer;
    return !this.playback.running && !this.shakes.falling && this.isHuman(seat) && cupsOfWar.actors(s).includes(seat);
  }

  private pilesAt(x: number, y: number, slack = 0): Pile[] {
    return pilesAt(this.pileOrder.order(this.view.piles), x, y, slack, (tile) => this.hands.carrying(tile));
  }

  /** Whether a point is on a unit still fading off the table (struck, or lost). */
  private onFading(x: number, y: number): boolean {
    return [...this.shows.fading].some((id) => this.sprites.get(id)?.getBounds().contains(x, y));
  }

  /** Names the unit or stack under a pointer with no button down, just above it. */
  private hover(world: Point): void {
    this.words.hover(this.view, this.shakes.falling || this.playback.running ? undefined : this.pilesAt(world.x, world.y)[0]);
  }

  protected override onPress(pointer: Phaser.Input.Pointer, world: Point): void {
    this.words.hideHover();
    // A press while the units still fall lands them at once, as a click ends any playback (the
    // shake is logged a moment after the release: a press before then works out the rest first).
    if (this.shakes.falling) return this.shakes.land();
    if (this.carry?.kind === 'strike') {
      if (pointer.button === 2) return void this.rotateStrike();
      const card = this.carry.card;
      const angle = this.carry.angle;
      this.carry = null;
      cupsStore(this.session).set({ strike: null });
      this.aim.clear();
      this.act({ type: 'command', card, x: world.x, y: world.y, angle });
      return;
    }
    if (pointer.button !== 0) return;
    const s = this.full;
    const seat = this.session.viewer;
    // A press on a cup is always about the cup, never a pan of the cloth.
    const onCup = s.players.findIndex((_, k) => {
      const c = cupPlace(s, k);
      return Math.hypot(world.x - c.x, world.y - c.y) <= CUP / 2 + 10;
    });
    if (onCup >= 0) {
      if (onCup === seat && (s.phase === 'shake' || s.phase === 'shakeoff') && this.canAct() && toShake(s).includes(seat)) {
        this.carry = { kind: 'cup', samples: [], path: 0, start: pointer.event.timeStamp };
        this.setCarrying(true);
      } else {
        const count = s.tiles.filter((t) => t.owner === onCup && t.where === 'cup').length;
        const whose = onCup === seat ? 'Your cup' : `${this.session.players[onCup]?.name ?? 'Their'}'s cup`;
        // (A press while a cup is poured lands its units at once: see above.)
        const when = s.phase === 'battle' ? 'it is shaken again next turn' : onCup === seat ? 'it is not your time to shake' : 'only its owner shakes it';
        this.ui.toast(`${whose} holds ${count} unit${count === 1 ? '' : 's'}: ${when}.`, 'info');
      }
      return;
    }
    // A press on a unit is about that unit, never a pan of the cloth: one of yours is picked up
    // (yours first, where your unit and a neighbour's edges meet), anyone else's stays put.
    const under = this.pilesAt(world.x, world.y, GRAB_SLACK);
    const topOwner = (p: Pile) => s.tiles.find((t) => t.id === p.tiles.at(-1))?.owner;
    const mine = under.find((p) => topOwner(p) === seat);
    if (mine && s.phase === 'battle' && this.canAct() && !s.players[seat]?.done) {
      this.carry = { kind: 'pile', seat, pile: mine.id, lone: mine.tiles.length === 1, grab: { dx: mine.x - world.x, dy: mine.y - world.y }, samples: [] };
      for (const id of mine.tiles) this.sprites.get(id)?.setDepth(LIFT + mine.tiles.indexOf(id));
      this.setCarrying(true);
      return;
    }
    const pressed = mine ?? this.pilesAt(world.x, world.y)[0];
    if (pressed || this.onFading(world.x, world.y)) {
      this.carry = { kind: 'press', why: pressed ? whyItStays(this.view, this.session.viewer, pressed, (k) => this.session.players[k]?.name ?? 'Someone') : null };
      return;
    }
    this.startPan(pointer);
  }

  protected override onDrag(pointer: Phaser.Input.Pointer, world: Point): void {
    const c = this.carry;
    if (!c) return pointer.isDown ? undefined : this.hover(world);
    if (c.kind === 'strike') return this.aim.draw(world, c.angle, c.card);
    const t = pointer.event.timeStamp;
    if (c.kind === 'cup') {
      const last = c.samples.at(-1);
      if (last) c.path += Math.hypot(pointer.x - last.x, pointer.y - last.y) / this.cameras.main.zoom;
      c.samples.push({ t, x: pointer.x, y: pointer.y });
      if (c.samples.length > 40) c.samples.shift();
      // The cup's count goes where the cup goes.
      this.words.carryCup(this.session.viewer, world);
      return;
    }
    if (c.kind === 'press') return;
    // Carried to the panel's edge, a lone unit scrolls it to the cards out of sight.
    const ev = pointer.event as PointerEvent;
    if (c.lone) scrollPanelNear(ev.clientX, ev.clientY);
    c.samples.push({ t, x: pointer.x, y: pointer.y });
    if (c.samples.length > 12) c.samples.shift();
    const pile = this.view.piles.find((p) => p.id === c.pile);
    if (!pile) return;
    const at = (level: number) => ({ x: c.grab.dx + level * STACK_STEP - 2, y: c.grab.dy - level * STACK_STEP - 4 });
    pile.tiles.forEach((id, level) => this.sprites.get(id)?.setPosition(world.x + at(level).x, world.y + at(level).y));
    const zoom = this.cameras.main.zoom;
    const faces = () => pile.tiles.flatMap((id, level) => {
      const src = this.faceUrl(id);
      return src ? [{ src, dx: at(level).x * zoom, dy: at(level).y * zoom }] : [];
    });
    this.ghost.follow(ev.clientX, ev.clientY, faces, TILE_SIZE * zoom, pile.angle);
  }

  /** A tile's face as a picture (the ghost over the panel), as the table draws it now. */
  private faceUrl(id: string): string | null {
    const img = this.sprites.get(id);
    if (!img) return null;
    const key = `${img.texture.key}/${img.frame.name}`;
    let url = this.faceUrls.get(key);
    if (url === undefined) {
      url = this.textures.getBase64(img.texture.key, img.frame.name);
      this.faceUrls.set(key, url);
    }
    return url || null;
  }

  protected override setCarrying(on: boolean): void {
    super.setCarrying(on);
    if (!on) this.ghost.hide();
  }

  protected override onRelease(pointer: Phaser.Input.Pointer, world: Point): void {
    const c = this.carry;
    if (!c) return;
    if (c.kind === 'strike') return;
    this.carry = null;
    this.setCarrying(false);
    if (c.kind === 'press') {
      // A click or a drag on a unit that is not the player's to move says why it stays.
      if (c.why) this.ui.toast(c.why, 'info');
      return;
    }
    const s = this.full;
    if (c.kind === 'cup') {
      const seat = this.session.viewer;
      const home = cupPlace(s, seat);
      this.words.putCupBack(s, seat);
      const zoom = this.cameras.main.zoom;
      // A pour is never taken back (undo never re-rolls): a click, or a cup let go where it was
      // picked up, pours nothing and says how. A pour is the cup carried and let go over the table.
      if (c.path * zoom < POUR_PATH || Math.hypot(world.x - home.x, world.y - home.y) < CUP / 2) return this.words.showPourHint(this.view, seat);
      const mine = pourFrom(s, seat, c, { at: world, t: pointer.event.timeStamp, zoom }, this.seed(seat));
      // Against the computer everyone shakes at once: the computers' cups pour with yours.
      const others = s.options.battle === 'race' ? toShake(s).filter((x) => x !== seat && !this.isHuman(x)) : [];
      this.shakes.pour([mine, ...others.map((x) => shakeFor(s, x, cupPlace(s, x), this.seed(x)))], [seat, ...others]);
      return;
    }
    // A unit (or a stack) let go: onto a command card in the panel, onto another stack, or just down.
    const pile = s.piles.find((p) => p.id === c.pile);
    if (!pile) return this.sync();
    const ev = pointer.event as PointerEvent;
    const card = cardUnder(ev.clientX, ev.clientY);
    // Let go on a card: always an attempt to power it, so a stack in hand is refused with the
    // reason (a unit in a stack stays there) and goes back, rather than sliding to the table's edge.
    if (card) {
      this.act({ type: 'assign', tile: pile.tiles.at(-1) as string, card });
      return;
    }
    // Let go on another unit or stack: always an attempt to stack, so a full stack (or a stack in
    // hand) is refused with the reason and goes back, rather than lying down on top looking like a
    // fourth unit in the stack.
    const target = this.pilesAt(world.x, world.y, GRAB_SLACK).find((p) => p.id !== pile.id);
    if (target) {
      this.act({ type: 'stack', tile: pile.tiles.at(-1) as string, onto: target.id });
      return;
    }
    const at = this.clampToTable(world.x + c.grab.dx, world.y + c.grab.dy, TILE_SIZE / 2);
    if (Math.hypot(at.x - pile.x, at.y - pile.y) < 0.5) return this.sync();
    // Carried past the table's edge (or held by a corner), the unit's middle would come down on
    // another unit: it would look stacked without being so. It goes back, and the player is told.
    if (this.pilesAt(at.x, at.y, 0).some((p) => p.id !== pile.id)) {
      this.ui.toast('It would lie on another unit: let go on a unit to stack onto it, or on a clear spot.', 'error');
      return this.sync();
    }
    this.act({ type: 'move', pile: pile.id, x: at.x, y: at.y, angle: pile.angle });
  }

  protected override wheelTaken(pointer: Phaser.Input.Pointer, dy: number): boolean {
    if (this.carry?.kind !== 'strike') return false;
    this.carry.angle = (this.carry.angle + (dy > 0 ? 45 : -45) + 360) % 360;
    this.aim.draw(this.worldAt(pointer), this.carry.angle, this.carry.card);
    return true;
  }

  /** The strike card being aimed turns a step. */
  private rotateStrike(): void {
    if (this.carry?.kind !== 'strike') return;
    this.carry.angle = (this.carry.angle + 45) % 360;
    this.aim.draw(this.worldAt(this.input.activePointer), this.carry.angle, this.carry.card);
  }

  protected override onKey(e: KeyboardEvent): boolean {
    if (this.carry?.kind === 'strike') {
      if (e.key === 'r' || e.key === 'R') this.rotateStrike();
      if (e.key === 'Escape') {
        this.carry = null;
        this.aim.clear();
        cupsStore(this.session).set({ strike: null });
      }
      return true;
    }
    return false;
  }

  // ---- what the rules did: strikes, the recovery, back to the cups ------------------------------------

  /** A strike is shown where it fell while the battle goes on; the Recovery holds the table. */
  protected override playEntry(entry: LogEntry<CupsAction, CupsDetail>): Replay | null {
    const own = this.shakes.replay(entry);
    if (own) return own;
    const shown = details(entry.events);
    for (const d of shown) if (d.t === 'strike') this.shows.strike(d);
    if (entry.action.type !== 'done' || this.full.phase === 'battle') return null;
    const fights = shown.filter((d): d is FightShown => d.t === 'fight');
    const s = this.full;
    const survivors = [...this.sprites.entries()]
      .filter(([id, img]) => img.visible && img.alpha > 0 && s.tiles.find((t) => t.id === id)?.where === 'cup')
      .map(([id]) => ({ id, cup: cupPlace(s, s.tiles.find((t) => t.id === id)?.owner ?? 0) }));
    return {
      label: RECOVERY_LABEL,
      run: () => {
        cupsStore(this.session).set({ animating: true });
        return this.shows.recovery(fights, survivors);
      },
    };
  }

  protected override playbackHeld(on: boolean): void {
    if (!on) cupsStore(this.session).set({ animating: false });
  }

  /** The table as the state has it, and whoever is to shake or stack next set going. */
  protected refresh(): void {
    if (this.full.phase !== 'battle') this.battleStart = 0;
    this.dropWhatIsNoLongerYours();
    this.sync();
    this.takeTurns();
  }

  /**
   * A unit in hand whose player may stack no more (their time ran out, the battle ended, the mouse
   * passed on) goes back where it lay: letting go of it then is nobody's move, not the next
   * player's refused one ("You may only move your own units").
   */
  private dropWhatIsNoLongerYours(): void {
    const c = this.carry;
    if (c?.kind !== 'pile' || (c.seat === this.session.viewer && mayStack(this.full, c.seat))) return;
    this.carry = null;
    this.setCarrying(false);
  }
}
