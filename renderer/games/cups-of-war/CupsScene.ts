// Cups of War on the table. Grab your cup, shake it and let go over the table: the tiles pour
// out with your hand's speed and really tumble by physics. Then race to stack them: drag a unit
// onto another to attack it. Computer players shake with you and stack in real time.
import type Phaser from 'phaser';
import type { GameSession, SessionChange } from '../../app/session';
import type { Strength } from '../../engine/game';
import { Rng, seedRng } from '../../engine/rng';
import { rectCorners } from '../../engine/geometry';
import { TableScene, type TableSceneData } from '../../table/TableScene';
import { releaseVelocity } from '../../table/gesture';
import { TileShake, type CupPour } from '../../table/sim/tile-shake';
import { cupTexture, tileTexture } from './art';
import { CUP_OFF_TABLE, HANDS, cupPlace, nextMove, shakeFor, withMisses } from './ai/planner';
import { cupsStore } from './cups-ui';
import {
  CARD_SIZE,
  MAX_STACK,
  TILE_SIZE,
  cardById,
  cupsOfWar,
  stackerNow,
  toShake,
  type CupsAction,
  type CupsState,
  type Pile,
  type StackResult,
} from './rules';

export interface CupsSceneData extends TableSceneData {
  session: GameSession;
}

const CUP = 84;
const LIFT = 30_000;
const STACK_STEP = 2.4;

type Carry =
  | { kind: 'cup'; samples: { t: number; x: number; y: number }[]; path: number; start: number }
  | { kind: 'pile'; pile: string; lone: boolean; grab: { dx: number; dy: number }; samples: { t: number; x: number; y: number }[] }
  | { kind: 'strike'; card: string; angle: number }
  | { kind: 'pan' };

export class CupsScene extends TableScene {
  private session!: GameSession;
  private sprites = new Map<string, Phaser.GameObjects.Image>();
  private cups: Phaser.GameObjects.Image[] = [];
  private cupLabels: Phaser.GameObjects.Text[] = [];
  private fx!: Phaser.GameObjects.Graphics;
  private carry: Carry | null = null;
  private shake: { sim: TileShake; pours: { seat: number; tiles: string[] }[] } | null = null;
  private animating = false;
  private unsubscribe: (() => void)[] = [];
  private timers: Phaser.Time.TimerEvent[] = [];
  private idle = new Map<number, number>();
  private battleStart = 0;
  private flipsSeen = new Map<string, { flips: number; at: number }>();

  constructor() {
    super('CupsScene');
    this.tapeAllowed = false;
    // The cups stand beside the table.
    this.fitExtra = CUP_OFF_TABLE + CUP / 2 - 20;
  }

  override init(data: CupsSceneData): void {
    super.init(data);
    this.session = data.session;
    this.sprites = new Map();
    this.cups = [];
    this.cupLabels = [];
    this.carry = null;
    this.shake = null;
    this.animating = false;
    this.unsubscribe = [];
    this.timers = [];
    this.idle = new Map();
  }

  protected tableSetup() {
    const o = this.state.options;
    return { size: { width: o.width, height: o.height }, units: { unit: 'cm' as const, matchstickInches: 2 } };
  }

  private get state(): CupsState {
    return this.session.view as CupsState;
  }

  private get full(): CupsState {
    return this.session.state as CupsState;
  }

