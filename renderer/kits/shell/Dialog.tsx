// An accessible modal dialog: labelled by its title, focus moved in and kept in, Escape closes.
import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { isUnder, useModalFocus } from './modal-focus';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  footer?: ComponentChildren;
  wide?: boolean;
  /** More for the dialog's class: what kind of window it is, for its own layout. */
  kind?: string;
}

export function Dialog({ title, onClose, children, footer, wide, kind }: DialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const trapTab = useModalFocus(ref);
  const close = useRef(onClose);
  close.current = onClose;
  // Escape closes the topmost dialog wherever the focus is: in it, or left on the page's body when
  // the control that held it was redrawn away (the game goes on behind the dialog). From the moment
  // the dialog is on the page, before its first frame.
  useLayoutEffect(() => {
    const onPageKey = (e: KeyboardEvent) => {
      const box = ref.current;
      if (e.key !== 'Escape' || !box || isUnder(box)) return;
      e.stopPropagation();
      close.current();
    };
    document.addEventListener('keydown', onPageKey);
    return () => document.removeEventListener('keydown', onPageKey);
  }, []);
  return (
    // A press outside the dialog closes it, but not the second press of a double click (detail 2):
    // a double-clicked button opened the dialog with its first click, and its second landed here.
    <div class="backdrop interactive" onMouseDown={(e) => e.target === e.currentTarget && e.detail <= 1 && onClose()}>
      {/* tabIndex -1: a click on the dialog's text keeps the focus in the dialog (not the page's body), so its keys still work. */}
      <div ref={ref} class={`dialog${wide ? ' wide' : ''}${kind ? ` ${kind}` : ''}`} role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1} onKeyDown={trapTab}>
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
