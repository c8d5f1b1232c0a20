// The launch bench's control: a blank Phaser 4 page with the stage's own configuration (from the
// same package), which marks its first frame drawn. The app's menu is measured against it.
import Phaser from 'phaser';
import { stageConfig } from '../../../renderer/app/stage-config';

class Blank extends Phaser.Scene {
  constructor() {
    super('Blank');
  }
}

const parent = document.getElementById('table') as HTMLElement;
const game = new Phaser.Game({ ...stageConfig(parent), scene: [Blank] });
game.events.once(Phaser.Core.Events.POST_RENDER, () => {
  (window as unknown as { __firstFrame?: number }).__firstFrame = performance.now();
});
