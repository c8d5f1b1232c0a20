// Around the table while playing: the toolbar, the game log, the status line, and the game's own panels.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { App } from '../app';
import { modeHint, type GameMode } from '../../games/mode';
import type { GameSession } from '../../kits/shell/session';
import type { TableUi } from '../../table/table-ui';
import { describeRoll } from '../../engine/dice';
import { saysMore } from '../../engine/game';
import { useStore } from '../../kits/shell/use-store';
import { Curtain, CurtainLeave } from '../../kits/shell/SeatControls';
import { RemoteSession } from '../../net/remote-session';
import { FitIcon, HandIcon, MenuIcon, PrintIcon, RedoIcon, RulerIcon, RulesIcon, SaveAsIcon, SaveIcon, SeatIcon, UndoIcon } from './icons';

export function GameHud({ app, mode, session, ui }: { app: App; mode: GameMode; session: GameSession; ui: TableUi }) {
  useStore(app.store, (s) => s.revision);
  const tool = useStore(ui.store, (s) => s.tool);
  const tape = useStore(ui.store, (s) => s.tape);
  const zoom = useStore(ui.store, (s) => s.zoom);
  const selection = useStore(ui.store, (s) => s.selection);
  const playback = useStore(ui.store, (s) => s.playback);
  const unshown = useStore(ui.store, (s) => s.unshown);
  const undoWaits = useStore(ui.store, (s) => s.undoWaits);
  const redoWaits = useStore(ui.store, (s) => s.redoWaits);
  const thinking = useStore(app.store, (s) => s.thinking);
  const Hud = mode.Hud;
  // What the mouse and keys do now: a game may say it per phase (read again on every change to the session).
  const hint = modeHint(mode, session.view, session.viewer, { tool, playback });
  const players = session.players;
  // The log folds away to a tab at the right, giving the table the room: remembered between games.
  // In a narrow window it starts folded and opens over the table, so the table keeps its room.
  const [logOpen, setLogOpen] = useState(() => readLogOpen());
  const narrow = useNarrowWindow();
  const [logPeek, setLogPeek] = useState(false);
  const docked = logOpen && !narrow;
  const rightInset = docked ? mode.insets.right : LOG_TAB;
  useEffect(() => {
    ui.insets = { ...mode.insets, right: rightInset };
    document.documentElement.style.setProperty('--log-inset', `${rightInset}px`);
    // Only a fitted table: the player's zoom was thrown away when the log was hidden, or the
    // window grew wide enough to dock it.
    ui.view?.refit();
  }, [rightInset, ui, mode]);
  // Messages go over the table between the panels, never over a panel's orders or the log.
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--toast-left', `${mode.insets.left}px`);
    root.setProperty('--toast-right', `${rightInset}px`);
    return () => {
      root.removeProperty('--toast-left');
      root.removeProperty('--toast-right');
    };
  }, [rightInset, mode]);
  useEffect(() => setLogPeek(false), [narrow]);
  // The log opened over the table is what Escape closes first, before the table hears it (where it
  // put the selection down and left the log in the way).
  useEffect(() => {
    if (!narrow || !logPeek) return;
    const onKey = (e: KeyboardEvent) => {
      if (!escapeOverTable(e)) return;
      e.preventDefault();
      e.stopPropagation();
      setLogPeek(false);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [narrow, logPeek]);
  const toggleLog = () => {
    if (narrow) return setLogPeek(!logPeek);
    setLogOpen(!logOpen);
    writeLogOpen(!logOpen);
  };
  // The toolbar drops its words for icons (their names stay for screen readers and tooltips)
  // whenever the words would not fit, or would leave the game's name cut short of its full length
  // or its cap: the name is what says which game this is, the icons have tooltips.
  const barRef = useRef<HTMLElement>(null);
  const [compact, setCompact] = useState(false);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => {
      bar.classList.remove('compact');
      const title = bar.querySelector<HTMLElement>('.title');
      const cap = title ? parseFloat(getComputedStyle(title).maxWidth) : NaN;
      const squeezed = !!title && title.clientWidth + 1 < Math.min(title.scrollWidth, Number.isNaN(cap) ? Infinity : cap);
      const tight = squeezed || bar.scrollWidth > bar.clientWidth + 1;
      bar.classList.toggle('compact', tight);
      setCompact(tight);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [mode, players.length, session.name]);
  // Switching the seat shows another person's hand: a curtain first, so the last one's stays private.
  const [passing, setPassing] = useState<number | null>(null);
  const passSeat = (seat: number) => {
    if (seat !== session.viewer) setPassing(seat);
  };
  const seatName = (seat: number) => players[seat]?.name ?? `Player ${seat + 1}`;
  const leave = () => void app.toMainMenu();
  const barred = app.undoBarred();
  return (
    // Every curtain over this game (the HUD's own, and the game panels') offers the way back to the menu.
    <CurtainLeave.Provider value={leave}>
      <nav class={`topbar interactive${compact ? ' compact' : ''}`} aria-label="Game toolbar" ref={barRef} data-covers="top">
        <button onClick={() => void app.toMainMenu()} title="Back to the main menu (the game is autosaved)">
          <MenuIcon /> <span class="label">Menu</span>
        </button>
        <span class="title" title={session.name}>
          {session.name}
        </span>
        <span class="sep" />
        {/* Greyed out, it says why, as Ctrl+Z would (cards dealt stay dealt, the other's secret orders
            are theirs, a piece held or dice rolling wait for the hand). */}
        <button
          onClick={() => app.undo()}
          disabled={!session.canUndo || !!barred || !!undoWaits}
          title={barred ?? (session.canUndo ? (undoWaits ?? 'Undo (Ctrl+Z)') : app.undoNone())}
        >
          <UndoIcon /> <span class="label">Undo</span>
        </button>
        <button onClick={() => app.redo()} disabled={!session.canRedo || !!redoWaits} title={(session.canRedo && redoWaits) || 'Redo (Ctrl+Shift+Z)'}>
          <RedoIcon /> <span class="label">Redo</span>
        </button>
        <span class="sep" />
        <button onClick={() => void app.save()} title="Save (Ctrl+S)">
          <SaveIcon /> <span class="label">Save</span>
        </button>
        <button onClick={() => void app.saveAs()} title="Save under a new name (Ctrl+Shift+S)">
          <SaveAsIcon /> <span class="label">Save As…</span>
        </button>
        <span class="sep" />
        {mode.tape && (
          <button aria-pressed={tool === 'hand'} onClick={() => ui.setTool('hand')} title="Pick up and move pieces">
            <HandIcon /> <span class="label">Move</span>
          </button>
        )}
        {mode.tape && (
          <button aria-pressed={tool === 'tape'} onClick={() => ui.setTool(tool === 'tape' ? 'hand' : 'tape')} title="Measure (M)">
            <RulerIcon /> <span class="label">Measure</span>
          </button>
        )}
        <button onClick={() => ui.view?.fit()} title="Fit the table to the window (0)">
          <FitIcon /> <span class="label">Fit</span>
        </button>
        <span class="spacer" />
        {mode.seatSelect && players.filter((p) => p.control === 'human').length > 1 && (
          <label class="seat" title="Whose hand and view the screen shows">
            <SeatIcon />
            <span class="label">Seat</span>
            <select aria-label="Seat" value={session.viewer} onChange={(e) => passSeat(Number(e.currentTarget.value))}>
              {players.map((p, i) =>
                p.control === 'human' ? (
                  <option key={i} value={i}>
                    {p.name}
                  </option>
                ) : null,
              )}
            </select>
          </label>
        )}
        {mode.sheetSet && (
          <button onClick={() => app.print()} title="Print-and-play sheets (Ctrl+P)">
            <PrintIcon /> <span class="label">Print</span>
          </button>
        )}
        <button onClick={() => app.openDialog({ kind: 'rules', modeId: mode.id })} title="Rules (F1)">
          <RulesIcon /> <span class="label">Rules</span>
        </button>
      </nav>
      <GameLog session={session} unshown={unshown} seek={(cursor) => app.seek(cursor)} seatName={seatName} open={narrow ? logPeek : logOpen} overlay={narrow} onToggle={toggleLog} />
      {Hud && <Hud session={session} ui={ui} thinking={thinking} restart={(setup) => void app.restart(mode.id, setup)} />}
      {playback ? (
        <PlaybackBar label={playback} ui={ui} left={mode.insets.left} right={rightInset} />
      ) : session instanceof RemoteSession ? (
        <>
          <RemoteWaiting session={session} left={mode.insets.left} right={rightInset} />
          <RemoteAway app={app} session={session} left={mode.insets.left} right={rightInset} />
        </>
      ) : (
        thinking !== null && (
          <div class="playback-bar" style={{ left: `${mode.insets.left}px`, right: `${rightInset}px` }}>
            <div class="playback-pill thinking" role="status" aria-label="Computer thinking">
              <span class="playback-dot" aria-hidden="true" />
              <span>{seatName(thinking)} is thinking…</span>
            </div>
          </div>
        )
      )}
      <footer class="statusbar interactive" aria-label="Status" data-covers="bottom">
        <span>Zoom {Math.round(zoom * 100)}%</span>
        {selection.length > 0 && <span>{selection.length} selected</span>}
        <span class="tape" role="status" aria-label="Tape">
          {tape ? `Tape: ${tape}` : ''}
        </span>
        {session instanceof RemoteSession ? <RemoteStatus session={session} /> : <span class="controls-hint" title={hint}>
            {hint}
          </span>}
      </footer>
      {passing !== null && (
        <Curtain
          id="seat-curtain"
          title={`Pass to ${seatName(passing)}`}
          button={`I am ${seatName(passing)}: show my hand`}
          onLift={() => {
            session.setViewer(passing);
            setPassing(null);
          }}
        >
          <p>
            {seatName(session.viewer)}, look away. {seatName(passing)}, take the mouse: the table will show your hand.
          </p>
          <p>
            <button onClick={() => setPassing(null)}>Stay with {seatName(session.viewer)}</button>
          </p>
        </Curtain>
      )}
    </CurtainLeave.Provider>
  );
}

/** The room of a game across machines: its code, where friends reach it, and who is here. */
function RemoteStatus({ session }: { session: RemoteSession }) {
  const where = session.addresses[0] ? ` at ${session.addresses.join(' or ')}` : '';
  const seats = session.seats.map((p, i) => (p.open ? `seat ${i + 1} free` : p.name) + (i === session.seat ? ' (you)' : p.control === 'computer' ? ' (computer)' : p.connected ? '' : ' (away)'));
  // A narrow window cuts the line short: its tooltip has it all.
  return (
    <span class="net-status" role="status" aria-label="Room" title={`Room ${session.code}${where} · ${seats.join(', ')}`}>
      Room <strong class="net-code">{session.code}</strong>
      {where}
      {' · '}
      {session.seats.map((p, i) => (
        <span key={i} class={`net-seat${p.connected ? ' here' : ''}`}>
          {i > 0 ? ', ' : ''}
          {seats[i]}
        </span>
      ))}
    </span>
  );
}

/** Over the table while the others are to move: whom the table waits for. */
function RemoteWaiting({ session, left, right }: { session: RemoteSession; left: number; right: number }) {
  const u = session.update;
  if (!u || (u.result && !session.down)) return null;
  const seats = session.seats;
  const open = seats.filter((p) => p.open).length;
  const others = u.actors.filter((a) => a !== session.seat);
  // This seat's own connection first: the rest of the table is as it was when it dropped.
  const text = session.down
    ? `The connection to room ${session.code} is down: reconnecting… A move made now is not sent.`
    : u.undoAsk !== null
      ? u.undoAsk === session.seat
        ? 'Waiting for the others to answer your request to undo…'
        : `${seats[u.undoAsk]?.name ?? 'A player'} asks to undo…`
      : open > 0
        ? `Waiting for ${open === 1 ? 'a friend' : `${open} friends`} to join room ${session.code}…`
        : u.actors.includes(session.seat) || others.length === 0
          ? null
          : `Waiting for ${others.map((a) => seats[a]?.name ?? `seat ${a + 1}`).join(' and ')}…`;
  if (!text) return null;
  return (
    <div class="playback-bar" style={{ left: `${left}px`, right: `${right}px` }}>
      <div class="playback-pill thinking interactive" role="status" aria-label="Waiting">
        <span class="playback-dot" aria-hidden="true" />
        <span>{text}</span>
        {!session.down &&
          u.undoAsk === null &&
          (!session.game.realTime || !!session.game.paced) &&
          seats.map((p, i) =>
            p.open ? (
              <button key={i} onClick={() => session.giveToComputer(i)} title={`Nobody has taken ${p.name}'s seat: the computer plays it, at normal`}>
                Computer plays {p.name}
              </button>
            ) : null,
          )}
      </div>
    </div>
  );
}

/**
 * Another player has left the table (their connection gone, their seat kept): said plainly, with
 * what can be done. The room goes on for whoever is in it, and play goes on from here when they
 * join it again; the one who opened the room can keep a copy as a save; anyone can go back to the
 * menu and join the room again later. "Wait" puts the panel away until someone else leaves.
 */
function RemoteAway({ app, session, left, right }: { app: App; session: RemoteSession; left: number; right: number }) {
  const away = session.away;
  const key = away.join(',');
  const [waiting, setWaiting] = useState('');
  // Back again: the next time they leave is said again.
  useEffect(() => {
    if (!key) setWaiting('');
  }, [key]);
  if (!key || key === waiting || session.update?.result) return null;
  const names = away.map((s) => session.seats[s]?.name ?? `Seat ${s + 1}`);
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const one = names.length === 1;
  const opener = session.welcome.host ?? null;
  return (
    <div class="remote-away-bar" style={{ left: `${left}px`, right: `${right}px` }}>
      <section class="remote-away interactive" role="region" aria-label="Player away">
        <h2>
          {who} {one ? 'has' : 'have'} left the table
        </h2>
        <p>
          The game waits as it stands: when {who} {one ? 'joins' : 'join'} room <strong>{session.code}</strong> again, play goes on from here.
          {opener !== null && away.includes(opener) ? ` The room stays open while you are in it.` : ''}
        </p>
        <p>
          {session.opener
            ? 'Keep a copy to have the game in your saves as it stands, or go back to the menu; the room waits for you too.'
            : `Only ${session.seats[opener ?? -1]?.name ?? 'the player who opened the room'} can keep a copy of this game (a save shows every side’s secrets). Back at the menu, join room ${session.code} again later to play on.`}
        </p>
        <div class="remote-away-actions">
          <button onClick={() => setWaiting(key)}>Wait for {who}</button>
          {session.opener && <button onClick={() => void app.save()}>Keep a copy</button>}
          <button onClick={() => void app.toMainMenu()}>Main menu</button>
        </div>
      </section>
    </div>
  );
}

/** Below this width the log no longer takes a column of its own. */
const NARROW_WIDTH = 1100;

function useNarrowWindow(): boolean {
  const [narrow, setNarrow] = useState(() => window.innerWidth < NARROW_WIDTH);
  useEffect(() => {
    const check = () => setNarrow(window.innerWidth < NARROW_WIDTH);
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  return narrow;
}

/** An Escape for what lies over the table: not one a modal window, a field or a list closes first. */
function escapeOverTable(e: KeyboardEvent): boolean {
  if (e.key !== 'Escape' || document.querySelector('[role="dialog"][aria-modal="true"]')) return false;
  const t = e.target as HTMLElement | null;
  return !(t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)));
}

/**
 * Over the table while a move plays back: what is happening and how to skip it (the button,
 * Escape, or a click on the table, which each scene also takes).
 */
function PlaybackBar({ label, ui, left, right }: { label: string; ui: TableUi; left: number; right: number }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (escapeOverTable(e) && ui.skipPlayback()) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ui]);
  return (
    <div class="playback-bar" style={{ left: `${left}px`, right: `${right}px` }}>
      <div class="playback-pill interactive" role="status" aria-label="Playback">
        <span class="playback-dot" aria-hidden="true" />
        <span>{label}</span>
        <button onClick={() => ui.skipPlayback()} title="Show the outcome now (Escape, or click the table)">
          Skip
        </button>
      </div>
    </div>
  );
}

