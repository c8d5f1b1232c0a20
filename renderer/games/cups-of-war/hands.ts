// The computers' hands at the table, in real time: each moves on the beat of its strength, asks
// the game's bot for its move from the table as it is then (the bot decides, slips included, from
// that seat's view alone: see ai/bot.ts), and is seen carrying its unit to where it goes. A hand
// in the air can lose the race: if the person picks up the unit it was reaching for, it takes its
// own unit back and asks again on its next beat. Only the timing is the screen's: when a beat
// falls, how long a hand waits before standing down, and who was first to a unit.
import type Phaser from 'phaser';
import type { GameSession } from '../../kits/shell/session';
import type { Strength } from '../../engine/game';
import { Rng, seedRng } from '../../engine/rng';
import { STAND_DOWN_BEATS, standsDown } from './ai/bot';
import { HANDS, cupPlace } from './ai/planner';
import { cupsOfWar } from './game';
import type { CupsAction, CupsState } from './rules';

/** Above every tile lying on the table. */
const LIFT = 30_000;
/** How long a hand takes to carry a unit across the table (ms). */
const CARRY_MS = 280;

export interface Flight {
  seat: number;
  tile: string;
  move: CupsAction;
  tween: Phaser.Tweens.Tween;
}

export interface HandsHost {
  scene: Phaser.Scene;
  session: GameSession<CupsState>;
  sprite(id: string): Phaser.GameObjects.Image | undefined;
  /** Where a unit sits on a pile of this many (the stack's step). */
  onPile(pile: { x: number; y: number }, level: number): { x: number; y: number };
  /** The table is not to be played on now (a shake or the Recovery on screen, a window open over it). */
  held(): boolean;
  /** The pile the person has in hand, if any. */
  personHolds(): string | null;
  act(move: CupsAction, seat: number): void;
  /** Puts a unit back where the state has it. */
  redraw(): void;
  battleMs(): number;
}

export class ComputerHands {
  /** Units in the computers' hands, by tile. */
  readonly flights = new Map<string, Flight>();
  private due = new Set<number>();
  private idle = new Map<number, number>();
  private timers: Phaser.Time.TimerEvent[] = [];
  /** Spreads the beats a little, so hands do not move in step: timing only, never a decision. */
  private readonly beats: Rng;

  constructor(private readonly host: HandsHost) {
    this.beats = new Rng(seedRng(Math.floor(host.scene.time.now)));
  }

  /** Whether a unit is in a computer's hand (the state still has it where it was). */
  carrying(tile: string): boolean {
    return this.flights.has(tile);
  }

  stop(): void {
    for (const t of this.timers) t.remove();
    for (const f of this.flights.values()) f.tween.stop();
    this.timers = [];
    this.flights.clear();
    this.due.clear();
    this.idle.clear();
  }

  /** The computer's next move at `seat`, a beat from now, decided from the table as it is then. */
  schedule(seat: number): void {
    if (this.due.has(seat)) return;
    this.due.add(seat);
    const { scene, session } = this.host;
    const strength = (session.players[seat]?.strength ?? 'normal') as Strength;
    const timer = scene.time.delayedCall(HANDS[strength].beatMs * this.beats.range(0.75, 1.25), () => {
      this.timers = this.timers.filter((t) => t !== timer);
      this.due.delete(seat);
      const s = session.state;
      if (s.phase !== 'battle' || s.players[seat]?.done || !cupsOfWar.actors(s).includes(seat)) return;
      // The table is held, the player is looking back through the log, or this hand is still in the air: a beat later.
      if (this.host.held() || session.canRedo || [...this.flights.values()].some((f) => f.seat === seat)) return this.schedule(seat);
      const view = cupsOfWar.playerView(s, seat);
      let move: CupsAction | null = cupsOfWar.bot?.(view, seat, strength) ?? null;
      if (move && standsDown(view, seat, move)) {
        // Nothing worth doing: in a race the hand waits a few beats (the table may change), then
        // stands down (its units stay); in turns it stands down at once, its time on the clock.
        const n = (this.idle.get(seat) ?? 0) + 1;
        this.idle.set(seat, n);
        move = n > STAND_DOWN_BEATS || s.options.battle === 'turns' ? { type: 'done', elapsed: this.host.battleMs() } : null;
      } else this.idle.set(seat, 0);
      if (move) this.play(seat, move);
      this.schedule(seat);
    });
    this.timers.push(timer);
  }

  /** Shows the computer's hand carrying a unit to where it goes, then makes the move. */
  private play(seat: number, move: CupsAction): void {
    const s = this.host.session.state;
    const carried = move.type === 'stack' ? move.tile : move.type === 'move' ? s.piles.find((p) => p.id === move.pile)?.tiles.at(-1) : move.type === 'assign' ? move.tile : undefined;
    const img = carried ? this.host.sprite(carried) : undefined;
    let to: { x: number; y: number } | null = null;
    if (move.type === 'stack') {
      const onto = s.piles.find((p) => p.id === move.onto);
      if (onto) to = this.host.onPile(onto, onto.tiles.length);
    } else if (move.type === 'move') to = { x: move.x, y: move.y };
    else if (move.type === 'assign') to = cupPlace(s, seat);
    if (!carried || !img || !to) return this.host.act(move, seat);
    img.setDepth(LIFT);
    const tween = this.host.scene.tweens.add({ targets: img, x: to.x, y: to.y, duration: CARRY_MS, ease: 'Sine.easeInOut', onComplete: () => this.land(carried) });
    this.flights.set(carried, { seat, tile: carried, move, tween });
  }

  private land(tile: string): void {
    const f = this.flights.get(tile);
    if (!f) return;
    this.flights.delete(tile);
    // The person picked up the unit this hand was reaching for: they were first. The hand takes
    // its unit back, and plans again on its next beat.
    if (f.move.type === 'stack' && f.move.onto === this.host.personHolds()) {
      const s = this.host.session.state;
      const from = s.piles.find((p) => p.tiles.includes(tile));
      const img = this.host.sprite(tile);
      if (!from || !img) return this.host.redraw();
      const back = this.host.onPile(from, 0);
      this.host.scene.tweens.add({ targets: img, x: back.x, y: back.y, duration: 200, ease: 'Sine.easeOut', onComplete: () => this.host.redraw() });
      return;
    }
    this.host.act(f.move, f.seat);
  }
}
