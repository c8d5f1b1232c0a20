// Things that float over everything: messages and the right-click menu.
import { createPortal } from 'preact/compat';
import type { RefObject } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { App, Toast } from '../app';
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

/** How near the pointer comes to a message over the table before the message fades, in pixels. */
const NEAR = 24;

/**
 * The messages over the table that the pointer is on or near, by id: they fade, so what lies under
 * them shows (presses already go through them). A message whose × the pointer is on stays whole, to
 * be read as it is dismissed. `on` is false while the messages are a window's, at its foot.
 */
function useNearPointer(region: RefObject<HTMLDivElement | null>, on: boolean, toasts: readonly Toast[]): string[] {
  const [near, setNear] = useState('');
  const pointer = useRef<{ x: number; y: number; dismissing: string | null } | null>(null);
  const look = useCallback(() => {
    const p = pointer.current;
    const boxes = on && p && region.current ? [...region.current.querySelectorAll<HTMLElement>('.toast')] : [];
    const ids = boxes.filter((t) => {
      const r = t.getBoundingClientRect();
      return p!.x > r.left - NEAR && p!.x < r.right + NEAR && p!.y > r.top - NEAR && p!.y < r.bottom + NEAR && t.dataset.id !== p!.dismissing;
    });
    setNear(ids.map((t) => t.dataset.id).join(' '));
  }, [on, region]);
  useEffect(() => {
    const move = (e: PointerEvent) => {
      const button = e.target instanceof Element ? e.target.closest<HTMLElement>('.toast button') : null;
      pointer.current = { x: e.clientX, y: e.clientY, dismissing: button?.closest<HTMLElement>('.toast')?.dataset.id ?? null };
      look();
    };
    // The pointer gone from the window: nothing is near it.
    const out = (e: PointerEvent) => {
      if (e.relatedTarget) return;
      pointer.current = null;
      look();
    };
    window.addEventListener('pointermove', move, { capture: true, passive: true });
    document.addEventListener('pointerout', out, true);
    return () => {
      window.removeEventListener('pointermove', move, { capture: true });
      document.removeEventListener('pointerout', out, true);
    };
  }, [look]);
  // A message that comes up under a pointer standing still (on the piece just clicked) fades at once.
  useLayoutEffect(look, [toasts, look]);
  return near ? near.split(' ') : [];
}

export function Toasts({ app }: { app: App }) {
  const toasts = useStore(app.store, (s) => s.toasts);
  // While a window is open, its messages are part of it (at its foot, under its buttons), as a
  // desktop app's are: floating over it, they covered what it asked or showed for seconds.
  const dialog = useTopDialog();
  const ref = useRef<HTMLDivElement>(null);
  // Over the table, a message lies over pieces (at 960 x 600 Tiny 18c's message about the scouts
  // lay on the waiting scout clicked): near the pointer it fades, so the piece aimed at shows.
  const near = useNearPointer(ref, !dialog, toasts);
  const region = (
    <div ref={ref} class={`toasts interactive${dialog ? ' in-dialog' : ''}`} role="status" aria-live="polite" aria-label="Messages">
      {toasts.map((t) => (
        <div key={t.id} data-id={t.id} class={`toast ${t.tone}${near.includes(String(t.id)) ? ' near' : ''}`} role={t.tone === 'error' ? 'alert' : undefined}>
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

/** The least room, in CSS pixels, between the right-click menu and the window's edges. */
const MENU_MARGIN = 8;

export function ContextMenu({ app }: { app: App }) {
  const menu = useStore(app.store, (s) => s.menu);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    // The keyboard goes back where it was when the menu goes (a card in the hand, after Shift+F10
    // and Escape), unless something else took it meanwhile (a window the item opened).
    const before = document.activeElement;
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
      setTimeout(() => {
        const now = document.activeElement;
        if (before instanceof HTMLElement && before.isConnected && (now === null || now === document.body)) before.focus();
      });
    };
  }, [menu]);
  // Placed once drawn, by its own size: guessed (240 px wide, 40 a line), it was squeezed against
  // the window's right edge, its items wrapped onto two lines, and the last ran off the bottom.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!menu || !el) return;
    el.style.left = `${Math.max(MENU_MARGIN, Math.min(menu.x, window.innerWidth - el.offsetWidth - MENU_MARGIN))}px`;
    el.style.top = `${Math.max(MENU_MARGIN, Math.min(menu.y, window.innerHeight - el.offsetHeight - MENU_MARGIN))}px`;
  }, [menu]);
  if (!menu) return null;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
    next?.focus();
    e.preventDefault();
  };
  return (
    <div ref={ref} class="context-menu interactive" role="menu" style={{ left: '0px', top: '0px' }} onKeyDown={onKeyDown}>
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
