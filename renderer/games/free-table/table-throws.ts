// Dice thrown on the Free Table, from the hand's flick or the T key to the result said. Their
// physics runs ahead of the screen and the throw is logged as soon as it is known where they lie,
// a fraction of a second after the release and long before they are seen to land: a reload, a quit
// or a crash while they roll finds them where they landed, never back in the hand to be thrown
// again (undo never re-rolls, nor may a reload). The log and the message hold the result back
// until the dice lie still on the screen (replay). Dice locked in place roll where they lie, in
// the same throw: a lock keeps a piece's place, not its use.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { describeRoll } from '../../engine/dice';
import type { GameEvent } from '../../engine/game';
import type { Replay } from '../../table/GameScene';
import type { Playback } from '../../table/playback';
import { Throw } from '../../table/sim/run-ahead';
import type { SettledDie } from '../../table/sim/dice-throw';
import { tumbleFace } from '../../table/sim/die-tumble';
import { pieceTexture } from './art';
import { landingPoses, launchDice, type Flight } from './dice-flight';
import type { PieceView } from './piece-views';
import type { FreeTableAction, FreeTableState, Piece, PiecePose } from './rules';

/** Thrown dice draw above the pieces on the table, as lifted ones do. */
export const THROWN_DEPTH = 40_000;
/** The fastest a die leaves the hand (mm per second). */
export const MAX_THROW_SPEED = 2600;

export interface ThrowsHost {
  scene: Phaser.Scene;
  /** The seat's view (what the dice strike and show) and the whole state (the faces they start on). */
  view(): FreeTableState;
  full(): FreeTableState;
  table(): { width: number; height: number };
  pieceView(id: string): PieceView | undefined;
  playback(): Playback;
  /** Acts for the seat at the screen; a refusal is said. Whether it was taken. */
  act(action: FreeTableAction): boolean;
  /** Puts every piece where the state has it. */
  redraw(): void;
  say(text: string): void;
  playerName(seat: number): string;
  /** Brings pieces out from under the messages once they show. */
  bringOut(ids: readonly string[]): void;
}

export class TableThrows {
  /** Dice in the air: their physics run ahead of the screen (Throw), the throw logged as soon as it is known where they lie. */
  private flight: (Flight & { fall: Throw<SettledDie[]> }) | null = null;
  /** The dice of this table's last throw until its log entry is played: the result is said then. */
  private thrown: Set<string> | null = null;
  /** Dice locked in place that roll where they lie when the thrown ones land (one throw, one log line). */
  private stillDice: string[] = [];

  constructor(private readonly host: ThrowsHost) {}

  /** Whether dice are in the air, not yet known where they lie or not yet seen to land. */
  get rolling(): boolean {
    return this.flight !== null;
  }

  /** The dice in the air (the hand's and the table's drawing leave them to the roll). */
  get flying(): readonly string[] {
    return this.flight?.ids ?? [];
  }

  /**
   * Throws `selected` dice from where they lie towards the middle of the table, for the keyboard
   * and the menu; those locked in place roll where they lie.
   */
  throwFromTable(selected: readonly Piece[]): void {
    if (this.flight) return;
    const dice = selected.filter((p) => !p.locked);
    this.stillDice = selected.filter((p) => p.locked).map((p) => p.id);
    const first = dice[0];
    if (!first) {
      this.landThrow([]);
      return;
    }
    const table = this.host.table();
    const dx = table.width / 2 - first.x;
    const dy = table.height / 2 - first.y;
    const len = Math.hypot(dx, dy) || 1;
    const speed = Math.min(MAX_THROW_SPEED, 600 + len * 1.6);
    this.launch(dice.map((d) => d.id), { vx: (dx / len) * speed, vy: (dy / len) * speed });
  }

