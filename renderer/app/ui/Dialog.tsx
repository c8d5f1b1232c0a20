// An accessible modal dialog: labelled by its title, focus moved in and kept in, Escape closes.
import type { ComponentChildren } from 'preact';
import { useId, useRef } from 'preact/hooks';
import { useModalFocus } from '../../kits/shell/modal-focus';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  footer?: ComponentChildren;
  wide?: boolean;
}


export function Dialog({ title, onClose, children, footer, wide }: DialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const trapTab = useModalFocus(ref);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    trapTab(e);
  };
  return (
    <div class="backdrop interactive" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} class={`dialog${wide ? ' wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={id} onKeyDown={onKeyDown}>
        <header>
          <h2 id={id}>{title}</h2>
          <button class="close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div class="body">{children}</div>
        {footer && <footer>{footer}</footer>}
      </div>
    </div>
  );
}
