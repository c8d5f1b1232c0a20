// A seeded player for the Free Table, which has no computer opponent: it does what people do at
// a table (puts pieces down, moves and turns them, throws dice with a path that tumbles them,
// draws, deals, plays and flips cards, labels tokens) at random, always within the rules. The
// soak and the rules fuzzer drive the table with it, headless.
import type { Rng } from '../../../engine/rng';
import { COLOURS, DIE_SIDES, FIGURE_SHAPES, TERRAIN_KINDS } from '../rules/catalog';
import { MAX_PIECES, deckCards, handOf } from '../rules';
import type { FreeTableAction, FreeTableState, Piece, PieceSpec } from '../rules/state';

const TUMBLES = 'NESW';

function spot(s: FreeTableState, rng: Rng): { x: number; y: number } {
  return { x: round(rng.range(0, s.size.width)), y: round(rng.range(0, s.size.height)) };
}

const round = (n: number) => Math.round(n * 100) / 100;

function randomSpec(rng: Rng): PieceSpec {
  switch (rng.int(0, 9)) {
    case 0:
    case 1:
      return { kind: 'token', colour: rng.pick(COLOURS), label: rng.int(0, 2) === 0 ? `T${rng.int(1, 99)}` : '' };
    case 2:
    case 3:
    case 4:
      return { kind: 'figure', colour: rng.pick(COLOURS), shape: rng.pick(FIGURE_SHAPES) };
    case 5:
      return { kind: 'stick' };
    case 6:
    case 7:
      return { kind: 'die', sides: rng.pick(DIE_SIDES), colour: rng.pick(COLOURS) };
    case 8:
      return { kind: 'deck' };
    default:
      return { kind: 'terrain', terrain: rng.pick(TERRAIN_KINDS) };
  }
}

/** A few distinct pieces, at random. */
function some(pieces: readonly Piece[], rng: Rng, most: number): Piece[] {
  return rng.shuffle(pieces).slice(0, rng.int(1, Math.min(most, pieces.length)));
}

/**
 * A legal action for `seat` on this table, at random. The table fills up early on and then
 * mostly sees moves, throws and card play, as a game on a real table does.
 */
export function randomTableAction(s: FreeTableState, seat: number, rng: Rng): FreeTableAction {
  const pieces = s.pieces;
  const dice = pieces.filter((p) => p.kind === 'die');
  const decks = pieces.filter((p): p is Extract<Piece, { kind: 'deck' }> => p.kind === 'deck');
  const cards = pieces.filter((p) => p.kind === 'card');
  const flippable = pieces.filter((p) => p.kind === 'token' || p.kind === 'figure' || p.kind === 'card');
  const tokens = pieces.filter((p) => p.kind === 'token');
  const hand = handOf(s, seat);
  const options: (() => FreeTableAction | null)[] = [
    () => (pieces.length < Math.min(40, MAX_PIECES) ? { type: 'place', spec: randomSpec(rng), ...spot(s, rng), angle: rng.pick([0, 0, 90, rng.range(-720, 720)]) } : null),
    () => (pieces.length ? { type: 'move', poses: some(pieces, rng, 3).map((p) => ({ id: p.id, ...spot(s, rng), angle: round(p.angle + rng.range(-200, 200)) })) } : null),
    () => (pieces.length ? { type: 'move', poses: some(pieces, rng, 1).map((p) => ({ id: p.id, ...spot(s, rng), angle: p.angle })) } : null),
    () =>
      dice.length
        ? {
            type: 'throw',
            dice: some(dice, rng, 4).map((d) => ({
              id: d.id,
              ...spot(s, rng),
              angle: round(rng.range(0, 360)),
              tumbles: Array.from({ length: rng.int(0, 12) }, () => TUMBLES[rng.int(0, 3)]).join(''),
            })),
          }
        : null,
    () => (flippable.length ? { type: 'flip', ids: some(flippable, rng, 2).map((p) => p.id) } : null),
    () => (pieces.length > 20 ? { type: 'remove', ids: some(pieces, rng, 2).map((p) => p.id) } : null),
    () => {
      const deck = decks.find((d) => deckCards(s, d.id).length >= 2);
      return deck ? { type: 'shuffle', deck: deck.id } : null;
    },
    () => {
      const deck = decks.find((d) => deckCards(s, d.id).length > 0);
      if (!deck) return null;
      if (rng.int(0, 1) === 0) return { type: 'draw', deck: deck.id, to: 'hand' };
      return pieces.length < MAX_PIECES ? { type: 'draw', deck: deck.id, to: 'table', ...(rng.int(0, 1) ? spot(s, rng) : {}) } : null;
    },
    () => {
      const deck = decks.find((d) => deckCards(s, d.id).length >= s.players.length * 2);
      return deck ? { type: 'deal', deck: deck.id, count: rng.int(1, 2) } : null;
    },
    () => (hand.length && pieces.length < MAX_PIECES ? { type: 'play', card: rng.pick(hand), ...spot(s, rng), faceUp: rng.int(0, 1) === 1 } : null),
    () => (cards.length ? { type: 'take', id: rng.pick(cards).id } : null),
    () => (cards.length && decks.length ? { type: 'stack', ids: some(cards, rng, 3).map((c) => c.id), deck: rng.pick(decks).id } : null),
    () => (tokens.length ? { type: 'label', id: rng.pick(tokens).id, label: rng.int(0, 3) ? `L${rng.int(0, 999)}` : '' } : null),
  ];
  for (let tries = 0; tries < 50; tries++) {
    const action = rng.pick(options)();
    if (action) return action;
  }
  return { type: 'place', spec: randomSpec(rng), ...spot(s, rng), angle: 0 };
}