  override create(): void {
    super.create();
    this.fx = this.add.graphics().setDepth(LIFT + 1000);
    this.state.players.forEach((p, seat) => {
      const at = cupPlace(this.state, seat);
      this.cups.push(this.add.image(at.x, at.y, cupTexture(this, p.colour, CUP)).setDisplaySize(CUP, CUP).setDepth(10));
      this.cupLabels.push(
        this.add
          .text(at.x, at.y, '', { fontFamily: 'system-ui, sans-serif', fontSize: '56px', fontStyle: 'bold', color: '#fdf8ec', stroke: '#000', strokeThickness: 8 })
          .setOrigin(0.5)
          .setScale(0.3)
          .setDepth(11),
      );
    });
    this.input.on('pointerdown', this.onDown, this);
    this.input.on('pointermove', this.onMove, this);
    this.input.on('pointerup', this.onUp, this);
    this.input.on('pointerupoutside', this.onUp, this);
    this.unsubscribe.push(this.session.subscribe((c) => void this.onChange(c)));
    this.events.once('shutdown', () => {
      for (const u of this.unsubscribe) u();
      for (const t of this.timers) t.remove();
      this.input.off('pointerdown', this.onDown, this);
      this.input.off('pointermove', this.onMove, this);
      this.input.off('pointerup', this.onUp, this);
      this.input.off('pointerupoutside', this.onUp, this);
      cupsStore(this.session).set({ strike: null });
    });
    // The HUD asks the table to start placing a strike card.
    this.unsubscribe.push(
      cupsStore(this.session).subscribe(() => {
        const want = cupsStore(this.session).get().strike;
        if (want && this.carry?.kind !== 'strike') this.carry = { kind: 'strike', card: want, angle: 0 };
        if (!want && this.carry?.kind === 'strike') {
          this.carry = null;
          this.clearStrike();
        }
      }),
    );
    this.sync();
    this.takeTurns();
    (window as unknown as { __musterTable?: unknown }).__musterTable = {
      scene: this,
      pagePoint: (x: number, y: number) => this.worldToPage(x, y),
      cupPoint: (seat: number) => {
        const c = cupPlace(this.state, seat);
        return this.worldToPage(c.x, c.y);
      },
      busy: () => this.animating || !!this.shake,
      stats: this.stats,
    };
  }

  private worldToPage(x: number, y: number): { x: number; y: number } {
    const cam = this.cameras.main;
    const rect = this.game.canvas.getBoundingClientRect();
    return { x: rect.left + (x - cam.worldView.x) * cam.zoom, y: rect.top + (y - cam.worldView.y) * cam.zoom };
  }

  // ---- drawing the state -------------------------------------------------------------------------

  private sync(): void {
    if (this.shake || this.animating) return;
    const s = this.state;
    const onTable = new Set<string>();
    s.piles.forEach((pile, index) => {
      pile.tiles.forEach((id, level) => {
        onTable.add(id);
        const t = s.tiles.find((x) => x.id === id);
        if (!t) return;
        const key = tileTexture(this, t, s.players[t.owner]?.colour ?? 'red', t.command && t.starUp);
        let img = this.sprites.get(id);
        if (!img) {
          img = this.add.image(pile.x, pile.y, key);
          this.sprites.set(id, img);
        }
        img.setTexture(key).setDisplaySize(TILE_SIZE, TILE_SIZE).setVisible(true).setAlpha(1);
        if (this.carry?.kind === 'pile' && this.carry.pile === pile.id) return;
        img.setPosition(pile.x + level * STACK_STEP, pile.y - level * STACK_STEP).setAngle(pile.angle).setDepth(100 + index * 4 + level);
      });
    });
    for (const [id, img] of this.sprites) if (!onTable.has(id)) img.setVisible(false);
    s.players.forEach((_, seat) => {
      const inCup = s.tiles.filter((t) => t.owner === seat && t.where === 'cup').length;
      this.cupLabels[seat]?.setText(inCup ? String(inCup) : '');
      this.cups[seat]?.setAlpha(inCup ? 1 : 0.45);
    });
  }

  // ---- who acts: shaking, the computer's hands, turns ---------------------------------------

  private isHuman(seat: number): boolean {
    return this.session.players[seat]?.control === 'human';
  }

