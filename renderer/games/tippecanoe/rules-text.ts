import type { RulesSection } from '../mode';
import { AMMUNITION, CONDITIONS, FIELD_SIZE, MARCH_DAYS, TACTICS, UNITS, WEAPONS, NATIVE } from './rules/cards';
import { LAB_FIGURES, balancedChanges } from './rules/values';
import { CIVIL_TURNS_HINT, EXCHANGES_PER_TURN, MUSTER_DRAW, MUSTER_KEEP, SUPPLY } from './rules';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Each unit's card, from the data file: "Aggressive Warrior (20): attack 2, defence 1, rolls a die. Quick to close…". */
const unitLines = (side: 0 | 1) =>
  UNITS.filter((u) => u.side === side)
    .map((u) => `${u.name} (${u.count}): attack ${u.attack}, defence ${u.defence}, ${u.regular ? 'rolls a die' : 'rolls no die'}. ${u.text}`)
    .join(' ');
const weaponLines = WEAPONS.map((w) => `${w.name} (${w.count}, the US army starting with ${w.usStart}): ${w.ranged} at range, ${w.melee} hand to hand.`).join(' ');
const tacticLines = TACTICS.map((t) => `${t.name} (${t.count}): ${t.text}`).join(' ');
const conditionLines = CONDITIONS.map((c) => `${c.name} (${c.count}): ${c.text}`).join(' ');

const percent = (p: number) => `${Math.round(p * 100)}%`;