  /** Throws dice at `v` (mm per second), from `poses` where the hand holds them, or from where they lie. */
  launch(ids: string[], v: { vx: number; vy: number }, poses?: PiecePose[]): void {
    if (this.flight) return;
    const f = launchDice(this.host.view(), this.host.full(), ids, v, poses);
    if (!f) {
      this.landThrow([]);
      return;
    }
    const flight: NonNullable<TableThrows['flight']> = { ...f, fall: new Throw(() => f.dice.step(), () => f.dice.poses(), (last) => this.logThrow(flight, last)) };
    this.flight = flight;
    for (const id of ids) this.host.pieceView(id)?.image.setDepth(THROWN_DEPTH);
  }

  /** The game is saved or left while the dice roll: the throw is logged now, not lost with the table. */
  settle(): void {
    this.flight?.fall.settle();
  }

  /** One fixed step of the roll on the screen. */
  step(): void {
    const f = this.flight;
    if (!f) return;
    const next = f.fall.next(this.host.playback().windowOpen());
    if (!next || this.flight !== f) return;
    this.showRoll(next.frame);
    if (next.last) this.land();
  }

  /** The dice lie still: at the end of their roll, or at once when the player skips it. */
  land(): void {
    const f = this.flight;
    if (!f) return;
    const last = f.fall.finish();
    if (!last) return;
    this.showRoll(last);
    this.flight = null;
    f.fall.land();
  }

  /**
   * This table's own throw, in the log: it waits for the dice to land (a click on the table, or
   * Skip, lands them at once), then the result is said and the dice brought out from under it.
   */
  replay(entry: LogEntry<FreeTableAction>): Replay | null {
    const thrown = this.thrown;
    const a = entry.action;
    if (!thrown || a.type !== 'throw' || !a.dice.some((d) => thrown.has(d.id))) return null;
    this.thrown = null;
    const f = this.flight;
    return {
      label: null,
      run: async () => {
        if (f && this.flight === f) await f.fall.waitFor(this.host.playback());
        if (f && this.flight === f) this.land();
        const roll = entry.events.find((e: GameEvent) => e.kind === 'roll');
        if (roll?.kind === 'roll') this.host.say(describeRoll(roll, (seat) => this.host.playerName(seat)));
        this.host.bringOut(a.dice.map((d) => d.id));
      },
    };
  }

  /** Logs the throw, now that the physics has reached the end. False if refused (and said): the dice lie where they were. */
  private logThrow(f: NonNullable<TableThrows['flight']>, last: SettledDie[]): boolean {
    if (this.landThrow(landingPoses(last, this.host.table())) || this.flight !== f) return true;
    this.flight = null;
    this.host.redraw();
    return false;
  }

  /** The thrown dice as they were at one step of their roll. */
  private showRoll(frame: SettledDie[]): void {
    const f = this.flight;
    if (!f) return;
    const s = this.host.view();
    frame.forEach((p, i) => {
      const view = this.host.pieceView(p.id);
      const piece = s.pieces.find((x) => x.id === p.id);
      if (!view || piece?.kind !== 'die') return;
      view.image.setPosition(p.x, p.y).setRotation(p.angle);
      // The face on top follows the die's roll, so what lands is what was seen rolling.
      const face = tumbleFace(f.sides[i] ?? 6, f.starts[i] ?? 0, p.tumbles);
      const key = pieceTexture(this.host.scene, { ...piece, face }, s.options);
      if (view.key !== key) {
        view.image.setTexture(key);
        view.key = key;
      }
    });
  }

  /**
   * Logs the throw (the thrown dice as they will land, with any locked dice rolled where they lie).
   * Whether it was taken: a refusal is said.
   */
  private landThrow(landed: (PiecePose & { tumbles: string })[]): boolean {
    const s = this.host.view();
    const still = this.stillDice.flatMap((id) => {
      const p = s.pieces.find((x) => x.id === id);
      return p ? [{ id, x: p.x, y: p.y, angle: p.angle, tumbles: '' }] : [];
    });
    this.stillDice = [];
    if (!landed.length && !still.length) return false;
    const dice = [...landed, ...still];
    this.thrown = new Set(dice.map((d) => d.id));
    if (this.host.act({ type: 'throw', dice })) return true;
    this.thrown = null;
    return false;
  }
}
