// The ships on the table as images, and the hit markers beside those hit and not yet rolled for.
import type Phaser from 'phaser';
import { markerTexture, shipTexture } from './art';
import { dir } from './handles';
import { shipClass, type IroncladsState } from './rules';

export class Fleet {
  readonly sprites = new Map<string, Phaser.GameObjects.Image>();
  private markers: Phaser.GameObjects.Image[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  /** Puts every ship where `s` has it, but the one the pointer holds (`held`). */
  syncShips(s: IroncladsState, held: string | null): void {
    for (const ship of s.ships) {
      let img = this.sprites.get(ship.id);
      const c = shipClass(ship.cls);
      if (!img) {
        img = this.scene.add.image(ship.x, ship.y, shipTexture(this.scene, ship.cls, ship.side)).setDisplaySize(c.length + 2, c.beam + 2);
        this.sprites.set(ship.id, img);
      }
      if (ship.id === held) continue;
      img.setPosition(ship.x, ship.y).setAngle(ship.heading).setDepth(ship.sunk ? 90 : 100);
      if (ship.sunk) img.setTint(0x6b6b6b).setAlpha(0.78);
      else img.clearTint().setAlpha(1);
    }
    for (const [id, img] of this.sprites) if (!s.ships.some((x) => x.id === id)) img.destroy();
    this.syncMarkers(s);
  }

  /** Hit markers beside the ships that have been hit and not yet had their damage rolled. */
  syncMarkers(s: IroncladsState): void {
    let used = 0;
    for (const ship of s.ships) {
      for (let i = 0; i < ship.markers; i++) {
        let m = this.markers[used];
        if (!m) {
          m = this.scene.add.image(0, 0, markerTexture(this.scene)).setDisplaySize(5, 5).setDepth(600);
          this.markers.push(m);
        }
        const c = shipClass(ship.cls);
        const side = dir(ship.heading + 90);
        const along = dir(ship.heading);
        const off = c.beam / 2 + 4.5;
        const at = (i - (ship.markers - 1) / 2) * 6;
        m.setPosition(ship.x + side.x * off + along.x * at, ship.y + side.y * off + along.y * at).setAngle(ship.heading).setVisible(true);
        used++;
      }
    }
    for (let i = used; i < this.markers.length; i++) this.markers[i]?.setVisible(false);
  }
}
