// What the rules decided, played back on the table before it is redrawn. A strike is shown where
// it was laid while the battle goes on (nobody waits for it: the table is live underneath). The
// Recovery, stack by stack and then the survivors back to their cups, holds the table until it
// ends or the player skips it: the table kit's bar (Skip, Escape) or a click on the table.
import type Phaser from 'phaser';
import { rectCorners } from '../../kits/geometry';
import type { TableUi } from '../../table/table-ui';
import { CARD_SIZE, TILE_SIZE, cardById, type StackResult } from './rules';

/** Above the tiles, even the lifted ones. */
const ON_TOP = 31_000;

export interface StrikeShown {
  card: string;
  x: number;
  y: number;
  angle: number;
  removed: string[];
}

export interface FightShown {
  pile: string;
  round: StackResult['rounds'][number];
}

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

export class CupsPlayback {
  /** Tiles fading off the table: the redraw leaves them to finish their fade. */
  readonly fading = new Set<string>();
  /** Whether the Recovery is playing back (the table waits for it). */
  running = false;
  private skipped = false;
  private waits = new Map<Phaser.Time.TimerEvent, () => void>();
  private moving = new Map<Phaser.Tweens.Tween, () => void>();
  private marks = new Set<Phaser.GameObjects.GameObject>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly ui: TableUi,
    private readonly sprite: (id: string) => Phaser.GameObjects.Image | undefined,
  ) {}

  /** A strike laid on the table: its footprint and name for a moment, the units it removed fading away. */
  strike(st: StrikeShown): void {
    const zoom = this.scene.cameras.main.zoom;
    const g = this.mark(this.scene.add.graphics().setDepth(ON_TOP));
    paintStrike(g, st, st.angle, zoom);
    const label = this.mark(this.float(st.x, st.y, cardById(st.card).name));
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
   */
  async recovery(fights: FightShown[], survivors: { id: string; cup: { x: number; y: number } }[]): Promise<void> {
    this.running = true;
    this.skipped = false;
    this.ui.startPlayback('Recovery: every stack is fought out', () => this.skip());
    try {
      // A long recovery goes quicker: about nine seconds at most, whatever the number of stacks.
      const pace = Math.max(320, Math.min(800, 9000 / Math.max(1, fights.length)));
      for (const f of fights) {
        if (this.skipped) break;
        const img = this.sprite(f.round.defender);
        let ring: Phaser.GameObjects.Graphics | null = null;
        if (img) {
          ring = this.mark(this.scene.add.graphics().setDepth(ON_TOP));
          ring.lineStyle(2 / this.scene.cameras.main.zoom, 0xffd75e, 1).strokeCircle(img.x, img.y, TILE_SIZE);
          this.mark(this.float(img.x, img.y - TILE_SIZE, `${f.round.defence} vs ${f.round.attack}`));
        }
        await this.wait(pace * 0.45);
        const ids = [f.round.defender, ...f.round.attackers];
        await this.fade(
          f.round.lost.filter((id) => ids.includes(id)),
          pace * 0.5,
        );
        if (ring) this.unmark(ring);
      }
      // Logistics: what is left on the table goes back to its cup.
      if (!this.skipped && survivors.length) {
        await Promise.all(
          survivors.map(({ id, cup }) => {
            const img = this.sprite(id);
            return img ? this.tween({ targets: img, x: cup.x, y: cup.y, alpha: 0.2, duration: 500, ease: 'Sine.easeIn' }) : Promise.resolve();
          }),
        );
      }
    } finally {
      this.running = false;
      this.skipped = false;
      for (const m of [...this.marks]) this.unmark(m);
      this.ui.endPlayback();
    }
  }

  /** Shows the outcome now: every wait and slide of the Recovery ends at once. */
  skip(): void {
    if (!this.running) return;
    this.skipped = true;
    for (const [timer, resolve] of this.waits) {
      timer.remove();
      resolve();
    }
    this.waits.clear();
    for (const [tween, resolve] of this.moving) {
      tween.stop();
      resolve();
    }
    this.moving.clear();
  }

  /** The scene is going: nothing of this run may be left on the screen or in the HUD. */
  stop(): void {
    this.skip();
    this.fading.clear();
    this.marks.clear();
    this.running = false;
    this.ui.endPlayback();
  }

  private wait(ms: number): Promise<void> {
    if (this.skipped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = this.scene.time.delayedCall(ms, () => {
        this.waits.delete(timer);
        resolve();
      });
      this.waits.set(timer, resolve);
    });
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    if (this.skipped) return Promise.resolve();
    return new Promise((resolve) => {
      const tween = this.scene.tweens.add({
        ...config,
        onComplete: () => {
          this.moving.delete(tween);
          resolve();
        },
      });
      this.moving.set(tween, resolve);
    });
  }

  /** Units lost or struck: a quarter turn and gone. */
  private async fade(ids: readonly string[], ms: number): Promise<void> {
    const imgs = ids.map((id) => this.sprite(id)).filter((x): x is Phaser.GameObjects.Image => !!x);
    for (const id of ids) this.fading.add(id);
    if (imgs.length) await this.tween({ targets: imgs, alpha: 0, angle: '+=30', duration: ms });
    for (const id of ids) this.fading.delete(id);
    for (const img of imgs) img.setVisible(false);
  }

  private float(x: number, y: number, text: string): Phaser.GameObjects.Text {
    const t = this.scene.add
      .text(x, y, text, { fontFamily: 'system-ui, sans-serif', fontSize: '48px', fontStyle: 'bold', color: '#fff5d6', stroke: '#1b140c', strokeThickness: 8 })
      .setOrigin(0.5)
      .setScale(0.3)
      .setDepth(ON_TOP + 1);
    this.scene.tweens.add({ targets: t, y: y - 18, alpha: 0, delay: 700, duration: 700, onComplete: () => this.unmark(t) });
    return t;
  }

  private mark<T extends Phaser.GameObjects.GameObject>(o: T): T {
    this.marks.add(o);
    return o;
  }

  private unmark(o: Phaser.GameObjects.GameObject): void {
    this.marks.delete(o);
    o.destroy();
  }
}
