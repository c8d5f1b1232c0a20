// The Free Table: a cloth, a tray of tokens, figures, matchsticks, terrain, dice and cards,
// and no rules but the table's own edges. Every change is still an action, so undo, redo,
// autosave and replay work here as in every game.
import { original, produce, type Draft } from 'immer';
import { accept, note, refuse, type GameDefinition, type GameEvent as AnyEvent, type Seat } from '../../../engine/game';
import { actionGuard, normaliseDegrees, plainText, unknownAction } from '../../../engine/limits';
import { HIDDEN_RNG, Rng, seedRng } from '../../../engine/rng';
import { HIDDEN_CARD, deal, draw, put, seatZone, seatZones, shuffle, take, viewZones, zone } from '../../../kits/cards';
import { toMm, type UnitSystem } from '../../../engine/units';
import { startCount, tumbleFace } from '../../../table/sim/die-tumble';
import { PLAYING_CARDS, TERRAIN_NAMES, cardName } from './catalog';
import { actionSchema, optionsSchema } from './schema';
import type { FreeTableAction, FreeTableOptions, FreeTableState, Piece, PiecePose, PieceSpec } from './state';

export * from './state';
export * from './catalog';

export const MAX_PIECES = 600;
export { HIDDEN_CARD };

/** The cards in a seat's hand. */
export const handOf = (s: FreeTableState, seat: Seat): readonly string[] => s.cards[seatZone('hand', seat)]?.cards ?? [];
/** The cards in a deck on the table (its piece's id), bottom first. */
export const deckCards = (s: FreeTableState, deck: string): readonly string[] => s.cards[deck]?.cards ?? [];

export const unitSystem = (o: FreeTableOptions): UnitSystem => ({ unit: o.unit, matchstickInches: o.matchstickInches });

export const DEFAULT_OPTIONS: FreeTableOptions = { width: 36, height: 24, unit: 'in', matchstickInches: 2 };

function pieceFromSpec(spec: PieceSpec, id: string, x: number, y: number, angle: number): Piece {
  const at = { id, x, y, angle };
  switch (spec.kind) {
    case 'token':
      return { ...at, kind: 'token', colour: spec.colour, label: tokenLabel(spec.label), flipped: false };
    case 'figure':
      return { ...at, kind: 'figure', colour: spec.colour, shape: spec.shape, flipped: false };
    case 'stick':
      return { ...at, kind: 'stick' };
    case 'die':
      return { ...at, kind: 'die', sides: spec.sides, colour: spec.colour, face: spec.sides };
    case 'deck':
      return { ...at, kind: 'deck', name: 'Playing cards' };
    case 'terrain':
      return { ...at, kind: 'terrain', terrain: spec.terrain };
  }
}

/**
 * A token's label as the table shows it: trimmed, and without control or text-direction characters,
 * which a label from across machines (or an older save) could carry to garble others' screens.
 */
export const tokenLabel = (label: string): string => plainText(label).trim();

export function describePiece(p: Piece | PieceSpec): string {
  switch (p.kind) {
    case 'token': {
      const label = tokenLabel(p.label);
      return `${p.colour} token${label ? ` "${label}"` : ''}`;
    }
    case 'figure':
      return `${p.colour} ${p.shape}`;
    case 'stick':
      return 'matchstick';
    case 'die':
      return `${p.colour} d${p.sides}`;
    case 'card':
      return 'card';
    case 'deck':
      return 'deck of cards';
    case 'terrain':
      return TERRAIN_NAMES[p.terrain];
  }
}

/** Any finite angle into [0, 360): a wheel turned a long way, or a file's 1e306, stays a number. */
const normaliseAngle = normaliseDegrees;

const checkAction = actionGuard(actionSchema, 'Free Table');

function onTable(state: FreeTableState, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x <= state.size.width && y <= state.size.height;
}

const findPiece = (s: FreeTableState, id: string) => s.pieces.find((p) => p.id === id);

/** The drafted piece with this id; only that one piece is drafted, not every piece before it. */
function draftPiece(d: Draft<FreeTableState>, id: string): Draft<Piece> | undefined {
  const i = (original(d.pieces) ?? d.pieces).findIndex((p) => p.id === id);
  return i < 0 ? undefined : d.pieces[i];
}

