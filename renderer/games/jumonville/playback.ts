// What the Jumonville table plays back before it redraws: each d20 shown beside the figure that
// rolled it (the number, what it needed, pass or fail), the figures walking their paths (moves,
// runs, charges), a shot's flash, a hit, a figure taken off, and the card turned over big. The
// state the table shows (the host's `shown`) follows each step as it plays.
import Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import type { GameEvent } from '../../engine/game';
import type { Store } from '../../kits/shell/store';
import type { Replay } from '../../table/GameScene';
import type { Playback } from '../../table/playback';
import { MM, paintCard } from './art';
import { FONT, type FigureMode, type FigureSprite } from './figures';
import { readRoll, rollCaption, type JumonvilleUi, type RollShown } from './jumonville-ui';
import { baseBox, baseExtent, dieSpot, type DieSize } from './label-places';
import { BASE_RADIUS, TABLE, onTable, type Figure, type JumonvilleAction, type JumonvilleDetail, type JumonvilleState, type Point } from './rules';

const W = (v: number) => v * MM;

/** What the playback reads and moves in its scene. */
export interface PlaybackHost {
  readonly scene: Phaser.Scene;
  readonly playback: Playback;
  readonly store: Store<JumonvilleUi>;
  /** The state as the table shows it: each step changes it as it plays. */
  shown(): JumonvilleState;
  setShown(s: JumonvilleState): void;
  /** The seat's view of the state once `entry` is played (null for an entry no longer in the log: an undo). */
  stateAfter(entry: LogEntry<JumonvilleAction, JumonvilleDetail>): JumonvilleState | null;
  sprite(id: string): FigureSprite | undefined;
  paintFigure(f: Figure, mode: FigureMode): void;
  /** Places the names again, from where the figures are drawn now (a figure walking passes others). */
  placeNames(): void;
  /** The middle of the table in view (table px). */
  viewCentre(): Point;
}

export class JumonvillePlayback {
  private readonly fx: Phaser.GameObjects.Graphics;
  private readonly cardImg: Phaser.GameObjects.Image;
  private dice: Phaser.GameObjects.Container[] = [];

  constructor(private readonly host: PlaybackHost) {
    this.fx = host.scene.add.graphics().setDepth(3000);
    this.cardImg = host.scene.add.image(0, 0, '__DEFAULT').setDepth(4000).setVisible(false);
  }

  private get playback(): Playback {
    return this.host.playback;
  }

  private get zoom(): number {
    return this.host.scene.cameras.main.zoom || 1;
  }

  /** What a log entry plays: its rolls and its details in order (nothing for an entry with no events). */
  replay(entry: LogEntry<JumonvilleAction, JumonvilleDetail>): Replay | null {
    const events = entry.events as GameEvent<JumonvilleDetail>[];
    if (!events.length) return null;
    return {
      label: entry.text,
      run: async () => {
        let rolled = false;
        // The card this action was taken on: its own state's, not the table's, which a skip leaves
        // at the card before (a card turned and a shot after it, skipped through together).
        const card = (this.host.stateAfter(entry) ?? this.host.shown()).turn;
        for (const e of events) {
          if (e.kind === 'roll') {
            // The panel lists this action's rolls, the first one replacing the last action's.
            const shown = readRoll(e.why, e.total, this.host.shown().figures);
            const roll = { ...shown, card };
            this.host.store.set((u) => ({ rolls: rolled ? [...u.rolls, roll] : [roll] }));
            rolled = true;
            await this.showRoll(shown);
          }
          else if (e.detail) await this.play(e.detail);
        }
        this.fx.clear();
        // Played out: the table shows this entry's outcome, the card and whose turn it is too (the
        // panel reads them). Skipped, the rest plays out at once and the redraw shows the outcome.
        const after = this.playback.skipped ? null : this.host.stateAfter(entry);
        if (after) this.host.setShown(structuredClone(after));
      },
    };
  }

