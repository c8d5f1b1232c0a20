import { useState } from 'preact/hooks';
import type { Dialog as DialogState } from '../app';
import { Dialog } from '../../kits/shell/Dialog';

export function PromptDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'prompt' }> }) {
  const [value, setValue] = useState(dialog.value);
  const submit = (e: Event) => {
    e.preventDefault();
    dialog.resolve(value);
  };
  return (
    <Dialog
      title={dialog.title}
      onClose={() => dialog.resolve(null)}
      footer={
        <>
          <button onClick={() => dialog.resolve(null)}>Cancel</button>
          <button class="primary" type="submit" form="prompt-form">
            {dialog.confirmLabel}
          </button>
        </>
      }
    >
      <form id="prompt-form" onSubmit={submit}>
        <label>
          {dialog.label}
          <input type="text" value={value} autofocus onInput={(e) => setValue(e.currentTarget.value)} maxLength={80} />
        </label>
      </form>
    </Dialog>
  );
}
