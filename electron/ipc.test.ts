import { describe, expect, it, vi } from 'vitest';
import type { MenuState } from '../renderer/contract/payloads';
import type { SaveEnvelope } from '../renderer/contract/save-format';
import { Channel } from '../renderer/contract/channels';
import {
  MAIN_TO_RENDERER_CHANNELS,
  REFUSED_UNKNOWN_SENDER,
  SEND_CHANNELS,
  SYNC_CHANNELS,
  createSenderCheck,
  registerIpcGateway,
  type FrameLike,
  type GatewayHandlers,
  type IpcEventLike,
  type IpcMainLike,
} from './ipc';

const APP_URL = 'file:///opt/Muster/resources/app.asar/out/renderer/index.html';

function sampleSave(overrides: Partial<SaveEnvelope> = {}): SaveEnvelope {
  return {
    format: 'muster-save',
    schema: 1,
    app: '0.1.0',
    name: 'Siege of Acre',
    savedAt: '2026-11-29T14:00:00.000Z',
    game: { id: 'free-table', title: 'Free Table', options: {}, players: [{ name: 'Ann', control: 'human', strength: 'normal' }] },
    seed: 42,
    log: [],
    cursor: 0,
    snapshot: null,
    progress: 'Turn 1',
    ...overrides,
  };
}

interface FakeContents {
  name: string;
  mainFrame: FrameLike;
}

function frame(url: string, processId = 1, routingId = 1, parent: FrameLike | null = null): FrameLike {
  return { url, processId, routingId, parent };
}

const ourContents: FakeContents = { name: 'ours', mainFrame: frame(APP_URL) };
const otherContents: FakeContents = { name: 'other', mainFrame: frame('https://example.com/', 2, 1) };

type Listener = (event: IpcEventLike<FakeContents>, ...args: unknown[]) => unknown;

function fakeIpcMain() {
  const handles = new Map<string, Listener>();
  const ons = new Map<string, Listener>();
  const ipcMain: IpcMainLike<FakeContents> = {
    handle: (channel, listener) => {
      if (handles.has(channel)) throw new Error(`second handler for ${channel}`);
      handles.set(channel, listener);
    },
    removeHandler: (channel) => handles.delete(channel),
    on: (channel, listener) => ons.set(channel, listener),
    removeListener: (channel, listener) => ons.get(channel) === listener && ons.delete(channel),
  };
  return { ipcMain, handles, ons };
}

const trusted: IpcEventLike<FakeContents> = { sender: ourContents, senderFrame: ourContents.mainFrame };
const FOREIGN_EVENTS: [string, IpcEventLike<FakeContents>][] = [
  ['another web contents', { sender: otherContents, senderFrame: otherContents.mainFrame }],
  ['a subframe of our window', { sender: ourContents, senderFrame: frame(APP_URL, 1, 7, ourContents.mainFrame) }],
  ['our window showing another page', { sender: ourContents, senderFrame: { ...ourContents.mainFrame, url: 'https://evil.test/' } }],
  ['a frame that is gone', { sender: ourContents, senderFrame: null }],
];