  /** The playback is over: whatever it left on the table goes. */
  clear(): void {
    this.fx.clear();
    for (const d of this.dice) d.destroy();
    this.dice = [];
    this.cardImg.setVisible(false);
  }

  /** A d20 beside the figure that rolled it: the number, what it needed, pass or fail. */
  private async showRoll(roll: RollShown): Promise<void> {
    const f = this.shownFigure(roll.test.figure);
    const total = roll.test.roll;
    const need = roll.test.need;
    const pass = Number.isFinite(need) ? roll.test.pass : null;
    if (this.playback.skipped) return;
    const scene = this.host.scene;
    const z = this.zoom;
    const g = scene.add.graphics();
    const r = 20;
    const hex: number[] = [];
    for (let i = 0; i < 6; i++) hex.push(Math.cos((Math.PI / 3) * i - Math.PI / 2) * r, Math.sin((Math.PI / 3) * i - Math.PI / 2) * r);
    const pts: Phaser.Math.Vector2[] = [];
    for (let i = 0; i < 6; i++) pts.push(new Phaser.Math.Vector2(hex[i * 2] as number, hex[i * 2 + 1] as number));
    g.fillStyle(pass === false ? 0x8e2b22 : 0x2d6a33, 1).fillPoints(pts, true);
    g.lineStyle(2, 0xfff6dc, 1).strokePoints(pts, true);
    g.lineStyle(1, 0xfff6dc, 0.5);
    for (let i = 0; i < 6; i += 2) g.lineBetween(pts[i]!.x, pts[i]!.y, 0, 0);
    const num = scene.add.text(0, -1, String(total), { fontFamily: FONT, fontSize: '22px', fontStyle: 'bold', color: '#fff', stroke: '#000', strokeThickness: 4 }).setOrigin(0.5);
    const cap = scene.add
      .text(0, r + 3, rollCaption(roll), {
        fontFamily: FONT,
        fontSize: '13px',
        fontStyle: 'bold',
        color: pass === false ? '#ffb0a6' : '#c9ffb8',
        stroke: '#000',
        strokeThickness: 4,
        align: 'center',
      })
      .setOrigin(0.5, 0);
    const at = f ? this.dieAt(f, { w: Math.max(2 * r, cap.width) / z, up: r / z, down: (r + 3 + cap.height) / z }) : this.host.viewCentre();
    const box = scene.add.container(at.x, at.y, [g, num, cap]).setDepth(3800).setScale(0.2 / z);
    this.dice.push(box);
    await this.playback.tween({ targets: box, scale: 1 / z, angle: { from: -200, to: 0 }, duration: 260, ease: 'Back.easeOut' });
    await this.playback.wait(650);
    await this.playback.tween({ targets: box, alpha: 0, duration: 160 });
    box.destroy();
    this.dice = this.dice.filter((d) => d !== box);
  }

  /** Where the die goes beside the figure that rolled it: clear of the names on the table and the other bases. */
  private dieAt(f: Figure, size: DieSize): Point {
    const z = this.zoom;
    const standing = onTable(this.host.shown());
    const others = standing.filter((o) => o.id !== f.id);
    const names = standing.flatMap((o) => {
      const name = this.host.sprite(o.id)?.name;
      if (!name?.visible) return [];
      const b = name.getBounds();
      return [{ x: b.x, y: b.y, w: b.width, h: b.height }];
    });
    const e = baseExtent(z);
    return dieSpot({ x: W(f.at.x), y: W(f.at.y) }, size, e, z, names, others.map((o) => baseBox(o.at, e)));
  }

  private shownFigure(id: string): Figure | undefined {
    return this.host.shown().figures.find((f) => f.id === id);
  }

  private setShown(id: string, patch: Partial<Figure>): void {
    const s = this.host.shown();
    this.host.setShown({ ...s, figures: s.figures.map((f) => (f.id === id ? { ...f, ...patch } : f)) });
  }

