// The whole DOM layer: the screen for the current phase, then dialogs, messages and menus on top.
import type { App, Dialog, Opening } from '../app';
import { useStore } from '../../kits/shell/use-store';
import { AboutDialog } from './AboutDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { GameHud } from './GameHud';
import { InUseElsewhere, MainMenu } from './MainMenu';
import { NewGameDialog } from './NewGameDialog';
import { JoinDialog } from './JoinDialog';
import { ContextMenu, Toasts } from './Overlays';
import { PrintDialog } from './PrintDialog';
import { PromptDialog } from './PromptDialog';
import { RulesDialog } from './RulesDialog';
import { SavesDialog } from './SavesDialog';

export function Root({ app }: { app: App }) {
  const phase = useStore(app.store, (s) => s.phase);
  const progress = useStore(app.store, (s) => s.progress);
  const session = useStore(app.store, (s) => s.session);
  const mode = useStore(app.store, (s) => s.mode);
  const ui = useStore(app.store, (s) => s.ui);
  const dialogs = useStore(app.store, (s) => s.dialogs);
  const opening = useStore(app.store, (s) => s.opening);
  return (
    <>
      {phase === 'loading' && (
        <p class="loading" role="progressbar" aria-label="Loading" aria-valuenow={Math.round(progress * 100)} aria-valuemin={0} aria-valuemax={100}>
          Loading… {Math.round(progress * 100)}%
        </p>
      )}
      {phase === 'menu' && <MainMenu app={app} />}
      {phase === 'elsewhere' && <InUseElsewhere app={app} />}
      {phase === 'game' && session && mode && ui && <GameHud app={app} mode={mode} session={session} ui={ui} />}
      {dialogs.map((d) => (
        <DialogView key={d.kind} app={app} dialog={d} />
      ))}
      {opening && <OpeningSave opening={opening} />}
      <ContextMenu app={app} />
      <Toasts app={app} />
    </>
  );
}

/** A save being opened: shown only when it takes a moment (a quick one never flashes it up). */
function OpeningSave({ opening }: { opening: Opening }) {
  const percent = opening.total > 0 ? Math.round((opening.done / opening.total) * 100) : null;
  const what = opening.name ? `Opening “${opening.name}”` : 'Opening the save';
  return (
    <p
      class="opening"
      role="progressbar"
      aria-label="Opening a save"
      aria-valuemin={0}
      aria-valuemax={100}
      {...(percent === null ? {} : { 'aria-valuenow': percent })}
    >
      {what}… {percent === null ? '' : `replaying its moves, ${percent}%`}
    </p>
  );
}

function DialogView({ app, dialog }: { app: App; dialog: Dialog }) {
  const close = () => app.closeDialog(dialog);
  switch (dialog.kind) {
    case 'new-game': {
      const mode = app.modeById(dialog.modeId);
      return mode ? <NewGameDialog app={app} mode={mode} onClose={close} /> : null;
    }
    case 'join':
      return <JoinDialog app={app} onClose={close} />;
    case 'saves':
      return <SavesDialog app={app} onClose={close} />;
    case 'rules':
      return <RulesDialog app={app} modeId={dialog.modeId} onClose={close} />;
    case 'about':
      return <AboutDialog app={app} onClose={close} />;
    case 'print':
      return <PrintDialog app={app} onClose={close} />;
    case 'confirm':
      return <ConfirmDialog dialog={dialog} />;
    case 'prompt':
      return <PromptDialog dialog={dialog} />;
  }
}
