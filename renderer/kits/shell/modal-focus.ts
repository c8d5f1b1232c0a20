// Keyboard focus for a modal (a dialog, the curtain between two players): moved in, kept in,
// and given back where it was when the modal closes.
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes the element a modal for the keyboard: focus moves to its [autofocus] element if it is
 * enabled (a text field's text selected, so typing replaces a suggestion) or its first control, Tab and Shift+Tab cycle inside
 * it, focus that escapes (a click behind, a stray Tab) is brought back, and it returns where it was
 * when the modal closes. The `autofocus` attribute alone is honoured once per page, so it is not enough.
 * Done as the modal is put on the page, before it is drawn (a layout effect; a plain effect waits
 * for the next frame): a key pressed the moment it shows already lands in it.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>): (e: KeyboardEvent) => void {
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const el = ref.current;
    const first = el?.querySelector<HTMLElement>('[autofocus]:not(:disabled)') ?? el?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    if (first instanceof HTMLInputElement && first.type === 'text') first.select();
    const keepIn = (e: FocusEvent) => {
      const box = ref.current;
      // Only the topmost modal holds focus (a dialog may open over a curtain).
      if (!box || box.contains(e.target as Node) || isUnder(box)) return;
      box.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    document.addEventListener('focusin', keepIn);
    return () => {
      document.removeEventListener('focusin', keepIn);
      if (previous?.isConnected) previous.focus?.();
    };
  }, []);
  return (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const inside = ref.current.contains(document.activeElement);
    if (e.shiftKey && (document.activeElement === first || !inside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
      e.preventDefault();
      first.focus();
    }
  };
}

/** The windows open over the app (the rules, Print, a question), topmost last; the curtain between two players is not one. */
export function openWindows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.backdrop:not(.curtain) > [role="dialog"][aria-modal="true"]')];
}

/**
 * Calls `closed` once the last window over the app has gone (see openWindows); returns how to stop
 * waiting. The page is watched only while someone waits: as Overlays' topmost window is, by its changes.
 */
export function whenWindowsClose(closed: () => void): () => void {
  const watch = new MutationObserver(() => {
    if (openWindows().length > 0) return;
    watch.disconnect();
    closed();
  });
  watch.observe(document.body, { childList: true, subtree: true });
  return () => watch.disconnect();
}

/** The windows over the app as a playback on the table waits for them (see Playback). */
export const windowsOverApp = { open: (): boolean => openWindows().length > 0, whenClosed: whenWindowsClose };

/** Whether a curtain between two players is up: the game behind it is hidden from whoever is at the mouse. */
export function curtainUp(): boolean {
  return document.querySelector('.backdrop.curtain') !== null;
}

/** Whether another modal was opened after `box` (it lies later in the page): that one holds focus and keys. */
export function isUnder(box: HTMLElement): boolean {
  const modals = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')];
  return modals.length > 0 && modals[modals.length - 1] !== box;
}
