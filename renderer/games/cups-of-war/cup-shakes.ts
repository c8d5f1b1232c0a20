// Cups poured onto the table, from the release to the tiles lying still. The shake's physics runs
// ahead of the screen and each cup's landing is logged as soon as it is known, a fraction of a
// second after the release and long before a tile is seen to land: a reload, a quit or a crash
// while the tiles fly finds them where they fell, never back in the cup to be shaken again (undo
// never re-rolls, nor may a reload). The log holds the landings back until the tiles lie still
// (replay), and the war room shows the table as it was, so nothing says how they fell before the
// table shows it. Landed, each tile turns over to the side it fell on.
import type Phaser from 'phaser';
import type { LogEntry } from '../../engine/action-log';
import type { GameSession } from '../../kits/shell/session';
import type { Replay } from '../../table/GameScene';
import type { Playback } from '../../table/playback';
import { Throw } from '../../table/sim/run-ahead';
import { TileShake, type CupPour, type Landing } from '../../table/sim/tile-shake';
import { tileTexture } from './art';
import { cupsStore } from './cups-ui';
import { TILE_SIZE, type CupsAction, type CupsDetail, type CupsState } from './rules';

/** Tiles in the air draw just under what a hand lifts (LIFT in CupsScene and hands.ts). */
const FALLING_DEPTH = 30_000 - 10;

export interface ShakesHost {
  scene: Phaser.Scene;
  session: GameSession<CupsState>;
  sprites: Map<string, Phaser.GameObjects.Image>;
  playback(): Playback;
  /** Logs a cup's landing for its seat, saying nothing if refused. Whether it was taken. */
  act(action: CupsAction, seat: number): boolean;
  /** Puts every unit where the state has it. */
  redraw(): void;
  /** The tiles start to fly (the words naming a unit under the pointer go). */
  poured(): void;
}

interface Shake {
  fall: Throw<Landing[]>;
  pours: { seat: number; tiles: string[] }[];
  /** Whether a log entry of this shake waits on it (the log holds the entry back until it lands). */
  claimed: boolean;
}

export class CupShakes {
  private shake: Shake | null = null;
  private flipsSeen = new Map<string, { flips: number; at: number }>();
  /** Tiles still turning over to the side they landed on, after a shake: the table is not still yet. */
  private landing = new Set<string>();

  constructor(private readonly host: ShakesHost) {}

  /** Whether tiles are in the air (the table is not to be played on, nor drawn from the state). */
  get falling(): boolean {
    return this.shake !== null;
  }

  /** A shake on the table: its tiles tumbling, or turning over to the side they landed on. */
  get moving(): boolean {
    return this.shake !== null || this.landing.size > 0;
  }

  /** Pours `pours` (the cups of `seats`, in order) onto the table. */
  pour(pours: CupPour[], seats: number[]): void {
    if (this.shake || !pours.length) return;
    const { scene, session, sprites } = this.host;
    const s = session.state;
    const lying = s.piles.map((p) => ({ x: p.x, y: p.y, angle: p.angle }));
    const sim = new TileShake({ width: s.options.width, height: s.options.height }, pours, TILE_SIZE, lying);
    const shake: Shake = {
      fall: new Throw(() => sim.step(), () => sim.landings(), (landings) => this.logShake(shake, landings)),
      pours: pours.map((p, i) => ({ seat: seats[i] as number, tiles: p.tiles })),
      claimed: false,
    };
    this.shake = shake;
    cupsStore(session).set({ pouring: session.view });
    this.host.poured();
    this.flipsSeen = new Map();
    for (const p of pours) {
      for (const id of p.tiles) {
        const t = s.tiles.find((x) => x.id === id);
        if (!t) continue;
        let img = sprites.get(id);
        const face = tileTexture(scene, t, s.players[t.owner]?.colour ?? 'red', false);
        if (!img) {
          img = scene.add.image(p.x, p.y, face.key, face.frame);
          sprites.set(id, img);
        }
        img.setTexture(face.key, face.frame).setDisplaySize(TILE_SIZE, TILE_SIZE).setVisible(true).setAlpha(1).setDepth(FALLING_DEPTH);
      }
    }
  }

