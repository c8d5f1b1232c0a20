// The launch bench's control: a blank Phaser 4 page with the stage's own configuration (from the
// same package), which marks its first frame drawn. The app's menu is measured against it.
import Phaser from 'phaser';

class Blank extends Phaser.Scene {
  constructor() {
    super('Blank');
  }
}

const parent = document.getElementById('table') as HTMLElement;
const game = new Phaser.Game({
  type: Phaser.WEBGL,
  parent,
  backgroundColor: '#1d1b18',
  scale: { mode: Phaser.Scale.RESIZE, width: parent.clientWidth || 1280, height: parent.clientHeight || 800 },
  render: { maxTextures: 1, antialias: true, antialiasGL: false, roundPixels: false, powerPreference: 'high-performance' },
  input: { mouse: { preventDefaultWheel: true }, activePointers: 2 },
  disableContextMenu: true,
  banner: false,
  audio: { noAudio: true },
  scene: [Blank],
});
game.events.once(Phaser.Core.Events.POST_RENDER, () => {
  (window as unknown as { __firstFrame?: number }).__firstFrame = performance.now();
});
