// The Phaser configuration of the table's stage, without its scenes: the Stage uses it, and so
// does the launch bench's control page (a blank Phaser page measured against the menu).
import Phaser from 'phaser';

export function stageConfig(parent: HTMLElement): Phaser.Types.Core.GameConfig {
  return {
    type: Phaser.WEBGL,
    parent,
    backgroundColor: '#1d1b18',
    scale: { mode: Phaser.Scale.RESIZE, width: parent.clientWidth || 1280, height: parent.clientHeight || 800 },
    // One texture per batch: with more (Phaser 4.2.1, seen with SwiftShader), a quad drawn when a
    // batch fills its texture units sometimes loses one of its triangles. No multisampling: it
    // quadruples the fill cost of software rendering, and our pieces are textures, not geometry.
    render: { maxTextures: 1, antialias: true, antialiasGL: false, roundPixels: false, powerPreference: 'high-performance' },
    input: { mouse: { preventDefaultWheel: true }, activePointers: 2 },
    disableContextMenu: true,
    banner: false,
    audio: { noAudio: true },
  };
}
