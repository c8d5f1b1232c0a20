// The Tippecanoe cards as table textures, painted once a game from art.ts (the same painters the
// printed cards use, so the table and the sheets never disagree), and the dice.
import type Phaser from 'phaser';
import { paintedTexture, roundedRect } from '../../table/textures';
import { BOARD, CARD, MARKER_MM, MINI, paintAmmunitionCard, paintBack, paintBoard, paintConditionCard, paintMarker, paintTacticCard, paintUnitCard, paintWeaponCard, type Deck } from './art';
import { AMMO, categoryOf, kindOf } from './rules/deck';
import { DIE_MM } from './tip-layout';

export { DIE_MM };
import { type ConditionKind, type TacticKind, type UnitKind, type WeaponKind } from './rules/cards';
import type { Variant } from './rules/types';
import { valuesFor } from './rules/values';

/**
 * A card's face: its texture and whether it is a mini card (weapons and ammunition). A variant's
 * own values get their own textures: the balanced variant's cards say its numbers.
 */
export function faceTexture(scene: Phaser.Scene, card: string, variant: Variant = 'as-written'): { key: string; mini: boolean } {
  const values = valuesFor(variant);
  const v = variant === 'as-written' ? '' : `-${variant}`;
  const kind = kindOf(card);
  switch (categoryOf(card)) {
    case 'unit':
      return { key: paintedTexture(scene, `tip-unit-${kind}${v}`, CARD.w, CARD.h, paintUnitCard(kind as UnitKind, values)), mini: false };
    case 'weapon':
      return { key: paintedTexture(scene, `tip-weapon-${kind}${v}`, MINI.w, MINI.h, paintWeaponCard(kind as WeaponKind, values)), mini: true };
    case 'tactic':
      return { key: paintedTexture(scene, `tip-tactic-${kind}${v}`, CARD.w, CARD.h, paintTacticCard(kind as TacticKind, values)), mini: false };
    case 'condition':
      return { key: paintedTexture(scene, `tip-condition-${kind}${v}`, CARD.w, CARD.h, paintConditionCard(kind as ConditionKind, values)), mini: false };
    default:
      return kind === AMMO ? { key: paintedTexture(scene, 'tip-ammunition', MINI.w, MINI.h, paintAmmunitionCard), mini: true } : backTexture(scene, 'native');
  }
}

export function backTexture(scene: Phaser.Scene, deck: Deck): { key: string; mini: boolean } {
  const mini = deck === 'weapons' || deck === 'ammunition';
  const size = mini ? MINI : CARD;
  return { key: paintedTexture(scene, `tip-back-${deck}`, size.w, size.h, paintBack(deck)), mini };
}

/** The back a hidden card in a hand shows: a hand mixes decks, so the side's own unit back. */
export const handBack = (side: 0 | 1): Deck => (side === 0 ? 'native' : 'us');

export const boardTexture = (scene: Phaser.Scene) => paintedTexture(scene, 'tip-board', BOARD.spaces * BOARD.space, BOARD.h, paintBoard());
export const markerTexture = (scene: Phaser.Scene) => paintedTexture(scene, 'tip-marker', MARKER_MM, MARKER_MM, paintMarker);

/** The pips of a die face on a 3 × 3 grid. */
const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};


/** A die showing `face`, ivory with dark pips. */
export function dieTexture(scene: Phaser.Scene, face: number): string {
  return paintedTexture(scene, `tip-die-${face}`, DIE_MM, DIE_MM, (c, w, h) => {
    roundedRect(c, 1, 1, w - 2, h - 2, w * 0.18);
    c.fillStyle = '#f7f1e1';
    c.fill();
    c.strokeStyle = '#3a2f22';
    c.lineWidth = w * 0.04;
    c.stroke();
    c.fillStyle = '#2a2118';
    for (const [gx, gy] of PIPS[face] ?? []) {
      c.beginPath();
      c.arc(w * (0.25 + gx * 0.25), h * (0.25 + gy * 0.25), w * 0.085, 0, Math.PI * 2);
      c.fill();
    }
  });
}
