// What the Tippecanoe table plays back before it redraws: a round's dice rolled across the table
// to each side's place (faces from the log entry's roll, never rolled again), the condition the
// army drew shown over the march board, and the cards a move made away from the screen moved
// (tip-moves.ts), flown from where they lay to where they go.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { details } from '../../engine/game';
import type { Replay } from '../../table/GameScene';
import type { Playback } from '../../table/playback';
import { CARD, MINI } from './art';
import { NATIVE, SIDE_NAMES, US, nameOf, type Side, type TipAction, type TipDetail } from './rules';
import { DIE_MM, TABLE, diePlace, spaceCentre } from './tip-layout';
import { flightsFor, type Flight, type TableNow } from './tip-moves';
import { backTexture, dieTexture, faceTexture } from './tip-textures';
import type { Variant } from './rules/types';

type Point = { x: number; y: number };

/** A card's flight as drawn: its picture, its size on the table, from where to where. */
export interface Flying {
  key: string;
  w: number;
  h: number;
  from: Point;
  to: Point;
}

/** A move's cards fly together, a little apart, in 0.6 s at most. */
const FLY_MS = 340;
const STAGGER_MS = 160;
const REST_MS = 100;

export class TipPlayback {
  /** Whether a round's dice are on the move now (for the frame benchmark). */
  rolling = false;
  /** Every card flown so far, its face or null for a back (for the tests: nothing hidden shows). */
  readonly flown: (string | null)[] = [];

  constructor(
    private scene: Phaser.Scene,
    private playback: Playback,
  ) {}

  /**
   * What a log entry plays before the table redraws: the cards a move away from the screen moved
   * (and the ammunition an attack spends, which no hand at the screen moved either), the condition
   * the army drew, a round's dice. `drawn(unit)`: the unit's cards as drawn now, hidden as they fly.
   */
  replay(entry: LogEntry<TipAction, TipDetail>, now: TableNow, drawn: (unit: string) => Phaser.GameObjects.Image[], hideScores: () => void = () => {}): Replay | null {
    const ds = details(entry.events);
    const shows: (() => Promise<void>)[] = [];
    let label: string | null = null;
    const flights = ds.flatMap((d) => (entry.seat !== now.me || !now.person || d.t === 'attack' ? flightsFor(d, now) : []));
    if (flights.length > 0) {
      label = entry.text;
      shows.push(() => this.flights(flights, now.variant, drawn));
    }
    const cond = ds.find((d) => d.t === 'condition');
    if (cond && cond.card) {
      const card = cond.card;
      label = `The march: ${nameOf(card, now.variant)}; the army stands on day ${cond.day}`;
      shows.push(() => this.showCard(faceTexture(this.scene, card, now.variant).key, spaceCentre(cond.day)));
    }
    const round = ds.find((d) => d.t === 'round');
    if (round) {
      const rolls = entry.events.flatMap((e) => (e.kind === 'roll' && (e.who === NATIVE || e.who === US) ? [{ side: e.who as Side, faces: e.faces }] : []));
      const sc = round.score;
      // The bar does not tell the totals while the dice roll: the panel's breakdown does once they land.
      label = `Round ${sc.round}: ${SIDE_NAMES[sc.attacker]} attack, the dice roll`;
      // The last round's breakdowns and dice go while this round's roll: the redraw after brings this round's.
      shows.push(() => {
        hideScores();
        return this.dice(rolls.map((r) => ({ faces: r.faces, to: r.faces.map((_, i) => diePlace(r.side === now.me, i)) })));
      });
    }
    if (shows.length === 0) return null;
    return {
      label,
      run: async () => {
        for (const show of shows) await show();
      },
    };
  }

  /** A move's cards flown: face up where the details name them, their backs where not. */
  private flights(flights: readonly Flight[], variant: Variant, drawn: (unit: string) => Phaser.GameObjects.Image[]): Promise<void> {
    const hide = [...new Set(flights.flatMap((f) => (f.leaves ? drawn(f.leaves) : [])))];
    this.flown.push(...flights.map((f) => f.face));
    return this.fly(
      flights.map((f) => {
        const t = f.face ? faceTexture(this.scene, f.face, variant) : backTexture(this.scene, f.back);
        const size = t.mini ? MINI : CARD;
        return { key: t.key, w: size.w, h: size.h, from: f.from, to: f.to };
      }),
      hide,
    );
  }

  /** Each side's dice tumble from the middle of the table to where they lie; a pause to read them. */
  async dice(sides: { faces: number[]; to: Point[] }[]): Promise<void> {
    this.rolling = true;
    try {
      await this.roll(sides);
    } finally {
      this.rolling = false;
    }
  }

  private async roll(sides: { faces: number[]; to: Point[] }[]): Promise<void> {
    const made: Phaser.GameObjects.Image[] = [];
    const runs: Promise<void>[] = [];
    sides.forEach((side, s) =>
      side.faces.forEach((face, i) => {
        const to = side.to[i] as Point;
        const die = this.scene.add.image(TABLE.width / 2 - 40 + s * 30, TABLE.height / 2, dieTexture(this.scene, face)).setDisplaySize(DIE_MM, DIE_MM).setDepth(20_000).setAngle(i * 47);
        made.push(die);
        runs.push(this.playback.tween({ targets: die, x: to.x, y: to.y, angle: 360 + i * 5, duration: 650 + i * 40, ease: 'Cubic.easeOut' }));
      }),
    );
    await Promise.all(runs);
    await this.playback.wait(700);
    for (const d of made) d.destroy();
  }

  /** Cards fly from where they lay to where they go; `hide` (the cards they leave) is hidden meanwhile: the redraw puts it right. */
  async fly(cards: Flying[], hide: Phaser.GameObjects.Image[] = []): Promise<void> {
    if (cards.length === 0) return;
    for (const h of hide) h.setVisible(false);
    const step = cards.length > 1 ? STAGGER_MS / (cards.length - 1) : 0;
    const made = cards.map((c) => this.scene.add.image(c.from.x, c.from.y, c.key).setDisplaySize(c.w, c.h).setDepth(20_000));
    await Promise.all(made.map((img, i) => this.playback.tween({ targets: img, x: cards[i]?.to.x, y: cards[i]?.to.y, delay: i * step, duration: FLY_MS, ease: 'Cubic.easeInOut' })));
    await this.playback.wait(REST_MS);
    for (const m of made) m.destroy();
  }

  /** A card held up over a point for a moment. */
  async showCard(key: string, at: Point): Promise<void> {
    const card = this.scene.add.image(at.x, at.y + CARD.h, key).setDisplaySize(CARD.w * 1.6, CARD.h * 1.6).setDepth(20_000).setAlpha(0);
    await this.playback.tween({ targets: card, alpha: 1, y: at.y + CARD.h * 0.9, duration: 300 });
    await this.playback.wait(900);
    card.destroy();
  }
}
