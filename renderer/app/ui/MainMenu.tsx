// The first screen: the registered games with a picture and a line each, Continue, Load and Rules.
import iconUrl from '../../../assets/public/icon.svg?url';
import type { App } from '../app';
import { useStore } from '../../kits/shell/use-store';
import { continueLine } from '../dates';

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
