import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHistory, currentState, dispatch, restoreHistory, undo, redo, type History } from '../../engine/action-log';
import { DiceThrow } from '../../table/sim/dice-throw';
import { DIE_SIZE, HIDDEN_CARD, deckCards, freeTable, handOf, peekThrowStarts, type FreeTableAction, type FreeTableOptions, type FreeTableState } from './rules';

type H = History<FreeTableState, FreeTableAction, FreeTableOptions>;
const players = [
  { name: 'Red', control: 'human' as const, strength: 'normal' as const },
  { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
];
const setup = { options: { width: 36, height: 24, unit: 'in' as const, matchstickInches: 2 }, players };

function start(seed = 1): H {
  return createHistory(freeTable, setup, seed);
}
function act(h: H, action: FreeTableAction, seat = 0): H {
  const r = dispatch(freeTable, h, seat, action);
  if (!r.ok) throw new Error(r.message);
  return r.history;
}
const state = (h: H) => currentState(h);

describe('Free Table', () => {
  it('lays out a table of the chosen size in millimetres', () => {
    expect(state(start()).size).toEqual({ width: 36 * 25.4, height: 24 * 25.4 });
    const sticks = createHistory(freeTable, { ...setup, options: { width: 12, height: 6, unit: 'matchstick' as const, matchstickInches: 2 } }, 1);
    expect(state(sticks).size).toEqual({ width: 12 * 2 * 25.4, height: 6 * 2 * 25.4 });
  });

  it('puts a piece from the tray on the table, with a new id, on top of the others', () => {
    let h = act(start(), { type: 'place', spec: { kind: 'token', colour: 'red', label: '3' }, x: 100, y: 100, angle: 0 });
    h = act(h, { type: 'place', spec: { kind: 'figure', colour: 'blue', shape: 'cavalry' }, x: 200, y: 100, angle: 370 });
    const s = state(h);
    expect(s.pieces.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(s.pieces[1]).toMatchObject({ kind: 'figure', angle: 10 });
    expect(h.entries.map((e) => e.text)).toEqual(['Red put a red token "3" on the table', 'Red put a blue cavalry on the table']);
  });

  it('locks a piece in place: moving, turning, throwing it elsewhere or removing it is refused until it is unlocked', () => {
    let h = act(start(), { type: 'place', spec: { kind: 'terrain', terrain: 'hill' }, x: 300, y: 300, angle: 0 });
    h = act(h, { type: 'place', spec: { kind: 'die', sides: 6, colour: 'white' }, x: 100, y: 100, angle: 0 });
    h = act(h, { type: 'lock', ids: ['p1', 'p2'], locked: true });
    expect(h.entries.at(-1)?.text).toBe('Red locked 2 pieces in place');
    expect(state(h).pieces.every((p) => p.locked)).toBe(true);
    const refused = (a: FreeTableAction) => {
      const r = dispatch(freeTable, h, 0, a);
      return r.ok ? null : r.message;
    };
    expect(refused({ type: 'move', poses: [{ id: 'p1', x: 400, y: 300, angle: 0 }] })).toBe('The hill is locked in place: right-click it to unlock it.');
    expect(refused({ type: 'remove', ids: ['p1'] })).toMatch(/locked in place/);
    expect(refused({ type: 'throw', dice: [{ id: 'p2', x: 200, y: 200, angle: 0, tumbles: 'N' }] })).toMatch(/white d6 is locked/);
    // A lock keeps a piece's place, not its use: a locked die rolls where it lies (its place and
    // turn as they were, no path), a locked card or token turns over, a locked deck deals.
    expect(refused({ type: 'throw', dice: [{ id: 'p2', x: 100, y: 100, angle: 0, tumbles: 'N' }] })).toMatch(/white d6 is locked/);
    const rolled = act(h, { type: 'throw', dice: [{ id: 'p2', x: 100, y: 100, angle: 0, tumbles: '' }] });
    expect(state(rolled).pieces.find((p) => p.id === 'p2')).toMatchObject({ x: 100, y: 100, angle: 0, locked: true });
    expect(rolled.entries.at(-1)?.events[0]).toMatchObject({ kind: 'roll', dice: '1d6' });
    expect(rolled.entries.at(-1)?.text).toBe('Red rolled a die where it lies');
    let used = act(h, { type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 50, y: 50, angle: 0 });
    used = act(used, { type: 'place', spec: { kind: 'deck' }, x: 200, y: 200, angle: 0 });
    used = act(used, { type: 'lock', ids: ['p3', 'p4'], locked: true });
    used = act(used, { type: 'flip', ids: ['p3'] });
    expect(state(used).pieces.find((p) => p.id === 'p3')).toMatchObject({ flipped: true, x: 50, locked: true });
    used = act(used, { type: 'draw', deck: 'p4', to: 'table' });
    expect(state(used).pieces.find((p) => p.id === 'p4')).toMatchObject({ x: 200, y: 200, locked: true });
    expect(state(used).pieces.filter((p) => p.kind === 'card')).toHaveLength(1);
    h = act(h, { type: 'lock', ids: ['p1'], locked: false });
    expect(h.entries.at(-1)?.text).toBe('Red unlocked the hill');
    h = act(h, { type: 'move', poses: [{ id: 'p1', x: 400, y: 300, angle: 0 }] });
    expect(state(h).pieces.find((p) => p.id === 'p1')).toMatchObject({ x: 400, locked: false });
  });

  it('refuses a piece off the table, and leaves the table as it was', () => {
    const h = start();
    const r = dispatch(freeTable, h, 0, { type: 'place', spec: { kind: 'stick' }, x: -5, y: 10, angle: 0 });
    expect(r).toEqual({ ok: false, message: 'That is off the table.' });
    expect(state(h).pieces).toEqual([]);
  });

  it('moves pieces to new places and turns them, raising them to the top', () => {
    let h = start();
    for (const x of [100, 200, 300]) h = act(h, { type: 'place', spec: { kind: 'stick' }, x, y: 50, angle: 0 });
    h = act(h, { type: 'move', poses: [{ id: 'p1', x: 400, y: 400, angle: -90 }] });
    const s = state(h);
    expect(s.pieces.map((p) => p.id)).toEqual(['p2', 'p3', 'p1']);
    expect(s.pieces[2]).toMatchObject({ x: 400, y: 400, angle: 270 });
    expect(dispatch(freeTable, h, 0, { type: 'move', poses: [{ id: 'p9', x: 1, y: 1, angle: 0 }] })).toEqual({
      ok: false,
      message: 'That piece is no longer on the table.',
    });
  });

  it('flips tokens, figures and cards, and nothing else', () => {
    let h = act(start(), { type: 'place', spec: { kind: 'token', colour: 'green', label: '' }, x: 50, y: 50, angle: 0 });
    h = act(h, { type: 'flip', ids: ['p1'] });
    expect(state(h).pieces[0]).toMatchObject({ flipped: true });
    h = act(h, { type: 'place', spec: { kind: 'stick' }, x: 60, y: 60, angle: 0 });
    expect(dispatch(freeTable, h, 0, { type: 'flip', ids: ['p2'] })).toEqual({
      ok: false,
      message: 'Only tokens, figures and cards can be flipped.',
    });
  });

  it('reads a thrown die from its path and its seeded start, logs the roll, and never re-rolls on undo', () => {
    let h = start(42);
    h = act(h, { type: 'place', spec: { kind: 'die', sides: 6, colour: 'white' }, x: 100, y: 100, angle: 0 });
    h = act(h, { type: 'place', spec: { kind: 'die', sides: 6, colour: 'red' }, x: 130, y: 100, angle: 0 });
    const starts = peekThrowStarts(state(h), ['p1', 'p2']);
    h = act(h, {
      type: 'throw',
      dice: [
        { id: 'p1', x: 400, y: 300, angle: 12, tumbles: 'EENS' },
        { id: 'p2', x: 420, y: 330, angle: 80, tumbles: 'NNW' },
      ],
    });
    const dice = state(h).pieces.filter((p) => p.kind === 'die');
    const faces = dice.map((d) => (d.kind === 'die' ? d.face : 0));
    const roll = h.entries[2]?.events[0];
    expect(roll).toMatchObject({ kind: 'roll', who: 0, dice: '2d6', faces, total: faces[0]! + faces[1]! });
    expect(starts).toHaveLength(2);
    // Undo then redo: the very same faces, no new roll.
    const again = redo(undo(h));
    expect(state(again).pieces.filter((p) => p.kind === 'die').map((d) => (d.kind === 'die' ? d.face : 0))).toEqual(faces);
    // Replaying the log from the seed gives the same faces too.
    const replay = restoreHistory(freeTable, setup, 42, h.entries, h.cursor);
    expect(replay.ok && currentState(replay.history)).toEqual(state(h));
  });

  it('throws dice by physics: they settle on the table and the throw replays the same', () => {
    const s = state(start());
    const launches = [
      { id: 'a', x: 100, y: 300, angle: 0, vx: 900, vy: -150, spin: 8, size: DIE_SIZE },
      { id: 'b', x: 100, y: 330, angle: 0.3, vx: 950, vy: -100, spin: -6, size: DIE_SIZE },
    ];
    const first = new DiceThrow(s.size, launches).runToEnd();
    const second = new DiceThrow(s.size, launches).runToEnd();
    expect(first).toEqual(second);
    for (const d of first) {
      expect(d.x).toBeGreaterThan(0);
      expect(d.x).toBeLessThan(s.size.width);
      expect(d.tumbles.length).toBeGreaterThan(3);
    }
  });

  it('shuffles a deck with the seeded stream, deals to every hand, and plays from a hand', () => {
    let h = act(start(7), { type: 'place', spec: { kind: 'deck' }, x: 300, y: 300, angle: 0 });
    const before = [...deckCards(state(h), 'p1')];
    expect(before).toHaveLength(54);
    h = act(h, { type: 'shuffle', deck: 'p1' });
    expect(deckCards(state(h), 'p1')).not.toEqual(before);
    h = act(h, { type: 'deal', deck: 'p1', count: 3 });
    expect([handOf(state(h), 0).length, handOf(state(h), 1).length]).toEqual([3, 3]);
    expect(deckCards(state(h), 'p1')).toHaveLength(48);
    const card = handOf(state(h), 1)[0]!;
    h = act(h, { type: 'play', card, x: 500, y: 200, faceUp: true }, 1);
    expect(state(h).pieces.at(-1)).toMatchObject({ kind: 'card', card, faceUp: true });
    expect(handOf(state(h), 1)).toHaveLength(2);
    expect(dispatch(freeTable, h, 0, { type: 'play', card, x: 1, y: 1, faceUp: true })).toEqual({
      ok: false,
      message: 'That card is not in your hand.',
    });
  });

  it('draws the top card face down, flips it, and stacks it back on the deck', () => {
    let h = act(start(3), { type: 'place', spec: { kind: 'deck' }, x: 300, y: 300, angle: 0 });
    const top = deckCards(state(h), 'p1').at(-1);
    h = act(h, { type: 'draw', deck: 'p1', to: 'table' });
    expect(state(h).pieces[1]).toMatchObject({ kind: 'card', card: top, faceUp: false });
    h = act(h, { type: 'flip', ids: ['p2'] });
    expect(state(h).pieces[1]).toMatchObject({ faceUp: true });
    h = act(h, { type: 'stack', ids: ['p2'], deck: 'p1' });
    expect(state(h).pieces).toHaveLength(1);
    expect(deckCards(state(h), 'p1').at(-1)).toBe(top);
  });

  it('hides other hands, face-down cards and the deck from a player\'s view', () => {
    let h = act(start(3), { type: 'place', spec: { kind: 'deck' }, x: 300, y: 300, angle: 0 });
    h = act(h, { type: 'deal', deck: 'p1', count: 2 });
    h = act(h, { type: 'draw', deck: 'p1', to: 'table' });
    const view = freeTable.playerView(state(h), 0);
    expect(handOf(view, 0)).toEqual(handOf(state(h), 0));
    expect(handOf(view, 1)).toEqual([HIDDEN_CARD, HIDDEN_CARD]);
    expect(view.pieces[1]).toMatchObject({ kind: 'card', card: HIDDEN_CARD });
    expect(deckCards(view, 'p1').every((c) => c === HIDDEN_CARD)).toBe(true);
  });

  it('never loses or copies a card, whatever is done with the deck', () => {
    const cardAction = fc.oneof(
      fc.constant<FreeTableAction>({ type: 'shuffle', deck: 'p1' }),
      fc.constant<FreeTableAction>({ type: 'draw', deck: 'p1', to: 'table' }),
      fc.constant<FreeTableAction>({ type: 'draw', deck: 'p1', to: 'hand' }),
      fc.integer({ min: 1, max: 5 }).map<FreeTableAction>((count) => ({ type: 'deal', deck: 'p1', count })),
      fc.integer({ min: 2, max: 40 }).map<FreeTableAction>((n) => ({ type: 'flip', ids: [`p${n}`] })),
      fc.integer({ min: 2, max: 40 }).map<FreeTableAction>((n) => ({ type: 'take', id: `p${n}` })),
      fc.integer({ min: 2, max: 40 }).map<FreeTableAction>((n) => ({ type: 'stack', ids: [`p${n}`], deck: 'p1' })),
    );
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.tuple(cardAction, fc.integer({ min: 0, max: 1 })), { maxLength: 60 }), (seed, moves) => {
        let h = act(start(seed), { type: 'place', spec: { kind: 'deck' }, x: 300, y: 300, angle: 0 });
        for (const [action, seat] of moves) {
          const r = dispatch(freeTable, h, seat, action);
          if (r.ok) h = r.history;
        }
        const s = state(h);
        const all = [
          ...Object.values(s.cards).flatMap((z) => z.cards),
          ...s.pieces.flatMap((p) => (p.kind === 'card' ? [p.card] : [])),
        ];
        expect(all).toHaveLength(54);
        expect(new Set(all).size).toBe(54);
        expect(new Set(s.pieces.map((p) => p.id)).size).toBe(s.pieces.length);
      }),
      { numRuns: 200 },
    );
  });

  it('labels tokens, trimmed, and only tokens', () => {
    let h = act(start(), { type: 'place', spec: { kind: 'token', colour: 'white', label: '' }, x: 50, y: 50, angle: 0 });
    h = act(h, { type: 'label', id: 'p1', label: ' HQ ' });
    expect(state(h).pieces[0]).toMatchObject({ label: 'HQ' });
  });

  // A friend across machines labelled a token "\u202Eevil" and every other screen read the table's
  // log right to left from there on. Such characters are left out of a label, old saves' too.
  it('leaves control and text-direction characters out of a label, as written and as replayed', () => {
    const garbled = 'A\u202Eb\u0007c\u0085\u2066d\u2069';
    let h = act(start(), { type: 'place', spec: { kind: 'token', colour: 'white', label: garbled }, x: 50, y: 50, angle: 0 });
    h = act(h, { type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 90, y: 50, angle: 0 });
    h = act(h, { type: 'label', id: 'p2', label: '\u202Dx\u0000\u001by\u009f' });
    expect(state(h).pieces.map((p) => (p.kind === 'token' ? p.label : null))).toEqual(['Abcd', 'xy']);
    expect(h.entries.map((e) => e.text)).toEqual(['Red put a white token "Abcd" on the table', 'Red put a red token on the table', 'Red labelled a token "xy"']);
    // A save holding such a label still opens, the label read without them.
    const replayed = restoreHistory(freeTable, setup, 1, h.entries, h.cursor);
    expect(replayed.ok && currentState(replayed.history).pieces.map((p) => (p.kind === 'token' ? p.label : null))).toEqual(['Abcd', 'xy']);
  });

  it('says how full the table is, for the saves list', () => {
    let h = start();
    expect(freeTable.progress(state(h))).toBe('An empty table');
    h = act(h, { type: 'place', spec: { kind: 'stick' }, x: 50, y: 50, angle: 0 });
    expect(freeTable.progress(state(h))).toBe('1 piece on the table');
  });
});