  /** Sets who is at the screen, shakes for the computer, and runs its hands in the battle. */
  private takeTurns(): void {
    if (this.shake || this.animating) return;
    const s = this.full;
    const race = s.options.battle === 'race';
    if (s.phase === 'shake' || s.phase === 'shakeoff') {
      const seats = toShake(s);
      const humans = seats.filter((seat) => this.isHuman(seat));
      if (race) {
        const me = humans[0];
        if (me !== undefined) this.session.setViewer(me);
        // With no person left to shake, the computers shake by themselves.
        else if (seats.length) this.later(600, () => this.pour(seats.map((seat) => shakeFor(s, seat, cupPlace(s, seat), this.seed(seat))), seats));
      } else {
        const next = seats[0];
        if (next !== undefined && this.isHuman(next)) this.session.setViewer(next);
        else if (next !== undefined) this.later(700, () => this.pour([shakeFor(s, next, cupPlace(s, next), this.seed(next))], [next]));
      }
      return;
    }
    if (s.phase !== 'battle') return;
    if (!this.battleStart) this.battleStart = this.time.now;
    if (race) {
      const me = s.players.findIndex((_, seat) => this.isHuman(seat));
      if (me >= 0 && this.session.viewer !== me) this.session.setViewer(me);
      s.players.forEach((p, seat) => {
        if (!this.isHuman(seat) && !p.done) this.scheduleHand(seat);
      });
    } else {
      const now = stackerNow(s);
      if (now === null) return;
      if (this.isHuman(now)) this.session.setViewer(now);
      else this.scheduleHand(now);
    }
  }

  private seed(seat: number): number {
    const s = this.full;
    return (s.turn * 7919 + seat * 104729 + s.tiles.filter((t) => t.where === 'lost').length * 31) | 0;
  }

  private later(ms: number, fn: () => void): void {
    this.timers.push(this.time.delayedCall(ms, fn));
  }

  private handsDue = new Set<number>();

  /** The computer's next move at `seat`, a beat from now; it re-plans from the table as it is then. */
  private scheduleHand(seat: number): void {
    if (this.handsDue.has(seat)) return;
    this.handsDue.add(seat);
    const strength = (this.session.players[seat]?.strength ?? 'normal') as Strength;
    const hand = HANDS[strength];
    const rng = new Rng(seedRng(this.seed(seat) ^ Math.floor(this.time.now)));
    this.later(hand.beatMs * rng.range(0.75, 1.25), () => {
      this.handsDue.delete(seat);
      const s = this.full;
      if (s.phase !== 'battle' || s.players[seat]?.done || !cupsOfWar.actors(s).includes(seat)) return;
      // Busy animating, or the player is looking back through the log: wait a beat.
      if (this.animating || this.shake || this.session.canRedo) return this.scheduleHand(seat);
      let move = nextMove(cupsOfWar.playerView(s, seat), seat, hand, rng);
      if (!move) {
        // Nothing worth doing: after a few beats, the computer stands down (its units stay).
        const n = (this.idle.get(seat) ?? 0) + 1;
        this.idle.set(seat, n);
        if (n > 3 || s.options.battle === 'turns') move = { type: 'done', elapsed: this.time.now - this.battleStart };
      } else this.idle.set(seat, 0);
      if (move) this.playHand(seat, withMisses(s, move, hand.missChance, rng));
      this.scheduleHand(seat);
    });
  }

  /** Shows the computer's hand carrying a unit to where it goes, then makes the move. */
  private playHand(seat: number, move: CupsAction): void {
    const s = this.full;
    const carried = move.type === 'stack' ? move.tile : move.type === 'move' ? s.piles.find((p) => p.id === move.pile)?.tiles.at(-1) : move.type === 'assign' ? move.tile : undefined;
    const img = carried ? this.sprites.get(carried) : undefined;
    let to: { x: number; y: number } | null = null;
    if (move.type === 'stack') {
      const onto = s.piles.find((p) => p.id === move.onto);
      if (onto) to = { x: onto.x + onto.tiles.length * STACK_STEP, y: onto.y - onto.tiles.length * STACK_STEP };
    } else if (move.type === 'move') to = { x: move.x, y: move.y };
    else if (move.type === 'assign') to = cupPlace(s, seat);
    if (img && to) {
      img.setDepth(LIFT);
      this.tweens.add({ targets: img, x: to.x, y: to.y, duration: 280, ease: 'Sine.easeInOut', onComplete: () => this.act(move, seat, true) });
    } else this.act(move, seat, true);
  }

  private act(action: CupsAction, seat: number = this.session.viewer, quiet = false): boolean {
    const refused = this.session.act(action, seat);
    if (refused) {
      if (!quiet) this.ui.toast(refused.message, 'error');
      this.sync();
      return false;
    }
    return true;
  }

