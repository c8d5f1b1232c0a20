import { useState } from 'preact/hooks';
import type { App } from '../app';
import type { GameMode } from '../../games/mode';
import { Dialog } from '../../kits/shell/Dialog';
import { AcrossMachines } from '../../kits/shell/SeatControls';
import { rememberName } from './JoinDialog';
import { pageStorage } from '../print/print-prefs';
import { initialSetup, leaveUnstarted, seatNamesProblem, writeLastSetup } from '../setup-memory';

/** The fields in which Enter starts the game, as Enter in a form's field submits it. */
const ENTER_STARTS = new Set(['text', 'number', 'search']);

/**
 * Enter in a text or number field presses Start (or Host). The field gives up the focus first, so
 * one that commits on change (a table's size, a turn limit) takes what was typed, and the button is
 * pressed after that render, as it then stands: disabled if the set-up now has a problem, and the
 * focus then goes back to the field. Fields inside `[data-enter-stays]` (a scenario editor's long
 * table, where Enter only commits a number) are left alone.
 */
function startOnEnter(e: KeyboardEvent): void {
  const field = e.target;
  if (e.key !== 'Enter' || e.isComposing || e.repeat || !(field instanceof HTMLInputElement) || !ENTER_STARTS.has(field.type) || field.closest('[data-enter-stays]')) return;
  e.preventDefault();
  const dialog = field.closest('[role="dialog"]');
  field.blur();
  setTimeout(() => {
    const start = dialog?.querySelector<HTMLButtonElement>('footer button.primary');
    if (start?.isConnected && !start.disabled) start.click();
    else if (field.isConnected) field.focus();
  }, 0);
}

export function NewGameDialog({ app, mode, onClose }: { app: App; mode: GameMode; onClose: () => void }) {
  // The last set-up started for this game (names, the computer's seats and strength, the options),
  // or the one left here unstarted.
  const [opened] = useState(() => initialSetup(pageStorage(), mode));
  const [setup, setSetup] = useState(opened);
  // Closed without starting (Cancel, the × or Escape), it opens next time as it was left.
  const close = () => {
    leaveUnstarted(mode.id, setup, opened);
    onClose();
  };
  const defaults = JSON.stringify(setup) === JSON.stringify(mode.defaultSetup());
  // Playing with friends on other computers: the game is hosted on a server and its seats claimed there.
  const [remote, setRemote] = useState(false);
  const [address, setAddress] = useState('');
  const [port, setPort] = useState('2567');
  const [busy, setBusy] = useState(false);
  const Form = mode.SetupForm;
  const browser = app.host.kind === 'browser';
  const humans = setup.players.filter((p) => p.control === 'human');
  const portNumber = Number(port);
  const problem =
    mode.setupProblem?.(setup) ??
    seatNamesProblem(setup.players) ??
    (remote && humans.length < 2 ? 'Hosting is for two or more people: make another seat a person.' : null) ??
    (remote && mode.game.realTime && !mode.game.paced && humans.length < setup.players.length ? 'A race across machines is between people: make every seat a person.' : null) ??
    (remote && !browser && !address.trim() && !(Number.isInteger(portNumber) && portNumber >= 1024 && portNumber <= 65535) ? 'Choose a port from 1024 to 65535.' : null);
  const host = async () => {
    const name = humans[0]?.name.trim() || 'Player 1';
    rememberName(name);
    setBusy(true);
    const ok = await app.hostGame(mode.id, setup, { name, ...(address.trim() ? { address: address.trim() } : browser ? {} : { port: portNumber }) });
    if (ok) writeLastSetup(pageStorage(), mode.id, setup);
    else setBusy(false);
  };
  const start = async () => {
    if (await app.startNewGame(mode.id, setup)) writeLastSetup(pageStorage(), mode.id, setup);
  };
  return (
    <Dialog
      title={`New ${mode.title}`}
      kind="new-game"
      onClose={close}
      footer={
        <>
          <button onClick={close}>Cancel</button>
          <button disabled={defaults} title="Set everything back as it was at first" onClick={() => setSetup(mode.defaultSetup())}>
            Defaults
          </button>
          {problem && <span class="t18-problem">{problem}</span>}
          {remote ? (
            <button class="primary" disabled={!!problem || busy} onClick={() => void host()} autofocus>
              {busy ? 'Hosting…' : 'Host'}
            </button>
          ) : (
            // The dialog opens on Start (not its ×): Enter straight away starts the game as set up.
            <button class="primary" disabled={!!problem} onClick={() => void start()} autofocus>
              Start
            </button>
          )}
        </>
      }
    >
      {setup.players.some((p) => p.control === 'computer' && p.strength !== 'easy') && (
        <p class="hint start-easy" role="note">
          New to {mode.title}? Set the computer to <strong>easy</strong> for your first game: it makes more mistakes and leaves you chances to learn.
        </p>
      )}
      <div class="setup-fields" onKeyDown={startOnEnter}>
        <AcrossMachines.Provider value={remote}>
          <Form value={setup} onChange={setSetup} />
        </AcrossMachines.Provider>
        <fieldset class="net-form">
          <label class="check">
            <input type="checkbox" checked={remote} onChange={(e) => setRemote(e.currentTarget.checked)} />
            Play with friends on other computers
          </label>
          {remote && (
            <>
              <p class="hint">
                You take the first person's seat ({humans[0]?.name || 'Player 1'}); each friend joins with the room code and takes a seat by name.
              </p>
              {browser ? (
                <p class="hint">The game is hosted on the server this page came from.</p>
              ) : (
                <label>
                  Server address (leave empty to host on this computer)
                  <input type="text" value={address} placeholder="this computer" autocomplete="off" spellcheck={false} maxLength={260} onInput={(e) => setAddress(e.currentTarget.value)} />
                </label>
              )}
              {!browser && !address.trim() && (
                <label>
                  Port
                  <input type="number" min={1024} max={65535} value={port} onInput={(e) => setPort(e.currentTarget.value)} />
                </label>
              )}
            </>
          )}
        </fieldset>
      </div>
    </Dialog>
  );
}
