// The app's side of a game across machines: what the server sends becomes the session the table
// draws (its log, its view, its seats), and moves, undo requests and answers go to the server.
import { describe, expect, it, vi } from 'vitest';
import { RULES } from '../games/rules-registry';
import type { Update, Welcome } from '../contract/net';
import { RemoteSession, type NetPort } from './remote-session';
import type { SessionChange } from '../kits/shell/session';

const game = RULES['tiny-18c']!;
const seats = [
  { name: 'Anne', control: 'human' as const, strength: 'normal' as const, open: false, connected: true },
  { name: 'Ben', control: 'human' as const, strength: 'normal' as const, open: false, connected: true },
];
const welcome: Welcome = { code: 'ABC234', seat: 1, token: 'x'.repeat(24), game: { id: game.id, title: game.title, options: game.defaultOptions }, players: seats };
const state = game.setup({ options: game.defaultOptions, players: seats }, 5);
const update = (over: Partial<Update>): Update => ({ from: 0, lines: [], at: 0, view: game.playerView(state, 1), actors: [0, 1], result: null, players: seats, undoAsk: null, canUndo: false, ...over });

function session(reply: NetPort['netAct'] = async () => ({ ok: true, at: 1 })) {
  const port = { netAct: vi.fn(reply), netSend: vi.fn() };
  const s = new RemoteSession(game, welcome, ['192.168.1.20:2567'], port);
  const changes: SessionChange['kind'][] = [];
  s.subscribe((c) => changes.push(c.kind));
  return { s, port, changes };
}

describe('a remote session', () => {
  it('knows who has left the table (not itself, a free seat or the computer) and whether it opened the room', () => {
    const { s } = session();
    s.receive(update({}));
    expect(s.away).toEqual([]);
    expect(s.opener).toBe(false);
    const gone = [{ ...seats[0]!, connected: false }, seats[1]!];
    s.receive(update({ players: gone }));
    expect(s.away).toEqual([0]);
    // A free seat, the computer's, or this seat's own is never "away".
    s.receive(update({ players: [{ ...seats[0]!, open: true, connected: false }, { ...seats[1]!, connected: false }] }));
    expect(s.away).toEqual([]);
    const opened = new RemoteSession(game, { ...welcome, host: 1 }, [], { netAct: vi.fn(), netSend: vi.fn() });
    expect(opened.opener).toBe(true);
  });

  it('draws what the server sent: its view, its log lines, this seat a person and the others played elsewhere', () => {
    const { s, changes } = session();
    expect(s.ready).toBe(false);
    s.receive(update({}));
    expect(s.ready).toBe(true);
    expect(s.state).toEqual(update({}).view);
    expect(s.viewer).toBe(1);
    expect(s.players.map((p) => p.control)).toEqual(['computer', 'human']);
    expect(s.seats.map((p) => p.name)).toEqual(['Anne', 'Ben']);
    s.receive(update({ from: 0, at: 1, lines: [{ seat: 0, text: 'Attacker gave their deployment orders', events: [] }], actors: [1] }));
    expect(s.log.map((e) => e.text)).toEqual(['Attacker gave their deployment orders']);
    expect(s.log[0]?.action).toEqual({ type: 'remote' });
    expect(changes).toEqual(['viewer', 'action']);
    // Nothing is decided here: no computer to play, no redo, no other seat's view.
    expect(s.computerToAct()).toBeNull();
    s.setViewer(0);
    expect(s.viewer).toBe(1);
    expect(s.canRedo).toBe(false);
  });

  it('sends a move to the server once, keeps its own action in its log line, and passes a refusal on', async () => {
    const { s, port } = session();
    s.receive(update({}));
    const orders = { type: 'orders', orders: { phase: 'deploy', place: {} } };
    expect(s.act(orders, 0)).toEqual({ ok: false, message: expect.stringMatching(/only your own seat/) });
    expect(s.act(orders)).toBeNull();
    expect(s.act(orders)).toEqual({ ok: false, message: expect.stringMatching(/still on its way/) });
    expect(port.netAct).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    s.receive(update({ from: 0, at: 1, lines: [{ seat: 1, text: 'Defender gave their deployment orders', events: [] }], actors: [0] }));
    expect(s.log[0]?.action).toEqual(orders);
    expect(s.act(orders)).toEqual({ ok: false, message: 'It is not your turn.' });

    const refused = session(async () => ({ ok: false, message: 'Place every unit on your home row.' }));
    const heard: string[] = [];
    refused.s.onRefused = (m) => heard.push(m);
    refused.s.receive(update({}));
    expect(refused.s.act(orders)).toBeNull();
    await vi.waitFor(() => expect(heard).toEqual(['Place every unit on your home row.']));
    expect(refused.s.pending).toBe(false);
  });

  // Two moves that cross on the wire both stand, the other's first: this seat's own action was kept
  // at the position it was sent from, on the other's line, and its own line had none. The Free Table
  // then never said the thrower's result, nor selected a piece put down from the tray.
  it("keeps its own action on its own line when another's move crossed it on the wire", async () => {
    const { s } = session(async () => ({ ok: true, at: 2 }));
    s.receive(update({}));
    const orders = { type: 'orders', orders: { phase: 'deploy', place: {} } };
    expect(s.act(orders)).toBeNull();
    // Anne's orders reached the server first; Ben's, sent from position 0, stand after them.
    s.receive({ ...update({ from: 0, at: 2, actors: [], lines: [{ seat: 0, text: 'Attacker gave their deployment orders', events: [] }, { seat: 1, text: 'Defender gave their deployment orders', events: [] }] }), mine: 1 });
    await vi.waitFor(() => expect(s.pending).toBe(false));
    expect(s.log.map((e) => e.action)).toEqual([{ type: 'remote' }, orders]);
  });

  it("reads a seat's time on the server's clock from the last update, running on since it came, standing while an undo waits", () => {
    let t = 1_000;
    const { s } = session();
    s.now = () => t;
    s.receive({ ...update({}), clocks: [4_000, null] });
    t = 3_500;
    expect(s.clock(0)).toBe(6_500);
    expect(s.clock(1)).toBeNull();
    s.receive({ ...update({ undoAsk: 1 }), clocks: [5_000, null] });
    t = 9_000;
    expect(s.clock(0)).toBe(5_000);
    // An older server says nothing of clocks.
    s.receive(update({}));
    expect(s.clock(0)).toBeNull();
  });

  it('asks to undo only when the server says it may, answers a request, and follows an undo back', () => {
    const { s, port, changes } = session();
    s.receive(update({ from: 0, at: 1, lines: [{ seat: 1, text: 'Defender gave their deployment orders', events: [] }], actors: [0] }));
    expect(s.undo()).toBe(false);
    s.receive(update({ from: 1, at: 1, lines: [], actors: [0], canUndo: true }));
    expect(s.undo()).toBe(true);
    expect(port.netSend).toHaveBeenCalledWith({ type: 'undo' });
    s.answerUndo(true);
    expect(port.netSend).toHaveBeenLastCalledWith({ type: 'undo-answer', yes: true });
    // While a request waits, no move is sent.
    s.receive(update({ from: 1, at: 1, undoAsk: 0, actors: [0, 1] }));
    expect(s.act({ type: 'orders' })).toEqual({ ok: false, message: expect.stringMatching(/undo/) });
    // The undo: the log from 0 is empty now.
    s.receive(update({ from: 0, at: 0, lines: [] }));
    expect(s.log).toEqual([]);
    expect(changes.at(-1)).toBe('undo');
  });
});