  // ---- shaking -------------------------------------------------------------------------------------

  /** Pours cups onto the table: the physics runs a step a frame; the landings are dispatched when still. */
  private pour(pours: CupPour[], seats: number[]): void {
    if (this.shake || !pours.length) return;
    const s = this.full;
    const lying = s.piles.map((p) => ({ x: p.x, y: p.y, angle: p.angle }));
    const sim = new TileShake({ width: s.options.width, height: s.options.height }, pours, TILE_SIZE, lying);
    this.shake = { sim, pours: pours.map((p, i) => ({ seat: seats[i] as number, tiles: p.tiles })) };
    this.flipsSeen = new Map();
    for (const p of pours) {
      for (const id of p.tiles) {
        const t = s.tiles.find((x) => x.id === id);
        if (!t) continue;
        let img = this.sprites.get(id);
        const key = tileTexture(this, t, s.players[t.owner]?.colour ?? 'red', false);
        if (!img) {
          img = this.add.image(p.x, p.y, key);
          this.sprites.set(id, img);
        }
        img.setTexture(key).setDisplaySize(TILE_SIZE, TILE_SIZE).setVisible(true).setAlpha(1).setDepth(LIFT - 10);
      }
    }
  }

  protected override fixedStep(): void {
    const sh = this.shake;
    if (!sh) return;
    const done = sh.sim.step();
    for (const l of sh.sim.landings()) {
      const img = this.sprites.get(l.tile);
      if (!img) continue;
      img.setPosition(l.x, l.y).setAngle(l.angle);
      // Each time a tile turns over on its way, it shows as a quick squeeze across its width.
      const seen = this.flipsSeen.get(l.tile);
      if (!seen || seen.flips !== l.flips) this.flipsSeen.set(l.tile, { flips: l.flips, at: sh.sim.steps });
      const age = sh.sim.steps - (this.flipsSeen.get(l.tile)?.at ?? -99);
      const squeeze = l.flips > 0 && age < 8 ? Math.max(0.12, Math.abs(Math.cos((Math.PI * age) / 8))) : 1;
      img.setScale((TILE_SIZE / img.width) * squeeze, TILE_SIZE / img.height);
    }
    if (!done) return;
    const landings = sh.sim.landings();
    this.shake = null;
    for (const p of sh.pours) {
      const mine = new Set(p.tiles);
      this.act({ type: 'shake', landings: landings.filter((l) => mine.has(l.tile)) }, p.seat, true);
    }
    this.flipLanded(landings.map((l) => l.tile));
  }

  /** The side each tile landed on is shown by a flip. */
  private flipLanded(ids: string[]): void {
    const s = this.state;
    for (const id of ids) {
      const img = this.sprites.get(id);
      const t = s.tiles.find((x) => x.id === id);
      if (!img || !t) continue;
      const key = tileTexture(this, t, s.players[t.owner]?.colour ?? 'red', t.command && t.starUp);
      this.tweens.killTweensOf(img);
      img.setDisplaySize(TILE_SIZE, TILE_SIZE);
      this.tweens.add({
        targets: img,
        scaleX: 0,
        duration: 110,
        yoyo: true,
        onYoyo: () => img.setTexture(key),
        onComplete: () => img.setDisplaySize(TILE_SIZE, TILE_SIZE),
      });
    }
  }

  // ---- the pointer ---------------------------------------------------------------------------------

  private canAct(): boolean {
    const s = this.full;
    const seat = this.session.viewer;
    return !this.animating && !this.shake && this.isHuman(seat) && cupsOfWar.actors(s).includes(seat);
  }

  /** The top tile of a pile under a point, topmost first. */
  private pileAt(x: number, y: number, except?: string): Pile | undefined {
    const piles = this.state.piles;
    for (let i = piles.length - 1; i >= 0; i--) {
      const p = piles[i] as Pile;
      if (p.id === except) continue;
      const lx = p.x + (p.tiles.length - 1) * STACK_STEP;
      const ly = p.y - (p.tiles.length - 1) * STACK_STEP;
      if (Math.abs(x - lx) <= TILE_SIZE * 0.62 && Math.abs(y - ly) <= TILE_SIZE * 0.62) return p;
    }
    return undefined;
  }

