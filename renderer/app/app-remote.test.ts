// The app at a table across machines, with a host that answers as a Muster server would: hosting
// plays once the first update is in, nothing is autosaved (the server keeps the game), Save keeps
// the host's copy, the other player's undo request is asked and answered, a closed connection goes
// back to the menu saying so, and "Another battle" hosts a new room with the same seats.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, type StageLike } from './app';
import { lastRoom } from './remote-tables';
import type { Host } from './host';
import type { GameMode } from '../games/mode';
import type { SaveEnvelope } from '../contract/save-format';
import type { NetEvent, NetOpen } from '../contract/bridge';
import type { Update, Welcome } from '../contract/net';
import { RULES } from '../games/rules-registry';
import { GameSession } from '../kits/shell/session';
import { RemoteSession } from '../net/remote-session';

const game = RULES['tiny-18c']!;
const mode = { id: game.id, title: game.title, game, defaultSetup: () => ({ options: game.defaultOptions, players: [] }) } as unknown as GameMode;
const seats = [
  { name: 'Anne', control: 'human' as const, strength: 'normal' as const, open: false, connected: true },
  { name: 'Ben', control: 'human' as const, strength: 'normal' as const, open: false, connected: true },
];
const welcome: Welcome = { code: 'ABC234', seat: 0, token: 't'.repeat(24), game: { id: game.id, title: game.title, options: game.defaultOptions }, players: seats };
const state = game.setup({ options: game.defaultOptions, players: seats }, 3);
const update = (over: Partial<Update> = {}): Update => ({ from: 0, lines: [], at: 0, view: game.playerView(state, 0), actors: [0, 1], result: null, players: seats, undoAsk: null, canUndo: false, ...over });

