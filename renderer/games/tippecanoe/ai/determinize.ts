// What a computer player imagines behind the cards it cannot see. Its view shows every hidden
// card as HIDDEN_CARD; this deals the unseen cards back into those places at random, keeping
// everything the view tells: each pile's count, which deck a card can be in (the warrior deck
// holds only Native warriors, the Native weapon deck only the weapons the US army did not start
// with), and what is known gone (the discard and the fields lie face up). The other hand gets
// what is left, so its count of each sort of card is exactly what the view implies. Pure.
import { seedRng, type Rng, type RngState } from '../../../engine/rng';
import { HIDDEN_CARD, type Zones } from '../../../kits/cards';
import { AMMUNITION, US, unitDef, weaponDef, type UnitKind, type WeaponKind } from '../rules/cards';
import { ALL_CARDS, Z, categoryOf, kindOf } from '../rules/deck';
import type { TipState } from '../rules';

/** Where a card can be: the army it started with decides which deck or hand it may sit in. */
export type Origin = 'us-unit' | 'native-unit' | 'us-weapon' | 'native-weapon' | 'us-ammo' | 'native-ammo' | 'tactic' | 'condition';

/** The only sort of card each face-down pile can hold; the other hand may hold several sorts. */
const PILE_ORIGIN: Readonly<Record<string, Origin>> = {
  [Z.warriors]: 'native-unit',
  [Z.muster]: 'native-unit',
  [Z.weapons]: 'native-weapon',
  [Z.ammunition]: 'native-ammo',
  [Z.tactics]: 'tactic',
  [Z.conditions]: 'condition',
};

const serial = (card: string) => Number(card.slice(card.lastIndexOf('-') + 1));

export function originOf(card: string): Origin {
  switch (categoryOf(card)) {
    case 'unit':
      return unitDef(kindOf(card) as UnitKind).side === US ? 'us-unit' : 'native-unit';
    case 'weapon':
      return serial(card) <= weaponDef(kindOf(card) as WeaponKind).usStart ? 'us-weapon' : 'native-weapon';
    case 'ammunition':
      return serial(card) <= AMMUNITION.usStart ? 'us-ammo' : 'native-ammo';
    case 'tactic':
      return 'tactic';
    default:
      return 'condition';
  }
}

const ORIGIN = new Map(ALL_CARDS.map((c) => [c, originOf(c)]));

/** Whether a view still hides any card. */
export const hidesCards = (view: TipState): boolean => Object.values(view.cards).some((z) => z.cards.includes(HIDDEN_CARD));

/**
 * One full state consistent with `view`: every hidden place holds an unseen card that could be
 * there, the deck orders are shuffled, and the dice to come are drawn from `rng` (the view's own
 * generator is hidden). Throws if the view is inconsistent with the materials list (a bug).
 */
export function determinize(view: TipState, rng: Rng): TipState {
  const seen = new Set<string>();
  for (const z of Object.values(view.cards)) for (const c of z.cards) if (c !== HIDDEN_CARD) seen.add(c);
  const pool = new Map<Origin, string[]>();
  for (const c of ALL_CARDS) {
    if (seen.has(c)) continue;
    const o = ORIGIN.get(c) as Origin;
    const list = pool.get(o);
    if (list) list.push(c);
    else pool.set(o, [c]);
  }
  for (const [o, list] of pool) pool.set(o, rng.shuffle(list));
  const cards: Zones = { ...view.cards };
  const names = Object.keys(view.cards).sort();
  // Piles that can hold one sort of card first; the other hand takes whatever is left.
  for (const name of names) {
    const z = view.cards[name];
    const origin = PILE_ORIGIN[name];
    if (!z || !origin || !z.cards.includes(HIDDEN_CARD)) continue;
    const from = pool.get(origin) ?? [];
    cards[name] = {
      ...z,
      cards: z.cards.map((c) => {
        if (c !== HIDDEN_CARD) return c;
        const dealt = from.pop();
        if (dealt === undefined) throw new Error(`Tippecanoe: the view hides more cards in ${name} than are unseen`);
        return dealt;
      }),
    };
  }
  const rest = rng.shuffle([...pool.values()].flat());
  for (const name of names) {
    const z = cards[name];
    if (!z || PILE_ORIGIN[name] || !z.cards.includes(HIDDEN_CARD)) continue;
    cards[name] = {
      ...z,
      cards: z.cards.map((c) => {
        if (c !== HIDDEN_CARD) return c;
        const dealt = rest.pop();
        if (dealt === undefined) throw new Error(`Tippecanoe: the view hides more cards in ${name} than are unseen`);
        return dealt;
      }),
    };
  }
  if (rest.length > 0) throw new Error('Tippecanoe: unseen cards left over after filling the view');
  const dice: RngState = seedRng(rng.int(-2147483648, 2147483647));
  return { ...view, cards, rng: dice };
}

/**
 * A seed from everything the seat can see (the piles as the view shows them, the step, the march,
 * the battle), so the same view always gets the same decision and a replay plays the same.
 */
export function viewSeed(view: TipState, seat: number, salt: string): number {
  const text = `${salt}|${seat}|${view.moves}|${JSON.stringify(view.step)}|${view.day}|${JSON.stringify(view.battle)}|${JSON.stringify(view.cards)}`;
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h | 0;
}
