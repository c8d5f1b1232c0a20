// A game as the server holds it, without a network: seats claimed by name and kept by key, the
// computer playing the seats given to it, moves checked, and what each seat is sent.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { JoinOptionsSchema } from '../contract/net';
import { RULES } from '../games/rules-registry';
import type { Action, SeatConfig } from '../engine/game';
import { Match } from './match';
import { GameSession } from '../kits/shell/session';

const game = RULES['tiny-18c']!;
const seats = (...c: SeatConfig['control'][]): SeatConfig[] => c.map((control, i) => ({ name: ['Anne', 'Ben', 'Cleo'][i]!, control, strength: 'easy' }));
let n = 0;
const token = () => `token-${String(++n).padStart(12, '0')}`;
const start = (players = seats('human', 'human')) => {
  const m = Match.start(game, game.defaultOptions, players, 7, 'ABC234');
  if (!(m instanceof Match)) throw new Error(m.message);
  return m;
};

describe('a match on the server', () => {
  it('gives each player the seat set up under their name, else the first free, and keeps it by key', () => {
    const m = start();
    const ben = m.claim('ben', undefined, undefined, token);
    expect(ben).toMatchObject({ ok: true, seat: 1 });
    const anne = m.claim('Zoe', undefined, undefined, token);
    expect(anne).toMatchObject({ ok: true, seat: 0 });
    expect(m.players.map((p) => p.name)).toEqual(['Zoe', 'ben']);
    expect(m.claim('Cleo', undefined, undefined, token)).toEqual({ ok: false, message: 'Every seat at this table is taken.' });
    // Coming back: the key, not the name, proves the seat.
    expect(m.claim('BEN', (ben as { token: string }).token, undefined, token)).toMatchObject({ ok: true, seat: 1 });
    expect(m.claim('Ben', 'wrong-key-000000', undefined, token)).toMatchObject({ ok: false, message: expect.stringMatching(/taken/) });
    expect(m.host).toBe(1);
  });

  // A friend joining the Free Table as "Ben" saw "Ben's hand" and "Ben rolled 1d6", but the log
  // said "Blue put a white d6 on the table": the game's state kept the name the seat was set up with.
  it("names a seat by its player's name in the game's own words too, from the state it was set up in", () => {
    const table = RULES['free-table']!;
    const m = Match.start(table, table.defaultOptions, [
      { name: 'Red', control: 'human', strength: 'normal' },
      { name: 'Blue', control: 'human', strength: 'normal' },
    ], 7, 'FRE234');
    if (!(m instanceof Match)) throw new Error(m.message);
    m.claim('Anne', undefined, undefined, token);
    const place = (colour: string): Action => ({ type: 'place', spec: { kind: 'token', colour, label: '' }, x: 100, y: 100, angle: 0 }) as Action;
    expect(m.act(0, 0, place('red'))).toBeNull();
    // Ben joins after Anne's first move: her move still reads as hers, and his as his.
    expect(m.claim('Ben', undefined, undefined, token)).toMatchObject({ ok: true, seat: 1 });
    expect(m.act(1, 1, place('blue'))).toBeNull();
    expect(m.updateFor(1, 0).lines.map((l) => l.text)).toEqual(['Anne put a red token on the table', 'Ben put a blue token on the table']);
    expect((m.session.state as { players: string[] }).players).toEqual(['Anne', 'Ben']);
  });

  it('never lets a person claim a computer seat, and plays that seat itself', () => {
    const m = start(seats('human', 'computer'));
    expect(m.claim('Ben', undefined, 1, token)).toEqual({ ok: false, message: 'Seat 2 is not free.' });
    m.claim('Anne', undefined, undefined, token);
    expect(m.act(0, 0, game.bot!(game.playerView(m.session.state, 0), 0, 'easy'))).toBeNull();
    // The computer's deployment followed at once: the phase was carried out.
    expect(m.at).toBe(2);
  });

  // A room opened with every seat the computer's (by a hostile client, or Host… on a saved game the
  // computer played against itself) had the server play the whole game out as it opened, every
  // other room on the server standing still meanwhile (a Jumonville skirmish: 15 s at normal), for
  // a table nobody could sit at.
  it('opens no room without a seat for a person, from a set-up or a save, and plays none of its moves', () => {
    let asked = 0;
    const bot = (...args: Parameters<NonNullable<typeof game.bot>>) => {
      asked++;
      return game.bot!(...args) as Action;
    };
    const refused = { ok: false, message: 'Nobody could play at this table: make at least one seat a person.' };
    expect(Match.start(game, game.defaultOptions, seats('computer', 'computer'), 7, 'ABC234', (g, view, seat, strength) => bot(view, seat, strength))).toEqual(refused);
    const m = start();
    m.claim('Anne', undefined, undefined, token);
    expect(m.act(0, 0, game.bot!(game.playerView(m.session.state, 0), 0, 'easy'))).toBeNull();
    const save = m.toSave('0.1.0', new Date(0));
    const watched = { ...save, game: { ...save.game, players: save.game.players.map((p) => ({ ...p, control: 'computer' as const })) } };
    expect(Match.fromSave(game, watched, { code: 'ABC234', claims: [] }, (g, view, seat, strength) => bot(view, seat, strength))).toEqual(refused);
    expect(asked).toBe(0);
  });

  it('refuses a move from a seat nobody holds, from a stale position, or of the wrong shape, changing nothing', () => {
    const m = start();
    m.claim('Anne', undefined, undefined, token);
    const move = game.bot!(game.playerView(m.session.state, 0), 0, 'easy') as Action;
    expect(m.act(1, 0, move)).toEqual({ ok: false, message: 'You have no seat at this table.' });
    expect(m.act(0, 3, move)).toEqual({ ok: false, message: expect.stringMatching(/moved on/) });
    expect(m.act(0, 0, { type: 'orders', orders: 'all of them' })).toEqual({ ok: false, message: expect.stringMatching(/^That is not a Tiny 18c move/) });
    expect(m.at).toBe(0);
    expect(m.act(0, 0, move)).toBeNull();
    expect(m.at).toBe(1);
    // Sent again from the same position (its own move since): refused as stale, not as a second order.
    expect(m.act(0, 0, move)).toEqual({ ok: false, message: expect.stringMatching(/moved on/) });
  });

  it("takes a seat's orders made before the other side's crossed them on the wire", () => {
    const m = start();
    m.claim('Anne', undefined, undefined, token);
    m.claim('Ben', undefined, undefined, token);
    const annes = game.bot!(game.playerView(m.session.state, 0), 0, 'easy') as Action;
    const bens = game.bot!(game.playerView(m.session.state, 1), 1, 'easy') as Action;
    expect(m.act(0, 0, annes)).toBeNull();
    // Ben gave his from position 0, before Anne's reached him.
    expect(m.act(1, 0, bens)).toBeNull();
    expect(m.at).toBe(2);
  });

  it('sends a seat its own view and the log lines, never another seat\'s action', () => {
    const m = start();
    m.claim('Anne', undefined, undefined, token);
    m.claim('Ben', undefined, undefined, token);
    const orders = game.bot!(game.playerView(m.session.state, 0), 0, 'easy') as Action;
    m.act(0, 0, orders);
    const forBen = m.updateFor(1, 0);
    expect(forBen.lines).toEqual([{ seat: 0, text: expect.any(String), events: [] }]);
    expect(JSON.stringify(forBen)).not.toContain(JSON.stringify((orders as unknown as { orders: unknown }).orders));
    expect(m.updateFor(0, 0).view).not.toEqual(forBen.view);
    // A log position past the end is clamped: nothing is sent twice or invented.
    expect(m.updateFor(1, 9)).toMatchObject({ from: 1, lines: [], at: 1 });
  });

  it('gives an open seat to the computer only when asked by a seated player', () => {
    const m = start();
    expect(m.giveToComputer(0, 1, 'easy')).toEqual({ ok: false, message: 'Only a seated player can do that.' });
    m.claim('Anne', undefined, undefined, token);
    expect(m.giveToComputer(0, 0, 'easy')).toEqual({ ok: false, message: 'Anne holds that seat.' });
    expect(m.giveToComputer(0, 1, 'hard')).toBeNull();
    expect(m.seats()[1]).toMatchObject({ control: 'computer', strength: 'hard', open: false, connected: true });
  });

  it('tells the table of another game a player opened once this one is over, and only then, and only for a key that holds a seat here', () => {
    const tip = RULES.tippecanoe!;
    const m = Match.start(tip, tip.defaultOptions, seats('human', 'human'), 7, 'ABC234');
    if (!(m instanceof Match)) throw new Error(m.message);
    const anne = m.claim('Anne', undefined, undefined, token) as { token: string };
    const ben = m.claim('Ben', undefined, undefined, token) as { token: string };
    // In play: nothing to tell (a room code passed round mid-game would only lure players away).
    expect(m.nextGame(anne.token, 'XYZ789')).toBe(false);
    const first = tip.actors(m.session.state)[0]!;
    expect(m.act(first, 0, { type: 'concede' })).toBeNull();
    expect(m.nextGame('token-not-a-seat-here', 'XYZ789')).toBe(false);
    expect(m.updateFor(1, 0).next).toBeNull();
    expect(m.nextGame(ben.token, 'XYZ789')).toBe(true);
    expect(m.updateFor(0, 0).next).toEqual({ code: 'XYZ789', by: 1 });
    expect(m.updateFor(1, 0).next).toEqual({ code: 'XYZ789', by: 1 });
  });

  // Cleo had left the table (her seat kept for her) when Anne asked to take back a move: the request
  // waited on Cleo's answer too, and until she came back every move at the table was refused ("A
  // request to undo is waiting for an answer."), with no way for Anne to withdraw it.
  it('asks only the players at the table to let a move be taken back, not one who has left it', () => {
    const table = RULES['free-table']!;
    const people = ['Anne', 'Ben', 'Cleo'].map((name) => ({ name, control: 'human' as const, strength: 'normal' as const }));
    const m = Match.start(table, table.defaultOptions, people, 7, 'FRE234') as Match;
    for (const name of ['Anne', 'Ben', 'Cleo']) m.claim(name, undefined, undefined, token);
    m.presence(0, 1);
    m.presence(1, 1);
    const place = (colour: string): Action => ({ type: 'place', spec: { kind: 'token', colour, label: '' }, x: 100, y: 100, angle: 0 }) as Action;
    expect(m.act(0, 0, place('red'))).toBeNull();
    expect(m.askUndo(0)).toBeNull();
    expect(m.answerUndo(2, true)).toEqual({ ok: false, message: 'No request to undo is waiting for you.' });
    expect(m.answerUndo(1, true)).toBe(true);
    expect(m.at).toBe(0);
    expect(m.act(1, 0, place('blue'))).toBeNull();
    // With nobody else at the table, the move is taken back at once.
    m.presence(0, -1);
    expect(m.askUndo(1)).toBeNull();
    expect(m.pendingUndo).toBeNull();
    expect(m.at).toBe(0);
  });

  it("lets only the seat whose move it was ask to take it back: another's Undo asked for it as their own", () => {
    const m = start();
    m.claim('Anne', undefined, undefined, token);
    m.claim('Ben', undefined, undefined, token);
    // Both at the table (a request asks only those who are).
    m.presence(0, 1);
    m.presence(1, 1);
    expect(m.act(0, 0, game.bot!(game.playerView(m.session.state, 0), 0, 'easy'))).toBeNull();
    expect(m.updateFor(0, 0).canUndo).toBe(true);
    expect(m.updateFor(1, 0).canUndo).toBe(false);
    expect(m.askUndo(1)).toEqual({ ok: false, message: 'There is nothing of yours to take back now.' });
    expect(m.pendingUndo).toBeNull();
    expect(m.askUndo(0)).toBeNull();
    expect(m.pendingUndo).toBe(0);
  });
});

