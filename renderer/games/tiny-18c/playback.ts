// What Tiny 18c's table plays back when orders are carried out, step by step: moves and
// placements together, a blocked move's bump, each shot with its die, each fight's sums, the
// retreats, the scouts' skirmishing and the routs. A click, Skip or Escape skips to the end.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import { details } from '../../engine/game';
import type { Replay } from '../../table/GameScene';
import type { Playback } from '../../table/playback';
import { BOARD_X, BOARD_Y, COUNTER, PLAYBACK_LABEL, SQUARE, STEP_MS, shotLine, squareCentre } from './field';
import { SIZE, type Square, type Step, type Tiny18cAction, type Tiny18cDetail } from './rules';

/** What the playback moves and draws on in its scene. */
export interface PlaybackHost {
  readonly scene: Phaser.Scene;
  readonly playback: Playback;
  /** Each unit's counter, by its label. */
  readonly counters: ReadonlyMap<string, Phaser.GameObjects.Image>;
  /** Where shots and fights are marked, over the counters. */
  readonly fx: Phaser.GameObjects.Graphics;
  /** How big a word on the table is drawn (mm) at the zoom now, so that it reads in a small window. */
  wordMm(): number;
}

export class Tiny18cPlayback {
  /** The words floating over the table now (a die, a fight's sums, "routed"), for the words on the table to be measured. */
  readonly floats = new Set<Phaser.GameObjects.Text>();

  constructor(private readonly host: PlaybackHost) {}

  /** What a log entry plays: the steps of a resolution (nothing for orders still secret). */
  replay(entry: LogEntry<Tiny18cAction, Tiny18cDetail>): Replay | null {
    const shown = details(entry.events).filter((st): st is Step => st.t !== 'board' && st.t !== 'end');
    return shown.length ? { label: PLAYBACK_LABEL, run: () => this.play(shown) } : null;
  }

  private float(x: number, y: number, text: string, colour = '#fff5d6'): void {
    if (this.host.playback.skipped) return;
    const t = this.host.scene.add
      .text(x, y, text, { fontFamily: 'system-ui, sans-serif', fontSize: '44px', fontStyle: 'bold', color: colour, stroke: '#1b140c', strokeThickness: 8 })
      .setOrigin(0.5)
      // As large as the table's other words (they were 9.7 mm: 11 px on screen at 960 x 600), bold for the stroke round them.
      .setScale(this.host.wordMm() / 44)
      .setDepth(4000);
    this.floats.add(t);
    this.host.scene.tweens.add({
      targets: t,
      y: y - 14,
      alpha: 0,
      delay: 600,
      duration: 700,
      onComplete: () => {
        this.floats.delete(t);
        t.destroy();
      },
    });
  }
  /** Plays the steps of a resolution in order; a click on the table, Skip or Escape skips to the end. */
  async play(steps: readonly Step[]): Promise<void> {
    const pos = (id: string) => this.host.counters.get(id);
    // Consecutive moves and placements go together, as they happened together.
    for (let i = 0; i < steps.length; i++) {
      const st = steps[i] as Step;
      if (st.t === 'move' || st.t === 'place') {
        const group: Step[] = [];
        while (i < steps.length && ((steps[i] as Step).t === 'move' || (steps[i] as Step).t === 'place')) group.push(steps[i++] as Step);
        i--;
        await Promise.all(
          group.map((m) => {
            const img = pos((m as { unit: string }).unit);
            const to = squareCentre(m.t === 'move' ? m.to : (m as { at: Square }).at);
            return img ? this.host.playback.tween({ targets: img, x: to.x, y: to.y, duration: STEP_MS, ease: 'Sine.easeInOut' }) : Promise.resolve();
          }),
        );
        continue;
      }
      switch (st.t) {
        case 'blocked': {
          const img = pos(st.unit);
          if (!img) break;
          const a = squareCentre(st.at);
          const b = squareCentre(st.to);
          await this.host.playback.tween({ targets: img, x: a.x + (b.x - a.x) * 0.25, y: a.y + (b.y - a.y) * 0.25, duration: 140, yoyo: true });
          break;
        }
        case 'shot': {
          const gun = pos(st.unit);
          const target = pos(st.target);
          if (gun && target && !this.host.playback.skipped) {
            this.host.fx.clear();
            shotLine(this.host.fx, gun, target);
            this.float(target.x, target.y - 14, st.roll === null ? 'miss: moving' : `${st.roll}: ${st.hit ? 'hit' : 'miss'}`, st.hit ? '#ffb25e' : '#fff5d6');
            await this.host.playback.wait(STEP_MS * 1.6);
            this.host.fx.clear();
          }
          break;
        }
        case 'combat': {
          const a = pos(st.a);
          const b = pos(st.b);
          if (a && b && !this.host.playback.skipped) {
            this.host.fx.clear().lineStyle(2.5, st.charge ? 0xe0443a : 0xffd75e, 1);
            this.host.fx.strokeRoundedRect(a.x - COUNTER / 2 - 2, a.y - COUNTER / 2 - 2, COUNTER + 4, COUNTER + 4, 5);
            this.host.fx.strokeRoundedRect(b.x - COUNTER / 2 - 2, b.y - COUNTER / 2 - 2, COUNTER + 4, COUNTER + 4, 5);
            this.float((a.x + b.x) / 2, (a.y + b.y) / 2, `${st.scoreA.total} : ${st.scoreB.total}`);
            await this.host.playback.wait(STEP_MS * 1.4);
            this.host.fx.clear();
          }
          break;
        }
        case 'retreat':
        case 'evade': {
          const img = pos(st.unit);
          const to = squareCentre(st.to);
          if (img) await this.host.playback.tween({ targets: img, x: to.x, y: to.y, duration: STEP_MS, ease: 'Sine.easeOut' });
          break;
        }
        case 'rout': {
          const img = pos(st.unit);
          if (img) {
            this.float(img.x, img.y, 'routed', '#ff8d7e');
            await this.host.playback.tween({ targets: img, alpha: 0, angle: 25, duration: STEP_MS * 1.5 });
            img.setAngle(0);
          }
          break;
        }
        case 'phase':
          this.float(BOARD_X + (SIZE * SQUARE) / 2, BOARD_Y + (SIZE * SQUARE) / 2, 'Combat', '#ffe7a8');
          await this.host.playback.wait(STEP_MS);
          break;
      }
    }
  }
}
