// Things that float over everything: messages and the right-click menu.
import { createPortal } from 'preact/compat';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { App } from '../app';
import { useStore } from '../../kits/shell/use-store';
import { openWindows } from '../../kits/shell/modal-focus';

/** The topmost window open over the app, kept up to date as windows open and close. */
function useTopDialog(): HTMLElement | null {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const look = () => setDialog(openWindows().at(-1) ?? null);
    look();
    const watch = new MutationObserver(look);
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  return dialog;
}

export function Toasts({ app }: { app: App }) {
  const toasts = useStore(app.store, (s) => s.toasts);
  // While a window is open, its messages are part of it (at its foot, under its buttons), as a
  // desktop app's are: floating over it, they covered what it asked or showed for seconds.
  const dialog = useTopDialog();
  const region = (
    <div class={`toasts interactive${dialog ? ' in-dialog' : ''}`} role="status" aria-live="polite" aria-label="Messages">
      {toasts.map((t) => (
        <div key={t.id} class={`toast ${t.tone}`} role={t.tone === 'error' ? 'alert' : undefined}>
          <span>{t.text}</span>
          <button aria-label="Dismiss" onClick={() => app.dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return dialog ? createPortal(region, dialog) : region;
}

export function ContextMenu({ app }: { app: App }) {
  const menu = useStore(app.store, (s) => s.menu);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    const close = (e: Event) => {
      if (e.type === 'keydown' && (e as KeyboardEvent).key !== 'Escape') return;
      if (e.type === 'pointerdown' && ref.current?.contains(e.target as Node)) return;
      app.closeContextMenu();
    };
    window.addEventListener('pointerdown', close, true);
    window.addEventListener('keydown', close, true);
    return () => {
      window.removeEventListener('pointerdown', close, true);
      window.removeEventListener('keydown', close, true);
    };
  }, [menu]);
  if (!menu) return null;
  const x = Math.min(menu.x, window.innerWidth - 240);
  const y = Math.min(menu.y, window.innerHeight - 40 * menu.items.length - 10);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
    next?.focus();
    e.preventDefault();
  };
  return (
    <div ref={ref} class="context-menu interactive" role="menu" style={{ left: `${x}px`, top: `${Math.max(8, y)}px` }} onKeyDown={onKeyDown}>
      {menu.items.map((item) => (
        <button
          key={item.label}
          role="menuitem"
          disabled={item.disabled}
          onClick={() => {
            app.closeContextMenu();
            item.run();
          }}
        >
          <span>{item.label}</span>
          {item.shortcut && <span class="key">{item.shortcut}</span>}
        </button>
      ))}
    </div>
  );
}