describe('a race across machines keeps its clocks on the server', () => {
  const cups = RULES['cups-of-war']!;
  const people: SeatConfig[] = [
    { name: 'Anne', control: 'human', strength: 'normal' },
    { name: 'Ben', control: 'human', strength: 'normal' },
  ];
  /** A Cups of War turns battle, both cups shaken (by each seat's own computer move), at the server's time `t`. */
  function toBattle(t: number) {
    const m = Match.start(cups, { ...cups.defaultOptions, battle: 'turns', turnSeconds: 10 }, people, 11, 'CUP234');
    if (!(m instanceof Match)) throw new Error(m.message);
    m.claim('Anne', undefined, undefined, token);
    m.claim('Ben', undefined, undefined, token);
    for (let guard = 0; guard < 10 && (m.session.state as { phase: string }).phase !== 'battle'; guard++) {
      const seat = cups.actors(m.session.state)[0]!;
      expect(m.act(seat, m.at, cups.bot!(cups.playerView(m.session.state, seat), seat, 'easy'), t)).toBeNull();
    }
    return m;
  }

  it('ends a stacker\'s turn when their time is up, and takes Done\'s time from its own clock', () => {
    const m = toBattle(1_000);
    m.presence(0, 1);
    m.presence(1, 1);
    const stacker = cups.actors(m.session.state)[0]!;
    expect(m.tick(5_000)).toBe(false);
    // Ten seconds from when the stacker was called on (their first tick), and a little more.
    expect(m.tick(15_100)).toBe(true);
    const done = m.session.log.at(-1)!;
    expect(done).toMatchObject({ seat: stacker, action: { type: 'done', elapsed: 10_000 } });
    // The next stacker says Done at once, claiming a minute: the server's clock says how long it was.
    const next = cups.actors(m.session.state)[0]!;
    expect(next).not.toBe(stacker);
    expect(m.act(next, m.at, { type: 'done', elapsed: 60_000 }, 17_600)).toBeNull();
    expect(m.session.log.at(-1)!.action).toEqual({ type: 'done', elapsed: 2_500 });
  });

  // With everyone away (both players' connections gone), the server's clock ran on and ended their
  // turns one after another: they came back to a battle played out by Done after Done.
  it('stands the clocks still while nobody is connected, and runs them on from there when someone is back', () => {
    const m = toBattle(1_000);
    m.presence(0, 1);
    m.presence(1, 1);
    const stacker = cups.actors(m.session.state)[0]!;
    const at = m.at;
    expect(m.tick(1_000)).toBe(false);
    // Both leave 4 s into the stacker's ten: a minute passes, the clock standing.
    m.presence(0, -1, 5_000);
    m.presence(1, -1, 5_000);
    expect(m.tick(20_000)).toBe(false);
    expect(m.tick(65_000)).toBe(false);
    expect(m.at).toBe(at);
    // Ben comes back at 65 s: the stacker still has the 6 s left, told as 4 s used.
    m.presence(1, 1, 65_000);
    expect(m.updateFor(1, m.at, 65_000).clocks?.[stacker]).toBe(4_000);
    expect(m.tick(70_000)).toBe(false);
    expect(m.tick(71_100)).toBe(true);
    expect(m.session.log.at(-1)).toMatchObject({ seat: stacker, action: { type: 'done', elapsed: 10_000 } });
  });

  // A stacker who asked to take back a move could not move while the request waited (every move
  // refused for it), yet their clock ran on: an answer slower than the time they had left ended
  // their turn with a Done the server made for them, and the move agreed to was never taken back.
  it("stops the clocks while a request to take back a move waits for its answer", () => {
    const m = toBattle(1_000);
    m.presence(0, 1);
    m.presence(1, 1);
    const stacker = cups.actors(m.session.state)[0]!;
    const other = stacker === 0 ? 1 : 0;
    const s = m.session.state as { piles: { id: string; tiles: string[]; x: number; y: number; angle: number }[]; tiles: { id: string; owner: number }[] };
    const mine = s.piles.find((p) => s.tiles.find((t) => t.id === p.tiles.at(-1))?.owner === stacker)!;
    const at = m.at;
    expect(m.act(stacker, at, { type: 'move', pile: mine.id, x: mine.x + 5, y: mine.y, angle: mine.angle }, 3_000)).toBeNull();
    expect(m.askUndo(stacker, 4_000)).toBeNull();
    // Ben takes twenty seconds to answer: Anne's ten do not run out meanwhile.
    expect(m.tick(24_000)).toBe(false);
    expect(m.answerUndo(other, true, 24_000)).toBe(true);
    expect(m.at).toBe(at);
    // Her clock goes on from where it stood (3 s used): out of time 7 s after the answer, not before.
    expect(m.tick(30_000)).toBe(false);
    expect(m.tick(31_100)).toBe(true);
    expect(m.session.log.at(-1)).toMatchObject({ seat: stacker, action: { type: 'done' } });
  });

  // A player who reloaded mid-turn saw the clock start again at 0 s (their table counts from when it
  // hears of the turn), while the server's ran on: the turn ended with time seemingly left.
  it("tells each seat how long each stacker has been at it, by the server's clock, standing while an undo waits", () => {
    const m = toBattle(1_000);
    m.presence(0, 1);
    m.presence(1, 1);
    const stacker = cups.actors(m.session.state)[0]!;
    m.tick(1_000);
    const clocks = (u: { clocks?: (number | null)[] }) => u.clocks;
    expect(clocks(m.updateFor(0, m.at, 7_500))?.[stacker]).toBe(6_500);
    expect(clocks(m.updateFor(1, m.at, 7_500))?.[stacker === 0 ? 1 : 0]).toBeNull();
    const s = m.session.state as { piles: { id: string; tiles: string[]; x: number; y: number; angle: number }[]; tiles: { id: string; owner: number }[] };
    const mine = s.piles.find((p) => s.tiles.find((t) => t.id === p.tiles.at(-1))?.owner === stacker)!;
    expect(m.act(stacker, m.at, { type: 'move', pile: mine.id, x: mine.x + 5, y: mine.y, angle: mine.angle }, 8_000)).toBeNull();
    expect(m.askUndo(stacker, 8_000)).toBeNull();
    expect(clocks(m.updateFor(0, m.at, 9_000))?.[stacker]).toBe(7_000);
    // A game with no clock of the server's says nothing of clocks.
    expect(start().updateFor(0, 0, 5_000)).not.toHaveProperty('clocks');
  });

  it('paces a computer hand on the server: a move a beat, from its own view, never sooner', () => {
    const m = Match.start(cups, cups.defaultOptions, [people[0]!, { ...people[1]!, control: 'computer', strength: 'hard' }], 5, 'CUP234') as Match;
    m.claim('Anne', undefined, undefined, token);
    m.presence(0, 1);
    const beat = cups.paced!.beatMs('hard');
    // Both shake in a race: Anne by her own move, the computer on its first beat.
    expect(m.act(0, m.at, cups.bot!(cups.playerView(m.session.state, 0), 0, 'easy'), 1_000)).toBeNull();
    expect(m.tick(1_000)).toBe(false);
    expect(m.tick(1_000 + beat - 1)).toBe(false);
    expect(m.tick(1_000 + beat)).toBe(true);
    expect((m.session.state as { phase: string }).phase).toBe('battle');
    // In the battle, a hand's move a beat.
    const at = m.at;
    let t = 1_000 + beat;
    expect(m.tick(t + beat / 2)).toBe(false);
    for (let i = 0; i < 4; i++) m.tick((t += beat));
    const theirs = m.session.log.slice(at).filter((e) => e.seat === 1);
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    expect(theirs.length).toBeLessThanOrEqual(4);
    expect(m.seats()[1]).toMatchObject({ control: 'computer', connected: true });
  });
});

