// The app shell's controller: which screen is up, the game in progress, dialogs and messages,
// and every menu command. The UI renders its store; the table scene talks to it through TableUi.
import type { MatchSetup } from '../engine/game';
import type { SaveEnvelope, SeatDraft } from '../contract/save-format';
import type { GameMode } from '../games/mode';
import { TableUi, type ContextMenuItem } from '../table/table-ui';
import type { PageRect } from '../table/camera-math';
import type { AppInfo, LoadResult, SaveId, SaveSummary } from '../contract/bridge';
import type { Host } from './host';
import type { MenuCommand } from '../contract/menu-commands';
import { inlineBotRunner, type BotRunner } from './bot-runner';
import { GameSession } from '../kits/shell/session';
import { Store } from '../kits/shell/store';
import { curtainUp } from '../kits/shell/modal-focus';
import { formatWhen } from './dates';
import { pagePacing } from './pacing';
import type { SheetSet, SheetPage } from '../kits/print/layout/layout';
import type { Face } from '../kits/print/SheetPages';
import type { PrintRequest } from '../contract/payloads';
import type { PrintResult, WriteResult } from '../contract/bridge';
import { runPrintJob, type MountProgress } from './print/print-job';
import { RemoteSession } from '../net/remote-session';
import { saveNameKey, writeSaveText } from '../contract/save-format';
import { RemoteTables, type HostWhere } from './remote-tables';
import { namedSeats } from './setup-memory';
import type { TabGuard } from './tab-guard';
import { curlQuotes } from './quotes';

function isTextField(el: Element | null): boolean {
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || (el as HTMLElement).isContentEditable);
}

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error' | 'success';
}

export type Dialog =
  | { kind: 'new-game'; modeId: string }
  /** Joining a game across machines by its code (hosting starts from a new game's set-up). */
  | { kind: 'join' }
  | { kind: 'saves' }
  | { kind: 'rules'; modeId: string }
  | { kind: 'about' }
  | { kind: 'print' }
  | {
      kind: 'confirm';
      title: string;
      message: string;
      confirmLabel: string;
      danger: boolean;
      /** A third answer beside Cancel and the confirming one (Don't save), resolved as 'alternative'. */
      alternative?: string;
      resolve: (answer: boolean | 'alternative') => void;
    }
  | {
      kind: 'prompt';
      title: string;
      label: string;
      value: string;
      confirmLabel: string;
      /** Said beside the button, which stays off, while the field is blank (a name that must be given). */
      required?: string;
      /**
       * Why what was typed is refused (null: taken), asked when the button is pressed: a refusal
       * keeps the window, with what was typed and the reason beside the button.
       */
      check?: (value: string) => Promise<string | null>;
      /** The most letters the field takes (80, a save's name, unless said). */
      maxLength?: number;
      resolve: (value: string | null) => void;
    };

/** A game whose sheets the Print dialog offers; `build` lays nothing out, it makes the set. */
export interface SheetSource {
  id: string;
  title: string;
  build: () => SheetSet<Face>;
}

export interface ContextMenuState {
  x: number;
  y: number;
  items: ContextMenuItem[];
}

export interface AppState {
  /** 'elsewhere': Muster is in use in another tab of this browser (see tab-guard.ts). */
  phase: 'loading' | 'menu' | 'game' | 'elsewhere';
  progress: number;
  session: GameSession | null;
  mode: GameMode | null;
  ui: TableUi | null;
  /** Bumped whenever the game changes, so the HUD re-renders. */
  revision: number;
  dialogs: Dialog[];
  toasts: Toast[];
  menu: ContextMenuState | null;
  autosave: SaveSummary | null;
  appInfo: AppInfo | null;
  /** The seat the computer is thinking for, if any. */
  thinking: number | null;
  /** A save being opened: its name once known, and how much of its log has been replayed. */
  opening: Opening | null;
}

export interface Opening {
  name: string | null;
  done: number;
  total: number;
}

export interface StageLike {
  showBackdrop(): void;
  play(mode: GameMode, session: GameSession, ui: TableUi): void;
  thumbnail(crop?: { x: number; y: number; width: number; height: number }): Promise<string | undefined>;
}

const AUTOSAVE_DELAY_MS = 150;
/**
 * An autosave's picture of the table is taken again at most this often: taking one reads the
 * whole canvas back from the GPU (10–20 ms in software rendering, a dropped frame), and in a race
 * an autosave follows every pause of 150 ms. A save the player asks for, and the last autosave on
 * leaving a game, always take a fresh one.
 */
export const AUTOSAVE_PICTURE_EVERY_MS = 20_000;


export class App {
  readonly store = new Store<AppState>({
    phase: 'loading',
    progress: 0,
    session: null,
    mode: null,
    ui: null,
    revision: 0,
    dialogs: [],
    toasts: [],
    menu: null,
    autosave: null,
    appInfo: null,
    thinking: null,
    opening: null,
  });
  stage: StageLike | null = null;
  /** Makes the table (Phaser and its textures) when first needed: main.tsx hands it in, so the menu is not held behind the table's boot. */
  private makeStage: (() => StageLike) | null = null;
  private toastId = 0;
  private unsubscribeSession: (() => void) | null = null;
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;
  private autosaving: Promise<void> = Promise.resolve();
  /** Autosaves queued and not yet answered by the host (their picture may still be being taken). */
  private autosavesUnderWay = 0;
  /** The table's last picture for autosaves, and whether the last autosave carried an older one. */
  private picture: { session: GameSession; at: number; data: string | undefined } | null = null;
  private pictureBehind = false;
  /** The last autosave failed (storage full): the game in play holds moves no autosave has kept. */
  private autosaveFailed = false;
  /**
   * The game last handed to the host as the page goes (its text, the time left out), and whether
   * the host kept it: beforeunload hands it over, and pagehide straight after does not again.
   */
  private handedOver: { text: string; kept: boolean } | null = null;
  /**
   * The game the player chose to leave with its unsaved moves (Leave anyway), until it is left:
   * then nothing is at risk any more, and closing does not ask about it again.
   */
  private leftAnyway: GameSession | null = null;
  /** Bumped by every open and new game: an open overtaken by another drops its result. */
  private openTurn = 0;
  /** The saves the player deleted (kept across runs): a game of one of them is not saved back into it unasked. */
  private deleted: DeletedSave[] = readDeleted();

  constructor(
    readonly host: Host,
    readonly modes: readonly GameMode[],
    private readonly bots: BotRunner = inlineBotRunner(),
    private readonly now: () => Date = () => new Date(),
    /** A fixed seed for new games (reproducible tests and bug reports: ?seed=123 in the address). */
    private readonly fixedSeed: number | null = null,
  ) {
    this.tables = this.makeTables();
    host.onMenuCommand((command) => void this.command(command));
  }

  get state(): AppState {
    return this.store.get();
  }

  modeById(id: string): GameMode | undefined {
    return this.modes.find((m) => m.id === id);
  }

  // ---- start-up and screens ---------------------------------------------------------------

  /**
   * The table is made by `make` the first time it is needed: a game started, a picture taken, or
   * straight after the menu is up (ready), so that it loads behind the menu, not in front of it.
   */
  setStageMaker(make: () => StageLike): void {
    this.makeStage = make;
  }

  /** The table, made now if it has not been. */
  ensureStage(): StageLike | null {
    if (!this.stage && this.makeStage) this.stage = this.makeStage();
    return this.stage;
  }

  /** One tab at a time plays (a browser's tabs share the autosave): see tab-guard.ts. */
  private tabs: TabGuard | null = null;

  /** Makes this page play only while no other tab of the browser does (set before `ready`). */
  guardTabs(guard: TabGuard | null): void {
    this.tabs = guard;
    guard?.onAsked((stolen) => this.letGo(stolen));
  }