function setup() {
  const { ipcMain, handles, ons } = fakeIpcMain();
  const log = { warn: vi.fn(), error: vi.fn() };
  const handlers = {
    appInfo: vi.fn(async () => ({ name: 'Muster', version: '0.1.0', host: 'electron' as const, platform: 'linux', versions: {}, savesLocation: '/x' })),
    listSaves: vi.fn(async () => []),
    loadSave: vi.fn(async () => ({ ok: true as const, id: 'siege', save: sampleSave() })),
    writeSave: vi.fn(async () => ({ ok: false as const, message: 'from handler' })),
    saveAs: vi.fn(async () => ({ ok: false as const, message: 'from handler', cancelled: true })),
    openSave: vi.fn(async () => null),
    openPending: vi.fn(async () => ({ ok: true as const, id: 'ext:9', save: sampleSave() })),
    renameSave: vi.fn(async () => ({ ok: true as const })),
    deleteSave: vi.fn(async () => ({ ok: true as const })),
    autosave: vi.fn(async () => ({ ok: true as const })),
    autosaveOnLeaving: vi.fn(),
    gameAtRisk: vi.fn(),
    loadAutosave: vi.fn(async () => null),
    printSheets: vi.fn(async () => ({ ok: true as const, detail: '/x.pdf' })),
    setMenuState: vi.fn(),
    toggleFullScreen: vi.fn(),
    quit: vi.fn(),
    netOpen: vi.fn(async () => ({ ok: false as const, message: 'from handler' })),
    netAct: vi.fn(async () => ({ ok: true as const, at: 4 })),
    netSend: vi.fn(),
    netSaveText: vi.fn(async () => ({ ok: true as const, text: '{}' })),
    netClose: vi.fn(async () => undefined),
  } satisfies GatewayHandlers<FakeContents>;
  const isTrustedSender = createSenderCheck<FakeContents>({ getWindows: () => [{ webContents: ourContents }], appUrl: APP_URL });
  const dispose = registerIpcGateway({ ipcMain, isTrustedSender, handlers, log });

  const invoke = async (name: keyof typeof Channel, args: unknown[], event = trusted): Promise<unknown> => {
    const listener = handles.get(Channel[name]);
    if (!listener) throw new Error(`${name} is not an invoke channel`);
    return listener(event, ...args);
  };
  const send = (name: keyof typeof Channel, args: unknown[], event = trusted): void => {
    const listener = ons.get(Channel[name]);
    if (!listener) throw new Error(`${name} is not a send channel`);
    listener(event, ...args);
  };
  /** As ipcRenderer.sendSync: what the listener answered (undefined: never answered, and the page would hang). */
  const sendSync = (name: keyof typeof Channel, args: unknown[], event = trusted): unknown => {
    const listener = ons.get(Channel[name]);
    if (!listener) throw new Error(`${name} is not a synchronous channel`);
    const answered: IpcEventLike<FakeContents> = { ...event };
    listener(answered, ...args);
    return answered.returnValue;
  };
  return { handlers, log, invoke, send, sendSync, handles, ons, dispose };
}

type Name = Exclude<keyof typeof Channel, 'menuCommand' | 'netEvent'>;
const SEND = new Set<string>(SEND_CHANNELS);
const SYNC = new Set<string>(SYNC_CHANNELS);
const REJECTS = new Set<string>(['appInfo', 'listSaves', 'netClose']);

const hostOptions = { name: 'Anne', host: { game: 'tiny-18c', options: {}, players: [{ name: 'Anne', control: 'human', strength: 'normal' }] } };

/** Good arguments for each channel, and what its handler should receive. */
const GOOD: Record<Name, { args: unknown[]; received: unknown[] }> = {
  appInfo: { args: [], received: [] },
  listSaves: { args: [], received: [] },
  loadSave: { args: ['siege-of-acre'], received: ['siege-of-acre'] },
  writeSave: { args: [null, sampleSave()], received: [null, sampleSave()] },
  saveAs: { args: [sampleSave()], received: [sampleSave()] },
  openSave: { args: [], received: [] },
  openPending: { args: [], received: [] },
  renameSave: { args: ['ext:3', '  New name '], received: ['ext:3', 'New name'] },
  deleteSave: { args: ['autosave'], received: ['autosave'] },
  autosave: { args: [sampleSave({ thumbnail: 'data:image/png;base64,AAAA' })], received: [sampleSave({ thumbnail: 'data:image/png;base64,AAAA' })] },
  autosaveOnLeaving: { args: [sampleSave()], received: [sampleSave()] },
  gameAtRisk: { args: [sampleSave()], received: [sampleSave()] },
  loadAutosave: { args: [], received: [] },
  printSheets: { args: [{ title: 'Siege sheets', paper: 'letter', action: 'pdf' }], received: [{ title: 'Siege sheets', paper: 'letter', action: 'pdf' }] },
  setMenuState: {
    args: [{ inGame: true, canUndo: false, canRedo: true, canSave: true, canPrint: false }],
    received: [{ inGame: true, canUndo: false, canRedo: true, canSave: true, canPrint: false }],
  },
  toggleFullScreen: { args: [], received: [] },
  quit: { args: [], received: [] },
  // The room code and the name arrive as the schemas leave them: trimmed, the code in capitals.
  netOpen: {
    args: [{ kind: 'join', address: ' 192.168.1.20:2567 ', code: ' k7m2pq ', options: { name: ' Ben ' } }],
    received: [{ kind: 'join', address: '192.168.1.20:2567', code: 'K7M2PQ', options: { name: 'Ben' } }],
  },
  netAct: { args: [{ type: 'orders', orders: { moves: [1, 2] } }], received: [{ type: 'orders', orders: { moves: [1, 2] } }] },
  netSend: { args: [{ type: 'undo-answer', yes: true }], received: [{ type: 'undo-answer', yes: true }] },
  netSaveText: { args: [' Siege '], received: ['Siege'] },
  netClose: { args: [], received: [] },
};

