// The Free Table's pieces as images: one per piece, its texture and size from the state, a
// deck's count of cards on it. Pieces in the hand or in the air are left where the hand has them.
import type Phaser from 'phaser';
import { pieceSize, pieceTexture } from './art';
import { deckCards, type FreeTableState, type Piece } from './rules';

export interface PieceView {
  image: Phaser.GameObjects.Image;
  count?: Phaser.GameObjects.Text;
  key: string;
}

/** Terrain lies under everything else on the table. */
const TERRAIN_DEPTH = 0;
const PIECE_DEPTH = 2_000;

/** Brings `views` in line with the state; returns the ids of pieces no longer on the table. */
export function drawPieces(scene: Phaser.Scene, views: Map<string, PieceView>, s: FreeTableState, inHand: ReadonlySet<string>): string[] {
  const options = s.options;
  const seen = new Set<string>();
  const gone: string[] = [];
  s.pieces.forEach((piece, index) => {
    seen.add(piece.id);
    const key = pieceTexture(scene, piece, options);
    let view = views.get(piece.id);
    if (!view) {
      const image = scene.add.image(piece.x, piece.y, key);
      view = { image, key };
      views.set(piece.id, view);
    }
    if (view.key !== key) {
      view.image.setTexture(key);
      view.key = key;
    }
    const size = pieceSize(piece, options);
    view.image.setDisplaySize(size.width, size.height);
    if (!inHand.has(piece.id)) {
      view.image.setPosition(piece.x, piece.y).setAngle(piece.angle);
      view.image.setDepth((piece.kind === 'terrain' ? TERRAIN_DEPTH : PIECE_DEPTH) + index);
    }
    drawDeckCount(scene, view, piece, s);
  });
  for (const [id, view] of views) {
    if (seen.has(id)) continue;
    view.image.destroy();
    view.count?.destroy();
    views.delete(id);
    gone.push(id);
  }
  return gone;
}

function drawDeckCount(scene: Phaser.Scene, view: PieceView, piece: Piece, s: FreeTableState): void {
  if (piece.kind !== 'deck') {
    view.count?.destroy();
    delete view.count;
    return;
  }
  if (!view.count) {
    view.count = scene.add
      .text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontSize: '40px', fontStyle: 'bold', color: '#fff5e0', stroke: '#2a0f14', strokeThickness: 6 })
      .setOrigin(0.5)
      .setScale(0.45);
  }
  view.count
    .setText(String(deckCards(s, piece.id).length))
    .setPosition(view.image.x, view.image.y)
    .setAngle(view.image.angle)
    .setDepth(view.image.depth + 0.5);
}
