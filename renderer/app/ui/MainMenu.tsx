// The first screen: the registered games with a picture and a line each, Continue, Load and Rules.
import iconUrl from '../../../assets/public/icon.svg?url';
import type { App } from '../app';
import { useStore } from '../../kits/shell/use-store';
import { continueLine } from '../dates';
import { useState } from 'preact/hooks';

export function MainMenu({ app }: { app: App }) {
  const autosave = useStore(app.store, (s) => s.autosave);
  const info = useStore(app.store, (s) => s.appInfo);
  return (
    <main class="main-menu interactive" aria-label="Main menu">
      <div class="card">
        <div class="brand">
          <img src={iconUrl} alt="" />
          <h1>Muster</h1>
        </div>
        <p class="tagline">A tabletop for little homemade wargames. Pick a table and play, alone or with a friend at your side.</p>
        <div class="menu-actions" role="group" aria-label="Game">
          <button class="primary" disabled={!autosave} onClick={() => void app.continueGame()}>
            Continue
          </button>
          <button onClick={() => app.openDialog({ kind: 'saves' })}>Load…</button>
          <button onClick={() => void app.openFile()}>Open file…</button>
          <button onClick={() => app.openDialog({ kind: 'join' })} title="Play a game a friend hosts on another computer">
            Join a game…
          </button>
          <button onClick={() => app.openDialog({ kind: 'rules', modeId: app.modes[0]?.id ?? '' })}>Rules</button>
          {app.modes.some((m) => m.sheetSet) && (
            <button onClick={() => app.print()} title="Print-and-play sheets of every game that has them (Ctrl+P)">
              Print…
            </button>
          )}
          <button onClick={() => app.openDialog({ kind: 'about' })}>About</button>
          {app.host.kind === 'electron' && <button onClick={() => app.host.quit()}>Quit</button>}
        </div>
        {autosave && (
          <p class="continue-line">{continueLine(autosave)}</p>
        )}
        <h2 class="sr-only">New game</h2>
        <ul class="modes" aria-label="New game">
          {app.modes.map((mode) => (
            <li class="mode" key={mode.id}>
              <button class="pick" aria-label={mode.title} onClick={() => app.openDialog({ kind: 'new-game', modeId: mode.id })}>
                <img src={mode.picture} alt="" />
                <span class="text">
                  <h2>{mode.title}</h2>
                  <p>{mode.blurb}</p>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div class="footer">
          <span>Saves are kept {info?.savesLocation ?? 'on this computer'}.</span>
          <span>Muster {info?.version}</span>
        </div>
      </div>
    </main>
  );
}

/**
 * Muster is in use in another tab of this browser, which shares its autosave (see tab-guard.ts):
 * this one waits, saying why, until the player chooses to use it here.
 */
export function InUseElsewhere({ app }: { app: App }) {
  const [asking, setAsking] = useState(false);
  return (
    <main class="main-menu interactive" aria-label="Muster is open in another tab">
      <div class="card elsewhere">
        <div class="brand">
          <img src={iconUrl} alt="" />
          <h1>Muster is open in another tab</h1>
        </div>
        <p>
          This browser keeps one game in progress for Muster (the one Continue opens), so Muster plays in one tab at a time. Play on in the other tab, or use Muster here: the other tab
          stops, and the game it was playing is kept for Continue here.
        </p>
        <div class="menu-actions">
          <button class="primary" disabled={asking} onClick={() => (setAsking(true), void app.useHere().finally(() => setAsking(false)))}>
            {asking ? 'Asking the other tab…' : 'Use Muster here'}
          </button>
        </div>
      </div>
    </main>
  );
}