  /** A figure walks along the points (inches) at a steady pace. */
  private async walk(id: string, path: readonly Point[], msPerInch = 110): Promise<void> {
    const sp = this.host.sprite(id);
    if (!sp || path.length < 2) return;
    sp.box.setDepth(300);
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1] as Point;
      const b = path[i] as Point;
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      if (d < 1e-3) continue;
      await this.playback.tween({ targets: sp.box, x: W(b.x), y: W(b.y), duration: Math.max(16, d * msPerInch), ease: 'Linear', onUpdate: () => this.host.placeNames() });
    }
    const end = path[path.length - 1] as Point;
    sp.box.setPosition(W(end.x), W(end.y)).setDepth(100);
    this.setShown(id, { at: end });
    this.host.placeNames();
  }

  private async play(d: JumonvilleDetail): Promise<void> {
    switch (d.t) {
      case 'card':
        return this.turnCard(d.card);
      case 'move':
        return this.walk(d.figure, d.path);
      case 'run':
        return this.walk(d.figure, [d.from, d.to], 70);
      case 'charge':
        if (d.outcome !== 'balked') await this.walk(d.figure, d.path, 80);
        return;
      case 'shot': {
        const a = this.shownFigure(d.figure);
        const b = this.shownFigure(d.target);
        if (!a || !b || this.playback.skipped) return;
        const z = this.zoom;
        this.fx.clear().lineStyle(3 / z, 0xffe9a8, 1).lineBetween(W(a.at.x), W(a.at.y), W(b.at.x), W(b.at.y));
        this.fx.fillStyle(0xfff3c0, 0.9).fillCircle(W(a.at.x), W(a.at.y), W(BASE_RADIUS) * 0.9);
        await this.playback.wait(260);
        this.fx.clear();
        return;
      }
      case 'hit': {
        this.setShown(d.figure, { hits: d.hits });
        const f = this.shownFigure(d.figure);
        if (f) this.host.paintFigure(f, 'idle');
        const sp = this.host.sprite(d.figure);
        if (sp && !this.playback.skipped) {
          this.fx.clear().fillStyle(0xff2a1a, 0.55).fillCircle(sp.box.x, sp.box.y, W(BASE_RADIUS) * 1.6);
          await this.playback.wait(300);
          this.fx.clear();
        }
        return;
      }
      case 'removed': {
        const sp = this.host.sprite(d.figure);
        if (sp) await this.playback.tween({ targets: sp.box, alpha: 0, scale: 0.4, duration: 420 });
        this.setShown(d.figure, { removed: true });
        sp?.box.setAlpha(1).setScale(1).setVisible(false);
        return;
      }
      default:
        return;
    }
  }

  /** The card turned over big in the middle of the table, then down to the corner. */
  private async turnCard(card: string): Promise<void> {
    if (this.playback.skipped) return;
    const scene = this.host.scene;
    const key = `jv-card-${card}`;
    if (!scene.textures.exists(key)) scene.textures.addCanvas(key, paintCard(card));
    const c = this.host.viewCentre();
    const z = this.zoom;
    const h = Math.min(320 / z, W(TABLE.height) * 0.5);
    const w = (h * 63) / 88;
    this.cardImg.setTexture(key).setPosition(c.x, c.y).setDisplaySize(1, h).setVisible(true).setAlpha(1).setAngle(-6);
    await this.playback.tween({ targets: this.cardImg, displayWidth: w, angle: 0, duration: 260, ease: 'Sine.easeOut' });
    await this.playback.wait(650);
    const cam = scene.cameras.main.worldView;
    await this.playback.tween({ targets: this.cardImg, x: cam.x + 40 / z, y: cam.y + 56 / z, displayWidth: w * 0.2, displayHeight: h * 0.2, alpha: 0.2, duration: 320, ease: 'Sine.easeIn' });
    this.cardImg.setVisible(false);
  }
}
