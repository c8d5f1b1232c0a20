// A strike card being aimed on the table: its footprint and name under the pointer, turned in
// steps of 45°. And the command card in the panel that a unit is let go over, if any.
import type Phaser from 'phaser';
import { dropTargetAt } from '../../table/panel-ghost';
import { paintStrike } from './playback';
import { cardById } from './rules';

export class StrikeAim {
  private label: Phaser.GameObjects.Text | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    /** The scene's effects layer: the footprint is painted there. */
    private readonly fx: Phaser.GameObjects.Graphics,
    private readonly depth: number,
  ) {}

  /** The card's footprint at `at`, turned by `angle`, with its name. */
  draw(at: { x: number; y: number }, angle: number, card: string): void {
    paintStrike(this.fx.clear(), at, angle, this.scene.cameras.main.zoom);
    const name =
      this.label ??
      this.scene.add
        .text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '44px', fontStyle: 'bold', color: '#fff5d6', stroke: '#5a1410', strokeThickness: 8 })
        .setOrigin(0.5)
        .setScale(0.3)
        .setDepth(this.depth);
    this.label = name;
    name.setText(cardById(card).name).setPosition(at.x, at.y).setVisible(true);
  }

  clear(): void {
    this.fx.clear();
    this.label?.setVisible(false);
  }
}

/** The command card (in the panel) under a point of the page, if any: one scrolled out of the panel's view is not there. */
export function cardUnder(x: number, y: number): string | null {
  return dropTargetAt(x, y)?.dataset.cardDrop ?? null;
}

/** How near the panel's top or bottom edge (px) a unit carried over it scrolls the panel. */
const EDGE = 48;

/**
 * A unit carried over the panel near its top or bottom edge scrolls the panel that way, so a
 * command card scrolled out of sight (on a small screen) can be reached in the same drag.
 */
export function scrollPanelNear(x: number, y: number): void {
  const panel = document.querySelector<HTMLElement>('[data-card-drop]')?.closest('aside');
  if (!panel) return;
  const r = panel.getBoundingClientRect();
  if (x < r.left || x > r.right || y < r.top || y > r.bottom) return;
  const step = y > r.bottom - EDGE ? 1 - (r.bottom - y) / EDGE : y < r.top + EDGE ? -(1 - (y - r.top) / EDGE) : 0;
  if (step) panel.scrollTop += Math.round(step * 24);
}
