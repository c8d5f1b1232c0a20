import { useState } from 'preact/hooks';
import type { Dialog as DialogState } from '../app';
import { Dialog } from '../../kits/shell/Dialog';

export function PromptDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'prompt' }> }) {
  const [value, setValue] = useState(dialog.value);
  // A name that must be given: a blank one keeps the dialog (and says why), rather than closing it
  // on a refusal that loses what the player was doing.
  const missing = dialog.required && !value.trim() ? dialog.required : null;
  const submit = (e: Event) => {
    e.preventDefault();
    if (!missing) dialog.resolve(value);
  };
  return (
    <Dialog
      title={dialog.title}
      onClose={() => dialog.resolve(null)}
      footer={
        <>
          <button onClick={() => dialog.resolve(null)}>Cancel</button>
          {missing && <span class="t18-problem">{missing}</span>}
          <button class="primary" type="submit" form="prompt-form" disabled={!!missing}>
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