const TRAVERSAL_IDS = ['../x', '..', '/etc/passwd', 'C:\\x', 'con', 'nul', 'a/b', '', 'x'.repeat(200), 'Siege', 'ext:1/../x'];
const LONG = 'x'.repeat(100_000);
const menuState: MenuState = { inGame: false, canUndo: false, canRedo: false, canSave: false, canPrint: false };

const BAD: Record<Name, unknown[][]> = {
  appInfo: [['x']],
  listSaves: [[1]],
  loadSave: [[], [5], [null], ['a', 'b'], ...TRAVERSAL_IDS.map((id) => [id])],
  writeSave: [
    [],
    [null],
    [null, {}],
    [5, sampleSave()],
    [null, sampleSave(), 'extra'],
    [null, { ...sampleSave(), name: LONG }],
    [null, { ...sampleSave(), format: 'other' }],
    [null, { ...sampleSave(), thumbnail: 'javascript:alert(1)' }],
    [null, JSON.stringify(sampleSave())],
    ...TRAVERSAL_IDS.map((id) => [id, sampleSave()]),
  ],
  saveAs: [[], [{}], [sampleSave(), 1], [{ ...sampleSave(), cursor: 5 }]],
  openSave: [[1], ['/etc/passwd']],
  // The page never names the file: main holds the path the system gave it.
  openPending: [['/etc/passwd'], ['C:\\Users\\ann\\war.muster']],
  renameSave: [['siege'], ['siege', ''], ['siege', '   '], ['siege', LONG], ['siege', 5], ['siege', 'a\u0000b'], ...TRAVERSAL_IDS.map((id) => [id, 'Name'])],
  deleteSave: [[], [{}], ...TRAVERSAL_IDS.map((id) => [id])],
  autosave: [[], [null], [{}], [{ ...sampleSave(), game: { ...sampleSave().game, id: '../evil' } }]],
  autosaveOnLeaving: [[], [null], [{}], [sampleSave(), 'extra'], [{ ...sampleSave(), game: { ...sampleSave().game, id: '../evil' } }]],
  gameAtRisk: [[], [undefined], [{}], [sampleSave(), 'extra'], [null, 'extra'], [{ ...sampleSave(), game: { ...sampleSave().game, id: '../evil' } }]],
  loadAutosave: [['x']],
  printSheets: [
    [],
    ['x'],
    [{}],
    [{ title: '', paper: 'a4', action: 'pdf' }],
    [{ title: LONG, paper: 'a4', action: 'pdf' }],
    [{ title: 5, paper: 'a4', action: 'pdf' }],
    [{ title: 'x', paper: 'a4', action: 'pdf', extra: 1 }],
    [{ title: 'x' }],
    [{ title: 'x', paper: 'a3', action: 'pdf' }],
    [{ title: 'x', paper: 'Letter', action: 'print' }],
    [{ title: 'x', paper: 'a4', action: 'fax' }],
  ],
  setMenuState: [[], [{}], [{ ...menuState, inGame: 'yes' }], [{ ...menuState, extra: true }], [menuState, menuState]],
  toggleFullScreen: [[1]],
  quit: [['now']],
  netOpen: [
    [],
    [{ kind: 'spy', code: 'K7M2PQ', options: { name: 'Ben' } }],
    [{ kind: 'join', code: 'ABC', options: { name: 'Ben' } }],
    [{ kind: 'join', code: 'K7M2PO', options: { name: 'Ben' } }],
    [{ kind: 'join', code: 'K7M2PQ', options: { name: '' } }],
    [{ kind: 'join', code: 'K7M2PQ', options: { name: 'Ben' }, address: 'evil.test/path?x' }],
    [{ kind: 'join', code: 'K7M2PQ', options: { name: 'Ben' }, address: LONG }],
    [{ kind: 'host', port: 80, options: hostOptions }],
    [{ kind: 'host', port: 2567.5, options: hostOptions }],
    [{ kind: 'host', options: { name: 'Anne', host: { game: '../evil', options: {}, players: [] } } }],
    [{ kind: 'host', options: hostOptions }, 'extra'],
  ],
  netAct: [[], [{}], [{ type: '' }], [{ type: 5 }], ['orders'], [null], [{ type: 'x'.repeat(65) }], [{ type: 'orders' }, 'extra']],
  netSend: [[], [{ type: 'shout' }], [{ type: 'undo-answer' }], [{ type: 'computer', seat: 9, strength: 'easy' }], [{ type: 'computer', seat: 1, strength: 'godlike' }], ['undo']],
  netSaveText: [[5], ['   '], ['a\u0000b'], [LONG], ['Siege', 'extra']],
  netClose: [['now']],
};

