// The Free Table's right-click menu: for the cloth (fit, measure, the grid) or for the pieces
// selected (a deck's draws and deals, throw, flip, take, label, turn, lock, remove).
import type { ContextMenuItem } from '../../table/table-ui';
import type { FreeTableAction, Piece } from './rules';
import { plainText } from '../../engine/limits';

/** What the menu's items do, in the scene. */
export interface MenuActions {
  act(action: FreeTableAction): boolean;
  fit(): void;
  measure(): void;
  toggleGrid(): void;
  throwSelection(): void;
  /** The deck's top card onto the table, face down beside it. */
  drawToTable(deck: string): void;
  flipSelection(): void;
  turnSelection(deg: number): void;
  removeSelection(): void;
  prompt(title: string, label: string, value: string, maxLength?: number): Promise<string | null>;
}

/** The items for a right-click on `hit` (null: the cloth), with `selected` the pieces it acts on. */
export function menuItems(hit: Piece | null, selected: readonly Piece[], does: MenuActions): ContextMenuItem[] {
  const items: ContextMenuItem[] = [];
  if (!hit) {
    items.push(
      { label: 'Fit the table to the window', shortcut: '0', run: () => does.fit() },
      { label: 'Measure', shortcut: 'M', run: () => does.measure() },
      { label: 'Show or hide the grid', shortcut: 'G', run: () => does.toggleGrid() },
    );
  } else {
    const kinds = new Set(selected.map((p) => p.kind));
    const one = selected.length === 1 ? selected[0] : undefined;
    const ids = selected.map((p) => p.id);
    // Pieces locked in place offer only what leaves them where they lie (a lock keeps a piece's
    // place, not its use: a die rolls where it lies, a card turns over), and unlocking.
    const locked = selected.length > 0 && selected.every((p) => p.locked);
    const flippable = kinds.has('token') || kinds.has('figure') || kinds.has('card');
    if (one?.kind === 'deck') {
      const deck = one;
      items.push(
        { label: 'Draw a card onto the table', run: () => does.drawToTable(deck.id) },
        { label: 'Draw a card into your hand', run: () => does.act({ type: 'draw', deck: deck.id, to: 'hand' }) },
        { label: 'Deal a card to each player', run: () => does.act({ type: 'deal', deck: deck.id, count: 1 }) },
        { label: 'Deal five cards to each player', run: () => does.act({ type: 'deal', deck: deck.id, count: 5 }) },
        { label: 'Shuffle', run: () => does.act({ type: 'shuffle', deck: deck.id }) },
      );
    }
    if (locked) {
      if (kinds.has('die')) items.push({ label: 'Roll where it lies', shortcut: 'T', run: () => does.throwSelection() });
      if (flippable) items.push({ label: 'Flip', shortcut: 'F', run: () => does.flipSelection() });
      if (one?.kind === 'token') items.push(labelItem(one, does));
      items.push({ label: 'Unlock', run: () => does.act({ type: 'lock', ids, locked: false }) });
      return items;
    }
    if (kinds.has('die')) items.push({ label: 'Throw', shortcut: 'T', run: () => does.throwSelection() });
    if (flippable) items.push({ label: 'Flip', shortcut: 'F', run: () => does.flipSelection() });
    if (one?.kind === 'card') {
      const card = one;
      items.push({ label: 'Take into your hand', run: () => does.act({ type: 'take', id: card.id }) });
    }
    if (one?.kind === 'token') items.push(labelItem(one, does));
    items.push(
      { label: 'Turn 90° clockwise', run: () => does.turnSelection(90) },
      { label: 'Turn 45° anticlockwise', run: () => does.turnSelection(-45) },
      { label: 'Lock in place', run: () => does.act({ type: 'lock', ids, locked: true }) },
      { label: selected.length > 1 ? `Remove ${selected.length} pieces` : 'Remove', shortcut: 'Del', run: () => does.removeSelection() },
    );
  }
  return items;
}

/** The most characters a token's label holds (more do not fit on it). */
const LABEL_LENGTH = 12;

function labelItem(token: Extract<Piece, { kind: 'token' }>, does: MenuActions): ContextMenuItem {
  return {
    label: 'Label…',
    run: () =>
      // The field takes no more than a label keeps: cut after Enter, the end typed was lost unseen.
      void does.prompt('Label the token', `Label (up to ${LABEL_LENGTH} characters)`, token.label, LABEL_LENGTH).then((label) => {
        if (label !== null) does.act({ type: 'label', id: token.id, label: plainText(label).trim().slice(0, LABEL_LENGTH) });
      }),
  };
}
