// The cups beside the table and the words Cups of War writes on it: each cup with the count of the
// units still in it, how to pour (after a click on the cup), and the unit under the pointer named.
// The scene says when; this draws them, about the same size on the screen at any zoom.
import type Phaser from 'phaser';
import { cupTexture } from './art';
import { CUP_OFF_TABLE, cupPlace } from './ai/planner';
import { STACK_STEP } from './presses';
import { unitWords } from './rules/words';
import { TILE_SIZE, type CupsState, type Pile } from './rules';

/** A cup's size on the table (mm). */
export const CUP = 84;
/** Words on the table (the cups' counts, how to pour, the unit under the pointer): cream on a black outline. */
const TABLE_WORDS = { fontFamily: 'system-ui, sans-serif', fontStyle: 'bold', color: '#fdf8ec', stroke: '#000', strokeThickness: 8 } as const;

export class CupsOnTable {
  private cups: Phaser.GameObjects.Image[] = [];
  private counts: Phaser.GameObjects.Text[] = [];
  /** How to pour, beside the cup, after a click on it: on the table, where a message would cover the far cup. */
  private pourHint: Phaser.GameObjects.Text | null = null;
  /** The unit (or stack) under the pointer, named: at 960 x 600 a tile's type mark is a few pixels high. */
  private hoverWords: Phaser.GameObjects.Text | null = null;

  /** `lift`: the depth of what is carried; the words go just above it. */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly lift: number,
  ) {}

  /** Puts each player's cup beside the table, at its place. */
  placeCups(s: CupsState): void {
    s.players.forEach((p, seat) => {
      const at = cupPlace(s, seat);
      this.cups.push(this.scene.add.image(at.x, at.y, cupTexture(this.scene, p.colour, CUP)).setDisplaySize(CUP, CUP).setDepth(10));
      this.counts.push(
        this.scene.add
          .text(at.x, at.y, '', { ...TABLE_WORDS, fontSize: '56px' })
          .setOrigin(0.5)
          .setScale(0.3)
          .setDepth(11),
      );
    });
  }

  /** Each cup's count of the units in it; an empty cup is faded. */
  count(s: CupsState): void {
    s.players.forEach((_, seat) => {
      const inCup = s.tiles.filter((t) => t.owner === seat && t.where === 'cup').length;
      this.counts[seat]?.setText(inCup ? String(inCup) : '');
      this.cups[seat]?.setAlpha(inCup ? 1 : 0.45);
    });
  }

  /** The cup in the player's hand, its count with it. */
  carryCup(seat: number, at: { x: number; y: number }): void {
    this.cups[seat]?.setPosition(at.x, at.y).setDepth(this.lift);
    this.counts[seat]?.setPosition(at.x, at.y).setDepth(this.lift + 1);
  }

  /** The cup let go, back at its place. */
  putCupBack(s: CupsState, seat: number): void {
    const home = cupPlace(s, seat);
    this.cups[seat]?.setPosition(home.x, home.y).setDepth(10);
    this.counts[seat]?.setPosition(home.x, home.y).setDepth(11);
  }

  /** Says beside the cup, for a few seconds, how a pour is made: a click on it poured nothing. */
  showPourHint(s: CupsState, seat: number): void {
    const cup = cupPlace(s, seat);
    const mid = { x: s.options.width / 2, y: s.options.height / 2 };
    const d = Math.hypot(mid.x - cup.x, mid.y - cup.y) || 1;
    // Just inside the table's edge, between the cup and the middle of the table.
    const at = { x: cup.x + ((mid.x - cup.x) / d) * (CUP_OFF_TABLE + 24), y: cup.y + ((mid.y - cup.y) / d) * (CUP_OFF_TABLE + 24) };
    const hint =
      this.pourHint ??
      this.scene.add
        .text(0, 0, '', { ...TABLE_WORDS, fontSize: '44px', align: 'center' })
        .setOrigin(0.5)
        .setDepth(this.lift + 2);
    this.pourHint = hint;
    this.scene.tweens.killTweensOf(hint);
    // About 15 px high on the screen, whatever the zoom.
    // Beside a cup at the table's side, the words run from the edge inwards, not off the table.
    const originX = cup.x < 0 ? 0 : cup.x > s.options.width ? 1 : 0.5;
    hint
      .setText('To pour: drag the cup onto the table and let go')
      .setOrigin(originX, 0.5)
      .setPosition(at.x, at.y)
      .setScale(15 / 44 / this.scene.cameras.main.zoom)
      .setAlpha(1)
      .setVisible(true);
    this.scene.tweens.add({ targets: hint, alpha: 0, delay: 2600, duration: 400, onComplete: () => hint.setVisible(false) });
  }

  /** Names the unit or stack `pile` just above it (none: the name goes), the same size at any zoom. */
  hover(s: CupsState, pile: Pile | undefined): void {
    const words = (pile?.tiles ?? [])
      .map((id) => s.tiles.find((t) => t.id === id))
      .filter((t): t is NonNullable<typeof t> => !!t)
      .reverse()
      .map(unitWords)
      .join(' on ');
    if (!pile || !words) return this.hideHover();
    const label =
      this.hoverWords ??
      this.scene.add
        .text(0, 0, '', { ...TABLE_WORDS, fontSize: '44px' })
        .setOrigin(0.5, 1)
        .setDepth(this.lift + 3);
    this.hoverWords = label;
    const zoom = this.scene.cameras.main.zoom;
    const top = pile.tiles.length - 1;
    label
      .setText(words)
      .setScale(14 / 44 / zoom)
      .setPosition(pile.x + top * STACK_STEP, pile.y - top * STACK_STEP - TILE_SIZE * 0.75)
      .setVisible(true);
  }

  hideHover(): void {
    this.hoverWords?.setVisible(false);
  }

  /** The words saying how to pour, while they show (for the tests). */
  pourHintShown(): string | null {
    return this.pourHint?.visible && this.pourHint.alpha > 0 ? this.pourHint.text : null;
  }

  /** The words naming the unit under the pointer, while they show (for the tests). */
  hoverShown(): string | null {
    return this.hoverWords?.visible ? this.hoverWords.text : null;
  }
}