  async ready(): Promise<void> {
    if (this.tabs && !(await this.tabs.claim())) {
      this.store.set({ phase: 'elsewhere', appInfo: await this.host.appInfo() });
      return;
    }
    const [appInfo, autosave] = await Promise.all([this.host.appInfo(), this.findAutosave()]);
    this.store.set({ phase: 'menu', appInfo, autosave });
    this.syncMenu();
    // The menu is up: the table loads behind it once the menu's first frame is painted (in a page
    // not shown, which paints no frame, it is made when a game first needs it).
    const afterPaint = (f: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(f, 0)) : setTimeout(f, 0));
    afterPaint(() => this.ensureStage());
    // Started by double-clicking a save: straight into that game.
    await this.openPending();
  }

  /** Opens the save the system handed Muster (a double-clicked file), if there is one. */
  async openPending(): Promise<boolean> {
    const r = await this.host.openPending().catch(() => null);
    return r === null ? false : this.resume(r, '');
  }

  private async findAutosave(): Promise<SaveSummary | null> {
    try {
      const saves = await this.host.listSaves();
      return saves.find((s) => s.autosave && !s.problem) ?? null;
    } catch {
      return null;
    }
  }

  /** Muster here rather than in the other tab: that one keeps its game (Continue here opens it) and lets go. */
  async useHere(): Promise<void> {
    if (this.state.phase !== 'elsewhere') return;
    await this.tabs?.takeOver();
    await this.ready();
  }

  /**
   * Another tab takes Muster: the game in play is autosaved (unless the claim was taken from this
   * tab, when the other may be playing already), the table left, any question answered Cancel.
   */
  private async letGo(stolen: boolean): Promise<void> {
    this.openTurn++;
    if (stolen && this.autosaveTimer) clearTimeout(this.autosaveTimer);
    if (stolen) this.autosaveTimer = null;
    else if (this.state.phase === 'game') await this.flushAutosave();
    this.closeDialogs();
    this.leaveGame();
    this.stage?.showBackdrop();
    this.store.set({ phase: 'elsewhere', opening: null, autosave: null });
    this.syncMenu();
  }

  async toMainMenu(): Promise<void> {
    await this.flushAutosave();
    if (!(await this.mayLeaveUnsaved())) return;
    this.leaveGame();
    this.stage?.showBackdrop();
    this.store.set({ phase: 'menu', autosave: await this.findAutosave() });
    this.syncMenu();
  }

  /** Whether the game in play holds moves its failing autosave has not kept. */
  private unsavedInPlay(): boolean {
    const session = this.state.session;
    return this.state.phase === 'game' && !!session && !(session instanceof RemoteSession) && !session.damaged && this.autosaveFailed;
  }

  /**
   * Leaving a game whose autosave is failing (storage full) would lose the moves since the last
   * one that worked, as closing the window would (main asks then, see electron/close-guard.ts): the
   * player is asked first, Save As… (kept where they choose), Leave anyway, or Cancel (stay).
   */
  private async mayLeaveUnsaved(): Promise<boolean> {
    const session = this.state.session;
    if (!this.unsavedInPlay()) return true;
    const answer = await this.choose(
      'Your last moves could not be saved',
      'Autosave failed, so leaving the game now loses the moves made since the last save that worked. Save As… keeps the game under a name of your own (in the desktop app, in a file you choose, on another disk if this one is full).',
      'Save As…',
      'Leave anyway',
    );
    this.leftAnyway = answer === 'alternative' ? session : null;
    if (answer === 'alternative') return true;
    if (answer !== true || this.state.session !== session) return false;
    return this.saveAs();
  }

  /**
   * A resumed game whose log check (behind play) found its save damaged: back to the menu, saying
   * why, with nothing autosaved from it (the file and its backup stay as they are).
   */
  private async stopDamaged(session: GameSession, message: string): Promise<void> {
    if (this.state.session !== session) return;
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
    await this.autosaving;
    if (this.state.session !== session) return;
    this.leaveGame();
    this.stage?.showBackdrop();
    this.store.set({ phase: 'menu', autosave: await this.findAutosave() });
    this.syncMenu();
    this.toast(message, 'error');
  }

  /**
   * Leaves the game in play. For `next`, a table across machines just opened, the connection is
   * already that table's (opening it left the last one): only a game going to none or to one
   * played here closes it. Closing it then shut the table "Another battle" had just opened.
   */
  private leaveGame(next: GameSession | null = null): void {
    // Left anyway: its moves are given up, so neither this page nor main (its close question)
    // holds on to it. A game played next whose autosave fails is at risk on its own account.
    if (this.state.session && this.state.session === this.leftAnyway) {
      this.autosaveFailed = false;
      this.host.gameAtRisk(null);
    }
    this.leftAnyway = null;
    this.unsubscribeSession?.();
    this.unsubscribeSession = null;
    if (this.state.session instanceof RemoteSession && !(next instanceof RemoteSession)) this.tables.leave();
    this.store.set({ session: null, mode: null, ui: null, menu: null });
  }

  // ---- playing ----------------------------------------------------------------------------

  /**
   * Starts a new game from the New game dialog once the game Continue opens is safe: see
   * keepGameInProgress. False when the player keeps the dialog (Cancel).
   */
  async startNewGame(modeId: string, setup: MatchSetup<unknown>): Promise<boolean> {
    if (!(await this.keepGameInProgress())) return false;
    this.newGame(modeId, setup);
    return true;
  }

  /**
   * Before another game takes the place of the one Continue opens (the autosave): when that game
   * has moves and no save holds it as it stands, it would be gone. As a desktop app asks before
   * closing a document with unsaved changes, the player is asked: Save (kept under its name,
   * listed in Load…), Don't save, or Cancel. True when the other game may go ahead.
   */
  private async keepGameInProgress(): Promise<boolean> {
    if (this.state.phase === 'game') await this.flushAutosave();
    // Its autosave failing, the autosave is not the game in play: the player is asked about that one.
    if (this.unsavedInPlay()) return this.mayLeaveUnsaved();
    let saves: SaveSummary[];
    try {
      saves = await this.host.listSaves();
    } catch {
      return true;
    }
    if (!saves.some((s) => s.autosave)) return true;
    // A damaged autosave opens its backup, which the autosaves of the next game would replace.
    const loaded = await this.host.loadAutosave().catch(() => null);
    // Nothing played (or nothing good to keep: a damaged autosave is moved aside, never overwritten).
    if (!loaded?.ok || loaded.save.log.length === 0) return true;
    const auto = loaded.save;
    // A game played to its end is no longer in progress: another takes its place unasked, as
    // "Another battle" does (Save, before, keeps it).
    if (this.playedOut(auto)) return true;
    // Held by a save (of the same game, at the same point: only those are read).
    for (const s of saves) {
      if (s.autosave || s.problem || s.gameId !== auto.game.id || s.progress !== auto.progress) continue;
      const other = await this.host.loadSave(s.id).catch(() => null);
      if (other?.ok && sameGame(other.save, loaded.save)) return true;
    }
    const answer = await this.choose(
      'Save the game in progress?',
      `“${auto.name}” (${auto.progress}) has not been saved: Continue opens it only until another game takes its place. Save it to keep it with your saves.`,
      'Save',
      'Don’t save',
    );
    if (answer !== true) return answer === 'alternative';
    // Into its own save when it was saved before (as Save does), else a new one under its name.
    const own = await this.ownSaveOf(auto, undefined, loaded.elsewhere);
    const r = await this.host.writeSave(own?.id ?? null, own ? { ...auto, name: own.name } : auto).catch(failed('The game could not be saved'));
    if (!r.ok) {
      this.toast(r.message, 'error');
      return false;
    }
    this.forgetDeleted(auto);
    this.toast(`Saved “${r.summary.name}”.`, 'success');
    return true;
  }

  /** Whether a save's game is over, read from its snapshot (one its rules cannot read counts as not over). */
  private playedOut(save: SaveEnvelope): boolean {
    try {
      return (this.modeById(save.game.id)?.game.result(save.snapshot as never) ?? null) !== null;
    } catch {
      return false;
    }
  }

  newGame(modeId: string, setup: MatchSetup<unknown>): void {
    const mode = this.modeById(modeId);
    if (!mode) return;
    // A name left blank becomes "Player 2"; names are trimmed and kept to 40 characters. Another
    // game after an old save's is played by today's rules (freshSetup).
    setup = { ...(mode.freshSetup?.(setup) ?? setup), players: namedSeats(setup.players) };
    // The seed only has to differ between games; the game's own generator does the rest.
    const seed = this.fixedSeed ?? crypto.getRandomValues(new Uint32Array(1))[0]! | 0;
    const when = formatWhen(this.now(), this.now());
    const session = GameSession.start(mode.game, setup, seed, `${mode.title}, ${when}`);
    this.openTurn++;
    this.store.set({ opening: null });
    this.closeDialogs();
    this.clearToasts();
    this.play(mode, session);
    void this.autosaveNow();
  }

  /** `drafts`: a resumed save's orders not yet given, handed to its game (GameMode.drafts); null for a game not resumed. */
  private play(mode: GameMode, session: GameSession, drafts: readonly SeatDraft[] | null = null): void {
    this.leaveGame(session);
    const ui = new TableUi(
      (text, tone) => this.toast(text, tone, true),
      (x, y, items) => this.store.set({ menu: { x, y, items } }),
      (title, label, value, maxLength) => this.prompt(title, label, value, 'OK', undefined, undefined, maxLength),
    );
    ui.insets = mode.insets;
    ui.coverFoot = () => this.coverFoot();
    ui.uncovered = () => this.uncovered();
    ui.confirm = (title, message, confirmLabel) => this.confirm(title, message, confirmLabel, true);
    // The screen shows the first seat a person plays (against the computer, that person's side).
    const human = session.players.findIndex((p) => p.control === 'human');
    if (human > 0) session.setViewer(human);
    // Before anything is drawn: a seat's draft comes back only for that seat (the game sees to it).
    const local = !(session instanceof RemoteSession);
    if (local && drafts) mode.drafts?.restore(session, drafts);
    const unsubscribe = session.subscribe((change) => {
      if (change.kind === 'damaged') return void this.stopDamaged(session, change.message);
      if (change.kind === 'action' && madeHere(session, change.entry.seat)) this.dropTableSaid();
      this.store.set((s) => ({ revision: s.revision + 1 }));
      this.syncMenu();
      if (change.kind !== 'viewer' && change.kind !== 'saved') this.scheduleAutosave();
      if (change.kind !== 'saved') this.letComputerPlay(session);
    });
    // Orders drawn up are no move, but autosaved as one is: a reload mid-orders keeps them.
    const unwatch = local ? mode.drafts?.watch(session, () => this.scheduleAutosave()) : undefined;
    this.unsubscribeSession = () => {
      unsubscribe();
      unwatch?.();
    };
    this.store.set({ phase: 'game', session, mode, ui, dialogs: [], menu: null });
    this.ensureStage()?.play(mode, session, ui);
    this.syncMenu();
    this.letComputerPlay(session);
  }

  /**
   * When only computer seats are to act, asks the bot (in its worker, or on the page's thread if
   * the worker failed: the player is not told, the move just comes) and plays its move, unless
   * the game moved on meanwhile (an undo, a load): then the answer is dropped.
   */
  private letComputerPlay(session: GameSession): void {
    const seat = session.computerToAct();
    if (seat === null || this.state.thinking !== null) return;
    const history = session.history;
    const strength = session.players[seat]?.strength ?? 'normal';
    // With no person at the table (the computer playing every side, to be watched), each move
    // waits for the table to have shown the one before: the game keeps pace with what is seen
    // instead of running to its end behind a long queue of playbacks.
    const ui = this.state.ui;
    const watched = ui && this.stage && session.players.every((p) => p.control === 'computer') ? ui : null;
    this.store.set({ thinking: seat });
    void this.bots
      .decide(session.game, session.game.playerView(session.state, seat), seat, strength)
      .then(async (action) => {
        await watched?.whenShown();
        return action;
      })
      .then(
        (action) => {
          if (this.state.session !== session || session.history !== history) return;
          const refused = session.act(action, seat);
          if (refused) this.toast(`The computer's move was refused: ${refused.message}`, 'error');
        },
        (e: Error) => this.toast(`The computer could not decide: ${e.message}`, 'error'),
      )
      .finally(() => {
        this.store.set({ thinking: null });
        if (this.state.session === session) this.letComputerPlay(session);
      });
  }

  /**
   * Opens a save the host has read and checked: its log is replayed in slices, so the page keeps
   * answering, with the progress shown for a long one (a big save takes a second or two).
   */
  async resume(result: LoadResult | null, emptyMessage: string, turn = ++this.openTurn): Promise<boolean> {
    const current = () => turn === this.openTurn;
    const stop = (message: string, tone: Toast['tone']): false => {
      if (current()) {
        // The game in play stays, still at risk: a Leave anyway answered for this open is void.
        this.leftAnyway = null;
        this.store.set({ opening: null });
      }
      if (message && current()) this.toast(message, tone);
      return false;
    };
    if (!result) return stop(emptyMessage, 'info');
    if (!result.ok) return stop(result.message, 'error');
    const mode = this.modeById(result.save.game.id);
    if (!mode) return stop(`“${result.save.name}” is a ${result.save.game.title} game, which this version of Muster cannot play.`, 'error');
    // Another game than the autosave's: the game in progress is kept first, if the player wants it.
    const autosave = result.id === null || result.id === 'autosave';
    if (!autosave) {
      this.store.set({ opening: null });
      if (!(await this.keepGameInProgress())) return stop('', 'info');
    }
    if (!current()) return false;
    const name = result.save.name;
    this.store.set({ opening: { name, done: 0, total: result.save.log.length } });
    const restored = await GameSession.resume(
      mode.game,
      result.save,
      result.id === 'autosave' ? null : result.id,
      {
        ...pagePacing,
        onProgress: (done, total) => {
          if (current()) this.store.set({ opening: { name, done, total } });
        },
      },
      this.state.appInfo?.version,
    );
    // Another open, or a new game, came first: this one is dropped.
    if (!current()) return false;
    this.store.set({ opening: null });
    if (!restored.ok) return stop(restored.message, 'error');
    // A short log is checked behind play in its first slice, before the game is shown: a save it
    // found damaged is not opened (it played on unstopped, and Save wrote over the file).
    if (restored.session.damaged) return stop(restored.session.damaged, 'error');
    this.closeDialogs();
    this.clearToasts();
    this.play(mode, restored.session, result.save.drafts ?? []);
    // The autosave of a game saved before: Save writes into that save again (its lookup goes first).
    if (autosave) void this.oneSaveAtATime(() => this.findOwnSave(restored.session, result.save, result.elsewhere));
    // The game opened is the last one played: Continue opens it from now on, moves made or not
    // (once its log is checked: a save found damaged stops, and leaves the autosave as it was).
    const session = restored.session;
    if (!autosave) {
      void session.checked.then(() => {
        if (this.state.session === session && !session.damaged) void this.autosaveNow();
      });
    }
    if (result.notice) this.toast(result.backupSavedAt ? `${result.notice} The backup is from ${formatWhen(result.backupSavedAt, this.now())}.` : result.notice, 'info');
    return true;
  }

  /** Asks the host for a save (it reads and checks it, which may take a moment), then opens it. */
  private async open(ask: () => Promise<LoadResult | null>, emptyMessage: string): Promise<boolean> {
    const turn = ++this.openTurn;
    this.store.set({ opening: { name: null, done: 0, total: 0 } });
    let result: LoadResult | null;
    try {
      result = await ask();
    } catch (e) {
      result = { ok: false, message: `Muster could not open the save: ${(e as Error).message}` };
    }
    return this.resume(result, emptyMessage, turn);
  }

  async continueGame(): Promise<boolean> {
    // The game in play here is the one Continue opens (File > Continue during it): opened again
    // from its autosave, a move whose autosave was still waiting (or had failed) would be lost.
    const session = this.state.session;
    if (this.state.phase === 'game' && session && !(session instanceof RemoteSession) && !session.damaged) {
      this.closeDialogs();
      return true;
    }
    return this.open(() => this.host.loadAutosave(), 'There is no game to continue yet.');
  }

  async loadSave(id: string): Promise<boolean> {
    return this.open(() => this.host.loadSave(id), 'That save is gone.');
  }

  /**
   * Deletes a save the player has confirmed deleting, and says so. Continue follows the list: a
   * deleted autosave is no longer offered on the main menu (it would only say there is none).
   */
  async deleteSave(save: SaveSummary): Promise<boolean> {
    const r = await this.host.deleteSave(save.id);
    if (!r.ok) this.toast(r.message, 'error');
    else {
      const session = this.state.session;
      // The autosave of the game in play is written again with its next move (no game in progress is lost): said, so it is no surprise.
      const playing = save.autosave && session && !(session instanceof RemoteSession) && !session.damaged;
      this.toast(playing ? `Deleted the autosave; the game in play, “${session.name}”, is autosaved again with its next move.` : `Deleted “${save.name}”.`, 'info');
      // Its game (in play, or the one Continue opens) no longer has a save: the next Save asks for a name.
      if (session && !(session instanceof RemoteSession) && session.saveId === save.id) session.saveId = null;
      if (!save.autosave && !save.problem && save.seed !== undefined) this.rememberDeleted({ game: save.gameId, seed: save.seed, name: save.name });
    }
    this.store.set({ autosave: await this.findAutosave() });
    return r.ok;
  }

  /** The deleted save a game without a save was (the same game, seed and name), if any. */
  private deletedSaveOf(session: GameSession): DeletedSave | null {
    if (session.saveId !== null || session instanceof RemoteSession) return null;
    const name = saveNameKey(session.name);
    return this.deleted.find((d) => d.game === session.game.id && d.seed === session.history.seed && saveNameKey(d.name) === name) ?? null;
  }

  private rememberDeleted(gone: DeletedSave): void {
    this.deleted = [...this.deleted.filter((d) => !sameDeleted(d, gone)), gone].slice(-50);
    writeDeleted(this.deleted);
  }

  /** A game saved again (knowingly): its deleted save is no longer in the way. */
  private forgetDeleted(save: SaveEnvelope): void {
    const kept = this.deleted.filter((d) => d.game !== save.game.id || d.seed !== save.seed);
    if (kept.length === this.deleted.length) return;
    this.deleted = kept;
    writeDeleted(kept);
  }

  /**
   * The save a game resumed from the autosave was saved as (the autosave does not say): the one
   * of the same game (its seed and set-up) under the autosave's name, which is its save's (a move
   * taken back and another made since, its moves no longer begin the autosave's); else one whose
   * moves the autosave's begin with, the furthest on if several. The game in play then saves into
   * it, as it did before Continue; with none, Save makes a new save as for any game never saved.
   */
  private async findOwnSave(session: GameSession, autosave: SaveEnvelope, elsewhere: readonly SaveId[] = []): Promise<boolean> {
    const own = await this.ownSaveOf(autosave, () => this.state.session === session, elsewhere, true);
    // Under the save's name (renamed since, it keeps the new one).
    if (own && this.state.session === session && session.saveId === null) session.markSaved(own.id, own.name);
    return true;
  }

  /**
   * The save the autosave's game was saved as (see findOwnSave), while `still` holds; null when none.
   * Files outside the saves folder its game was opened from or saved to (`elsewhere`, from the
   * host) are looked at too; with `orGone`, when none holds it and the newest of them could not be
   * read, that one is still its save: Save then says it is gone and asks for a name, rather than
   * making a new save in the library unasked.
   */
  private async ownSaveOf(autosave: SaveEnvelope, still: () => boolean = () => true, elsewhere: readonly SaveId[] = [], orGone = false): Promise<{ id: SaveId; name: string } | null> {
    const saves = await this.host.listSaves().catch(() => [] as SaveSummary[]);
    const game = JSON.stringify([autosave.game, autosave.seed]);
    // Only saves of the same game and seed are loaded (a summary from an older version has no seed).
    const listed = saves.filter((s) => !s.autosave && !s.problem && s.gameId === autosave.game.id && (s.seed === undefined || s.seed === autosave.seed)).map((s) => s.id);
    let best: { id: SaveId; cursor: number; name: string } | null = null;
    let named: { id: SaveId; name: string } | null = null;
    let unread: SaveId | null = null;
    for (const id of [...elsewhere, ...listed]) {
      if (!still()) break;
      const r = await this.host.loadSave(id).catch(() => null);
      if (!r?.ok) {
        if (id === elsewhere[0]) unread = id;
        continue;
      }
      if (r.id === null || JSON.stringify([r.save.game, r.save.seed]) !== game) continue;
      if (saveNameKey(r.save.name) === saveNameKey(autosave.name)) named ??= { id: r.id, name: r.save.name };
      if (r.save.cursor > autosave.log.length) continue;
      const played = r.save.log.slice(0, r.save.cursor);
      if (JSON.stringify(played) !== JSON.stringify(autosave.log.slice(0, played.length))) continue;
      if (!best || r.save.cursor > best.cursor) best = { id: r.id, cursor: r.save.cursor, name: r.save.name };
    }
    if (named) return named;
    if (!best && orGone && unread !== null) return { id: unread, name: autosave.name };
    return best && { id: best.id, name: best.name };
  }

  /**
   * Renames a save; when it is the game in play, the game takes the new name too (its title, and
   * what its next Save writes: the old name would otherwise come back with it). From the main menu,
   * when it is the save of the game Continue opens, that game takes it too.
   */
  async renameSave(save: SaveSummary, name: string): Promise<boolean> {
    const refused = await this.renameRefusal(save, name);
    if (refused !== null) this.toast(refused, 'error');
    return refused === null;
  }

  /** Renames a save as renameSave does; a refusal is not said but returned, for the Rename window to say. */
  async renameRefusal(save: SaveSummary, name: string): Promise<string | null> {
    const r = await this.host.renameSave(save.id, name).catch(failed('The save could not be renamed'));
    // Said in the window as a toast would say it: names quoted as the app quotes them.
    if (!r.ok) return curlQuotes(r.message);
    const session = this.state.session;
    if (session && !(session instanceof RemoteSession) && session.saveId === save.id) {
      session.markSaved(save.id, name.trim());
      // The autosave too, at once: the saves list's "Autosave: …" and Continue said the old name until the next move.
      await this.autosaveNow();
    } else if (!session || session instanceof RemoteSession) {
      // At a table across machines the autosave still holds the last game played here (the server
      // keeps the remote one): Continue takes the new name now, not after that game's next move.
      await this.renameContinued(save.id, name.trim());
    }
    return null;
  }

  /**
   * The autosave under a save's new name when that save is the one its game was saved as (the one
   * Continue would save into, see findOwnSave), its game and time as they were: the main menu's
   * "Continue “…”" and the saves list said the old name until the game was next played.
   */
  private async renameContinued(id: SaveId, name: string): Promise<void> {
    // A damaged autosave is left as it is (its backup is offered instead, never written over).
    if (!(await this.findAutosave())) return;
    const loaded = await this.host.loadAutosave().catch(() => null);
    if (!loaded?.ok || loaded.save.name === name || (await this.ownSaveOf(loaded.save, undefined, loaded.elsewhere))?.id !== id) return;
    await this.queueAutosave(async () => ({ ...loaded.save, name }), false);
    this.store.set({ autosave: await this.findAutosave() });
  }

  async openFile(): Promise<boolean> {
    const r = await this.host.openSave();
    return r === null ? false : this.resume(r, '');
  }

  /**
   * The game as a save, with a picture of the table: a fresh one (a copy of one frame), unless
   * `fresh` is false and one of this game was taken within AUTOSAVE_PICTURE_EVERY_MS, or the table
   * shows what only the seat at the screen may see (then the last one taken, if any).
   */
  private async envelope(fresh = true): Promise<SaveEnvelope | null> {
    this.settleThrow();
    const session = this.state.session;
    if (!session) return null;
    if (session instanceof RemoteSession) return this.tables.envelope(session);
    const at = this.now().getTime();
    const recent = this.picture && this.picture.session === session && at - this.picture.at < AUTOSAVE_PICTURE_EVERY_MS ? this.picture : null;
    let thumbnail: string | undefined;
    if (this.state.ui?.privateTable?.()) {
      // The table shows one player's secrets: the saves list shows the last picture taken before.
      thumbnail = this.picture?.session === session ? this.picture.data : undefined;
      this.pictureBehind = true;
    } else if (!fresh && recent) {
      thumbnail = recent.data;
      this.pictureBehind = true;
    } else {
      thumbnail = await this.ensureStage()?.thumbnail(this.state.ui?.view?.tableOnCanvas()).catch(() => undefined);
      this.picture = { session, at, data: thumbnail };
      this.pictureBehind = false;
    }
    return this.envelopeOf(session, thumbnail);
  }

  /** A local game as a save, with the orders its seats have drawn up and not yet given. */
  private envelopeOf(session: GameSession, thumbnail: string | undefined): SaveEnvelope {
    const drafts = this.state.session === session ? (this.state.mode?.drafts?.keep(session) ?? []) : [];
    return session.toEnvelope(this.state.appInfo?.version ?? '0.0.0', this.now(), thumbnail, drafts);
  }

  /**
   * Saves the player asked for, one at a time: a second Save waits for the first, so it writes into
   * the slot the first made (a game never saved before gets one save, however fast the keys).
   */
  private saving: Promise<unknown> = Promise.resolve();
  private oneSaveAtATime(work: () => Promise<boolean>): Promise<boolean> {
    const run = this.saving.then(work, work);
    this.saving = run.catch(() => undefined);
    return run;
  }

  save(): Promise<boolean> {
    return this.oneSaveAtATime(() => this.saveNow());
  }

  /**
   * A Save As asked again while one is under way (its button double-clicked, Ctrl+Shift+S pressed
   * twice) is that one: the name is asked once, not a second time after the first is answered.
   */
  private savingAs: Promise<boolean> | null = null;
  saveAs(): Promise<boolean> {
    if (this.savingAs) return this.savingAs;
    const run = this.oneSaveAtATime(() => this.saveAsNow());
    this.savingAs = run;
    const done = () => {
      if (this.savingAs === run) this.savingAs = null;
    };
    run.then(done, done);
    return run;
  }

  private async saveNow(): Promise<boolean> {
    const session = this.state.session;
    // Its save was deleted: written again only under a name the player gives (as Save As), never
    // brought back unasked under the old one.
    const gone = session ? this.deletedSaveOf(session) : null;
    if (gone) {
      this.toast(`“${gone.name}” was deleted: give the game a name to save it again.`, 'info');
      return this.saveAsNow();
    }
    const history = session?.history;
    const env = await this.envelope();
    if (!session || !env) return false;
    const r = await this.host.writeSave(session.saveId, env).catch(failed('The game could not be saved'));
    // Its save deleted or moved outside Muster meanwhile: as for one deleted in Muster, it is saved
    // again only under a name the player gives (Save As), never made again unasked.
    if (!r.ok && r.gone && this.state.session === session) {
      session.saveId = null;
      // Remembered as a save deleted in Muster is: a Save As cancelled leaves the next Save asking too.
      this.rememberDeleted({ game: session.game.id, seed: session.history.seed, name: session.name });
      this.toast(`${r.message} Give the game a name to save it again.`, 'info');
      return this.saveAsNow();
    }
    if (!r.ok) {
      this.sayOfSave(session, r.message, 'error');
      return false;
    }
    await this.saved(session, env, history, r.summary);
    return true;
  }

  /**
   * What became of a save the player asked for. Said over another game opened meanwhile (the
   * write was slow), it says which game it speaks of: "Saved" alone seemed to be about the new one.
   */
  private sayOfSave(session: GameSession, text: string, tone: Toast['tone']): void {
    const now = this.state.session;
    if (now === null || now === session) return void this.toast(text, tone);
    this.toast(tone === 'error' ? `The game before this one, “${session.name}”, was not saved: ${text}` : `${text.replace(/\.$/, '')} (the game before this one).`, tone);
  }

  /**
   * A save the player asked for is written: the game takes its id and name, and the autosave
   * follows at once under that name (the saves list's "Autosave: …" and Continue say it), unless
   * another game was opened meanwhile (Continue opens that one). A move made while the save was
   * asked for or written (the computer's, behind the Save As window) is in that autosave too.
   */
  private async saved(session: GameSession, env: SaveEnvelope, history: unknown, summary: SaveSummary): Promise<void> {
    const inPlay = this.state.session === session;
    const moved = session.history !== history;
    if (inPlay && !moved) await this.autosaveAs({ ...env, name: summary.name });
    session.markSaved(summary.id, summary.name);
    if (inPlay && moved) {
      if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
      this.autosaveTimer = null;
      await this.queueAutosave(() => this.envelope(false));
    }
    this.forgetDeleted(env);
    this.sayOfSave(session, `Saved “${summary.name}”.`, 'success');
  }

  private async saveAsNow(): Promise<boolean> {
    const session = this.state.session;
    // Until the name is asked for, keys are the dialog's: a name typed straight away does not flip
    // or remove what is selected on the table while its picture is taken.
    const ui = this.state.ui;
    if (ui) ui.keysHeld = true;
    const history = session?.history;
    let env: SaveEnvelope | null;
    let r: WriteResult;
    try {
      env = await this.envelope();
      if (!session || !env) return false;
      r = await this.host.saveAs(env).catch(failed('The game could not be saved'));
    } finally {
      if (ui) ui.keysHeld = false;
    }
    if (!r.ok) {
      if (!r.cancelled) this.sayOfSave(session, r.message, 'error');
      return false;
    }
    await this.saved(session, env, history, r.summary);
    return true;
  }

  private scheduleAutosave(): void {
    // Autosave failing: the host has the game as it stands at once, not after the wait (closing
    // the window then asks first, and its Save As… keeps every move made).
    if (this.autosaveFailed) this.handOverAtRisk();
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = setTimeout(() => {
      this.autosaveTimer = null;
      void this.autosaveNow();
    }, AUTOSAVE_DELAY_MS);
  }

  /** Autosaves one at a time: a write never overtakes the one before it. */
  private autosaveNow(freshPicture = false): Promise<void> {
    return this.queueAutosave(() => this.envelope(freshPicture));
  }

  /**
   * The autosave written with a save the player just made (a due autosave's timer dropped), before
   * "Saved" shows: Continue opens the autosave, and it must never open a table older than the save
   * (a page closed within the autosave's delay after Save kept the one before the last move).
   */
  private autosaveAs(env: SaveEnvelope): Promise<void> {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
    return this.queueAutosave(async () => env);
  }

  /** `ofGameInPlay` false: the autosave as it stands is written again (renamed), whatever is in play. */
  private queueAutosave(make: () => Promise<SaveEnvelope | null>, ofGameInPlay = true): Promise<void> {
    // Under way from now: a page going before it reaches the host hands the game over itself.
    this.autosavesUnderWay++;
    this.autosaving = this.autosaving.then(async () => {
      // A game across machines lives on its server; Save keeps a copy of it here when asked.
      if (ofGameInPlay && (this.state.session?.damaged || this.state.session instanceof RemoteSession)) return;
      // Another tab took Muster while this one slept: its game is the autosave's now (see tab-guard.ts).
      if (this.tabs?.lost()) return;
      const env = await make();
      if (!env || this.tabs?.lost()) return;
      // One that throws is reported as any failure is: the autosaves after it still run.
      const r = await this.host.autosave(env).catch((e: unknown) => ({ ok: false as const, message: e instanceof Error ? e.message : String(e) }));
      this.autosaveFailed = !r.ok;
      if (r.ok) return;
      // Moves made while it was written are the host's at once too (see scheduleAutosave).
      if (ofGameInPlay) this.handOverAtRisk();
      // Also in the console: every e2e test fails on a console error, so no test passes over a game that stopped saving.
      console.error(`Autosave failed: ${r.message}`);
      this.toast(`Autosave failed: ${r.message}`, 'error');
    })
      // Whatever went wrong, the chain goes on: a rejected one would skip every later autosave.
      .catch((e: unknown) => console.error('Autosave failed:', e))
      .finally(() => this.autosavesUnderWay--);
    return this.autosaving;
  }

  /**
   * The page is going (closed, or reloaded): nothing asynchronous will finish. A move not yet in a
   * finished autosave (its wait not over, or its write under way) goes to the host at once, with
   * the last picture of the table taken, and the host keeps it before the page is gone.
   */
  leaving(): void {
    this.settleThrow();
    const waiting = this.autosaveTimer !== null;
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
    // A last autosave that failed kept nothing: the game goes over too (the browser keeps it for its next start).
    if (!waiting && this.autosavesUnderWay === 0 && !this.autosaveFailed) return;
    const game = this.gameAsItStands();
    if (game) this.handOverOnLeaving(game);
  }

  /**
   * Hands the game to the host as the page goes, unless the same game was handed over and kept
   * already (beforeunload, then pagehide): once is enough. One changed since (the page stayed and a
   * move was made), or one the host could not keep, is handed over again.
   */
  private handOverOnLeaving(game: SaveEnvelope): boolean {
    const text = writeSaveText({ ...game, savedAt: '' });
    if (this.handedOver?.kept && this.handedOver.text === text) return true;
    const kept = this.host.autosaveOnLeaving(game);
    this.handedOver = { text, kept };
    return kept;
  }

  /**
   * A throw let go and still in the air is logged before the game is saved or left: it is logged
   * a moment after the release (its physics runs ahead of the screen), and a reload or Menu in
   * that moment put the dice back in the hand, the units back in the cup, to be thrown again.
   */
  private settleThrow(): void {
    if (this.state.phase === 'game') this.state.ui?.settleThrow?.();
  }

  /**
   * The page is about to unload (beforeunload, in a browser): true when going now would lose moves,
   * autosave failing and the game not handed over where the next start finds it (local storage
   * full or refused too). The hand-over is tried now, with the game as it stands.
   */
  unloadWouldLose(): boolean {
    if (!this.autosaveFailed) return false;
    const game = this.gameAsItStands();
    return !!game && !this.handOverOnLeaving(game);
  }

  /** While autosave fails: the game in play as it stands, handed to the host (see scheduleAutosave). */
  private handOverAtRisk(): void {
    const game = this.gameAsItStands();
    if (game) this.host.gameAtRisk(game);
  }

  /** The local game in play as it stands, with the last picture taken of its table; null when there is none. */
  private gameAsItStands(): SaveEnvelope | null {
    const session = this.state.session;
    if (!session || session.damaged || session instanceof RemoteSession || this.tabs?.lost()) return null;
    const thumbnail = this.picture?.session === session ? this.picture.data : undefined;
    return this.envelopeOf(session, thumbnail);
  }

  /**
   * Waits for any autosave due, so nothing is lost on leaving a game; the last autosave carries a
   * fresh picture of the table (written again if the last one carried an older picture).
   */
  async flushAutosave(): Promise<void> {
    this.settleThrow();
    await this.autosaving;
    // A failed one is tried again: room may have been made since.
    if (this.autosaveTimer || this.pictureBehind || this.autosaveFailed) {
      if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
      this.autosaveTimer = null;
      await this.autosaveNow(true);
    }
    await this.autosaving;
  }

  undo(): void {
    const session = this.state.session;
    if (session instanceof RemoteSession) {
      if (session.undo()) this.toast('Asked the other players to let you take back your last move.', 'info');
      else this.toast('There is nothing of yours to take back now.', 'info');
      return;
    }
    const refusal = session?.canUndo ? (this.undoBarred() ?? this.state.ui?.undoRefusal?.() ?? null) : null;
    if (refusal) return void this.toast(refusal, 'info');
    if (!session?.undo()) this.toast(this.undoNone(), 'info');
  }

  /**
   * Why the game bars Undo for the seat at the screen, whatever the hand does (the other player's
   * secret orders), or null: the toolbar and the menu grey Undo while it holds.
   */
  undoBarred(): string | null {
    return this.state.session?.canUndo ? (this.state.ui?.undoBarred?.() ?? null) : null;
  }

  /**
   * Why Undo does nothing, in the game's words when it has its own; else, with moves in the log,
   * that the last one stands because its outcome was seen ("Nothing to undo" alone, over a log of
   * moves, read as a fault).
   */
  undoNone(): string {
    const own = this.state.ui?.undoNone?.() ?? null;
    if (own) return own;
    const session = this.state.session;
    return session && session.history.cursor > 0 ? 'Nothing to undo. The last move’s outcome has been seen, so it stands.' : 'Nothing to undo.';
  }

  // ---- playing across machines (issue 16): remote-tables.ts ---------------------------------

  /** The table across machines: made in the constructor, once `host` is set. */
  private readonly tables: RemoteTables;

  private makeTables(): RemoteTables {
    return new RemoteTables({
      host: this.host,
      modeById: (id) => this.modeById(id),
      toast: (said, tone) => this.toast(said, tone),
      dismissToast: (id) => this.dismissToast(id),
      confirm: (title, message, label) => this.confirm(title, message, label),
      prompt: (title, label, value, confirmLabel) => this.prompt(title, label, value, confirmLabel),
      beginOpen: () => {
        const turn = ++this.openTurn;
        return () => turn === this.openTurn;
      },
      session: () => this.state.session,
      show: (mode, session) => {
        this.closeDialogs();
        // As a game opened here: a join refused a moment ago (a name taken, a wrong code) is not about this table.
        this.clearToasts();
        this.play(mode, session);
      },
      toMainMenu: () => this.toMainMenu(),
      refresh: () => this.store.set((s) => ({ revision: s.revision + 1 })),
      playHere: async (modeId, setup) => {
        await this.flushAutosave();
        if (!(await this.mayLeaveUnsaved())) return false;
        this.newGame(modeId, setup);
        return true;
      },
    });
  }

  /** Hosts a new game of `modeId` for friends elsewhere (its human seats theirs to claim), and takes the first seat. */
  hostGame(modeId: string, setup: MatchSetup<unknown>, where: HostWhere): Promise<boolean> {
    return this.tables.hostGame(modeId, setup, where);
  }

  /** Another game with the same set-up (a HUD's "Another battle"), here or at the table across machines: RemoteTables.restart. */
  restart(modeId: string, setup: MatchSetup<unknown>): Promise<boolean> {
    return this.tables.restart(modeId, setup);
  }

  /** Hosts a saved game for friends elsewhere: it plays on from where it was saved, its human seats theirs to claim. */
  hostSave(id: string): Promise<boolean> {
    return this.tables.hostSave(id);
  }

  /** Joins a game across machines by its room code. */
  joinGame(code: string, where: { name: string; address?: string; token?: string }): Promise<boolean> {
    return this.tables.joinGame(code, where);
  }

  redo(): void {
    const session = this.state.session;
    const refusal = session?.canRedo ? (this.state.ui?.redoRefusal?.() ?? null) : null;
    if (refusal) return void this.toast(refusal, 'info');
    if (!session?.redo()) this.toast('Nothing to redo.', 'info');
  }

  /**
   * A step in the log: to just after its move. A step back takes moves back as Undo does, so a
   * panel's refusal of Undo (the other side's secret orders) holds for it too.
   */
  seek(cursor: number): void {
    const session = this.state.session;
    if (!session) return;
    if (cursor !== session.history.cursor) {
      const back = cursor < session.history.cursor;
      const refusal = back ? (this.state.ui?.undoBarred?.() ?? this.state.ui?.undoRefusal?.() ?? null) : (this.state.ui?.redoRefusal?.() ?? null);
      if (refusal) return void this.toast(refusal, 'info');
    }
    session.seek(cursor);
  }

  /** Opens the Print dialog: the current game's sheets in a game, every game's from the main menu. */
  print(): void {
    if (this.sheetSources().length === 0) {
      this.toast(this.state.phase === 'game' ? 'This game has no sheets to print.' : 'No game has sheets to print.', 'info');
      return;
    }
    this.openDialog({ kind: 'print' });
  }

  /**
   * The sheets the Print dialog offers: in a game, that game as it stands, as everyone at the table
   * may see it (no seat's view: secret orders, hands and targets stay secret on paper and in the
   * preview, whoever is at the mouse); from the main menu, every game that prints, as a new game of
   * its default set-up would start.
   */
  sheetSources(): SheetSource[] {
    const { phase, mode, session } = this.state;
    if (phase === 'game') {
      const sheetSet = mode?.sheetSet;
      // The name read when it is shown or printed: a Print window opened while a Save As was still
      // being written prints under the name that save gave, not the one before.
      return mode && session && sheetSet
        ? [
            {
              id: mode.id,
              get title() {
                return session.name;
              },
              build: () => sheetSet(mode.game.playerView(session.state, null)),
            },
          ]
        : [];
    }
    if (phase !== 'menu') return [];
    return this.modes.flatMap((m) => {
      const sheetSet = m.sheetSet;
      // Any seed makes the same pieces: a new game's sheets differ by nothing chance decides.
      return sheetSet ? [{ id: m.id, title: m.title, build: () => sheetSet(m.game.setup(m.defaultSetup(), 1)) }] : [];
    });
  }

  /**
   * Mounts the pages in #print-root, has the host print or save them, takes them down again, and
   * tells the player how it went. Resolves with the result so the dialog can close or stay.
   */
  async printPages(pages: readonly SheetPage<Face>[], request: PrintRequest, onProgress?: (p: MountProgress) => void): Promise<PrintResult> {
    const root = document.getElementById('print-root');
    if (!root) return { ok: false, message: 'Muster could not find where to lay the sheets out for printing.' };
    const r = await runPrintJob({ root, pages, request, print: (req) => this.host.printSheets(req), onProgress });
    if (r.ok) this.toast(r.detail, 'success');
    return r;
  }

  // ---- menu commands ------------------------------------------------------------------------

  async command(command: MenuCommand): Promise<void> {
    // In use in another tab: nothing here until "Use Muster here".
    if (this.state.phase === 'elsewhere') return;
    const inGame = this.state.phase === 'game';
    // With a dialog open (the rules, a prompt, the saves), what would change, save or print the game
    // behind it does nothing: the player is looking at the dialog (the app menu greys them too).
    const behindDialog = this.state.dialogs.length > 0;
    switch (command) {
      case 'new-game':
        if (inGame) await this.toMainMenu();
        else this.closeDialogs();
        return;
      case 'continue':
        await this.continueGame();
        return;
      case 'open':
        if (!behindDialog) await this.openFile();
        return;
      case 'open-pending':
        await this.openPending();
        return;
      case 'save':
        if (inGame && !behindDialog) await this.save();
        return;
      case 'save-as':
        if (inGame && !behindDialog) await this.saveAs();
        return;
      case 'saves':
        this.openDialog({ kind: 'saves' });
        return;
      case 'undo':
      case 'redo':
        // In a text field the menu's Undo and Redo mean the field's own.
        if (isTextField(document.activeElement)) document.execCommand(command);
        else if (inGame && !behindDialog) {
          // Whoever presses it behind the curtain, what it takes back or brings again would be
          // shown to the one about to take the mouse (a hand, secret orders): it waits, and says so.
          if (curtainUp()) this.toast(`${command === 'undo' ? 'Undo' : 'Redo'} waits while the curtain is up: answer the curtain first.`, 'info');
          else if (command === 'undo') this.undo();
          else this.redo();
        }
        return;
      case 'print':
        if (!behindDialog) this.print();
        return;
      case 'rules': {
        // The game looked at: the one in play, or the one being set up (F1 from its New game window).
        const setUp = this.state.dialogs.findLast((d) => d.kind === 'new-game');
        this.openDialog({ kind: 'rules', modeId: this.state.mode?.id ?? (setUp?.kind === 'new-game' ? setUp.modeId : this.modes[0]?.id) ?? '' });
        return;
      }
      case 'about':
        this.openDialog({ kind: 'about' });
        return;
      case 'main-menu':
        if (inGame) await this.toMainMenu();
        return;
    }
  }

  syncMenu(): void {
    const s = this.state;
    // The window's title (Electron shows it) names the game in play.
    document.title = s.session ? `${s.session.name} — Muster` : 'Muster';
    this.host.setMenuState({
      inGame: s.phase === 'game',
      canUndo: !!s.session?.canUndo && !this.undoBarred() && s.dialogs.length === 0,
      canRedo: !!s.session?.canRedo && s.dialogs.length === 0,
      canSave: s.phase === 'game' && s.dialogs.length === 0,
      canPrint: this.sheetSources().length > 0 && s.dialogs.length === 0,
    });
  }

  // ---- dialogs and messages --------------------------------------------------------------------

  openDialog(dialog: Dialog): void {
    this.store.set((s) => ({ dialogs: [...s.dialogs.filter((d) => d.kind !== dialog.kind), dialog], menu: null }));
    this.syncMenu();
  }

  closeDialog(dialog: Dialog): void {
    this.store.set((s) => ({ dialogs: s.dialogs.filter((d) => d !== dialog) }));
    this.syncMenu();
  }

  /** Closes every window; a question among them is answered Cancel, so nothing waits on it for ever. */
  closeDialogs(): void {
    const open = this.state.dialogs;
    this.store.set({ dialogs: [] });
    for (const d of open) {
      if (d.kind === 'confirm') d.resolve(false);
      else if (d.kind === 'prompt') d.resolve(null);
    }
    this.syncMenu();
  }

  confirm(title: string, message: string, confirmLabel: string, danger = false): Promise<boolean> {
    return this.ask(title, message, confirmLabel, danger).then((answer) => answer === true);
  }

  /** Asks with three answers: the confirming one (true), the alternative ('alternative'), or Cancel (false). */
  choose(title: string, message: string, confirmLabel: string, alternative: string): Promise<boolean | 'alternative'> {
    return this.ask(title, message, confirmLabel, false, alternative);
  }

  private ask(title: string, message: string, confirmLabel: string, danger: boolean, alternative?: string): Promise<boolean | 'alternative'> {
    return new Promise((resolve) => {
      const dialog: Dialog = {
        kind: 'confirm',
        title,
        message,
        confirmLabel,
        danger,
        ...(alternative === undefined ? {} : { alternative }),
        resolve: (answer) => {
          this.closeDialog(dialog);
          resolve(answer);
        },
      };
      this.openDialog(dialog);
    });
  }

  /**
   * Asks for a line of text; null when cancelled. With `required`, a blank answer is not taken; with
   * `check`, one it refuses is not (either is said in the dialog, which stays with what was typed).
   */
  prompt(title: string, label: string, value: string, confirmLabel = 'OK', required?: string, check?: (value: string) => Promise<string | null>, maxLength?: number): Promise<string | null> {
    return new Promise((resolve) => {
      const dialog: Dialog = {
        kind: 'prompt',
        title,
        label,
        value,
        confirmLabel,
        ...(required ? { required } : {}),
        ...(check ? { check } : {}),
        ...(maxLength ? { maxLength } : {}),
        resolve: (v) => {
          this.closeDialog(dialog);
          resolve(v);
        },
      };
      this.openDialog(dialog);
    });
  }

  /**
   * Says something in the messages for a while; its id, to take it down sooner (dismissToast). A
   * message said again while it still shows (Ctrl+Z pressed four times) replaces itself rather than
   * piling up over the table. `fromTable`: said by the game's table or panel; a refusal or a hint
   * from there (an error or an info: a move refused and why, "Turn a card first") is about the table
   * as it lay, and goes when a person here makes a move (dropTableSaid). An outcome the table tells
   * (a success: a throw's total) stays its time.
   */
  toast(said: string, tone: Toast['tone'] = 'info', fromTable = false): number {
    // Names quoted as the app quotes them, whoever wrote the message (a host's saves quote straight).
    const text = curlQuotes(said);
    const id = ++this.toastId;
    this.store.set((s) => {
      const others = s.toasts.filter((t) => t.text !== text || t.tone !== tone);
      return { toasts: [...others.slice(-3), { id, text, tone }] };
    });
    // Said along with a move (in the same task: "Time!" as the stacking ends), it stays for it.
    if (fromTable && tone !== 'success') setTimeout(() => this.tableSaid.add(id), 0);
    setTimeout(() => this.dismissToast(id), tone === 'error' ? 9000 : 4500);
    return id;
  }

  /** The table's refusals and hints said before the move now being made (toast's `fromTable`). */
  private readonly tableSaid = new Set<number>();

  /**
   * A person at this computer made a move: the refusals and hints the table said before it ("Turn a
   * card first", a move refused and why) were about the table as it lay, and go, not to lie over it
   * for seconds more, four deep at 960 x 600. What the table told of an outcome (a throw's total)
   * and the app's own messages (a save, a file) stay their time.
   */
  private dropTableSaid(): void {
    if (this.tableSaid.size === 0) return;
    const gone = new Set(this.tableSaid);
    this.tableSaid.clear();
    this.store.set((s) => ({ toasts: s.toasts.filter((t) => !gone.has(t.id)) }));
  }

  /**
   * The foot of what lies over the top of the table, in page pixels, as the stylesheet lays it out:
   * the messages (two stacked, one wrapped onto two lines, or moved lower under a playback's bar,
   * included) and the playback's bar; null while neither shows over it (in a window the messages
   * lie at its foot, not over the table).
   */
  private coverFoot(): number | null {
    const messages = document.querySelector('.toasts:not(.in-dialog)');
    const over = [messages?.querySelector('.toast') ? messages : null, document.querySelector('.playback-bar')].filter((e): e is Element => !!e);
    return over.length ? Math.max(...over.map((e) => e.getBoundingClientRect().bottom)) : null;
  }

  /**
   * The part of the window the table shows uncovered, as the page lays it out: inside the panels
   * marked as lying over an edge of the table (`data-covers`: the toolbar, the log, the status bar,
   * a game's own panels such as the Free Table's tray and hand) and below the messages and the
   * playback's bar (coverFoot). Read from the page, so a change to the stylesheet moves it too.
   */
  private uncovered(): PageRect {
    const clear = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (const panel of document.querySelectorAll<HTMLElement>('[data-covers]')) {
      const r = panel.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const side = panel.dataset.covers;
      if (side === 'left') clear.left = Math.max(clear.left, r.right);
      else if (side === 'right') clear.right = Math.min(clear.right, r.left);
      else if (side === 'top') clear.top = Math.max(clear.top, r.bottom);
      else if (side === 'bottom') clear.bottom = Math.min(clear.bottom, r.top);
    }
    const foot = this.coverFoot();
    if (foot !== null) clear.top = Math.max(clear.top, foot);
    return clear;
  }

  /**
   * Messages about what came before (a save made in the last game, a file that would not open) are
   * taken down when a game opens here: they would lie over the new table and seem to be about it.
   */
  private clearToasts(): void {
    if (this.state.toasts.length) this.store.set({ toasts: [] });
  }

  dismissToast(id: number): void {
    this.tableSaid.delete(id);
    this.store.set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  }

  closeContextMenu(): void {
    if (this.state.menu) this.store.set({ menu: null });
  }
}

