import { useState } from 'preact/hooks';
import type { App } from '../app';
import type { GameMode } from '../../games/mode';
import { Dialog } from './Dialog';

export function NewGameDialog({ app, mode, onClose }: { app: App; mode: GameMode; onClose: () => void }) {
  const [setup, setSetup] = useState(mode.defaultSetup);
  const Form = mode.SetupForm;
  const problem = mode.setupProblem?.(setup) ?? null;
  return (
    <Dialog
      title={`New ${mode.title}`}
      onClose={onClose}
      footer={
        <>
          <button onClick={onClose}>Cancel</button>
          {problem && <span class="t18-problem">{problem}</span>}
          <button class="primary" disabled={!!problem} onClick={() => app.newGame(mode.id, setup)}>
            Start
          </button>
        </>
      }
    >
      {setup.players.some((p) => p.control === 'computer' && p.strength !== 'easy') && (
        <p class="hint start-easy" role="note">
          New to {mode.title}? Set the computer to <strong>easy</strong> for your first game: it plays slower and leaves you chances to learn.
        </p>
      )}
      <Form value={setup} onChange={setSetup} />
    </Dialog>
  );
}
