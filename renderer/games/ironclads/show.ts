// Moves and the shooting played back step by step: the ship turning and sliding along the
// matchstick, each shot's line and roll, damage, sinking, repairs and the turn's start. The state
// the table shows (the host's `shown`) follows each step, so the status cards can follow it too.
import type Phaser from 'phaser';
import type { Playback } from '../../table/playback';
import { matchstickTexture } from './art';
import { dir, norm180 } from './handles';
import { hullGap, hullOf, shipClass, stick, type Area, type IroncladsDetail, type IroncladsState, type Point, type Ship } from './rules';

const AREA_WORDS: Record<Area, string> = { crew: 'crew casualties', hull: 'hull damage', guns: 'guns damaged', boiler: 'boiler damaged', rudder: 'rudder damaged' };

/** What the playback reads and moves in its scene. */
export interface ShowHost {
  readonly scene: Phaser.Scene;
  readonly playback: Playback;
  /** The state as the table shows it: each step changes it as it plays. */
  shown(): IroncladsState;
  sprite(id: string): Phaser.GameObjects.Image | undefined;
  readonly stick: Phaser.GameObjects.Image;
  readonly fx: Phaser.GameObjects.Graphics;
  syncMarkers(): void;
  /**
   * Where words of this size (table mm, their drift up included) may float for a moment hiding no
   * ship, nor the move about to be planned, nor lying under the panels: their middle, or null when
   * no such spot is in sight.
   */
  clearSpot(size: { width: number; height: number }): Point | null;
  /** Words came to float over the table, or went: the hovered ship's name keeps clear of them. */
  wordsChanged(): void;
}

/** How far floating words drift up as they fade, in screen pixels. */
export const RISE = 18;

export class IroncladsShow {
  /** The words floating over the table (a roll, "Ram!"), each fading out on its own. */
  private readonly floats = new Set<Phaser.GameObjects.Text>();

  constructor(private readonly host: ShowHost) {}

  /** How many words float over the table now. */
  get floating(): number {
    return this.floats.size;
  }

  /** The words floating now and the room each takes on the table (mm, round its middle), for tests. */
  floatingWords(): { text: string; x: number; y: number; width: number; height: number }[] {
    return [...this.floats].map((t) => ({ text: t.text, x: t.x, y: t.y, width: t.displayWidth, height: t.displayHeight }));
  }

  /** Takes every floating word off at once: after a skip, none may linger over the next move being planned. */
  clearFloats(): void {
    for (const t of this.floats) {
      this.host.scene.tweens.killTweensOf(t);
      t.destroy();
    }
    this.floats.clear();
  }

  /** What the playback bar says while a step plays. */
  label(st: IroncladsDetail): string | null {
    switch (st.t) {
      case 'move': {
        const name = this.ship(st.ship)?.name ?? 'A ship';
        const rammed = st.outcome === 'ram' && st.contact ? this.ship(st.contact.id) : undefined;
        return rammed ? `${name} rams ${rammed.name}` : `${name} moves`;
      }
      case 'damage':
      case 'sunk':
        // A ram's damage (and sinking) plays under the ram's own line: the guns fire only in the shooting.
        if (this.host.shown().phase === 'move') return null;
        return 'The guns fire: shots, damage and repairs';
      case 'shot':
      case 'repair':
        return 'The guns fire: shots, damage and repairs';
      case 'turn':
        return st.turn > 1 ? `Turn ${st.turn} begins` : null;
      default:
        return null;
    }
  }

  /** Words over the table, not yet placed: they drift up and fade out on their own once `drift` starts them. */
  private words(text: string, colour: string): Phaser.GameObjects.Text {
    const t = this.host.scene.add
      .text(0, 0, text, { fontFamily: 'system-ui, sans-serif', fontSize: '40px', fontStyle: 'bold', color: colour, stroke: '#1b140c', strokeThickness: 8 })
      .setOrigin(0.5)
      .setScale(0.36 / this.host.scene.cameras.main.zoom)
      .setDepth(4000);
    this.floats.add(t);
    return t;
  }

