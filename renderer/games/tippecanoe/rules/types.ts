// Battle of Tippecanoe's state, actions and log details: plain data, so a save, a replay, an undo
// and a bot's view all hold exactly what the rules read.
import type { Zones } from '../../../kits/cards';
import type { RngState } from '../../../engine/rng';
import type { AttackKind, ConditionKind, Side, TacticKind } from './cards';
import type { Tuning } from './values';

/** 'as-written': the card values in cards.ts, as set from the seed's worked example; 'balanced': the few the balance lab tuned (values.ts). */
export type Variant = 'as-written' | 'balanced';

export interface TipOptions {
  variant: Variant;
  /** The balance lab's candidate values, tried in place of the variant's (never in a saved game: the options schema drops it). */
  tuning?: Tuning;
}

/** A unit on the field and the weapon it carries (null only when its side had no weapon left in hand). */
export interface Pair {
  unit: string;
  weapon: string | null;
}

/** What a condition still costs the US player, each kind counted down as they choose cards. */
export interface Owed {
  troops: number;
  weapons: number;
  ammunition: number;
}

/** One side's score in a round, as the seed's example breaks it down. */
export interface Breakdown {
  units: number;
  weapons: number;
  /** Leaders' bonuses (Captain, Harrison, Tecumseh, Tenskwatawa) and sharpshooters' in a ranged round. */
  special: number;
  tactics: number;
  dice: number;
  total: number;
}

/** A fought round, kept for the table and the log. */
export interface RoundScore {
  round: number;
  attacker: Side;
  attack: AttackKind;
  /** Indexed by side: Native first. */
  scores: [Breakdown, Breakdown];
  /** Each side's dice faces, Native first. */
  faces: [number[], number[]];
  tactics: [TacticKind | null, TacticKind | null];
  winner: Side | null;
  /** Units the loser removes (0 on a tie, a Feigned Retreat, or a dry defender's win). */
  losses: number;
}

/**
 * Where the game stands: whose decision it waits for and which. Preparation: the Native player's
 * Civil Chief turn goes muster → keep → council; a War Chief turn supply → arm; the US player's turn
 * march → pay. Battle: deploy (a side laying out or refilling), attack, tactic (attacker, then
 * defender, whose choice closes the round), remove (the loser choosing losses).
 */
export type Step =
  | { k: 'muster' }
  | { k: 'keep' }
  | { k: 'council' }
  | { k: 'supply' }
  | { k: 'arm' }
  | { k: 'march' }
  | { k: 'pay' }
  | { k: 'deploy'; seat: Side }
  | { k: 'attack' }
  | { k: 'tactic'; seat: Side }
  | { k: 'remove'; seat: Side; count: number }
  | { k: 'over' };

export interface Battle {
  round: number;
  attacker: Side;
  /** Each side's field, Native first; the field zones hold exactly these cards. */
  fields: [Pair[], Pair[]];
  /** This round's attack, once announced. */
  attack: AttackKind | null;
  /** A ranged attack met by a defender with no ammunition: the defender can win, but then the attacker loses no units. */
  defenderDry: boolean;
  /** Tactics played this round, Native first (null: passed, or not yet chosen). */
  tactics: [TacticKind | null, TacticKind | null];
  /** The last round fought. */
  last: RoundScore | null;
  /** After the losses: the seats still to refill, loser first. */
  refill: Side[];
}

export interface TipState {
  options: TipOptions;
  names: [string, string];
  cards: Zones;
  rng: RngState;
  step: Step;
  /** Whose turn it is in preparation (Native first). In battle, who acts is in `step`. */
  turn: Side;
  /** Preparation turns the Native player has begun, and the US player. */
  turns: [number, number];
  /** The Native player's chief: Civil until they switch, then War for good. */
  chief: 'civil' | 'war';
  /** This Native turn: whether the Civil Chief's one trade is made, and how many War Chief exchanges. */
  traded: boolean;
  exchanges: number;
  /** The US Troop Advancement Marker: days marched, 0 to MARCH_DAYS. */
  day: number;
  /** What the last condition still costs the US player. */
  owed: Owed;
  battle: Battle | null;
  result: { winner: Side; how: 'routed' | 'conceded'; text: string } | null;
  /** Accepted moves, for the saves list. */
  moves: number;
}

export type TipAction =
  | { type: 'muster' }
  | { type: 'release'; card: string }
  | { type: 'trade'; warrior: string; take: 'ammunition' | 'weapon' }
  | { type: 'war-chief' }
  | { type: 'supply' }
  | { type: 'exchange'; card: string }
  | { type: 'call-battle' }
  | { type: 'end-turn' }
  | { type: 'march' }
  | { type: 'discard'; card: string }
  | { type: 'deploy'; unit: string; weapon: string | null }
  | { type: 'attack'; kind: AttackKind }
  | { type: 'tactic'; card: string | null }
  | { type: 'remove'; unit: string }
  | { type: 'concede' };

/** What the log notes carry for the table to play back. Card ids appear only for cards everyone sees. */
export type TipDetail =
  | { t: 'drew'; seat: Side; from: string; count: number }
  | { t: 'returned'; seat: Side; to: string; count: number }
  | { t: 'war-chief' }
  | { t: 'condition'; card: string | null; kind: ConditionKind; advanced: boolean; day: number; owed: Owed }
  | { t: 'discarded'; seat: Side; card: string }
  | { t: 'battle'; called: boolean }
  | { t: 'deployed'; seat: Side; unit: string; weapon: string | null }
  | { t: 'attack'; seat: Side; kind: AttackKind; spent: string[]; defenderDry: boolean }
  | { t: 'tactic'; seat: Side; card: string | null }
  | { t: 'round'; score: RoundScore }
  | { t: 'removed'; seat: Side; unit: string; weapon: string | null }
  | { t: 'turn'; seat: Side }
  | { t: 'over'; winner: Side; how: 'routed' | 'conceded' };
