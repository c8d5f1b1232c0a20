// Cups of War's computer player as the game contract's `bot`: one move from what its seat sees,
// with its hand's slips drawn from a stream seeded by that view. So a war against the computer
// replays exactly from its save, and a test can play one without a screen: what a hand does
// depends on the table it sees and never on the clock. When it moves is another matter (a race
// is real time): the scene paces each hand on the beat of its strength (see ../hands.ts), and
// asks this for the move each time a beat falls due.
import { Rng, seedRng } from '../../../engine/rng';
import type { Seat, Strength } from '../../../engine/game';
import { TileShake } from '../../../table/sim/tile-shake';
import { TILE_SIZE, allStacked, type CupsAction, type CupsState } from '../rules';
import { HANDS, cupPlace, nextMove, shakeFor, withMisses } from './planner';

/**
 * A racing hand with nothing worth doing waits this many of its beats (the table may change
 * under it) before it stands down; with no one to race, it stands down at once.
 */
export const STAND_DOWN_BEATS = 3;

/** 32-bit FNV-1a: a cheap, well-spread hash of a string, the same in every engine. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * The count of moves and the table as everyone sees it, in a line of text. The count makes every
 * decision draw from a fresh stream, even on a table seen before (a unit slipped twice to the same
 * place); the table makes the stream the war's own. Nothing hidden goes in (cards in hand, the
 * deck, the game's generator): the stream is the same whoever's view it is read from.
 */
function tableKey(view: CupsState, seat: Seat): string {
  const piles = view.piles.map((p) => `${p.id}:${p.tiles.join('.')}@${p.x},${p.y},${p.angle}`).join(';');
  const players = view.players.map((p) => `${p.done ? 1 : 0}${p.powering ? `${p.powering.card}=${p.powering.tiles.join('.')}` : ''}${p.ready ? `!${p.ready.card}` : ''}`).join(';');
  const stars = view.tiles.map((t) => `${t.where[0]}${t.starUp ? '*' : ''}`).join('');
  return `${view.moves}|${view.turn}|${view.phase}|${seat}|${view.nextPile}|${players}|${stars}|${piles}`;
}

/** The seeded stream a hand's choices and slips come from at this table. */
export function handStream(view: CupsState, seat: Seat): Rng {
  return new Rng(seedRng(fnv1a(tableKey(view, seat))));
}

/**
 * The seed of a computer's shake: from the turn, the seat and how many units are lost, so the same
 * war shakes the same way (the scene's cups pour with it, and so does a headless war).
 */
export function shakeSeed(s: CupsState, seat: Seat): number {
  return (s.turn * 7919 + seat * 104729 + s.tiles.filter((t) => t.where === 'lost').length * 31) | 0;
}

/** The computer's shake, alone, run to rest at once: how a headless war (or a worker) shakes. */
function shakeAlone(view: CupsState, seat: Seat): CupsAction {
  const pour = shakeFor(view, seat, cupPlace(view, seat), shakeSeed(view, seat));
  const lying = view.piles.map((p) => ({ x: p.x, y: p.y, angle: p.angle }));
  const landings = new TileShake({ width: view.options.width, height: view.options.height }, [pour], TILE_SIZE, lying).runToEnd();
  return { type: 'shake', landings };
}

/**
 * The computer's move for `seat` from its view: a shake in a shake phase; in the battle its
 * hand's next move (a stack, perhaps slipping to land beside it, a card powered, a command, or
 * Done once all is stacked), or Done to stand down when nothing is worth doing (see `standsDown`).
 */
export function cupsBot(view: CupsState, seat: Seat, strength: Strength): CupsAction {
  if (view.phase === 'shake' || view.phase === 'shakeoff') return shakeAlone(view, seat);
  const hand = HANDS[strength];
  const stream = handStream(view, seat);
  const move = nextMove(view, seat, hand, stream);
  return move ? withMisses(view, move, hand.missChance, stream) : { type: 'done' };
}

/**
 * Whether the bot's move is standing down: a Done with units not yet stacked, meaning it has
 * nothing worth doing now. Whether to stand down yet is the pacing's to say (how long it has
 * waited is a matter of time, not of the table): see STAND_DOWN_BEATS.
 */
export function standsDown(view: CupsState, seat: Seat, move: CupsAction): boolean {
  return move.type === 'done' && !allStacked(view, seat);
}
