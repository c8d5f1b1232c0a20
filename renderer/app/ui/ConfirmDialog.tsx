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
          <button onClick={() => dialog.resolve(false)}>Cancel</button>
          <button class={dialog.danger ? 'danger' : 'primary'} onClick={() => dialog.resolve(true)} autofocus>
            {dialog.confirmLabel}
          </button>
        </>
      }
    >
      <p class="confirm-message">{dialog.message}</p>
    </Dialog>
  );
}