/**
 * Brings pieces to the top of the drawing order, keeping their order among themselves.
 * Works on indexes, so only the pieces that move are drafted, not the whole table.
 */
function raise(draft: Draft<FreeTableState>, base: FreeTableState, ids: ReadonlySet<string>): void {
  // Only in-place edits have been made, so the draft's order is still the base's order.
  const keep: (Piece | Draft<Piece>)[] = [];
  const top: (Piece | Draft<Piece>)[] = [];
  base.pieces.forEach((p, i) => {
    if (ids.has(p.id)) top.push(draft.pieces[i] as Draft<Piece>);
    else keep.push(p);
  });
  draft.pieces = [...keep, ...top] as Draft<Piece>[];
}

function checkIds(state: FreeTableState, ids: readonly string[]): string | null {
  if (new Set(ids).size !== ids.length) return 'The same piece is named twice.';
  for (const id of ids) if (!findPiece(state, id)) return 'That piece is no longer on the table.';
  return null;
}

/** checkIds, and then that none of the pieces is locked in place (for what would move or take it). */
function checkFree(state: FreeTableState, ids: readonly string[]): string | null {
  const bad = checkIds(state, ids);
  if (bad) return bad;
  const locked = ids.map((id) => findPiece(state, id)).find((p) => p?.locked);
  return locked ? `The ${describePiece(locked)} is locked in place: right-click it to unlock it.` : null;
}

/** A die locked in place, rolled where it lies: the same place and turn, no path to tumble along. */
function rolledInPlace(state: FreeTableState, t: PiecePose & { tumbles: string }): boolean {
  const p = findPiece(state, t.id);
  return !!p?.locked && p.x === t.x && p.y === t.y && p.angle === normaliseAngle(t.angle) && t.tumbles === '';
}

function seatName(state: FreeTableState, seat: Seat): string {
  return state.players[seat] ?? `Player ${seat + 1}`;
}

/** What the rules' log notes carry: a card shown to everyone (its face turned up, or played from a hand). */
export type FreeTableDetail = { t: 'reveal' };

/** A log event of this game: dice, or a note with its detail. */
type GameEvent = AnyEvent<FreeTableDetail>;

