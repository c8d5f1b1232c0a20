// In a browser there is no app menu: the same accelerators reach the same commands from here.
// (In Electron the menu's accelerators do this, so these are not installed there.)
import type { MenuCommand } from '../contract/menu-commands';

export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): MenuCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (e.key === 'F1') return 'rules';
  if (!mod || e.altKey) return null;
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  if (key === 's') return e.shiftKey ? 'save-as' : 'save';
  if (key === 'o' && !e.shiftKey) return 'open';
  if (key === 'p' && !e.shiftKey) return 'print';
  return null;
}

export function installShortcuts(target: Window, run: (command: MenuCommand) => void): () => void {
  const onKey = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement | null;
    // Text fields keep their own undo and redo.
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA') && ['undo', 'redo'].includes(shortcutFor(e) ?? '')) return;
    const command = shortcutFor(e);
    if (!command) return;
    e.preventDefault();
    run(command);
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