// Two friends arranging an Ironclads battle across machines: either could drag the other side's
// ships about and press Begin alone.
describe('an Ironclads set-up across machines', () => {
  const ironclads = RULES['acw-ironclads']!;
  const arranging = () => {
    const options = { ...(ironclads.defaultOptions as Record<string, unknown>), arrange: true };
    const m = Match.start(ironclads, options, seats('human', 'human'), 7, 'IRN234');
    if (!(m instanceof Match)) throw new Error(m.message);
    m.claim('Anne', undefined, 0, token);
    m.claim('Ben', undefined, 1, token);
    return m;
  };
  const phase = (m: Match) => (m.session.state as { phase: string }).phase;
  const shipOf = (m: Match, side: number) => (m.session.state as { ships: { id: string; side: number; x: number; y: number; heading: number }[] }).ships.find((x) => x.side === side)!;

  it('lets each side place only its own ships', () => {
    const m = arranging();
    const theirs = shipOf(m, 0);
    const r = m.act(1, m.at, { type: 'place', ship: theirs.id, x: theirs.x, y: theirs.y, heading: theirs.heading + 5 });
    expect(r?.message).toMatch(/^.+ is the Union's to place: arrange your own ships\.$/);
    const mine = shipOf(m, 1);
    expect(m.act(1, m.at, { type: 'place', ship: mine.id, x: mine.x, y: mine.y, heading: mine.heading + 5 })).toBeNull();
  });

  it('begins the battle only once both sides are ready, and a change to the table asks the other again', () => {
    const m = arranging();
    expect(m.act(0, m.at, { type: 'begin' })).toBeNull();
    expect(phase(m)).toBe('arrange');
    expect(m.updateFor(1, 0).lines.map((l) => l.text)).toEqual(['Union is ready to begin']);
    // Anne is ready: she waits; Ben's change to the river asks her again.
    expect(m.act(0, m.at, { type: 'flow', flow: 'west' })?.message).toBe('It is not your turn.');
    expect(m.act(1, m.at, { type: 'flow', flow: 'west' })).toBeNull();
    expect(m.act(1, m.at, { type: 'begin' })).toBeNull();
    expect(phase(m)).toBe('arrange');
    expect(m.act(0, m.at, { type: 'begin' })).toBeNull();
    expect(phase(m)).toBe('move');
  });
});

describe('an Ironclads set-up saved at one computer, then hosted', () => {
  const ironclads = RULES['acw-ironclads']!;
  const options = { ...(ironclads.defaultOptions as Record<string, unknown>), arrange: true };
  const hosted = (session: GameSession, code: string) => {
    const m = Match.fromSave(ironclads, session.toEnvelope('test', new Date(0)), { code, claims: [] });
    if (!(m instanceof Match)) throw new Error(m.message);
    m.claim('Anne', undefined, 0, token);
    m.claim('Ben', undefined, 1, token);
    return m;
  };
  const shipOf = (state: unknown, side: number) => (state as { ships: { id: string; side: number; x: number; y: number; heading: number }[] }).ships.find((x) => x.side === side)!;

  it('has each side arrange its own from there, a save whose one mouse arranged both too; one begun plays on as saved', () => {
    const local = GameSession.start(ironclads, { options, players: seats('human', 'human') }, 3, 'At one computer');
    const ship0 = shipOf(local.state, 0);
    const turn = { type: 'place', ship: ship0.id, x: ship0.x, y: ship0.y, heading: ship0.heading + 5 };
    const fresh = hosted(local, 'IRN345');
    expect(fresh.act(1, fresh.at, turn)?.message).toMatch(/arrange your own ships/);
    // At one computer one mouse arranges both sides (here, seat 1 turned the Union's ship).
    expect(local.act(turn, 1)).toBeNull();
    // Hosted, the arrangement stands as it was left, and each side arranges its own from there: the
    // old rule (any side's ship moved by either, one Begin beginning) played on with the log.
    const apart = hosted(local, 'IRN456');
    expect(shipOf(apart.session.state, 0).heading).toBe(turn.heading);
    expect(apart.act(1, apart.at, { ...turn, heading: turn.heading + 5 })?.message).toMatch(/arrange your own ships/);
    expect(apart.act(0, apart.at, { type: 'begin' })).toBeNull();
    expect((apart.session.state as { phase: string }).phase).toBe('arrange');
    expect(apart.act(1, apart.at, { type: 'begin' })).toBeNull();
    expect((apart.session.state as { phase: string }).phase).toBe('move');
    // Begun with one Begin at one computer: the battle stands, hosted.
    expect(local.act({ type: 'begin' }, 0)).toBeNull();
    expect((hosted(local, 'IRN567').session.state as { phase: string }).phase).toBe('move');
  });
});

// Names and lines reach every screen at the table: a name with a text-direction override (from a
// save, or kept by an older server) turned the others' seat list and log around.
describe('names and lines across machines', () => {
  it('refuses a new name holding control or text-direction characters', () => {
    for (const name of ['Anne\u202E', '\u2066Ben', 'Cleo\u0085', 'D\u0007an']) {
      expect(v.safeParse(JoinOptionsSchema, { name }).issues?.[0]?.message).toBe('A name cannot hold control characters.');
    }
    expect(v.safeParse(JoinOptionsSchema, { name: 'Zoë' }).success).toBe(true);
  });

  it("leaves them out of the names in a game's own options (a ship's, a side's, a figure's)", () => {
    const ironclads = RULES['acw-ironclads']!;
    const o = ironclads.defaultOptions as { ships: { name: string }[]; sides: [string, string]; title: string };
    const options = { ...o, title: 'Bend\u202E', sides: ['Union\u2066', 'Rebels\u0085'], ships: o.ships.map((x, i) => (i === 0 ? { ...x, name: 'Cai\u202Ero' } : x)) };
    const m = Match.start(ironclads, options, seats('human', 'human'), 7, 'IRN678');
    if (!(m instanceof Match)) throw new Error(m.message);
    const state = m.session.state as { options: typeof o; ships: { name: string }[] };
    expect([state.options.title, ...state.options.sides, state.ships[0]!.name]).toEqual(['Bend', 'Union', 'Rebels', 'Cairo']);
    const jumonville = RULES.jumonville!;
    const j = jumonville.defaultOptions as { figures: { name: string; side: string }[]; terrain: { name: string }[] };
    const glen = { ...j, figures: j.figures.map((f) => ({ ...f, name: `${f.name}\u202D`, side: `${f.side}\u0000` })), terrain: j.terrain.map((t) => ({ ...t, name: `\u2067${t.name}` })) };
    const parsed = v.parse(jumonville.optionsSchema, glen) as typeof j;
    expect(parsed.figures.map((f) => f.name)).toEqual(j.figures.map((f) => f.name));
    expect(parsed.figures.map((f) => f.side)).toEqual(j.figures.map((f) => f.side));
    expect(parsed.terrain.map((t) => t.name)).toEqual(j.terrain.map((t) => t.name));
  });

  it('shows a saved name and log line without them, and still opens the save', () => {
    const table = RULES['free-table']!;
    const players = [
      { name: 'Re\u202Ed', control: 'human' as const, strength: 'normal' as const },
      { name: 'Blue', control: 'human' as const, strength: 'normal' as const },
    ];
    const local = GameSession.start(table, { options: table.defaultOptions, players }, 3, 'At one computer');
    expect(local.act({ type: 'place', spec: { kind: 'token', colour: 'red', label: '' }, x: 100, y: 100, angle: 0 }, 0)).toBeNull();
    const m = Match.fromSave(table, local.toEnvelope('test', new Date(0)), { code: 'FRE345', claims: [] });
    if (!(m instanceof Match)) throw new Error(m.message);
    expect(m.seats().map((p) => p.name)).toEqual(['Red', 'Blue']);
    expect(m.lines(0).map((l) => l.text)).toEqual(['Red put a red token on the table']);
  });
});

describe('a save asked for by a player who did not open the room', () => {
  it('names who can keep it, why, and that the room keeps the game for them', () => {
    const m = start();
    m.claim('Anne', undefined, undefined, token);
    m.claim('Ben', undefined, undefined, token);
    // Ben pressed Save and read only 'Only the player who opened the room can keep it as a save.':
    // not who that is, nor whether his game is lost if he leaves.
    const r = m.saveFor(1, '0.1.0', new Date('2026-12-08T00:00:00Z'));
    expect(r).toEqual({
      ok: false,
      message: 'Only Anne, who opened the room, can keep this game as a save: a save shows every side’s secrets. The room keeps it: join room ABC234 again to play on from where it stands.',
    });
  });
});
