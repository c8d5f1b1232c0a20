// The command deck, as data: what each card needs stacked on it, when it is played, what it does.
// Air Strike is the seed's own example; the others are ours, one effect each, spread over the
// three phases, each needing three units at most so one turn can power it.
import type { CardPhase, UnitType } from './types';

export interface CardNeeds {
  /** Command units lying star side up. */
  stars: number;
  /** Units of these types (any strength, star or number up). */
  types: Partial<Record<UnitType, number>>;
}

export interface CardDef {
  id: string;
  name: string;
  phase: CardPhase;
  needs: CardNeeds;
  text: string;
  /** Battle cards placed on the table: which enemy units under the card are removed. */
  strike?: { types?: UnitType[]; maxStrength?: number };
}

export const CARDS: readonly CardDef[] = [
  {
    id: 'air-strike',
    name: 'Air Strike',
    phase: 'battle',
    needs: { stars: 1, types: { air: 2 } },
    text: 'Place this card anywhere on the battlefield: every enemy Armor and Infantry unit it touches is removed.',
    strike: { types: ['armor', 'infantry'] },
  },
  {
    id: 'barrage',
    name: 'Artillery Barrage',
    phase: 'battle',
    needs: { stars: 1, types: { armor: 2 } },
    text: 'Place this card anywhere on the battlefield: every enemy unit of strength 1 or 2 it touches is removed.',
    strike: { maxStrength: 2 },
  },
  {
    id: 'bombing-run',
    name: 'Bombing Run',
    phase: 'battle',
    needs: { stars: 1, types: { air: 1, armor: 1 } },
    text: 'Place this card anywhere on the battlefield: every enemy Armor unit it touches is removed.',
    strike: { types: ['armor'] },
  },
  {
    id: 'strafing',
    name: 'Strafing Run',
    phase: 'battle',
    needs: { stars: 1, types: { air: 1, infantry: 1 } },
    text: 'Place this card anywhere on the battlefield: every enemy Infantry unit it touches is removed.',
    strike: { types: ['infantry'] },
  },
  {
    id: 'fortify',
    name: 'Fortify',
    phase: 'recovery',
    needs: { stars: 1, types: { armor: 2 } },
    text: 'This Recovery, each of your defending units counts 2 more.',
  },
  {
    id: 'combined-arms',
    name: 'Combined Arms',
    phase: 'recovery',
    needs: { stars: 1, types: { infantry: 1, armor: 1 } },
    text: 'This Recovery, in every stack you attack, your attackers count 2 more between them.',
  },
  {
    id: 'counterattack',
    name: 'Counterattack',
    phase: 'recovery',
    needs: { stars: 2, types: {} },
    text: 'This Recovery, a tie on a stack you defend goes to you: your defender stays, the attackers are lost.',
  },
  {
    id: 'field-hospital',
    name: 'Field Hospital',
    phase: 'recovery',
    needs: { stars: 1, types: { infantry: 1, air: 1 } },
    text: 'After this Recovery, your two strongest units lost in it return to your cup.',
  },
  {
    id: 'reinforcements',
    name: 'Reinforcements',
    phase: 'logistics',
    needs: { stars: 1, types: { infantry: 2 } },
    text: 'Next Logistics, your two strongest lost units return to your cup.',
  },
  {
    id: 'conscription',
    name: 'Conscription',
    phase: 'logistics',
    needs: { stars: 1, types: { infantry: 1 } },
    text: 'Next Logistics, all your lost strength-1 units return to your cup.',
  },
  {
    id: 'supply-drop',
    name: 'Supply Drop',
    phase: 'logistics',
    needs: { stars: 1, types: { air: 1, armor: 1 } },
    text: 'Next Logistics, your strongest lost unit returns to your cup.',
  },
  {
    id: 'rally',
    name: 'Rally',
    phase: 'logistics',
    needs: { stars: 2, types: {} },
    text: 'Next Logistics, your lost command units return to your cup.',
  },
];

export const cardById = (id: string): CardDef => {
  const c = CARDS.find((x) => x.id === id);
  if (!c) throw new Error(`No command card ${id}`);
  return c;
};

/** The card's footprint on the table when placed (a strike), in millimetres. */
export const CARD_SIZE = { width: 63, height: 88 };
