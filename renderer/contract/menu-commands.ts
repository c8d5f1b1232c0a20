// The commands the app's menu and its accelerators send from main to the page. Main builds the
// menu from them, the preload lets only these through to the page, and the page acts on them:
// one list, so a command cannot be added on one side and silently dropped on the other.

const MENU_COMMANDS = [
  'new-game',
  'continue',
  'open',
  'open-pending',
  'save',
  'save-as',
  'saves',
  'undo',
  'redo',
  'print',
  'rules',
  'about',
  'main-menu',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** True for a menu command: what arrives over IPC is checked before the page sees it. */
export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}