/**
 * Whether a move in `seat` was made by a person at this computer: a seat a person plays, and across
 * machines this computer's own (a computer's move, or another player's, is not).
 */
export function madeHere(session: Pick<GameSession, 'players' | 'viewer'>, seat: number, remote = session instanceof RemoteSession): boolean {
  return session.players[seat]?.control === 'human' && (!remote || seat === session.viewer);
}

/** A host call that threw, as a result the player is told of. */
function failed(what: string): (e: unknown) => Extract<WriteResult, { ok: false }> {
  // The error's own words may end in a full stop (the browser's do): said with one, not two.
  return (e) => ({ ok: false, message: `${what}: ${(e instanceof Error ? e.message : String(e)).trim().replace(/\.+$/, '')}.` });
}

/** Whether two saves hold the same game at the same point (their names and times aside). */
function sameGame(a: SaveEnvelope, b: SaveEnvelope): boolean {
  return a.seed === b.seed && a.cursor === b.cursor && JSON.stringify([a.game, a.log]) === JSON.stringify([b.game, b.log]);
}

/** A save the player deleted: its game (id and seed) and name. */
interface DeletedSave {
  game: string;
  seed: number;
  name: string;
}
const DELETED_KEY = 'muster.deletedSaves';
const sameDeleted = (a: DeletedSave, b: DeletedSave): boolean => a.game === b.game && a.seed === b.seed && a.name === b.name;

function readDeleted(): DeletedSave[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DELETED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((d): d is DeletedSave => typeof d?.game === 'string' && typeof d.seed === 'number' && typeof d.name === 'string') : [];
  } catch {
    return [];
  }
}

function writeDeleted(list: readonly DeletedSave[]): void {
  try {
    localStorage.setItem(DELETED_KEY, JSON.stringify(list));
  } catch {
    // No storage: remembered while this page runs.
  }
}