  private drift(t: Phaser.GameObjects.Text): void {
    this.host.wordsChanged();
    this.host.scene.tweens.add({
      targets: t,
      y: t.y - RISE / this.host.scene.cameras.main.zoom,
      alpha: 0,
      delay: 900,
      duration: 700,
      onComplete: () => {
        this.drop(t);
        this.host.wordsChanged();
      },
    });
  }

  private drop(t: Phaser.GameObjects.Text): void {
    this.floats.delete(t);
    t.destroy();
  }

  /** Words about one ship (a roll, "Ram!"), over her. */
  private float(x: number, y: number, text: string, colour = '#fff5d6'): void {
    if (this.host.playback.skipped) return;
    const z = this.host.scene.cameras.main.zoom;
    // Below any word still floating there (a shot's roll, "Ram!"), so the next never sits on it.
    const line = 18 / z;
    while ([...this.floats].some((t) => Math.abs(t.x - x) < 120 / z && Math.abs(t.y - y) < line)) y += line;
    this.drift(this.words(text, colour).setPosition(x, y));
  }

  /**
   * Words about the whole table ("Turn 2"), where they hide no ship: they linger about 1.6 s,
   * past the playback, while the next move is planned. In the middle of the table they lay over
   * the ship there, and a player saw neither her nor the knobs of her move. Not shown at all when
   * no spot in sight is clear of the ships (zoomed in on them): the playback bar says it too.
   */
  private caption(text: string, colour: string): void {
    if (this.host.playback.skipped) return;
    const rise = RISE / this.host.scene.cameras.main.zoom;
    const t = this.words(text, colour);
    const spot = this.host.clearSpot({ width: t.displayWidth, height: t.displayHeight + rise });
    if (!spot) return this.drop(t);
    this.drift(t.setPosition(spot.x, spot.y + rise / 2));
  }

  private ship(id: string): Ship | undefined {
    return this.host.shown().ships.find((x) => x.id === id);
  }