function fixture(modes: GameMode[] = [mode]) {
  let listener: ((e: NetEvent) => void) | null = null;
  const opened: NetOpen[] = [];
  const sent: unknown[] = [];
  const autosaves: SaveEnvelope[] = [];
  const writes: SaveEnvelope[] = [];
  const saveText = JSON.stringify(GameSession.start(game, { options: game.defaultOptions, players: seats }, 3, 'Room ABC234').toEnvelope('0.1.0', new Date('2026-12-03T12:00:00Z')));
  const host = {
    kind: 'browser',
    onMenuCommand: () => () => undefined,
    setMenuState: () => undefined,
    listSaves: async () => [],
    appInfo: async () => ({ name: 'Muster', version: '0.1.0', host: 'browser', platform: 'test', versions: {}, savesLocation: '' }),
    autosave: async (env: SaveEnvelope) => (autosaves.push(env), { ok: true }),
    writeSave: async (_id: string | null, env: SaveEnvelope) => (writes.push(env), { ok: true, summary: { id: 'x', name: env.name } }),
    netOpen: async (request: NetOpen) => (opened.push(request), { ok: true, welcome, addresses: ['192.168.1.20:2567'] }),
    onNetEvent: (l: (e: NetEvent) => void) => ((listener = l), () => (listener = null)),
    netSend: (m: unknown) => void sent.push(m),
    netAct: async () => ({ ok: true, at: 1 }),
    netSaveText: async () => ({ ok: true, text: saveText }),
    netClose: vi.fn(async () => undefined),
  } as unknown as Host;
  const stage = { play: () => undefined, showBackdrop: () => undefined, thumbnail: async () => undefined } as unknown as StageLike;
  const app = new App(host, modes);
  app.stage = stage;
  const emit = (e: NetEvent) => listener?.(e);
  return { app, host, opened, sent, autosaves, writes, emit };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', { title: '', getElementById: () => null, activeElement: null, body: { classList: { toggle: () => undefined } } });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the app at a table across machines', () => {
  it("hosts a room that plays by the mode's fresh set-up (a rule a later Muster added)", async () => {
    const later = { ...mode, freshSetup: (s: { options: object }) => ({ ...s, options: { ...s.options, later: true } }) } as unknown as GameMode;
    const f = fixture([later]);
    void f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne' });
    await settle();
    expect(f.opened[0]).toMatchObject({ kind: 'host', options: { host: { options: { ...(game.defaultOptions as object), later: true } } } });
  });
  it('plays once the first update is in, never autosaves it, and saves the host a copy from the server', async () => {
    const f = fixture();
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: seats.map(({ name, control, strength }) => ({ name, control, strength })) }, { name: 'Anne' });
    await settle();
    expect(f.app.state.phase).not.toBe('game');
    f.emit({ kind: 'update', update: update() });
    expect(await hosting).toBe(true);
    expect(f.opened[0]).toMatchObject({ kind: 'host', options: { name: 'Anne', seat: 0, host: { game: game.id } } });
    const session = f.app.state.session;
    expect(session).toBeInstanceOf(RemoteSession);
    f.emit({ kind: 'update', update: update({ from: 0, at: 1, lines: [{ seat: 1, text: 'Defender gave their deployment orders', events: [] }], actors: [0] }) });
    vi.advanceTimersByTime(1000);
    await settle();
    expect(f.autosaves).toEqual([]);
    expect(await f.app.save()).toBe(true);
    expect(f.writes[0]?.name).toBe('Room ABC234');
  });

  it("asks the player about the other's undo request and sends the answer", async () => {
    const f = fixture();
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    await hosting;
    f.emit({ kind: 'update', update: update({ undoAsk: 1 }) });
    const dialog = f.app.state.dialogs.find((d) => d.kind === 'confirm');
    expect(dialog).toMatchObject({ message: 'Ben asks to take back their last move.' });
    (dialog as { resolve: (ok: boolean) => void }).resolve(false);
    await settle();
    expect(f.sent).toContainEqual({ type: 'undo-answer', yes: false });
  });

  it('asks a player who joins while the other waits on their answer to undo, once the table is up, and answers nothing for them', async () => {
    const f = fixture();
    const joining = f.app.joinGame('ABC234', { name: 'Anne' });
    await settle();
    // The room's first update already holds Ben's request (Anne reloaded the page while it waited).
    f.emit({ kind: 'update', update: update({ undoAsk: 1 }) });
    expect(await joining).toBe(true);
    await settle();
    // Opening the table once answered "no" for her ("Anne would rather play on.").
    expect(f.sent).not.toContainEqual(expect.objectContaining({ type: 'undo-answer' }));
    const dialog = f.app.state.dialogs.find((d) => d.kind === 'confirm');
    expect(dialog).toMatchObject({ message: 'Ben asks to take back their last move.' });
    (dialog as { resolve: (ok: boolean) => void }).resolve(true);
    await settle();
    expect(f.sent).toEqual([{ type: 'undo-answer', yes: true }]);
  });

  it('goes back to the menu, saying why, when the connection ends', async () => {
    const f = fixture();
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    await hosting;
    f.emit({ kind: 'closed', code: 4002, reason: 'the server is shutting down' });
    await settle();
    expect(f.app.state.phase).toBe('menu');
    expect(f.app.state.toasts.map((t) => t.text)).toContainEqual(expect.stringContaining('the server is shutting down'));
    // What happened most likely, and what can be done: the room is kept where it was hosted, to be joined again.
    expect(f.app.state.toasts.map((t) => t.text)).toContainEqual(expect.stringContaining('Join room ABC234 again once it is back, and play goes on from there.'));
  });

  it("says a connection that could not be brought back in the player's words, with one full stop", async () => {
    const f = fixture();
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    await hosting;
    // The SDK gave up reconnecting after a minute off the network: Anne read
    // 'The connection to room ABC234 ended: No more retries. Reconnection failed.. The computer hosting it…'
    f.emit({ kind: 'closed', code: 4003, reason: 'No more retries. Reconnection failed.' });
    await settle();
    expect(f.app.state.phase).toBe('menu');
    const said = f.app.state.toasts.map((t) => t.text).join('\n');
    expect(said).not.toMatch(/\.\./);
    expect(said).not.toContain('No more retries');
    expect(said).toContain('The connection to room ABC234 was lost, and Muster could not bring it back: this computer or the one hosting the room lost its network, or the host closed Muster.');
    expect(said).toContain('Join room ABC234 again once it is back, and play goes on from there.');
  });

  it('says a reason that ends in a full stop with one', async () => {
    const f = fixture();
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    await hosting;
    f.emit({ kind: 'closed', code: 4002, reason: 'The server is shutting down.' });
    await settle();
    expect(f.app.state.toasts.map((t) => t.text)).toContainEqual(expect.stringContaining('ended: The server is shutting down. The computer hosting it'));
  });

  it('remembers the room joined (its code, and the address typed), so that after a reload Join offers it again', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) });
    expect(lastRoom()).toBeNull();
    const f = fixture();
    const joining = f.app.joinGame('ABC234', { name: 'Ben', address: 'muster.example:2567' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    expect(await joining).toBe(true);
    expect(lastRoom()).toEqual({ code: 'ABC234', address: 'muster.example:2567' });
  });

  it('takes down the refusal of a join that failed when the next one sits the player at the table', async () => {
    const f = fixture();
    // Ben first typed Anne's name: the room refused it, and the message said so in the Join window.
    f.app.toast('The seat of Anne is taken: come back from the computer you first joined from, or choose another name.', 'error');
    const joining = f.app.joinGame('ABC234', { name: 'Ben' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    expect(await joining).toBe(true);
    expect(f.app.state.phase).toBe('game');
    // It lay over his table for nine seconds, as if his seat were taken.
    expect(f.app.state.toasts.map((t) => t.text)).toEqual([]);
  });

  it("takes down 'give a friend the code' once the room's seats are all taken", async () => {
    const f = fixture();
    const waiting = [seats[0]!, { ...seats[1]!, open: true }];
    (f.host as unknown as { netOpen: Host['netOpen'] }).netOpen = async () => ({ ok: true, welcome: { ...welcome, players: waiting }, addresses: ['192.168.1.20:2567'] });
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne' });
    await settle();
    f.emit({ kind: 'update', update: update({ players: waiting }) });
    expect(await hosting).toBe(true);
    expect(f.app.state.toasts.map((t) => t.text)).toEqual(['Room ABC234 is open: give a friend the code and the address 192.168.1.20:2567.']);
    // Ben sat down a second later (or Anne gave his seat to the computer): the message still told her to give out the code.
    f.emit({ kind: 'update', update: update() });
    expect(f.app.state.toasts.map((t) => t.text)).toEqual([]);
  });

  it("hosts a saved game without its seats' drafts: orders not yet given stay on this computer", async () => {
    const f = fixture();
    const kept = GameSession.start(game, { options: game.defaultOptions, players: seats }, 3, 'Siege').toEnvelope('0.1.0', new Date('2026-12-03T12:00:00Z'));
    const drafts = [
      { seat: 0, draft: { orders: 'Anne’s secret orders' } },
      { seat: 1, draft: { orders: 'Ben’s secret orders' } },
    ];
    (f.host as unknown as Record<string, unknown>).loadSave = async (id: string) => ({ ok: true, id, save: { ...kept, drafts } });
    const hosting = f.app.hostSave('siege');
    await settle();
    f.emit({ kind: 'update', update: update() });
    expect(await hosting).toBe(true);
    const request = f.opened[0];
    if (request?.kind !== 'host' || !('save' in request.options)) throw new Error('no saved game was hosted');
    expect(request.options.save).not.toContain('secret orders');
    const sent = JSON.parse(request.options.save) as Record<string, unknown>;
    expect(sent).not.toHaveProperty('drafts');
    // The rest of the save goes as it was.
    expect(sent).toEqual(JSON.parse(JSON.stringify(kept)));
  });

  // Host… on a game saved against the computer (or a Free Table played alone) opened a room no
  // friend could sit at: each who joined was told "Every seat at this table is taken."
  it('says a saved game with one person\'s seat is not for hosting, and opens no room', async () => {
    const f = fixture();
    const players = [seats[0]!, { ...seats[1]!, control: 'computer' as const }];
    const kept = GameSession.start(game, { options: game.defaultOptions, players }, 3, 'Against the computer').toEnvelope('0.1.0', new Date('2026-12-03T12:00:00Z'));
    (f.host as unknown as Record<string, unknown>).loadSave = async (id: string) => ({ ok: true, id, save: kept });
    expect(await f.app.hostSave('alone')).toBe(false);
    expect(f.opened).toEqual([]);
    expect(f.app.state.toasts.map((t) => t.text)).toContainEqual(expect.stringMatching(/^Hosting is for two or more people/));
  });

  it('hosts another battle with the same seats, the player keeping theirs', async () => {
    const f = fixture();
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne', address: 'muster.example:2567' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    await hosting;
    const again = f.app.restart(game.id, f.app.state.session!.history.setup);
    await settle();
    f.emit({ kind: 'update', update: update() });
    expect(await again).toBe(true);
    // The room it follows is named, with her seat's key, so its players are told where she went.
    expect(f.opened[1]).toMatchObject({
      kind: 'host',
      address: 'muster.example:2567',
      options: { name: 'Anne', seat: 0, host: { players: [{ name: 'Anne', control: 'human' }, { name: 'Ben', control: 'human' }] }, after: { code: 'ABC234', token: welcome.token } },
    });
    // The new table stays open and hears its room (leaving the last game once closed the connection
    // just opened, and stopped listening to it: the table stood dead).
    expect(f.host.netClose).not.toHaveBeenCalled();
    const session = f.app.state.session as RemoteSession;
    f.emit({ kind: 'update', update: update({ from: 0, at: 1, lines: [{ seat: 1, text: 'Defender gave their deployment orders', events: [] }], actors: [0] }) });
    expect(session.history.cursor).toBe(1);
    expect(f.app.state.session).toBe(session);
  });

  it('asks a player whose room is over to follow another player to the next battle they opened, and joins it; Another battle then joins it too', async () => {
    const f = fixture();
    const joining = f.app.joinGame('ABC234', { name: 'Anne', address: 'muster.example:2567' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    await joining;
    const over = { winner: 1, text: 'Ben wins.' } as unknown as Update['result'];
    f.emit({ kind: 'update', update: update({ result: over, actors: [] }) });
    expect(f.app.state.dialogs.filter((d) => d.kind === 'confirm')).toHaveLength(0);
    f.emit({ kind: 'update', update: update({ result: over, actors: [], next: { code: 'XYZ789', by: 1 } }) });
    // Asked once, however many updates say it.
    f.emit({ kind: 'update', update: update({ result: over, actors: [], next: { code: 'XYZ789', by: 1 } }) });
    const asks = f.app.state.dialogs.filter((d) => d.kind === 'confirm');
    expect(asks).toHaveLength(1);
    expect(asks[0]).toMatchObject({ title: 'Another battle?', message: 'Ben set up another battle at this table, in room XYZ789. Join it?' });
    (asks[0] as { resolve: (ok: boolean) => void }).resolve(true);
    await settle();
    expect(f.opened[1]).toEqual({ kind: 'join', code: 'XYZ789', address: 'muster.example:2567', options: { name: 'Anne' } });
    f.emit({ kind: 'update', update: update() });
    await settle();
    // Declined, the Another battle button still goes to that room rather than opening a second one.
    f.emit({ kind: 'update', update: update({ result: over, actors: [], next: { code: 'QRS456', by: 1 } }) });
    (f.app.state.dialogs.find((d) => d.kind === 'confirm') as { resolve: (ok: boolean) => void }).resolve(false);
    await settle();
    expect(f.opened).toHaveLength(2);
    const again = f.app.restart(game.id, f.app.state.session!.history.setup);
    await settle();
    f.emit({ kind: 'update', update: update() });
    expect(await again).toBe(true);
    expect(f.opened[2]).toMatchObject({ kind: 'join', code: 'QRS456' });
  });

  it('does not ask the player who opened the next battle to join their own', async () => {
    const f = fixture();
    const hosting = f.app.hostGame(game.id, { options: game.defaultOptions, players: [] }, { name: 'Anne' });
    await settle();
    f.emit({ kind: 'update', update: update() });
    await hosting;
    f.emit({ kind: 'update', update: update({ result: { winner: 0, text: 'Anne wins.' } as unknown as Update['result'], actors: [], next: { code: 'XYZ789', by: 0 } }) });
    expect(f.app.state.dialogs.filter((d) => d.kind === 'confirm')).toHaveLength(0);
  });
});