const NAMES = Object.keys(GOOD) as Name[];

describe('registerIpcGateway', () => {
  it('registers every renderer-to-main channel once, invoke or send, and the main-to-renderer ones (menuCommand, netEvent) not at all', () => {
    const { handles, ons } = setup();
    const all = [...handles.keys(), ...ons.keys()].sort();
    const expected = Object.entries(Channel)
      .filter(([name]) => !(MAIN_TO_RENDERER_CHANNELS as readonly string[]).includes(name))
      .map(([, channel]) => channel)
      .sort();
    expect(all).toEqual(expected);
    expect(MAIN_TO_RENDERER_CHANNELS).toEqual(['menuCommand', 'netEvent']);
    expect([...ons.keys()].sort()).toEqual([Channel.quit, Channel.setMenuState, Channel.toggleFullScreen, Channel.netSend, Channel.autosaveOnLeaving, Channel.gameAtRisk].sort());
  });

  it('can be removed again', () => {
    const { handles, ons, dispose } = setup();
    dispose();
    expect(handles.size + ons.size).toBe(0);
  });

  for (const name of NAMES) {
    const handler = name;
    describe(name, () => {
      it('passes good arguments to its handler, with the sender', async () => {
        const s = setup();
        const { args, received } = GOOD[name];
        if (SYNC.has(name)) expect(s.sendSync(name, args)).toBe(true);
        else if (SEND.has(name)) s.send(name, args);
        else await s.invoke(name, args);
        expect(s.handlers[handler]).toHaveBeenCalledTimes(1);
        expect(s.handlers[handler]).toHaveBeenCalledWith(...received, ourContents);
        expect(s.log.warn).not.toHaveBeenCalled();
      });

      for (const [what, event] of FOREIGN_EVENTS) {
        it(`refuses ${what}`, async () => {
          const s = setup();
          if (SYNC.has(name)) expect(s.sendSync(name, GOOD[name].args, event)).toBe(false);
          else if (SEND.has(name)) s.send(name, GOOD[name].args, event);
          else await expect(s.invoke(name, GOOD[name].args, event)).rejects.toThrow(REFUSED_UNKNOWN_SENDER);
          expect(s.handlers[handler]).not.toHaveBeenCalled();
          expect(s.log.warn).toHaveBeenCalled();
        });
      }

      it('refuses bad payloads without calling its handler', async () => {
        const s = setup();
        for (const args of BAD[name]) {
          const shown = JSON.stringify(args).slice(0, 80);
          if (SYNC.has(name)) {
            expect(s.sendSync(name, args), shown).toBe(false);
          } else if (SEND.has(name)) {
            s.send(name, args);
          } else if (REJECTS.has(name)) {
            await expect(s.invoke(name, args), shown).rejects.toThrow(/^Refused: /);
          } else {
            expect(await s.invoke(name, args), shown).toEqual({ ok: false, message: expect.stringMatching(/^Refused: /) });
          }
        }
        expect(s.handlers[handler]).not.toHaveBeenCalled();
        expect(s.log.warn).toHaveBeenCalledTimes(BAD[name].length);
      });
    });
  }

  it('passes gameAtRisk a null too: the player left the game anyway, and nothing is at risk', () => {
    const s = setup();
    s.send('gameAtRisk', [null]);
    expect(s.handlers.gameAtRisk).toHaveBeenCalledWith(null, ourContents);
    expect(s.log.warn).not.toHaveBeenCalled();
  });

  it('answers a synchronous message even when its handler throws, so the page going is never held', () => {
    const s = setup();
    s.handlers.autosaveOnLeaving.mockImplementation(() => {
      throw new Error('disk on fire');
    });
    expect(s.sendSync('autosaveOnLeaving', [sampleSave()])).toBe(false);
    expect(s.log.error).toHaveBeenCalledWith(`IPC ${Channel.autosaveOnLeaving}: the handler failed.`, expect.any(Error));
  });

  it("returns the handler's result to the renderer", async () => {
    const s = setup();
    expect(await s.invoke('loadSave', ['siege'])).toEqual({ ok: true, id: 'siege', save: sampleSave() });
    expect(await s.invoke('saveAs', [sampleSave()])).toEqual({ ok: false, message: 'from handler', cancelled: true });
    expect(await s.invoke('openSave', [])).toBeNull();
    expect(await s.invoke('openPending', [])).toEqual({ ok: true, id: 'ext:9', save: sampleSave() });
  });

  it('passes an open without an address, and a save name left out, as they are', async () => {
    const s = setup();
    const host = { kind: 'host', port: 3000, options: hostOptions };
    expect(await s.invoke('netOpen', [host])).toEqual({ ok: false, message: 'from handler' });
    expect(s.handlers.netOpen).toHaveBeenCalledWith(host, ourContents);
    expect(await s.invoke('netSaveText', [])).toEqual({ ok: true, text: '{}' });
    expect(s.handlers.netSaveText).toHaveBeenCalledWith(undefined, ourContents);
    expect(await s.invoke('netAct', [{ type: 'deploy' }])).toEqual({ ok: true, at: 4 });
    expect(await s.invoke('netClose', [])).toBeUndefined();
    expect(s.log.warn).not.toHaveBeenCalled();
  });

  it('says what was wrong with a refused net request', async () => {
    const s = setup();
    expect(await s.invoke('netOpen', [{ kind: 'join', code: 'ABC', options: { name: 'Ben' } }])).toEqual({
      ok: false,
      message: 'Refused: A room code is 6 letters and digits.',
    });
    expect(await s.invoke('netOpen', [{ kind: 'host', port: 80, options: hostOptions }])).toEqual({ ok: false, message: 'Refused: Choose a port from 1024 to 65535.' });
    expect(await s.invoke('netOpen', [{ kind: 'spy', code: 'K7M2PQ', options: { name: 'Ben' } }])).toEqual({ ok: false, message: expect.stringMatching(/^Refused: /) });
    await expect(s.invoke('netClose', ['now'])).rejects.toThrow('Refused: this takes no arguments');
    s.handlers.netClose.mockRejectedValueOnce(new Error('socket gone'));
    await expect(s.invoke('netClose', [])).rejects.toThrow('Muster ran into a problem: socket gone');
  });

  it('says what was wrong with a refused payload', async () => {
    const s = setup();
    expect(await s.invoke('loadSave', ['../x'])).toEqual({ ok: false, message: 'Refused: the save id is not valid' });
    expect(await s.invoke('printSheets', [{ title: LONG, paper: 'a4', action: 'pdf' }])).toEqual({ ok: false, message: 'Refused: the title is longer than 80 characters' });
    expect(await s.invoke('printSheets', [{ title: 'x', paper: 'a3', action: 'pdf' }])).toEqual({ ok: false, message: 'Refused: the paper must be "a4" or "letter"' });
    expect(await s.invoke('printSheets', [{ title: 'x', paper: 'a4', action: 'fax' }])).toEqual({ ok: false, message: 'Refused: the print action must be "pdf" or "print"' });
    expect(await s.invoke('writeSave', [null, { ...sampleSave(), cursor: 3 }])).toEqual({
      ok: false,
      message: 'Refused: The save is not valid (The log position is past the end of the log.).',
    });
  });

  it('refuses a save holding what JSON cannot (it would not read back), or too long a log, before its handler sees it', async () => {
    const s = setup();
    const entry = { seat: 0, action: { type: 'flip', ids: ['p1'] }, events: [], text: 'Ann flipped a token' };
    const save = sampleSave({ log: [entry], cursor: 1 });
    const cases: [unknown, string][] = [
      [{ ...save, snapshot: undefined }, 'snapshot has no value (undefined)'],
      [{ ...save, game: { ...save.game, options: { width: NaN } } }, 'game.options.width is not a finite number (NaN)'],
      [{ ...save, snapshot: { at: new Date() } }, 'snapshot.at is a Date, not plain data'],
      [{ ...save, log: [{ ...entry, action: { type: 'move', pieces: new Map() } }] }, 'log[0].action.pieces is a Map, not plain data'],
    ];
    for (const [bad, why] of cases) {
      expect(await s.invoke('autosave', [bad])).toEqual({ ok: false, message: `Refused: The save is not valid (${why}).` });
    }
    const long = { ...save, log: Array.from({ length: 10_001 }, () => entry), cursor: 0 };
    expect(await s.invoke('writeSave', [null, long])).toEqual({
      ok: false,
      message: 'Refused: The game is too long to save: its log has 10,001 moves, more than the 10,000 a save of this game may hold.',
    });
    expect(s.handlers.autosave).not.toHaveBeenCalled();
    expect(s.handlers.writeSave).not.toHaveBeenCalled();
  });

  it("passes a seat's draft (orders not yet given) on to the store, and one beyond the bound of a draft without it: the save itself is kept", async () => {
    const s = setup();
    const drafts = [{ seat: 0, draft: { key: 'deploy:1:0:false,false', orders: { phase: 'deploy', columns: { I1: 2 } } } }];
    await s.invoke('autosave', [sampleSave({ drafts })]);
    expect(s.handlers.autosave).toHaveBeenLastCalledWith(sampleSave({ drafts }), expect.anything());
    await s.invoke('autosave', [{ ...sampleSave(), drafts: [{ seat: 0, draft: { orders: 'x'.repeat(10_000) } }] }]);
    expect(s.handlers.autosave).toHaveBeenLastCalledWith(sampleSave(), expect.anything());
  });

  it('turns a failing handler into a message, and logs it', async () => {
    const s = setup();
    s.handlers.loadSave.mockRejectedValueOnce(new Error('disk on fire'));
    expect(await s.invoke('loadSave', ['siege'])).toEqual({ ok: false, message: 'Muster ran into a problem: disk on fire' });
    s.handlers.listSaves.mockRejectedValueOnce(new Error('folder gone'));
    await expect(s.invoke('listSaves', [])).rejects.toThrow('Muster ran into a problem: folder gone');
    s.handlers.quit.mockImplementationOnce(() => {
      throw new Error('no');
    });
    expect(() => s.send('quit', [])).not.toThrow();
    expect(s.log.error).toHaveBeenCalledTimes(3);
  });
});

