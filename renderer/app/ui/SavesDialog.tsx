// The saves: thumbnail, game, progress and date for each; load, rename, delete (after asking).
import { useEffect, useState } from 'preact/hooks';
import type { App } from '../app';
import type { SaveSummary } from '../../contract/bridge';
import { Dialog } from '../../kits/shell/Dialog';
import { formatWhen } from '../dates';
import { curlQuotes } from '../quotes';

export function SavesDialog({ app, onClose }: { app: App; onClose: () => void }) {
  const [saves, setSaves] = useState<SaveSummary[] | null>(null);
  const refresh = (): Promise<SaveSummary[]> =>
    app.host.listSaves().then(
      (list) => (setSaves(list), list),
      (e: Error) => {
        app.toast(`The saves could not be listed: ${e.message}`, 'error');
        setSaves([]);
        return [];
      },
    );
  useEffect(() => void refresh(), []);

  const rename = async (save: SaveSummary) => {
    // A name refused (one already taken, a control character) keeps the window, with what was
    // typed and the reason beside its button: closing on it lost the name. A save gone meanwhile
    // closes it, saying so.
    const check = async (typed: string): Promise<string | null> => {
      const refused = await app.renameRefusal(save, typed);
      if (refused === null || (await refresh()).some((s) => s.id === save.id && !s.problem)) return refused;
      app.toast(refused, 'error');
      return null;
    };
    if ((await app.prompt('Rename save', 'Name', save.name, 'Rename', 'A save needs a name.', check)) !== null) await refresh();
  };
  const remove = async (save: SaveSummary) => {
    // A damaged save's good backup goes with it: said, as it may be the only copy that opens.
    const backup = save.problem && save.backup ? ` and its backup (${save.backup.progress} · ${formatWhen(save.backup.savedAt)}), which Load backup opens` : '';
    const ok = await app.confirm('Delete save?', `Delete “${save.name}”${backup}? This cannot be undone.`, 'Delete', true);
    if (!ok) return;
    await app.deleteSave(save);
    await refresh();
  };

  return (
    <Dialog
      wide
      title="Saved games"
      onClose={onClose}
      footer={
        <>
          <button onClick={() => void app.openFile()}>Open file…</button>
          <button onClick={onClose}>Close</button>
        </>
      }
    >
      {saves === null ? (
        <p class="empty">Reading the saves…</p>
      ) : saves.length === 0 ? (
        <p class="empty">No saved games yet. Save from the game’s toolbar, or with Ctrl+S.</p>
      ) : (
        <ul class="saves" aria-label="Saves">
          {saves.map((save) => (
            <li class="save" key={save.id} aria-label={save.autosave ? `Autosave: ${save.name}` : save.name}>
              {save.thumbnail ? <img src={save.thumbnail} alt={`The table in “${save.name}”`} /> : <div class="no-thumb">No picture</div>}
              <div>
                <h3>{save.autosave ? `Autosave: ${save.name}` : save.name}</h3>
                {save.problem ? (
                  <>
                    {/* Names quoted as the app quotes them: a host's problems quote straight. */}
                    <p class="problem">{curlQuotes(save.problem)}</p>
                    {save.backup && (
                      <p class="meta">
                        Its backup can be loaded instead: {save.backup.progress} · {formatWhen(save.backup.savedAt)}
                      </p>
                    )}
                  </>
                ) : (
                  <p class="meta">
                    {save.gameTitle} · {save.progress} · {formatWhen(save.savedAt)}
                  </p>
                )}
              </div>
              <div class="actions">
                <button
                  class="primary"
                  disabled={!!save.problem && !save.backup}
                  // A save that would not open is listed again, now with what is wrong with it.
                  onClick={() => void app.loadSave(save.id).then(async (ok) => (ok ? undefined : refresh()))}
                  aria-label={`Load ${save.problem && save.backup ? 'the backup of ' : ''}${save.autosave ? 'the autosave' : save.name}`}
                >
                  {save.problem && save.backup ? 'Load backup' : 'Load'}
                </button>
                {!save.problem && (
                  <button onClick={() => void app.hostSave(save.id)} aria-label={`Host ${save.autosave ? 'the autosave' : save.name} for friends`} title="Play on with friends on other computers">
                    Host…
                  </button>
                )}
                {!save.autosave && !save.problem && (
                  <button onClick={() => void rename(save)} aria-label={`Rename ${save.name}`}>
                    Rename
                  </button>
                )}
                <button onClick={() => void remove(save)} aria-label={`Delete ${save.autosave ? 'the autosave' : save.name}`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