  /** The game is saved or left while the units fall: the shake is logged now, not lost with the table. */
  settle(): void {
    this.shake?.fall.settle();
  }

  /** One fixed step of the fall on the screen. */
  step(): void {
    const sh = this.shake;
    if (!sh) return;
    const next = sh.fall.next(this.host.playback().windowOpen());
    if (!next || this.shake !== sh) return;
    this.showFall(next.frame, sh.fall.run.at);
    if (next.last) this.land();
  }

  /** The shake's units lie still (at the end of their fall, or at once when the player skips it): each shows the side it landed on. */
  land(): void {
    const sh = this.shake;
    if (!sh) return;
    const last = sh.fall.finish();
    if (!last) return;
    this.showFall(last, sh.fall.run.at);
    this.shake = null;
    cupsStore(this.host.session).set({ pouring: null });
    this.flipLanded(last.map((l) => l.tile));
    sh.fall.land();
  }

  /**
   * This table's own shake, logged when the cups were let go: the log waits for the units to land
   * (a click on the table, or Skip, lands them at once). Null for any other entry.
   */
  replay(entry: LogEntry<CupsAction, CupsDetail>): Replay | null {
    const sh = this.shake;
    const a = entry.action;
    if (!sh || sh.claimed || a.type !== 'shake' || !a.landings.some((l) => sh.pours.some((p) => p.tiles.includes(l.tile)))) return null;
    sh.claimed = true;
    return {
      label: null,
      run: async () => {
        await sh.fall.waitFor(this.host.playback());
        if (this.shake === sh) this.land();
      },
    };
  }

  /** Logs each cup's landing, now that the physics has reached the end. False if refused here (the units stay in the cup). */
  private logShake(sh: Shake, landings: Landing[]): boolean {
    let logged = false;
    for (const p of sh.pours) {
      const mine = new Set(p.tiles);
      // Quiet: a shake refused (by the rules, or across machines by the server) shows no message of its own.
      if (this.host.act({ type: 'shake', landings: landings.filter((l) => mine.has(l.tile)) }, p.seat)) logged = true;
    }
    if (logged || this.host.session.remote || this.shake !== sh) return true;
    this.shake = null;
    cupsStore(this.host.session).set({ pouring: null });
    this.host.redraw();
    return false;
  }

  /** The tiles of the shake as they were at `step` of their fall. */
  private showFall(frame: Landing[], step: number): void {
    for (const l of frame) {
      const img = this.host.sprites.get(l.tile);
      if (!img) continue;
      img.setPosition(l.x, l.y).setAngle(l.angle);
      // Each time a tile turns over on its way, it shows as a quick squeeze across its width.
      const seen = this.flipsSeen.get(l.tile);
      if (!seen || seen.flips !== l.flips) this.flipsSeen.set(l.tile, { flips: l.flips, at: step });
      const age = step - (this.flipsSeen.get(l.tile)?.at ?? -99);
      const squeeze = l.flips > 0 && age < 8 ? Math.max(0.12, Math.abs(Math.cos((Math.PI * age) / 8))) : 1;
      img.setScale((TILE_SIZE / img.width) * squeeze, TILE_SIZE / img.height);
    }
  }

  /** The side each tile landed on is shown by a flip. */
  private flipLanded(ids: string[]): void {
    const { scene, session, sprites } = this.host;
    const s = session.view;
    for (const id of ids) {
      const img = sprites.get(id);
      const t = s.tiles.find((x) => x.id === id);
      if (!img || !t) continue;
      const face = tileTexture(scene, t, s.players[t.owner]?.colour ?? 'red', t.command && t.starUp);
      scene.tweens.killTweensOf(img);
      img.setDisplaySize(TILE_SIZE, TILE_SIZE);
      this.landing.add(id);
      const landed = () => {
        img.setDisplaySize(TILE_SIZE, TILE_SIZE);
        this.landing.delete(id);
      };
      scene.tweens.add({
        targets: img,
        scaleX: 0,
        duration: 110,
        yoyo: true,
        onYoyo: () => img.setTexture(face.key, face.frame),
        onComplete: landed,
        onStop: landed,
      });
    }
  }
}
