import type { Dialog as DialogState } from '../app';
import { Dialog } from '../../kits/shell/Dialog';

export function ConfirmDialog({ dialog }: { dialog: Extract<DialogState, { kind: 'confirm' }> }) {
  return (
    <Dialog
      title={dialog.title}
      onClose={() => dialog.resolve(false)}
      footer={
        <>
          {dialog.alternative && (
            <button class="danger" onClick={() => dialog.resolve('alternative')}>
              {dialog.alternative}
            </button>
          )}
          {/* A question that destroys (Delete) opens on Cancel, as the best desktop apps do: Enter at once is the safe answer; Tab reaches the other. */}
          <button onClick={() => dialog.resolve(false)} autofocus={dialog.danger}>
            Cancel
          </button>
          <button class={dialog.danger ? 'danger' : 'primary'} onClick={() => dialog.resolve(true)} autofocus={!dialog.danger}>
            {dialog.confirmLabel}
          </button>
        </>
      }
    >
      <p class="confirm-message">{dialog.message}</p>
    </Dialog>
  );
}
