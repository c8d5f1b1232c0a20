// What the rules decided, played back on the table before it is redrawn. A strike is shown where
// it was laid while the battle goes on (nobody waits for it: the table is live underneath). The
// Recovery, stack by stack and then the survivors back to their cups, holds the table until it
// ends or the player skips it: the table kit's bar (Skip, Escape) or a click on the table.
import type Phaser from 'phaser';
import { rectCorners } from '../../kits/geometry';
import type { Playback } from '../../table/playback';
import { CARD_SIZE, TILE_SIZE, cardById, type CupsDetail } from './rules';
import { labelSweep, placeFightLabel, type Box } from './fight-labels';

/** Above the tiles, even the lifted ones. */
const ON_TOP = 31_000;
/** How far (mm) a word floats up as it fades. */
const RISE = 18;

/** A strike the rules laid, and a round of a Recovery fight: as the rules' log notes give them. */
export type StrikeShown = Extract<CupsDetail, { t: 'strike' }>;
export type FightShown = Extract<CupsDetail, { t: 'fight' }>;

/** Draws a strike card's footprint (while aiming it, and when it is played). */
export function paintStrike(g: Phaser.GameObjects.Graphics, at: { x: number; y: number }, angle: number, zoom: number): void {
  const corners = rectCorners({ ...at, angle, ...CARD_SIZE });
  g.fillStyle(0xe0443a, 0.25).lineStyle(2 / zoom, 0xe0443a, 1);
  g.beginPath();
  corners.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
  g.closePath();
  g.fillPath();
  g.strokePath();
}

/** What the Recovery's bar says. */
export const RECOVERY_LABEL = 'Recovery: every stack is fought out';

export class CupsPlayback {
  /** Tiles fading off the table: the redraw leaves them to finish their fade. */
  readonly fading = new Set<string>();
  private marks = new Set<Phaser.GameObjects.GameObject>();
  /** The words over the Recovery's fights, while they are on the screen. */
  private fightTexts = new Set<Phaser.GameObjects.Text>();
  /** Every word floating on the table, and the box it takes until it has faded: a fight's words keep clear of them. */
  private floating = new Map<Phaser.GameObjects.Text, Box>();

  constructor(
    private readonly scene: Phaser.Scene,
    /** The scene's playback: the Recovery's tweens and pauses go through it, so a skip ends them. */
    private readonly playback: Playback,
    private readonly sprite: (id: string) => Phaser.GameObjects.Image | undefined,
    /** The table's size (mm): a fight's words stay on it where there is room. */
    private readonly table: { width: number; height: number },
  ) {}

  /** A strike laid on the table: its footprint and name for a moment, the units it removed fading away. */
  strike(st: StrikeShown): void {
    const zoom = this.scene.cameras.main.zoom;
    const g = this.mark(this.scene.add.graphics().setDepth(ON_TOP));
    paintStrike(g, st, st.angle, zoom);
    const label = this.mark(this.float(cardById(st.card).name, () => st));
    for (const id of st.removed) this.fading.add(id);
    this.scene.time.delayedCall(500, () => {
      void this.fade(st.removed, 420).then(() => {
        this.unmark(g);
        this.unmark(label);
      });
    });
  }

