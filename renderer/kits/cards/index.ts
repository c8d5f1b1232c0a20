/**
 * The card-zones kit: decks, hands, discards and every other pile of cards a game keeps, as
 * plain data in its state, with the moves players make with cards. Pure: no screen, no clock,
 * chance only from the game's own seeded generator.
 *
 * A zone is an ordered list of card ids (bottom first, the top last) with an owner (a seat, or
 * null when shared) and a visibility: `down` (nobody sees the faces: a deck), `up` (everybody:
 * a discard, a market row, a field) or `owner` (only the owner: a hand). A single card may be
 * turned the other way from its zone with `flip` (a card shown from a hand, a face-down card in
 * a field); a card that moves takes the lie of the zone it moves to.
 *
 * A game declares its zones as a record in its state, built in its `setup`:
 *
 *     cards: { deck: zone('down', null, ids), discard: zone('up'), field: zone('up'), ...seatZones('hand', 2) }
 *
 * Card ids are the game's own and unique among its cards ("fortify", "c12"). Each operation
 * (`shuffle`, `draw` with an optional reshuffle of a discard into an empty deck, `deal`,
 * `move`, `bring`, `flip`) returns new zones or a refusal in a player's words, and never makes
 * or loses a card: every card is in exactly one zone. `peek` reads the top cards, for a rule
 * that lets one seat look. `put` and `take` are the two doors, for cards that enter from or
 * leave for a place the game keeps itself (the Free Table's cards lying at a spot on the cloth,
 * whose ids are bare faces that two decks may share, so it names cards only by position or face).
 * Chance is the game's: an operation that shuffles takes the generator state from the game
 * state and gives back the next one, to be stored in the next state.
 *
 * Views hide cards: `viewZones(zones, seat)`, called from the game's `playerView`, puts
 * HIDDEN_CARD in place of every card that seat may not see, so a hidden pile keeps its count but
 * shows neither its ids nor their order. A bot deciding from its view cannot peek.
 */
export { HIDDEN_CARD, faceUp, seatZone, seatZones, zone, zoneOf, type Visibility, type Zone, type Zones } from './zones';
export { bring, deal, draw, flip, move, peek, put, shuffle, take, type Place, type Refill, type ZonesResult } from './operations';
export { canSee, viewZones } from './view';