// Battle of Tippecanoe in our own words. "Our reading:" marks the gaps in the printed rules we filled.
export const tippecanoeRules: RulesSection[] = [
  {
    title: 'The game',
    paragraphs: [
      'It is 1811. The Native player gathers and arms Tecumseh\'s confederacy to defend Prophetstown; the US player marches Harrison\'s army up the Wabash to put it down. Each builds the hand they will fight the battle with, each their own way, and then the battle is fought in rounds of five units against five.',
      'Turns alternate, the Native player first. Both players\' hands, the muster of drawn warriors and every deck are secret (each sees only the count of the other\'s hand); the fields, the discard pile and the advancement board are in plain sight.',
    ],
  },
  {
    title: 'The cards',
    paragraphs: [
      `Native warriors: ${unitLines(NATIVE)}`,
      `US troops: ${unitLines(1)}`,
      `Weapons: ${weaponLines}`,
      `Ammunition (${AMMUNITION.count}, the US army starting with ${AMMUNITION.usStart}): ${AMMUNITION.text}`,
      `Tactics, one deck for both sides: ${tacticLines}`,
      `US conditions: ${conditionLines}`,
      'Our reading: the rules give no values for the cards; we set them so that the rules\' worked example comes out exactly as written: 7 + 8 + 5 + 20 = 40 against 5 + 4 + 5 + 10 + 14 = 38.',
    ],
  },
  {
    title: 'As written, or balanced',
    paragraphs: [
      `The game's author called it untested and probably unbalanced. Muster's balance lab plays the computer against itself: between two computer players at normal strength, ${LAB_FIGURES.games.toLocaleString('en')} games, the Native side wins ${percent(LAB_FIGURES.asWritten)} as written.`,
      `The Balanced variant (chosen in the set-up) changes only values the worked example does not use, found by that self-play: ${balancedChanges().join('; ')}. Between the same players the Native side then wins ${percent(LAB_FIGURES.balanced)}. The cards on the table and the printed sheets show the variant's values.`,
      'How the computer prepares as the Native player was found the same way: the War Chief from the first turn, trading spare weapons and ammunition for warriors, won far more often than the five Civil Chief turns the rules advise. The easy computer follows the rules\' advice. In the battle the computer weighs its choices (ranged or hand to hand, which tactic) by playing each on in games it imagines from what it can see, and counts a tactics card in hand as one round\'s help, not a lasting one, so it plays its tactics when they count rather than ending the battle holding them.',
    ],
  },
  {
    title: 'Preparation: the Native player',
    paragraphs: [
      `The Civil Chief: at the start of each turn, draw ${MUSTER_DRAW} warriors and keep ${MUSTER_KEEP}, sending the others one by one to the bottom of the warrior deck. Then you may trade one warrior from your hand for an ammunition card or a weapon card, and end your turn.`,
      `The War Chief: at the start of a turn instead of mustering, you may hand over to the War Chief, for good. Each War Chief turn, draw ${SUPPLY.ammunition} ammunition, ${SUPPLY.weapons} weapons and ${SUPPLY.tactics} tactics card (whatever is left of each deck). Then you may exchange ammunition, weapon or tactics cards from your hand for warriors, one for one, and end your turn or call the battle (once you hold a warrior to lay out: with none the battle would be lost at once).`,
      'Our reading: the rules say the Civil Chief “may” draw seven; we read the muster as what a Civil Chief turn is for, so each one begins with it, and the other choice at the start of a turn is handing over to the War Chief. The War Chief takes over at the start of a turn and draws that very turn. The rules say the War Chief “may” draw too; we read that as the whole draw, every card of it, at the start of each War Chief turn (a card left in a deck gains nothing, as decks are never reshuffled), unless the War Chief calls the battle first.',
      `Our reading: the rules recommend the War Chief after ${plural(CIVIL_TURNS_HINT, 'turn')}; the table reminds you, but the choice is yours.`,
      'Our reading: the Native player\'s weapons come from a deck of the 30 Muskets and 20 Bows & Tomahawks the US army does not start with, and the ammunition from the 15 cards it does not start with.',
      'Our reading: a traded or exchanged warrior, weapon, ammunition or tactics card goes to the bottom of its own deck, and the new card comes off the top of the other.',
      `Our reading: the War Chief exchanges at most ${plural(EXCHANGES_PER_TURN, 'card')} a turn, so that a turn is a day's work and not the whole deck.`,
    ],
  },
  {
    title: 'Preparation: the US player',
    paragraphs: [
      'You start with your full complement in hand: 40 Privates, 5 Sharpshooters, 4 Captains and W. H. Harrison, 5 Swords, 30 Muskets and 15 Muskets w/Bayonets, and 15 ammunition cards.',
      `Each turn, draw a tactics card and a condition. The condition says whether the army marches a day along the advancement board (${MARCH_DAYS} days long) and what it costs: you choose which cards to discard, one by one, and your turn ends when the cost is paid (or when you have nothing more of what it asks for).`,
      `Our reading: the march from Fort Harrison to Prophetstown took about eight days (29 October to 6 November 1811), so the board has ${MARCH_DAYS} days. When the conditions deck is empty, every later turn is fair and the army marches.`,
      'Our reading: decks are never reshuffled; a deck that runs out gives what it has left.',
    ],
  },
  {
    title: 'When the battle begins',
    paragraphs: [
      `Our reading: the battle begins at the start of the Native player's turn once the marker stands on day ${MARCH_DAYS} (the army camped outside the town, and the warriors attacked before dawn), or earlier when the War Chief calls it on their turn.`,
    ],
  },
  {
    title: 'The battle',
    paragraphs: [
      `Laying out: the Native player lays out ${FIELD_SIZE} units, each paired with a weapon from their hand, then the US player does. The rest stay in hand.`,
      'Our reading: a unit goes onto the field without a weapon only when its side has no weapon left in hand. The Native player lays out first, so the US player sees their field before laying out.',
      'A round: the attacker (the Native player first) announces a ranged or a hand-to-hand attack. A ranged attack needs an ammunition card in the attacker\'s hand, and both sides discard one. A defender with none can still win the round, but then the attacker loses no units.',
      'Tactics: the attacker may play a tactics card, then the defender may; each may pass.',
      'Our reading: the rules say only that both players may play a tactics card “if they choose to do so”; since they give no card its use, a tactic here must suit its player\'s role and the kind of attack, as each card says (a Charge is for an attacker hand to hand, Take Cover for a defender at range).',
      'Dice: each side rolls one die for each regular unit on its field (officers and historical characters roll none). The defender\'s choice of tactic closes the round and both sides roll.',
      'The score, as the rules\' worked example adds it up: units (each unit\'s attack, or defence for the defender), weapons (each weapon\'s power for this kind of attack), special (leaders\' bonuses, and sharpshooters\' at range), tactics, dice. Both scores are shown and logged in full.',
      `The higher total wins the round. The loser removes units equal to the difference, at most ${FIELD_SIZE}, choosing which; each goes to the discard with its weapon. Nothing is discarded from the hand.`,
      `Then the loser refills the field to ${FIELD_SIZE} from their hand (units with weapons, as when laying out) and the attacker and defender swap.`,
      'Our reading: the rules do not say what a tie does; we read it as a round nobody wins: no unit is removed, and the attacker and defender still swap for the next round.',
    ],
  },
  {
    title: 'The end',
    paragraphs: [
      'The game ends when a side has no more units on the field: the other side wins. The Native side wins by holding Tippecanoe; the US side by scattering the Confederacy.',
      'Our reading: a side that has just removed its last unit on the field but still holds units in hand refills its field first, so the game ends only when a side has no unit on the field after refilling: no unit left in hand to lay out.',
      'Our reading: a player may concede whenever it is their turn to decide, in preparation or battle.',
    ],
  },
  {
    title: 'Playing here',
    paragraphs: [
      'The panel on the left says what you may do now, and its buttons do what is not done with a card: Muster, War Chief, Supply, March, Ranged or Hand to hand, Pass, End turn. The line at the foot of the window says what the mouse does at that moment.',
      'Rest the pointer on a card, in your hand or on the table, and it grows until its words can be read. Drag the cloth to move the table about; the mouse wheel zooms.',
      'Cards are played with the mouse. The Civil Chief clicks a warrior drawn to send it back to the deck. After the muster, the Civil Chief may drag a warrior onto the ammunition or weapons deck to trade it. The War Chief drags ammunition, a weapon or a tactic onto the warriors deck to exchange it. The US army pays a day\'s cost by clicking a gold-ringed card in its hand, or dragging it onto the discard. In the battle, drag a unit from your hand onto your field, then a weapon onto that unit; click a tactic in your hand to play it; click your units on the field to remove them when the round asks for losses.',
      'Against the computer its moves are shown one at a time and told in the panel. Two people at one computer take turns at the mouse: a curtain hides the table while the mouse passes, and the one to play lifts it to see their own hand. A new game opens behind it too: whoever pressed Start may not be the first to play.',
      'Undo takes back your last move until its outcome has been seen: not once cards have been drawn or dice rolled, nor a move the computer or the other person has seen (Undo then says why).',
      'To play with real cards, Print (Ctrl+P) makes sheets of every card, the advancement board and its marker, and the turn in brief.',
    ],
  },
];