  /**
   * The Recovery: each fight ringed with its sums, the lost units fading, then the survivors
   * sliding back to their cups. Skipping stops it where it is; the redraw that follows shows the outcome.
   * The scene holds the table for it (the bar shows RECOVERY_LABEL).
   */
  async recovery(fights: FightShown[], survivors: { id: string; cup: { x: number; y: number } }[]): Promise<void> {
    const pb = this.playback;
    try {
      // A long recovery goes quicker: about nine seconds at most, whatever the number of stacks.
      const pace = Math.max(320, Math.min(800, 9000 / Math.max(1, fights.length)));
      for (const f of fights) {
        if (pb.skipped) break;
        const img = this.sprite(f.round.defender);
        let ring: Phaser.GameObjects.Graphics | null = null;
        if (img) {
          ring = this.mark(this.scene.add.graphics().setDepth(ON_TOP));
          ring.lineStyle(2 / this.scene.cameras.main.zoom, 0xffd75e, 1).strokeCircle(img.x, img.y, TILE_SIZE);
          // Above the ring, or where no other fight's words still showing would be covered.
          const at = { x: img.x, y: img.y };
          const words = this.float(`${f.round.defence} vs ${f.round.attack}`, (size) => placeFightLabel(at, TILE_SIZE, size, RISE, [...this.floating.values()], this.table));
          this.fightTexts.add(this.mark(words));
        }
        await pb.wait(pace * 0.45);
        const ids = [f.round.defender, ...f.round.attackers];
        await this.fade(
          f.round.lost.filter((id) => ids.includes(id)),
          pace * 0.5,
        );
        if (ring) this.unmark(ring);
      }
      // Logistics: what is left on the table goes back to its cup.
      if (!pb.skipped && survivors.length) {
        await Promise.all(
          survivors.map(({ id, cup }) => {
            const img = this.sprite(id);
            return img ? pb.tween({ targets: img, x: cup.x, y: cup.y, alpha: 0.2, duration: 500, ease: 'Sine.easeIn' }) : Promise.resolve();
          }),
        );
      }
    } finally {
      for (const m of [...this.marks]) this.unmark(m);
    }
  }

  /** The words over the Recovery's fights now on the screen (not yet faded out), by their boxes on the table. */
  fightLabels(): { text: string; x: number; y: number; w: number; h: number }[] {
    return [...this.fightTexts]
      .filter((t) => t.active && t.visible && t.alpha > 0.05)
      .map((t) => {
        const b = t.getBounds();
        return { text: t.text, x: b.x, y: b.y, w: b.width, h: b.height };
      });
  }

  /** The scene is going: nothing of this run may be left on the screen. */
  stop(): void {
    this.fading.clear();
    this.marks.clear();
    this.fightTexts.clear();
    this.floating.clear();
  }

  /** Units lost or struck: a quarter turn and gone. */
  private async fade(ids: readonly string[], ms: number): Promise<void> {
    const imgs = ids.map((id) => this.sprite(id)).filter((x): x is Phaser.GameObjects.Image => !!x);
    for (const id of ids) this.fading.add(id);
    if (imgs.length) await this.playback.tween({ targets: imgs, alpha: 0, angle: '+=30', duration: ms });
    for (const id of ids) this.fading.delete(id);
    for (const img of imgs) img.setVisible(false);
  }

  /** Words that float up and fade, centred where `at` puts them once their size is known. */
  private float(text: string, at: (size: { w: number; h: number }) => { x: number; y: number }): Phaser.GameObjects.Text {
    const t = this.scene.add
      .text(0, 0, text, { fontFamily: 'system-ui, sans-serif', fontSize: '48px', fontStyle: 'bold', color: '#fff5d6', stroke: '#1b140c', strokeThickness: 8 })
      .setOrigin(0.5)
      .setScale(0.3)
      .setDepth(ON_TOP + 1);
    const size = { w: t.displayWidth, h: t.displayHeight };
    const p = at(size);
    t.setPosition(p.x, p.y);
    this.floating.set(t, labelSweep(p, size, RISE));
    this.scene.tweens.add({ targets: t, y: p.y - RISE, alpha: 0, delay: 700, duration: 700, onComplete: () => this.unmark(t) });
    return t;
  }

  private mark<T extends Phaser.GameObjects.GameObject>(o: T): T {
    this.marks.add(o);
    return o;
  }

  private unmark(o: Phaser.GameObjects.GameObject): void {
    this.marks.delete(o);
    this.fightTexts.delete(o as Phaser.GameObjects.Text);
    this.floating.delete(o as Phaser.GameObjects.Text);
    o.destroy();
  }
}