/** A log note that draws the board (in the game's own notation) rather than telling a step. */
const isBoard = (detail: unknown): boolean => typeof detail === 'object' && detail !== null && (detail as { t?: unknown }).t === 'board';

const movesText = (n: number) => (n === 1 ? '1 move' : `${n} moves`);

/** Screen pixels the folded log's tab keeps at the right. */
const LOG_TAB = 56;
const LOG_KEY = 'muster.logOpen';

function readLogOpen(): boolean {
  try {
    return localStorage.getItem(LOG_KEY) !== 'false';
  } catch {
    return true;
  }
}

function writeLogOpen(open: boolean): void {
  try {
    localStorage.setItem(LOG_KEY, String(open));
  } catch {
    /* A browser without storage just forgets the choice. */
  }
}

/** How many of a long log's latest moves are laid out at first. */
const LOG_PAGE = 200;

function GameLog({ session, unshown, seek, seatName, open, overlay, onToggle }: { session: GameSession; unshown: number; seek: (cursor: number) => void; seatName: (seat: number) => string; open: boolean; overlay: boolean; onToggle: () => void }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [boards, setBoards] = useState(false);
  // A long game's log shows its latest moves; earlier ones come a page at a time, on asking (a
  // resumed game of thousands of moves would otherwise lay out thousands of rows before it shows).
  const [shown, setShown] = useState(LOG_PAGE);
  const hasBoards = session.history.entries.some((e) => e.events.some((ev) => ev.kind === 'note' && isBoard(ev.detail)));
  const entries = session.history.entries;
  const cursor = session.history.cursor;
  // The moves the table is still playing out (dice rolling, shots flying) wait for it: no line
  // tells an outcome before the table shows it. They are never undone ones (a move cuts those off).
  const told = Math.max(0, cursor - unshown);
  // Always the cursor's neighbourhood: undoing far back shows where the game now stands.
  const first = Math.max(0, Math.min(entries.length - shown, cursor - LOG_PAGE / 2));
  const end = Math.min(entries.length, first + shown);
  // The latest move in sight: after each move, and when the log is opened (the list is new then).
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length, told, open]);
  if (!open) {
    return (
      <aside class="log folded interactive" aria-label="Game log" data-covers="right">
        <button class="log-tab" aria-expanded="false" onClick={onToggle} title="Show the game log">
          Log · {movesText(told)}
        </button>
      </aside>
    );
  }
  return (
    <aside class={`log interactive${overlay ? ' overlay' : ''}`} aria-label="Game log" data-covers="right">
      <h2>
        <span>
          Log <span class="hint">{movesText(told)}</span>
        </span>
        {hasBoards && (
          <label class="inline-check">
            <input type="checkbox" checked={boards} onChange={(e) => setBoards(e.currentTarget.checked)} /> Boards
          </label>
        )}
        <button class="log-fold" aria-expanded="true" onClick={onToggle} title="Fold the log away: more room for the table">
          Hide
        </button>
      </h2>
      <div role="log" aria-live="polite" aria-label="Moves" class="log-list" ref={listRef}>
      {first > 0 && (
        <button class="log-earlier" onClick={() => setShown((n) => n + LOG_PAGE * 5)}>
          Show earlier moves ({first.toLocaleString('en-GB')} more)
        </button>
      )}
      <ol start={first + 1}>
        {entries.slice(first, end).map((entry, k) => {
          const i = first + k;
          if (i >= told && i < cursor) return null;
          return (
          <li key={i} class={i >= cursor ? 'undone' : undefined}>
            <button
              class="step"
              title={i >= cursor ? 'Redo up to this move' : 'Go back to just after this move (Redo brings the rest back)'}
              aria-label={`Go to move ${i + 1}: ${entry.text}`}
              onClick={() => seek(i + 1)}
              disabled={i + 1 < session.undoFloor}
            >
              {i + 1}
            </button>
            {entry.text}
            {entry.events.map((ev, j) =>
              ev.kind === 'roll' ? (
                <span key={j} class="roll">
                  {describeRoll(ev, seatName)}
                </span>
              ) : isBoard(ev.detail) ? (
                boards && (
                  <pre key={j} class="board">
                    {ev.text}
                  </pre>
                )
              ) : saysMore(entry.text, ev.text) ? (
                <span key={j} class="note">
                  {ev.text}
                </span>
              ) : null,
            )}
          </li>
          );
        })}
      </ol>
      {end < entries.length && <p class="hint log-later">…and {(entries.length - end).toLocaleString('en-GB')} later moves to redo</p>}
      </div>
    </aside>
  );
}