describe('createSenderCheck', () => {
  const check = createSenderCheck<FakeContents>({ getWindows: () => [{ webContents: ourContents }], appUrl: APP_URL });

  it("trusts the main frame of the app's own window showing the app", () => {
    expect(check(trusted)).toBe(true);
    expect(check({ sender: ourContents, senderFrame: frame(`${APP_URL}#rules`) })).toBe(true);
  });

  for (const [what, event] of FOREIGN_EVENTS) {
    it(`does not trust ${what}`, () => expect(check(event)).toBe(false));
  }

  it('does not trust a window once it has closed', () => {
    const closed = createSenderCheck<FakeContents>({ getWindows: () => [], appUrl: APP_URL });
    expect(closed(trusted)).toBe(false);
  });

  it("on the app's scheme trusts its origin only, and follows main when it falls back to file:", () => {
    const scheme: FakeContents = { name: 'scheme', mainFrame: frame('muster://app/index.html') };
    let appUrl = 'muster://app/index.html';
    const schemeCheck = createSenderCheck<FakeContents>({ getWindows: () => [{ webContents: scheme }], appUrl: () => appUrl });
    expect(schemeCheck({ sender: scheme, senderFrame: scheme.mainFrame })).toBe(true);
    for (const url of [APP_URL, 'muster://evil/index.html', 'https://app/index.html']) {
      expect(schemeCheck({ sender: scheme, senderFrame: { ...scheme.mainFrame, url } }), url).toBe(false);
    }
    appUrl = APP_URL;
    expect(schemeCheck({ sender: scheme, senderFrame: { ...scheme.mainFrame, url: APP_URL } })).toBe(true);
    expect(schemeCheck({ sender: scheme, senderFrame: scheme.mainFrame })).toBe(false);
  });

  it('on the dev server trusts its origin only', () => {
    const dev: FakeContents = { name: 'dev', mainFrame: frame('http://localhost:5173/') };
    const devCheck = createSenderCheck<FakeContents>({ getWindows: () => [{ webContents: dev }], appUrl: 'http://localhost:5173/' });
    expect(devCheck({ sender: dev, senderFrame: dev.mainFrame })).toBe(true);
    expect(devCheck({ sender: dev, senderFrame: { ...dev.mainFrame, url: 'http://localhost:8080/' } })).toBe(false);
  });
});
