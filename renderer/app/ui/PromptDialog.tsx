import { useRef, useState } from 'preact/hooks';
import type { Dialog as DialogState } from '../app';
import { Dialog } from '../../kits/shell/Dialog';

export function PromptDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'prompt' }> }) {
  const [value, setValue] = useState(dialog.value);
  // What the dialog's check refused, and why: said until the text is changed.
  const [refused, setRefused] = useState<{ value: string; why: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // A name that must be given: a blank one keeps the dialog (and says why), rather than closing it
  // on a refusal that loses what the player was doing.
  const missing = dialog.required && !value.trim() ? dialog.required : null;
  const problem = missing ?? (refused?.value === value ? refused.why : null);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (missing || checking) return;
    if (dialog.check) {
      setChecking(true);
      const why = await dialog.check(value).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      setChecking(false);
      if (why !== null) {
        setRefused({ value, why });
        field.current?.focus();
        return;
      }
    }
    dialog.resolve(value);
  };
  return (
    <Dialog
      title={dialog.title}
      onClose={() => dialog.resolve(null)}
      footer={
        <>
          <button onClick={() => dialog.resolve(null)}>Cancel</button>
          {problem && (
            <span class="t18-problem" role={missing ? undefined : 'alert'}>
              {problem}
            </span>
          )}
          <button class="primary" type="submit" form="prompt-form" disabled={!!missing || checking}>
            {dialog.confirmLabel}
          </button>
        </>
      }
    >
      <form id="prompt-form" onSubmit={(e) => void submit(e)}>
        <label>
          {dialog.label}
          <input ref={field} type="text" value={value} autofocus onInput={(e) => setValue(e.currentTarget.value)} maxLength={dialog.maxLength ?? 80} />
        </label>
      </form>
    </Dialog>
  );
}