  private onDown(pointer: Phaser.Input.Pointer): void {
    const world = this.worldAt(pointer);
    if (pointer.button === 1) {
      this.carry = { kind: 'pan' };
      this.startPan(pointer);
      return;
    }
    if (this.carry?.kind === 'strike') {
      if (pointer.button === 2) return void this.rotateStrike();
      const card = this.carry.card;
      const angle = this.carry.angle;
      this.carry = null;
      cupsStore(this.session).set({ strike: null });
      this.clearStrike();
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
        setPanelsClickThrough(true);
      } else {
        const count = s.tiles.filter((t) => t.owner === onCup && t.where === 'cup').length;
        const whose = onCup === seat ? 'Your cup' : `${this.session.players[onCup]?.name ?? 'Their'}'s cup`;
        const when = s.phase === 'battle' ? 'it is shaken again next turn' : this.animating || this.shake ? 'wait for the table to settle' : onCup === seat ? 'it is not your time to shake' : 'only its owner shakes it';
        this.ui.toast(`${whose} holds ${count} unit${count === 1 ? '' : 's'}: ${when}.`, 'info');
      }
      return;
    }
    if (s.phase === 'battle' && this.canAct() && !s.players[seat]?.done) {
      const pile = this.pileAt(world.x, world.y);
      const top = pile && s.tiles.find((t) => t.id === pile.tiles.at(-1));
      if (pile && top?.owner === seat) {
        this.carry = { kind: 'pile', pile: pile.id, lone: pile.tiles.length === 1, grab: { dx: pile.x - world.x, dy: pile.y - world.y }, samples: [] };
        for (const id of pile.tiles) this.sprites.get(id)?.setDepth(LIFT + pile.tiles.indexOf(id));
        setPanelsClickThrough(true);
        return;
      }
    }
    this.carry = { kind: 'pan' };
    this.startPan(pointer);
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    const c = this.carry;
    const world = this.worldAt(pointer);
    if (!c) return;
    if (c.kind === 'pan') return void this.continuePan(pointer);
    if (c.kind === 'strike') return this.drawStrike(world, c.angle, c.card);
    const t = pointer.event.timeStamp;
    if (c.kind === 'cup') {
      const last = c.samples.at(-1);
      if (last) c.path += Math.hypot(pointer.x - last.x, pointer.y - last.y) / this.cameras.main.zoom;
      c.samples.push({ t, x: pointer.x, y: pointer.y });
      if (c.samples.length > 40) c.samples.shift();
      this.cups[this.session.viewer]?.setPosition(world.x, world.y).setDepth(LIFT);
      return;
    }
    c.samples.push({ t, x: pointer.x, y: pointer.y });
    if (c.samples.length > 12) c.samples.shift();
    const pile = this.state.piles.find((p) => p.id === c.pile);
    if (!pile) return;
    pile.tiles.forEach((id, level) => this.sprites.get(id)?.setPosition(world.x + c.grab.dx + level * STACK_STEP - 2, world.y + c.grab.dy - level * STACK_STEP - 4));
  }

  private onUp(pointer: Phaser.Input.Pointer): void {
    const c = this.carry;
    if (!c) return;
    if (c.kind === 'strike') return;
    this.carry = null;
    setPanelsClickThrough(false);
    if (c.kind === 'pan') return void this.endPan();
    const world = this.worldAt(pointer);
    const s = this.full;
    if (c.kind === 'cup') {
      const seat = this.session.viewer;
      const home = cupPlace(s, seat);
      this.cups[seat]?.setPosition(home.x, home.y).setDepth(10);
      const zoom = this.cameras.main.zoom;
      const v = releaseVelocity(c.samples, pointer.event.timeStamp);
      const seconds = Math.max(0.3, (pointer.event.timeStamp - c.start) / 1000);
      const vigour = Math.min(1, c.path / seconds / 900);
      const speed = Math.hypot(v.vx, v.vy) / zoom;
      const k = speed > 1800 ? 1800 / speed : 1;
      const at = { x: Math.min(s.options.width, Math.max(0, world.x)), y: Math.min(s.options.height, Math.max(0, world.y)) };
      const mine: CupPour = {
        tiles: s.tiles.filter((t) => t.owner === seat && t.where === 'cup').map((t) => t.id),
        x: at.x,
        y: at.y,
        vx: (v.vx / zoom) * k,
        vy: (v.vy / zoom) * k,
        vigour,
        seed: this.seed(seat) ^ Math.round(c.path),
      };
      // Against the computer everyone shakes at once: the computers' cups pour with yours.
      const others = s.options.battle === 'race' ? toShake(s).filter((x) => x !== seat && !this.isHuman(x)) : [];
      this.pour([mine, ...others.map((x) => shakeFor(s, x, cupPlace(s, x), this.seed(x)))], [seat, ...others]);
      return;
    }
    // A unit (or a stack) let go: onto a command card in the panel, onto another stack, or just down.
    const pile = s.piles.find((p) => p.id === c.pile);
    if (!pile) return this.sync();
    const ev = pointer.event as PointerEvent;
    const card = cardUnder(ev.clientX, ev.clientY);
    if (card && c.lone) {
      this.act({ type: 'assign', tile: pile.tiles[0] as string, card });
      return;
    }
    const target = this.pileAt(world.x, world.y, pile.id);
    if (target && c.lone && target.tiles.length < MAX_STACK) {
      this.act({ type: 'stack', tile: pile.tiles[0] as string, onto: target.id });
      return;
    }
    const at = this.clampToTable(world.x + c.grab.dx, world.y + c.grab.dy, TILE_SIZE / 2);
    if (Math.hypot(at.x - pile.x, at.y - pile.y) < 0.5) return this.sync();
    this.act({ type: 'move', pile: pile.id, x: at.x, y: at.y, angle: pile.angle });
  }

  protected override wheelTaken(pointer: Phaser.Input.Pointer, dy: number): boolean {
    if (this.carry?.kind !== 'strike') return false;
    this.carry.angle = (this.carry.angle + (dy > 0 ? 45 : -45) + 360) % 360;
    this.drawStrike(this.worldAt(pointer), this.carry.angle, this.carry.card);
    return true;
  }

  private rotateStrike(): void {
    if (this.carry?.kind !== 'strike') return;
    this.carry.angle = (this.carry.angle + 45) % 360;
    this.drawStrike(this.worldAt(this.input.activePointer), this.carry.angle, this.carry.card);
  }

  private drawStrike(at: { x: number; y: number }, angle: number, card: string): void {
    const g = this.fx.clear();
    const corners = rectCorners({ ...at, angle, ...CARD_SIZE });
    g.fillStyle(0xe0443a, 0.25).lineStyle(2 / this.cameras.main.zoom, 0xe0443a, 1);
    g.beginPath();
    corners.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
    g.closePath();
    g.fillPath();
    g.strokePath();
    const name = this.strikeLabel ?? this.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '44px', fontStyle: 'bold', color: '#fff5d6', stroke: '#5a1410', strokeThickness: 8 }).setOrigin(0.5).setScale(0.3).setDepth(LIFT + 1001);
    this.strikeLabel = name;
    name.setText(cardById(card).name).setPosition(at.x, at.y).setVisible(true);
  }

  private strikeLabel: Phaser.GameObjects.Text | null = null;

  private clearStrike(): void {
    this.fx.clear();
    this.strikeLabel?.setVisible(false);
  }

  protected override onKeyDown(e: KeyboardEvent): boolean {
    if (super.onKeyDown(e)) return true;
    if (this.keyIsForPage(e)) return false;
    if (this.carry?.kind === 'strike') {
      if (e.key === 'r' || e.key === 'R') this.rotateStrike();
      if (e.key === 'Escape') {
        this.carry = null;
        this.clearStrike();
        cupsStore(this.session).set({ strike: null });
      }
      return true;
    }
    return false;
  }

  // ---- what the rules did: strikes, the recovery, back to the cups ------------------------------------

  private async onChange(change: SessionChange): Promise<void> {
    if (change.kind === 'action') {
      const details = change.entry.events.flatMap((e) => (e.kind === 'note' && e.detail && typeof e.detail === 'object' ? [e.detail as { t: string }] : []));
      if (details.some((d) => d.t === 'fight' || d.t === 'strike' || d.t === 'end')) await this.playBack(details);
    }
    if (this.full.phase !== 'battle') this.battleStart = 0;
    this.sync();
    this.takeTurns();
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.later(ms, resolve));
  }

  private fade(ids: readonly string[]): Promise<void> {
    const imgs = ids.map((id) => this.sprites.get(id)).filter((x): x is Phaser.GameObjects.Image => !!x);
    if (!imgs.length) return Promise.resolve();
    return new Promise((resolve) => this.tweens.add({ targets: imgs, alpha: 0, angle: '+=30', duration: 420, onComplete: () => resolve() }));
  }

  private float(x: number, y: number, text: string): void {
    const t = this.add
      .text(x, y, text, { fontFamily: 'system-ui, sans-serif', fontSize: '48px', fontStyle: 'bold', color: '#fff5d6', stroke: '#1b140c', strokeThickness: 8 })
      .setOrigin(0.5)
      .setScale(0.3)
      .setDepth(LIFT + 2000);
    this.tweens.add({ targets: t, y: y - 18, alpha: 0, delay: 700, duration: 700, onComplete: () => t.destroy() });
  }

  /** Plays back what the rules decided, before the table is redrawn from the new state. */
  private async playBack(details: { t: string }[]): Promise<void> {
    this.animating = true;
    cupsStore(this.session).set({ animating: true });
    try {
      for (const d of details) {
        if (d.t === 'strike') {
          const st = d as unknown as { x: number; y: number; angle: number; removed: string[]; card: string };
          this.drawStrike(st, st.angle, st.card);
          this.float(st.x, st.y, cardById(st.card).name);
          await this.wait(500);
          await this.fade(st.removed);
          this.clearStrike();
        }
        if (d.t === 'fight') {
          const f = d as unknown as { pile: string; round: StackResult['rounds'][number] };
          const ids = [f.round.defender, ...f.round.attackers];
          const img = this.sprites.get(f.round.defender);
          if (img) {
            this.fx.clear().lineStyle(2 / this.cameras.main.zoom, 0xffd75e, 1).strokeCircle(img.x, img.y, TILE_SIZE);
            this.float(img.x, img.y - TILE_SIZE, `${f.round.defence} vs ${f.round.attack}`);
          }
          await this.wait(380);
          await this.fade(f.round.lost.filter((id) => ids.includes(id)));
          this.fx.clear();
        }
      }
      // Logistics: what is left on the table goes back to its cup.
      const s = this.full;
      if (s.phase === 'shake' || s.phase === 'shakeoff' || s.phase === 'over') {
        const back = [...this.sprites.entries()].filter(([id, img]) => img.visible && img.alpha > 0 && s.tiles.find((t) => t.id === id)?.where === 'cup');
        await Promise.all(
          back.map(([id, img]) => {
            const owner = s.tiles.find((t) => t.id === id)?.owner ?? 0;
            const cup = cupPlace(s, owner);
            return new Promise<void>((resolve) => this.tweens.add({ targets: img, x: cup.x, y: cup.y, alpha: 0.2, duration: 500, ease: 'Sine.easeIn', onComplete: () => resolve() }));
          }),
        );
      }
    } finally {
      this.animating = false;
      cupsStore(this.session).set({ animating: false });
    }
  }
}

/** While a hand carries something, the panels let the pointer through to the table. */
function setPanelsClickThrough(on: boolean): void {
  document.body.classList.toggle('carrying', on);
}

/** The command card (in the panel) under a point of the page, if any. */
function cardUnder(x: number, y: number): string | null {
  for (const el of document.querySelectorAll<HTMLElement>('[data-card-drop]')) {
    const r = el.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return el.dataset.cardDrop ?? null;
  }
  return null;
}