export const freeTable: GameDefinition<FreeTableState, FreeTableAction, FreeTableOptions, FreeTableDetail> = {
  id: 'free-table',
  title: 'Free Table',
  optionsSchema,
  actionSchema,
  defaultOptions: DEFAULT_OPTIONS,
  minPlayers: 1,
  maxPlayers: 4,

  setup({ options, players }, seed) {
    const system = unitSystem(options);
    return {
      options,
      size: { width: toMm(options.width, system), height: toMm(options.height, system) },
      pieces: [],
      cards: seatZones('hand', players.length),
      players: players.map((p) => p.name),
      nextId: 1,
      rng: seedRng(seed),
    };
  },

  // Anyone at the table may act at any time: there are no turns on a free table.
  actors: (state) => state.players.map((_, i) => i),

  apply(state, input, seat) {
    const checked = checkAction(input);
    if (!checked.ok) return checked;
    const action = checked.action;
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return refuse('There is no such player at this table.');
    const events: GameEvent[] = [];
    switch (action.type) {
      case 'place': {
        if (state.pieces.length >= MAX_PIECES) return refuse(`The table holds at most ${MAX_PIECES} pieces.`);
        if (!onTable(state, action.x, action.y)) return refuse('That is off the table.');
        const piece = pieceFromSpec(action.spec, `p${state.nextId}`, action.x, action.y, normaliseAngle(action.angle));
        // A new deck comes shuffled: its cards are a zone named by the deck's id.
        const mixed = piece.kind === 'deck' ? shuffle({ ...state.cards, [piece.id]: zone('down', null, PLAYING_CARDS) }, piece.id, state.rng) : null;
        if (mixed && !mixed.ok) return mixed;
        const next = produce(state, (d) => {
          d.pieces.push(piece);
          d.nextId += 1;
          if (mixed) {
            d.cards = mixed.zones;
            d.rng = mixed.rng;
          }
        });
        return accept(next, events);
      }
      case 'move': {
        const bad = checkFree(state, action.poses.map((p) => p.id));
        if (bad) return refuse(bad);
        if (action.poses.some((p) => !onTable(state, p.x, p.y))) return refuse('That is off the table.');
        return accept(
          produce(state, (d) => {
            for (const pose of action.poses) {
              const piece = draftPiece(d, pose.id);
              if (!piece) continue;
              piece.x = pose.x;
              piece.y = pose.y;
              piece.angle = normaliseAngle(pose.angle);
            }
            raise(d, state, new Set(action.poses.map((p) => p.id)));
          }),
        );
      }
      case 'flip': {
        // Turned over where it lies: a lock keeps a piece's place, not its use.
        const bad = checkIds(state, action.ids);
        if (bad) return refuse(bad);
        const flippable = action.ids.every((id) => {
          const k = findPiece(state, id)?.kind;
          return k === 'token' || k === 'figure' || k === 'card';
        });
        if (!flippable) return refuse('Only tokens, figures and cards can be flipped.');
        // Turning a face-down card up shows it to everyone: a reveal undo may not take back.
        for (const id of action.ids) {
          const p = findPiece(state, id);
          if (p?.kind === 'card' && !p.faceUp) events.push(reveal(`The ${cardName(p.card)} is turned up.`));
        }
        return accept(
          produce(state, (d) => {
            for (const id of action.ids) {
              const p = draftPiece(d, id);
              if (p?.kind === 'card') p.faceUp = !p.faceUp;
              else if (p?.kind === 'token' || p?.kind === 'figure') p.flipped = !p.flipped;
            }
          }),
          events,
        );
      }
      case 'remove': {
        const bad = checkFree(state, action.ids);
        if (bad) return refuse(bad);
        const gone = new Set(action.ids);
        // A deck taken off the table takes its cards with it.
        const cards = Object.fromEntries(Object.entries(state.cards).filter(([name]) => !gone.has(name)));
        return accept(
          produce(state, (d) => {
            d.pieces = d.pieces.filter((p) => !gone.has(p.id));
            d.cards = cards;
          }),
        );
      }
      case 'throw': {
        // A die locked in place may still be rolled, where it lies.
        const bad = checkFree(state, action.dice.filter((d) => !rolledInPlace(state, d)).map((d) => d.id));
        if (bad) return refuse(bad);
        if (new Set(action.dice.map((d) => d.id)).size !== action.dice.length) return refuse('The same piece is named twice.');
        if (action.dice.some((d) => findPiece(state, d.id)?.kind !== 'die')) return refuse('Only dice can be thrown.');
        if (action.dice.some((d) => !onTable(state, d.x, d.y))) return refuse('A die fell off the table.');
        const rng = new Rng(state.rng);
        const faces: number[] = [];
        const sides: number[] = [];
        const next = produce(state, (d) => {
          for (const t of action.dice) {
            const die = draftPiece(d, t.id);
            if (die?.kind !== 'die') continue;
            // The die's starting orientation is the chance; its path across the table does the rest.
            const start = rng.int(0, startCount(die.sides) - 1);
            die.face = tumbleFace(die.sides, start, t.tumbles);
            die.x = t.x;
            die.y = t.y;
            die.angle = normaliseAngle(t.angle);
            faces.push(die.face);
            sides.push(die.sides);
          }
          d.rng = rng.state();
          raise(d, state, new Set(action.dice.map((t) => t.id)));
        });
        events.push({
          kind: 'roll',
          who: seat,
          why: 'a throw on the table',
          dice: diceNotation(sides),
          faces,
          total: faces.reduce((a, b) => a + b, 0),
        });
        return accept(next, events);
      }
      case 'shuffle': {
        const deck = findPiece(state, action.deck);
        if (deck?.kind !== 'deck') return refuse('That is not a deck.');
        if (deckCards(state, deck.id).length < 2) return refuse('There is nothing to shuffle.');
        const mixed = shuffle(state.cards, deck.id, state.rng);
        if (!mixed.ok) return mixed;
        return accept(
          produce(state, (d) => {
            d.cards = mixed.zones;
            d.rng = mixed.rng;
          }),
        );
      }
      case 'draw': {
        const deck = findPiece(state, action.deck);
        if (deck?.kind !== 'deck') return refuse('That is not a deck.');
        if (action.to === 'table') {
          const top = take(state.cards, deck.id);
          if (!top.ok) return top;
          if (state.pieces.length >= MAX_PIECES) return refuse(`The table holds at most ${MAX_PIECES} pieces.`);
          const x = action.x ?? Math.min(state.size.width, deck.x + 70);
          const y = action.y ?? deck.y;
          if (!onTable(state, x, y)) return refuse('That is off the table.');
          return accept(
            produce(state, (d) => {
              d.cards = top.zones;
              d.pieces.push({ id: `p${d.nextId}`, kind: 'card', card: top.card, faceUp: false, x, y, angle: deck.angle });
              d.nextId += 1;
            }),
          );
        }
        const drawn = draw(state.cards, deck.id, seatZone('hand', seat));
        if (!drawn.ok) return drawn;
        return accept(produce(state, (d) => void (d.cards = drawn.zones)));
      }
      case 'deal': {
        const deck = findPiece(state, action.deck);
        if (deck?.kind !== 'deck') return refuse('That is not a deck.');
        const dealt = deal(state.cards, deck.id, state.players.map((_, i) => seatZone('hand', i)), action.count);
        if (!dealt.ok) return dealt;
        return accept(produce(state, (d) => void (d.cards = dealt.zones)));
      }
      case 'play': {
        const played = take(state.cards, seatZone('hand', seat), action.card);
        if (!played.ok) return refuse('That card is not in your hand.');
        if (!onTable(state, action.x, action.y)) return refuse('That is off the table.');
        if (state.pieces.length >= MAX_PIECES) return refuse(`The table holds at most ${MAX_PIECES} pieces.`);
        return accept(
          produce(state, (d) => {
            d.cards = played.zones;
            d.pieces.push({ id: `p${d.nextId}`, kind: 'card', card: action.card, faceUp: action.faceUp, x: action.x, y: action.y, angle: 0 });
            d.nextId += 1;
          }),
        );
      }
      case 'take': {
        const card = findPiece(state, action.id);
        if (card?.kind !== 'card') return refuse('Only cards can be taken into a hand.');
        const locked = checkFree(state, [card.id]);
        if (locked) return refuse(locked);
        const taken = put(state.cards, seatZone('hand', seat), [card.card]);
        if (!taken.ok) return taken;
        if (!card.faceUp) events.push(reveal(`Only ${seatName(state, seat)} sees it.`));
        return accept(
          produce(state, (d) => {
            d.pieces = d.pieces.filter((p) => p.id !== action.id);
            d.cards = taken.zones;
          }),
          events,
        );
      }
      case 'stack': {
        const bad = checkFree(state, action.ids);
        if (bad) return refuse(bad);
        const deck = findPiece(state, action.deck);
        if (deck?.kind !== 'deck') return refuse('Cards can only be stacked onto a deck.');
        const cards = action.ids.map((id) => findPiece(state, id));
        if (cards.some((c) => c?.kind !== 'card')) return refuse('Only cards can go onto a deck.');
        const ids = new Set(action.ids);
        const stacked = put(state.cards, deck.id, cards.flatMap((c) => (c?.kind === 'card' ? [c.card] : [])));
        if (!stacked.ok) return stacked;
        return accept(
          produce(state, (d) => {
            d.cards = stacked.zones;
            d.pieces = d.pieces.filter((p) => !ids.has(p.id));
          }),
        );
      }
      case 'label': {
        const token = findPiece(state, action.id);
        if (token?.kind !== 'token') return refuse('Only tokens carry a label.');
        return accept(
          produce(state, (d) => {
            const t = draftPiece(d, action.id);
            if (t?.kind === 'token') t.label = tokenLabel(action.label);
          }),
        );
      }
      case 'lock': {
        const bad = checkIds(state, action.ids);
        if (bad) return refuse(bad);
        return accept(
          produce(state, (d) => {
            for (const id of action.ids) {
              const p = draftPiece(d, id);
              if (p) p.locked = action.locked;
            }
          }),
        );
      }
      default:
        return unknownAction('Free Table', action);
    }
  },

  result: () => null,

  kept: (entry) => keptBecause(entry) !== null,

  playerView(state, seat) {
    const cards = viewZones(state.cards, seat);
    return produce(state, (d) => {
      d.rng = [...HIDDEN_RNG];
      d.cards = cards;
      for (const p of d.pieces) if (p.kind === 'card' && !p.faceUp) p.card = HIDDEN_CARD;
    });
  },

  describe(action, before, seat) {
    const who = seatName(before, seat);
    const piece = (id: string) => {
      const p = findPiece(before, id);
      return p ? describePiece(p) : 'piece';
    };
    const count = (n: number, one: string, many = `${one}s`) => `${n === 1 ? 'a' : n} ${n === 1 ? one : many}`;
    switch (action.type) {
      case 'place':
        return `${who} put a ${action.spec.kind === 'deck' ? 'shuffled deck of cards' : describePiece(action.spec)} on the table`;
      case 'move':
        return action.poses.length === 1 ? `${who} moved the ${piece(action.poses[0]!.id)}` : `${who} moved ${action.poses.length} pieces`;
      case 'flip':
        return action.ids.length === 1 ? `${who} flipped the ${piece(action.ids[0]!)}` : `${who} flipped ${action.ids.length} pieces`;
      case 'remove':
        return action.ids.length === 1 ? `${who} took the ${piece(action.ids[0]!)} off the table` : `${who} took ${action.ids.length} pieces off the table`;
      case 'throw': {
        const n = action.dice.length;
        // Locked dice rolled where they lie were not thrown anywhere.
        if (action.dice.every((d) => rolledInPlace(before, d))) return `${who} rolled ${count(n, 'die', 'dice')} where ${n === 1 ? 'it lies' : 'they lie'}`;
        return `${who} threw ${count(n, 'die', 'dice')}`;
      }
      case 'shuffle':
        return `${who} shuffled the deck`;
      case 'draw':
        return action.to === 'hand' ? `${who} drew a card into their hand` : `${who} drew a card onto the table`;
      case 'deal':
        return `${who} dealt ${count(action.count, 'card')} to each player`;
      case 'play':
        return `${who} played ${action.faceUp ? `the ${cardName(action.card)}` : 'a card face down'}`;
      case 'take':
        return `${who} took a card into their hand`;
      case 'stack':
        return `${who} put ${count(action.ids.length, 'card')} on the deck`;
      case 'label':
        return `${who} labelled a token "${tokenLabel(action.label)}"`;
      case 'lock': {
        const what = action.ids.length === 1 ? `the ${piece(action.ids[0]!)}` : `${action.ids.length} pieces`;
        return action.locked ? `${who} locked ${what} in place` : `${who} unlocked ${what}`;
      }
    }
  },

  progress(state) {
    const n = state.pieces.length;
    return n === 0 ? 'An empty table' : `${n} ${n === 1 ? 'piece' : 'pieces'} on the table`;
  },
};