  async play(st: IroncladsDetail): Promise<void> {
    switch (st.t) {
      case 'move': {
        const ship = this.ship(st.ship);
        const img = this.host.sprite(st.ship);
        if (!ship || !img) break;
        img.setDepth(300);
        let pose = { ...st.from };
        const length = shipClass(ship.cls).length;
        for (const [i, stage] of st.stages.entries()) {
          const last = st.stage === i;
          if (stage.kind === 'turn') {
            const heading = last ? st.to.heading : pose.heading + stage.degrees;
            await this.host.playback.tween({ targets: img, angle: img.angle + norm180(heading - img.angle), duration: 380, ease: 'Sine.easeInOut' });
            pose = { ...pose, heading };
          } else {
            // The matchstick laid at the bow, straight ahead; the model slides until its stern meets the far end.
            const bow = { x: pose.x + dir(pose.heading).x * (length / 2), y: pose.y + dir(pose.heading).y * (length / 2) };
            const len = stage.distance - length;
            if (!this.host.playback.skipped) {
              this.host.stick.setTexture(matchstickTexture(this.host.scene, stick(this.host.shown()))).setDisplaySize(len, 2.2).setPosition(bow.x, bow.y).setAngle(pose.heading).setVisible(true);
              await this.host.playback.wait(280);
            }
            const to = last ? { x: st.to.x, y: st.to.y } : { x: pose.x + dir(pose.heading).x * stage.distance, y: pose.y + dir(pose.heading).y * stage.distance };
            const dist = Math.hypot(to.x - pose.x, to.y - pose.y);
            await this.host.playback.tween({ targets: img, x: to.x, y: to.y, duration: 250 + dist * 9, ease: last && st.outcome !== 'clear' ? 'Quad.easeIn' : 'Sine.easeInOut' });
            pose = { ...pose, ...to };
            await this.host.playback.wait(150);
            this.host.stick.setVisible(false);
          }
          if (last) break;
        }
        img.setPosition(st.to.x, st.to.y).setAngle(st.to.heading);
        Object.assign(ship, { x: st.to.x, y: st.to.y, heading: st.to.heading });
        if (st.outcome === 'stranded') {
          ship.stranded = true;
          this.float(st.to.x, st.to.y - 10, 'Stranded!', '#ffb25e');
          await this.host.playback.wait(700);
        } else if (st.outcome === 'ram') {
          this.host.scene.cameras.main.shake(180, 0.004);
          this.float(st.to.x, st.to.y - 10, 'Ram!', '#ff8d7e');
          await this.host.playback.wait(700);
        } else if (st.outcome === 'stopped') {
          this.float(st.to.x, st.to.y - 10, 'Stops', '#ffe7a8');
          await this.host.playback.wait(400);
        }
        img.setDepth(100);
        break;
      }
      case 'shot': {
        const from = this.ship(st.from);
        const to = this.ship(st.to);
        if (!from || !to) break;
        const gap = hullGap(hullOf(from), hullOf(to));
        if (!this.host.playback.skipped) {
          this.host.fx.clear().lineStyle(1.4 / this.host.scene.cameras.main.zoom, st.hit ? 0xffb25e : 0xfff5d6, 1).lineBetween(gap.from.x, gap.from.y, gap.to.x, gap.to.y);
          this.host.fx.fillStyle(0xfff2b0, 1).fillCircle(gap.from.x, gap.from.y, 2.2);
          this.float(to.x, to.y - 12, `${st.roll}: range ${Math.max(0, st.range)} · ${st.hit ? 'hit' : 'miss'}`, st.hit ? '#ffb25e' : '#fff5d6');
        }
        if (st.hit) {
          to.markers++;
          this.host.syncMarkers();
        }
        await this.host.playback.wait(950);
        this.host.fx.clear();
        break;
      }
      case 'damage': {
        const ship = this.ship(st.ship);
        if (!ship) break;
        ship.markers = Math.max(0, ship.markers - 1);
        if (st.area && !st.repeat) ship.damage[st.area] = true;
        this.host.syncMarkers();
        this.float(ship.x, ship.y - 10, `${st.roll}: ${st.area ? (st.repeat ? `${st.area} again, ignored` : AREA_WORDS[st.area]) : 'glancing blow'}`, st.area && !st.repeat ? '#ff8d7e' : '#fff5d6');
        await this.host.playback.wait(800);
        break;
      }
      case 'sunk': {
        const ship = this.ship(st.ship);
        const img = this.host.sprite(st.ship);
        if (!ship) break;
        ship.sunk = true;
        ship.markers = 0;
        // The panel's tally of ships sunk follows the table: the other side's guns or ram sank her.
        this.host.shown().sunkBy[ship.side === 0 ? 1 : 0]++;
        this.host.syncMarkers();
        this.float(ship.x, ship.y - 10, 'Sinks!', '#ff8d7e');
        if (img) await this.host.playback.tween({ targets: img, alpha: 0.78, duration: 700, onUpdate: () => img.setTint(0x6b6b6b) });
        break;
      }
      case 'repair': {
        const ship = this.ship(st.ship);
        if (!ship) break;
        if (st.area) ship.damage[st.area] = false;
        this.float(ship.x, ship.y - 10, `${st.roll}: ${st.area ? `${st.area} repaired` : 'repairs fail'}`, st.area ? '#a8f0a0' : '#fff5d6');
        await this.host.playback.wait(650);
        break;
      }
      case 'turn': {
        this.host.shown().turn = st.turn;
        this.host.shown().phase = 'move';
        for (const x of this.host.shown().ships) x.markers = 0;
        this.host.syncMarkers();
        if (st.turn > 1) {
          this.caption(`Turn ${st.turn}`, '#ffe7a8');
          await this.host.playback.wait(500);
        }
        break;
      }
      case 'shooting':
        this.host.shown().phase = 'shoot';
        break;
      case 'over':
        this.host.shown().phase = 'over';
        break;
    }
  }
}
