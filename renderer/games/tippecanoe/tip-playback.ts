// What the Tippecanoe table plays back before it redraws: a round's dice rolled across the table
// to each side's place (faces from the log entry's roll, never rolled again), and the condition
// the army drew shown over the march board.
import type Phaser from 'phaser';
import type { Playback } from '../../table/playback';
import { CARD } from './art';
import { TABLE } from './tip-layout';
import { DIE_MM, dieTexture } from './tip-textures';

type Point = { x: number; y: number };

export class TipPlayback {
  constructor(
    private scene: Phaser.Scene,
    private playback: Playback,
  ) {}

  /** Each side's dice tumble from the middle of the table to where they lie; a pause to read them. */
  async dice(sides: { faces: number[]; to: Point[] }[]): Promise<void> {
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

  /** A card held up over a point for a moment. */
  async showCard(key: string, at: Point): Promise<void> {
    const card = this.scene.add.image(at.x, at.y + CARD.h, key).setDisplaySize(CARD.w * 1.6, CARD.h * 1.6).setDepth(20_000).setAlpha(0);
    await this.playback.tween({ targets: card, alpha: 1, y: at.y + CARD.h * 0.9, duration: 300 });
    await this.playback.wait(900);
    card.destroy();
  }
}
