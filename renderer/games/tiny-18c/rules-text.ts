import type { RulesSection } from '../mode';
import { ARTILLERY_HITS_ON } from './rules/resolve';
import { DEFAULT_TURN_LIMIT } from './rules';

// Tiny 18c in our own words. Paragraphs starting "Our reading:" fill gaps the original rules leave.
export const tiny18cRules: RulesSection[] = [
  {
    title: 'The battle',
    paragraphs: [
      'Two commanders, an attacker and a defender, fight on a field of five by five squares. Every decision is made by both sides at once and in secret: each gives its orders, and only when both have committed are they carried out together. Play against the computer, which decides without seeing your orders, or against a friend at the same computer.',
      'The attacker starts on the top row and its units are written in capitals; the defender starts on the bottom row in lower case. Where a side has more than one unit of a type, they are numbered: A1, A2. Copy board as text gives the field in exactly this notation, for a chat; Paste board starts a battle from one.',
    ],
  },
  {
    title: 'Armies and deployment',
    paragraphs: [
      'Each side picks its units from six types: Infantry (I), Cavalry (C), Pike (P), Artillery (A), Scouts (S) and Militia (M), or takes a ready-made army.',
      'Both sides deploy at once: every unit except scouts takes a square of its home row. Each militia brings a second, bonus militia. Then, seeing where the enemy stands, both sides place their scouts in the row in front of their home row.',
      'Our reading: the bonus militia stands in the square directly in front of the militia that brought it, so the home row holds at most five units and the row in front holds the scouts and bonus militia, at most five between them. A side with no scouts is not asked to place any.',
    ],
  },
  {
    title: 'A turn: movement',
    paragraphs: [
      'Every unit may move one square in any direction, diagonals included, or stay. Cavalry may instead move two squares in a straight line.',
      'When units of both sides try to enter the same square, the defender gets it and the attacker stays where it was.',
      'Our reading: all moves happen at the same instant. A unit may enter a square whose occupant is leaving it; it may not enter one whose occupant stays (or is itself stopped), and two units cannot swap places. Cavalry moving two squares needs the square in between empty. A stopped unit simply stays put. Two of your own units may not be ordered to the same square.',
    ],
  },
  {
    title: 'A turn: declarations',
    paragraphs: [
      'Each side may declare one action: move one unit, or charge with one unit. A charge moves the unit one square towards the enemy unit it charges; if it then stands next to that enemy (or already did), the two fight an early, extra combat before the combat phase.',
      `Artillery that has not moved this turn may also shoot any enemy unit; this does not use up the side's action. A shot at a unit that is moving or charging this declaration misses. Otherwise a die is rolled: ${ARTILLERY_HITS_ON} or more hits, and the target is forced back one square.`,
      `Our reading: the rules say only that dice are rolled “to see if the artillery hit”, not how many or what hits; we read it as one d6, hitting on ${ARTILLERY_HITS_ON}+, an even chance. “Moving or charging” means the unit declared a move or a charge this declaration phase. A charge steps to the free square next to the charger that is nearest its target; a charge that does not end next to the target fights nothing. The rules say “They may declare a move action, or charge” and give the charge its length, but not the move: a declared move is one square in any direction, as a charge is, for cavalry too (their two squares are for the movement phase). A gun that moves or charges cannot also shoot. The order is: declared moves and charges move, then the guns fire, then the charges fight.`,
    ],
  },
  {
    title: 'A turn: combat',
    paragraphs: [
      'At the start of the combat phase, scouts next to an enemy step away from it, unless they are flanked. Then every pair of enemy units next to each other fights, all at the same moment.',
      'In each fight, each side scores +1 for every one of its units next to the enemy unit on its top, bottom, left or right (flanking; infantry flank from the diagonals too), and +2 if its unit has the advantage over the enemy unit. The lower score falls back one square towards its home row; a tie changes nothing.',
      'Advantages: infantry over pike; cavalry over infantry; pike over cavalry; every unit over artillery; and any unit charging militia. Pike always win against a charge.',
      'Artillery forced back is lost (it routs). A unit forced back while flanked routs instead of falling back, and leaves the field.',
      'Our reading: the rules say “adjacent enemy units will always attack each other” and name the top, bottom, left and right only for flanking, so units next to each other on the diagonal fight too (only the flanking is orthogonal, infantry\'s aside). A unit is flanked when two or more enemy units flank it. A unit falls back straight towards its home row; if that square is taken it falls back to one of the two diagonal squares behind it (the one with fewer enemies beside it); with neither free, or with its back already to its own edge of the field, it routs. A unit that loses several fights falls back once. Scouts step to a free square with no enemy beside it, nearest their home row, if there is one. Infantry, like every unit but the guns, fights only the enemies next to it.',
    ],
  },
  {
    title: 'Winning',
    paragraphs: [
      'A side loses when a quarter of its units, and at least one, have routed.',
      'Our reading: a side breaks when its routed units reach a quarter of the units it began the battle with (its scouts and bonus militia too), rounded up, and never fewer than one. So an army of 1 to 4 units breaks at 1 routed, of 5 to 8 at 2, of 9 or 10 at 3: with six units a quarter is one and a half, so the second rout breaks it. The original\'s “25%, or one unit” we read as the least a break can take where a quarter is less than one unit, not as a second way to break: read that way, the first unit routed would end every battle and the quarter would never count.',
      `The battle ends the moment a side breaks: after the guns fire, after the charges, or after the combat phase. If both sides break at the same moment, the one that lost the larger share of its army loses; equal shares are a draw. A battle with no winner by the end of turn ${DEFAULT_TURN_LIMIT} (or the turn chosen at the start) is drawn.`,
    ],
  },
  {
    title: 'Playing here',
    paragraphs: [
      'Point at a counter to see its unit named in full (its type is painted on the counter only when the table is large enough to read it). Click a unit to see where it may go, then click the square, or drag the unit there; orders show as arrows until you commit them. At deployment a unit dragged onto a square another of yours is placed on takes it, and the other goes where the dragged one came from. Right-click a unit to cancel its orders. The arrows of the other side stay hidden until both have committed; then the orders are carried out step by step on the table, with each fight\'s arithmetic in the log. Click the table (or Skip, or Escape) to skip ahead.',
      'Against the computer you give your orders first; the computer then decides without seeing them (it plays from what its side can see, and imagines the dice with its own). Two people at one computer take turns at the mouse, with a curtain between them.',
      'Your orders can be taken back while they are still secret, before the other side\'s are in: at one computer, the curtain that passes the mouse offers Take back my orders. Once the other player has the mouse, your orders are yours alone: neither their Undo nor a step back in the log can take them back. Against the computer, Undo takes your orders back while it is still deciding (they come back on the table to change); once its orders are in, the phase is carried out and stands. Once both sides\' orders are in they stay: nobody can undo a phase whose orders and dice everyone has seen and give new orders knowing them.',
      'Orders you have not given yet are kept when you save, and by the autosave: close Muster or reload in the middle of your orders, and Continue (or Load) puts them back on the table as you left them. They are not moves, so Undo and the log never show them. Two people at one computer: a new game, and a game opened again, wait behind the curtain (whoever pressed Start may not be the first to give orders), and each side\'s orders not yet given come back only when that side says it has the mouse.',
      'To play on a real table, Print (Ctrl+P) makes sheets for this battle on A4 or US Letter: the field in 30 mm squares inside a frame with the ranks, files and both home rows marked, the turn in brief, 22 mm counters for every unit of both armies (bonus militia and scouts included) with spares of each type, orders pads to fill in secretly before both reveal (a pad for each side for every eight turns, up to the battle\'s turn limit, numbered on: turns 1–8, then 9–16, and so on), and the notation with the position as it stands.',
      'Everything to cut out prints at true size with cut marks beside its corners, never on it; with bleed on, the counters\' colour and the field\'s frame run 3 mm past the cut, so a cut a little off leaves no white edge. Nothing has a back, so print one-sided, at actual size (100%), not “fit to page”.',
    ],
  },
];
