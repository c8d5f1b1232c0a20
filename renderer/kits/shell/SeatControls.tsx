// Pieces shared by the games' set-up forms and panels: who plays a seat, and the curtain that
// passes the one mouse between people at one computer.
import { createContext, type ComponentChildren } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { SeatConfig, Strength } from '../../engine/game';
import { isUnder, useModalFocus } from './modal-focus';

/**
 * Names nobody typed follow who plays a seat: the one person at the computer is "You", people
 * sharing it go by their side's name, and the computer is "Computer" (or its side's name when it
 * plays more than one seat, or plays alone). A name a player typed is never changed.
 */
export function withSeatNames(players: readonly SeatConfig[], sideNames: readonly string[]): SeatConfig[] {
  const defaults = new Set(['You', 'Computer', ...sideNames, ...players.map((_, i) => `Player ${i + 1}`)]);
  const humans = players.filter((p) => p.control === 'human').length;
  const computers = players.length - humans;
  return players.map((p, i) => {
    if (!defaults.has(p.name.trim()) && p.name.trim() !== '') return p;
    const side = sideNames[i] ?? `Player ${i + 1}`;
    const name = p.control === 'human' ? (humans === 1 ? 'You' : side) : computers === 1 && humans > 0 ? 'Computer' : side;
    return name === p.name ? p : { ...p, name };
  });
}

/**
 * Whether the New game window is hosting for friends on other computers ("Play with friends on other
 * computers" ticked): a set-up form then speaks of people at their own computers, not at this one.
 */
export const AcrossMachines = createContext(false);

/** "Played by": a person (at this computer, or across machines you or a friend), or the computer at one of its strengths. */
export function PlayedBy({ seat, label, onChange }: { seat: SeatConfig | undefined; label: string; onChange: (patch: Partial<SeatConfig>) => void }) {
  const across = useContext(AcrossMachines);
  return (
    <label>
      Played by
      <select
        aria-label={`${label} played by`}
        value={seat?.control === 'computer' ? seat.strength : 'human'}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(v === 'human' ? { control: 'human' } : { control: 'computer', strength: v as Strength });
        }}
      >
        <option value="human">{across ? 'A person (you or a friend)' : 'A person at this computer'}</option>
        <option value="easy">The computer: easy</option>
        <option value="normal">The computer: normal</option>
        <option value="hard">The computer: hard</option>
      </select>
    </label>
  );
}

/**
 * A key the app's menu answers (Ctrl+P, Ctrl+S, Ctrl+Z, F1: in a browser its shortcuts) goes on to
 * the app under a curtain, as the desktop menu's commands do: the app prints and saves what all may
 * see and says why Undo waits (it knows the curtain is up: curtainUp). The table behind never takes
 * it (its keys wait while a modal is up), and the browser's own meaning of the key (select all, find,
 * print the page) is kept off.
 */
function passesToApp(e: KeyboardEvent): boolean {
  return e.ctrlKey || e.metaKey || e.key === 'F1';
}

/** Keys the curtain's own buttons answer (Tab between them, Enter and Space press one), and keys that are only held with another. */
const CURTAIN_KEYS = new Set(['Tab', 'Enter', ' ', 'Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'Fn', 'Dead', 'Unidentified']);

/**
 * What a key the table would answer (M measures, 0 fits, the arrows pan, F flips...) says under
 * the curtain: it waits, and why. Null for a key the curtain itself answers.
 */
export function curtainKeyWaits(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, button: string): string | null {
  if (CURTAIN_KEYS.has(e.key) || e.ctrlKey || e.metaKey || e.altKey || e.key === 'F1') return null;
  return `The table’s keys wait while the curtain is up: press “${button}” first.`;
}

/**
 * The way back to the main menu from under a curtain, given by the shell around the table. The
 * curtain covers the toolbar with the rest, so a player who sat down alone, or who wants to stop,
 * leaves from the curtain itself, and sees no hand or order on the way (the game is autosaved).
 */
export const CurtainLeave = createContext<(() => void) | null>(null);

/**
 * Covers the table, opaque, until the next person says they have the mouse, so a hand or secret
 * orders stay private. Modal for the keyboard too: its button has focus (Enter lifts it) and Tab
 * stays on it, so nothing behind can be pressed while it is down.
 */
export function Curtain({ id, title, button, onLift, children }: { id: string; title: string; button: string; onLift: () => void; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  const trapTab = useModalFocus(ref);
  const leave = useContext(CurtainLeave);
  // A table key pressed under the curtain is said to wait, on the curtain itself: nothing behind it may answer.
  const [waits, setWaits] = useState<string | null>(null);
  const label = useRef(button);
  label.current = button;
  const tell = (e: KeyboardEvent) => {
    const said = curtainKeyWaits(e, label.current);
    if (said) setWaits(said);
  };
  // Keys behind the curtain (the table's shortcuts) must not act on a hidden game. Held from the
  // moment it shows and let go the moment it goes (a layout effect: a passive one is set up, and
  // undone, only after the next paint, so a key in between went behind it or was lost).
  useLayoutEffect(() => {
    const stop = (e: KeyboardEvent) => {
      // A window opened over the curtain (Print, Save) has its keys: Escape, Enter, a field's Ctrl+V.
      if (!ref.current || ref.current.contains(e.target as Node) || isUnder(ref.current)) return;
      if (passesToApp(e)) return void e.preventDefault();
      e.stopImmediatePropagation();
      tell(e);
    };
    window.addEventListener('keydown', stop, true);
    return () => window.removeEventListener('keydown', stop, true);
  }, []);
  return (
    // A press on the curtain itself must not take the focus off its button.
    <div class="backdrop curtain interactive" onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()}>
      <div
        ref={ref}
        class="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        // A press on its words does not take the focus off its button either (Enter still lifts it).
        onMouseDown={(e) => !(e.target as HTMLElement).closest('button, a, input, select, textarea') && e.preventDefault()}
        onKeyDown={(e) => {
          trapTab(e);
          if (passesToApp(e)) return void e.preventDefault();
          // Its other keys stay the curtain's.
          e.stopPropagation();
          tell(e);
        }}
      >
        <header>
          <h2 id={id}>{title}</h2>
        </header>
        <div class="body">
          {children}
          <p class="curtain-waits" role="status" aria-label="Curtain">
            {waits ?? ''}
          </p>
        </div>
        <footer>
          {leave && (
            <button class="curtain-leave" onClick={leave} title="Back to the main menu (the game is autosaved): nothing behind the curtain is shown">
              Main menu
            </button>
          )}
          <button class="primary" autofocus onClick={onLift}>
            {button}
          </button>
        </footer>
      </div>
    </div>
  );
}
