import type { RulesSection } from '../mode';

// The Free Table has no rules of its own: this is how to use the table.
export const freeTableRules: RulesSection[] = [
  {
    title: 'What it is',
    paragraphs: [
      'A table of a real size, in inches, centimetres or matchsticks, with a tray of tokens, figures, terrain, matchsticks, dice and a pack of cards. Play any small homemade wargame on it: the table keeps no rules but its own edges, and you keep yours.',
      'Every change is logged, so moves can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z), and the game is saved after every move: Continue on the main menu picks it up again.',
      'Undo never takes back what someone has seen: a throw of the dice, cards drawn or dealt into hands, a face-down card turned up or taken into a hand. Undo stops just after these, so nobody throws or draws again knowing what came up. Moves before and after them undo as usual.',
    ],
  },
  {
    title: 'Pieces',
    paragraphs: [
      'Click a piece in the tray to put it near the middle of your view, beside what is already there, or drag it to where you want it; the new piece is selected, ready to move with the arrow keys, turn (R) or remove (Delete). Drag a piece to move it; it lifts with a shadow while you hold it. Click to select, Shift+click to add to the selection, Shift+drag on the cloth (or across terrain) to select with a box; a selection moves together.',
      'While holding pieces, the mouse wheel or R turns them 15° (Shift+R the other way). R turns the selection too, and the arrow keys move it one unit of the table a press (an inch, a centimetre or a matchstick; Shift+arrow a tenth of one). F flips tokens, figures and cards. Delete removes the selection. Right-click a piece for everything else, such as a label for a token.',
      'Right-click a piece and choose Lock in place to keep it where it lies (terrain laid out before the game, say): a small padlock marks it (beside a small piece, clear of a die’s face), and it can no longer be picked up, moved, turned or removed, and a drag on it pans the table as the cloth does. A lock keeps a piece’s place, not its use: click a locked piece to select it, and a locked deck still deals (double-click draws), a locked card or token still flips (F), a locked die rolls where it lies (T). Selected with other pieces (Shift+click), it stays where it lies while the arrows, R or a drag move the others. Right-click it again to unlock it.',
    ],
  },
  {
    title: 'Dice',
    paragraphs: [
      'Pick up one or more dice and flick them: let go while the mouse is still moving, and they fly from your hand, slide, bump into each other and the figures, and roll to a stop. T throws the selected dice without the mouse. The result is said in a message at the top of the table; dice that stop under it, along the table’s top edge, are brought into sight: the table moves down just enough to show them.',
      'Our reading: a die on a flat, top-down table cannot tumble by itself, so Muster treats it as a cube rolling along its path: it turns a quarter for each side-length it travels, and the face on top when it stops is the result. Its starting orientation is drawn from the game’s own seeded stream, so every face is equally likely, and undo never rolls again. Each throw goes into the log with who threw it.',
    ],
  },
  {
    title: 'Measuring',
    paragraphs: [
      'Press M (or the Measure button) and drag from any point: the tape reads the distance in the table’s units to a tenth. It stays on the table until you press again or Escape. G shows a grid of one unit (5 cm on a centimetre table).',
    ],
  },
  {
    title: 'Cards',
    paragraphs: [
      'Put a deck on the table from the tray: it arrives shuffled. Double-click it to draw the top card face down beside it; right-click it to draw into your hand, deal to everyone, or shuffle. Drop a card on the deck to put it back on top, or on your hand at the foot of the screen to take it into your hand.',
      'Each player’s hand shows along the bottom when their seat is chosen on the toolbar; drag a card from the hand onto the table to play it face up (right-click it to play it face down). Cards face down, in the deck and in other hands stay hidden from the screen. A table continued with cards in hands opens behind a curtain until whoever has the mouse says which seat is theirs.',
    ],
  },
  {
    title: 'Moving around',
    paragraphs: [
      'Drag the cloth, or hold the middle mouse button, to pan; with nothing selected, the arrow keys pan too. The wheel zooms towards the cursor, as do + and -. 0 fits the whole table to the window.',
    ],
  },
];