/**
 * Undo never takes back what someone has seen: a throw's faces, cards drawn or dealt into hands, a
 * face-down card turned up or taken into a hand (undoing those would let a player throw or draw
 * again knowing the outcome). Why an entry stands, in the player's words, or null if it may be undone.
 */
export function keptBecause({ action, events }: { action: FreeTableAction; events: readonly GameEvent[] }): string | null {
  if (action.type === 'throw') return 'a throw of the dice stands, everyone saw how they landed.';
  if (action.type === 'deal') return 'cards dealt stay dealt, their players have seen them.';
  if (action.type === 'draw' && action.to === 'hand') return 'a card drawn into a hand stays there, its player has seen it.';
  if (!events.some(isReveal)) return null;
  return action.type === 'take' ? 'a card taken into a hand stays there, its player has seen it.' : 'a card turned face up stays up, everyone has seen it.';
}

/** A log note marking an action that showed someone a hidden card. */
const reveal = (text: string): GameEvent => note(text, null, { t: 'reveal' });
const isReveal = (e: GameEvent): boolean => e.kind === 'note' && e.detail?.t === 'reveal';

function diceNotation(sides: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const s of sides) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n}d${s}`).join(' + ');
}

/** The starting orientations a throw of these dice will draw, without drawing them (for the animation). */
export function peekThrowStarts(state: FreeTableState, dieIds: readonly string[]): number[] {
  const rng = new Rng(state.rng);
  return dieIds.map((id) => {
    const p = findPiece(state, id);
    return rng.int(0, startCount(p?.kind === 'die' ? p.sides : 6) - 1);
  });
}
