import type { RulesSection } from '../mode';
import { ARMY, CARDS, TYPE_NAMES, type UnitType } from './rules';

const needs = (c: (typeof CARDS)[number]) =>
  [...(c.needs.stars ? [`${c.needs.stars} star`] : []), ...Object.entries(c.needs.types).map(([t, n]) => `${n} ${TYPE_NAMES[t as UnitType]}`)].join(' + ');

/** Each strength's tiles and their types, from the army itself: "1: Infantry ★, Infantry, Armor, …". */
const spread = [1, 2, 3, 4, 5]
  .map((n) => `${n}: ${ARMY.filter((t) => t.strength === n).map((t) => `${TYPE_NAMES[t.type]}${t.command ? ' ★' : ''}`).join(', ')}`)
  .join('; ');

// Cups of War in our own words. "Our reading:" marks gaps we filled; "Here:" marks how the
// table game is adapted to a screen and a mouse.
export const cupsRules: RulesSection[] = [
  {
    title: 'The war',
    paragraphs: [
      'Two to four players each have a cup of fifteen unit tiles: five of strength 1, four of 2, three of 3, two of 4 and one of 5. One tile of each strength is a command unit, with a star on one side: landing star side up, it has strength 0 this turn. Every tile is also Infantry, Armor or Air Support: five of each, with command units of all three types (the 1 and 4 Infantry, the 2 and 5 Armor, the 3 Air Support).',
      `Our reading: the rules name the three types but not how many of each an army has; we read it as this spread, each army by strength (★ the command unit): ${spread}. So every army can meet every command card's needs.`,
      'A war lasts at most three turns. Each turn has three phases: Logistics (every surviving unit goes back into its cup), Battle (everyone shakes their cup onto the table, then races to stack) and Recovery (every stack is fought out).',
    ],
  },
  {
    title: 'Battle: shake',
    paragraphs: [
      'Grab your cup with the mouse, shake it about, and let go over the table: the tiles pour out where you let go, flying with your hand\'s speed and spreading with the shake. They slide, knock into each other and stop at the table\'s edge.',
      'Our reading: a flat tile turns over each time it slides about one and a half of its widths; which side it started on is fair (from the game\'s seeded dice) and the side up is shown by a flip as it lands. Only command units care which side is up.',
      'Here: against the computer everyone shakes at once; the computers\' cups pour the moment you let go of yours.',
    ],
  },
  {
    title: 'Battle: stack',
    paragraphs: [
      'Drag one of your units onto another player\'s unit to start a stack, or onto a stack to join it. No stack may hold more than three. The bottom unit defends; everything above it attacks. A stack is an attack: never onto a unit of your own, nor onto a stack your own unit defends.',
      'Our reading: you move only your own units, and a stack moves with its top unit (whoever put it there carries it). A unit once in a stack stays there until Recovery: it is not taken out again, nor taken off to power a command card.',
      'The battle ends when a player who has stacked every unit on the table calls "Done!". A player may call Done early: that only freezes their own units, and the battle goes on.',
      'Our reading: "stacked every unit" means each of your units on the table is in a stack (attacking, or being attacked) or on a command card. A unit left alone on the table at the end of the battle simply survives.',
      'Here, against the computer: the computer stacks in real time and sometimes its hand slips, so the unit lands beside the stack. It attacks whatever is worth most to it, whoever owns it, and picks at random between attacks worth the same: it never prefers you to another computer. When it has nothing worth doing, it waits a few moves, then calls Done early. While a window is open over the table (these rules, Print, Save As), its hands wait for you.',
      'Here, how strong the computer is: easy makes a move about every three seconds, reads only the faces (a command unit lying star side up looks like a 0 to it, not the unit underneath), often goes for a lesser attack than the best, lays its strike cards anywhere they catch something, and slips about one drop in three. Normal makes the best attack every second and a quarter, hard every three quarters of a second, and they seldom slip. A newcomer moving once every two seconds without command cards wins about half their wars against two easy computers.',
      'Here: Undo (Ctrl+Z) takes back your own stacking, moves and units put on a card; a shake, a Done and the computer\'s moves stand, and Undo says so. While a move taken back may be redone, the computer waits and the battle clock stands still with it (the panel says so): the race is not run meanwhile. Your next move, or Redo, lets both go on.',
      'Here, with several people at one computer: one mouse cannot be shared in a race, so the battle is stacked in turns. Each player stacks alone while a clock runs (90 seconds at most). The clock stands still behind the curtain and while a window is open over the table (these rules, Print, Save As), and a game continued or reloaded goes on with the time the stacker had left. The first to stack everything and call Done sets that time as the limit for everyone after them in that battle. The first stacker changes every turn. A curtain passes the mouse, so command cards stay secret; a new game opens behind it too, since whoever pressed Start may not be the first to play.',
      'Our reading: the time a stacker has used is kept by the computer the game is played on, not in the save. A save holds the moves (each Done with its time, so the limit the first Done set comes with it), never how long someone has been looking at the table: a save opened on another computer, or after the browser\'s stored data is cleared, gives the stacker whose turn it is their whole time again, as a game packed away and set up later starts that stacker\'s go afresh.',
    ],
  },
  {
    title: 'Recovery',
    paragraphs: [
      'Every stack is fought: if the defender\'s strength is greater than all its attackers\' together, the defender stays and the attackers are discarded. If the attackers\' total is greater, the defender is discarded and the attackers stay. If they are equal, all of them are discarded.',
      'A stack of three players\' units is fought normally first; then, if its defender fell, the owner of the middle unit may have it fought again: the middle unit now defends against the top one.',
      'Our reading: the middle unit\'s owner always chooses what is best for them, which is to fight again only when their unit would win outright; so Muster decides it for them. A stack whose top two units are the same player\'s is not fought again.',
      'Here: the Recovery is played back on the table, stack by stack, with each fight\'s sums in the log. Skip it (the button over the table, Escape, or a click on the table) to see the outcome at once.',
    ],
  },
  {
    title: 'Command cards',
    paragraphs: [
      'Each player draws three command cards before the war. To power one, drag units from the table onto it (onto the card in your panel); units on a card cannot attack or be attacked. You may power only one card a turn. Once its needs are met it is played in its phase: Battle cards when you say "Command!", Recovery cards as Recovery begins, Logistics cards at the start of the next turn. Its units then go back to your cup and the card is discarded.',
      'A card whose needs are not met by the end of the battle costs you the units on it (at the end of Recovery), but you keep the card.',
      'Here: until a card is powered, a unit on it can be taken back: drag it from the card onto the table, or click it and it goes down by your edge of the table.',
      'Our reading: a star needs a command unit lying star side up; a type needs a unit of that type, any strength, either side up; no unit counts twice. A powered Battle card that is not played before the battle ends is wasted (its units go home). Logistics cards powered in the last turn are played before the shake-off.',
      ...CARDS.map((c) => `${c.name} (${c.phase === 'battle' ? 'Battle' : c.phase === 'recovery' ? 'Recovery' : 'Logistics'}; needs ${needs(c)}): ${c.text}`),
    ],
  },
  {
    title: 'Winning',
    paragraphs: [
      'A player who is the only one with units left wins at once. Otherwise, after the third turn, everyone left puts their remaining units in their cup for a final shake-off: the highest total showing wins (command units star side up count 0), and ties share the victory.',
      'Our reading: if the last units of everyone fall together, no one wins.',
    ],
  },
  {
    title: 'Playing with real cups',
    paragraphs: [
      'Here: Print (Ctrl+P) gives print-and-play sheets, on A4 or US Letter, for the armies of the war on the table: every army\'s fifteen tiles at 30 mm, the twelve command cards at playing-card size (63 × 88 mm) and the turn in brief. Print at actual size (100 %) and cut along the short cut marks round the edges. Each tile has a back (the strength again, or a command unit\'s star): either print the tiles as strips you fold and glue, which line up on any printer, or turn fold-over off and print two-sided, with the backs on the following page. The command cards share one card back, on the page after them: print it on the other side, or sleeve each card in front of an old playing card. Bring a cup for each player.',
    ],
  },
];
