// Pieces in the hand, as the table shows them: raised above everything a little larger, each
// with its shadow on the cloth, following the hand as it carries and turns them; put down, they
// take their own size again.
import Phaser from 'phaser';
import type { PieceView } from './piece-views';
import type { PiecePose } from './rules';

/** Lifted pieces draw above everything on the table. */
export const LIFT_DEPTH = 40_000;

export class LiftedPieces {
  private shadows: Phaser.GameObjects.Image[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  /** Raises `views` (in the hand's order), each over its shadow. */
  lift(views: readonly PieceView[]): void {
    for (const [i, view] of views.entries()) {
      const shadow = this.scene.add
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
   * The held pieces over `poses` (where they would be put down, in the hand's order), raised
   * toward the viewer and their shadows cast away from it, by a lift that looks the same at any zoom.
   */
  place(poses: readonly PiecePose[], views: readonly (PieceView | undefined)[], zoom: number): void {
    const lift = 4 / zoom + 2;
    poses.forEach((pose, i) => {
      const view = views[i];
      view?.image.setPosition(pose.x - lift * 0.3, pose.y - lift * 0.6).setAngle(pose.angle);
      if (view?.count) view.count.setPosition(view.image.x, view.image.y).setAngle(pose.angle);
      this.shadows[i]?.setPosition(pose.x + lift * 0.5, pose.y + lift * 0.8).setAngle(pose.angle);
    });
  }

  /** Put down: the shadows go, and each piece takes its own size (`width`, `height`) again. */
  drop(views: readonly { view: PieceView | undefined; width: number; height: number }[]): void {
    for (const s of this.shadows) s.destroy();
    this.shadows = [];
    for (const { view, width, height } of views) view?.image.setDisplaySize(width, height);
  }
}
