import type { RulesSection } from '../mode';
import { SHIP_CLASSES } from './rules';

// ACW Ironclads in our own words. "Our reading:" marks gaps in the seed we filled; "Here:" marks
// how the table game is carried over to a screen and a mouse.
export const ironcladsRules: RulesSection[] = [
  {
    title: 'The table',
    paragraphs: [
      'A river battle of the American Civil War on a table 2 feet by 1. Two strings laid across it are the river banks, four to five matchsticks apart; a flow marker shows which way the water runs. All distances are measured in matchsticks: 2 inches unless you choose another length when setting up.',
      'Here: the strings are real obstacles. Set-up can bend them by dragging their points (the river stays four to five matchsticks wide all along it, bends included) or lay out a new river, and the flow marker beside the table can be turned.',
      'Our reading: the four to five matchsticks between the banks are measured north to south, straight across the table, at every point along it; where the river runs aslant the table, the water is a little narrower than that square across its flow.',
      'Ships are models seen from above, drawn at 1:1200 from the real ships\' length and beam. Each has a status card with five areas (crew, hull, guns, boiler, rudder) where hit markers record damage.',
      'Our reading: a scenario places two or three ships a side. Plum Point Bend, Memphis and Hampton Roads are ready-made; "A battle of your own" lets you choose ships, names and sides, then place them and set their headings on the table.',
      'Our reading: each player places their own side\'s ships, and the battle begins when both are ready. Here: across machines, each of you arranges only your own ships (the banks and the flow are either\'s) and presses Ready to begin; a change to the table after the other side is ready asks them again. At one computer one mouse arranges both sides, and Begin begins. A table saved while being arranged at one computer and hosted goes on being arranged as it lies, each side its own.',
    ],
  },
  {
    title: 'The turn',
    paragraphs: [
      'Each turn: 1. Movement and ramming, 2. Shooting, 3. Damage, 4. Repairs. The battle ends when one side has no ship afloat, or after the agreed number of turns (10 unless you choose otherwise).',
      'Our reading: at the turn limit, the side that has sunk more enemy ships wins; equal numbers are a draw. If both fleets lose their last ship in the same turn, it is a draw.',
    ],
  },
  {
    title: 'Movement',
    paragraphs: [
      'Ships move one at a time, the one furthest upstream first, then on down the river.',
      'Our reading: the order is fixed as the movement phase begins, by where each ship\'s centre lies along the river; ships level with each other go in name order. A ship sunk before its move does not move; stranded ships are left out.',
      'A ship stays where it is, moves half a matchstick, or moves a full one. To move, a matchstick is laid touching the bow, pointing straight ahead, and the model slides forward until its stern meets the stick\'s far end: a full move carries the ship its own length plus one matchstick, a half move its length plus half a stick.',
      'A moving ship may turn up to 45 degrees at the start of its move and again at the end, pivoting on its centre. A ship that stays cannot turn.',
      'Boiler damage: half a matchstick at most. Rudder damage: one turn only, at the start or at the end.',
      'Here: drag the round knob at the bow to turn (it stops at 45°), click the middle or the end of the matchstick (or use the panel) for half or full, and drag the second knob to turn at the end. The ghost shows where she will end, and a cross marks anything she would touch, before you press Move ship (or Enter).',
    ],
  },
  {
    title: 'Banks, wrecks and other ships',
    paragraphs: [
      'The move is swept: the ship travels its whole path, turns and slide, and the first thing it touches stops it there.',
      'A ship that touches a bank or a sunken ship is stranded: immobile for the rest of the game. Stranded ships still shoot and can still be repaired.',
      'Our reading: a ship stopped part way does not make the rest of its move; its turn at the end is lost. Touching the table\'s edge stops a ship but does not strand it.',
      'Our reading: touching a friendly ship stops the mover alongside, with no damage to either.',
      'Our reading: a ship that begins its move already touching another is not stopped by sliding or turning along it; only pressing further into it counts as a new touch.',
    ],
  },
  {
    title: 'Ramming',
    paragraphs: [
      'A ship that touches an enemy ship rams it, if it turned only at the start of its move: roll a die on the damage table for the enemy at once.',
      'Our reading: "can only turn at the start" means a move with a turn at the end ordered is no ram; that ship just stops where it touches. The rammer takes no damage. A ship already touching an enemy when its move begins needs a run-up: nudging along or into it is no ram.',
    ],
  },
  {
    title: 'Shooting',
    paragraphs: [
      'Shooting is simultaneous: every ship afloat, rammers included, may fire at one enemy ship it can see. Both sides choose their targets (in secret), then every shot is resolved from where the ships lie before any damage.',
      'Our reading: a line of sight runs from the shooter\'s centre to the target\'s centre, bow or stern; it is blocked by any other ship (afloat or sunk) and by either bank. Stranded ships can shoot and be shot at.',
      'Our reading: a ship that begins a battle of your own aground lies across a bank with her middle over the water, never up on the grass, where the bank would stand between her guns and every target.',
      'Range: roll a die and subtract 1; that many matchsticks. Subtract 1 more if the shooter fires ahead of her bow or astern of her stern, and 1 more if her guns are damaged. The target is hit if it lies within the range, and a hit marker is placed beside it.',
      'Our reading: a target lies ahead of the bow when all of it is forward of a line across her bow, and astern when all of it is behind a line across her stern; any part of it level with her hull puts it abeam, with nothing off. The distance is measured between the nearest points of the two models. A range of 0 or less misses, even a ship alongside.',
      'Here: each of your ships starts aimed at the enemy it is likeliest to hit; click your ship and then an enemy to change, or choose in the panel, which shows the distance and the roll needed. Fire when ready.',
    ],
  },
  {
    title: 'Damage',
    paragraphs: [
      'Each hit (and each ram) rolls a die on the damage table: 1 glancing blow, no damage; 2 crew casualties (the ship cannot make repairs); 3 hull damage (permanent); 4 damaged guns (-1 to shooting rolls); 5 boiler damage (half a matchstick at most); 6 rudder damage (one turn a move).',
      'Damage is recorded with a hit marker on the ship\'s status card. A result on an area already damaged is ignored.',
      'A ship with four hits begins to sink: it takes no further part in the game and stays where it is, an obstacle that strands whoever touches it.',
      'Our reading: "four hits" counts the areas marked on the card, so a glancing blow or an ignored repeat does not bring a ship nearer to sinking, and a repair takes it a step back.',
    ],
  },
  {
    title: 'Repairs',
    paragraphs: [
      'After damage, every ship not sunk and without crew casualties may try a repair: roll a die. 1 to 3 the repair fails; 4 removes gun damage; 5 boiler damage; 6 rudder damage.',
      'Our reading: a ship with nothing a repair could mend (no gun, boiler or rudder damage) does not roll. A roll for an area that is not damaged mends nothing.',
    ],
  },
  {
    title: 'Playing here',
    paragraphs: [
      'Two people can play at one computer (the targets of the side that fires first are hidden behind a curtain), or one person against the computer at three strengths. The computer steers clear of banks and wrecks, turns to bring its broadsides to bear, and rams when it pays.',
      'Undo steps back a move of yours, but never a roll everyone has seen (a ram, the shooting) nor the computer\'s moves; between two people at one computer, never targets once picked (the other side\'s are secret). The measuring tape (M) measures in matchsticks.',
      'Moves and the shooting play back on the table; Skip in the bar above it, Escape or a click on the table shows the outcome at once. When the battle is over, Another battle sets up the same one afresh.',
      'Print (Ctrl+P) gives print-and-play sheets for the battle on A4 or US Letter: a status card for each ship, the ships at 1:1200 to cut out, matchsticks and a five-stick ruler of the battle\'s matchstick length (in pieces to join when it is longer than the paper is wide), sixty 5 mm hit markers, the flow marker and the turn in brief.',
      'Everything to cut out prints at true size with cut marks beside its corners, never on it; with bleed on, the colour at a piece\'s edge runs 3 mm past the cut, so a cut a little off leaves no white edge. Print at actual size (100%), not "fit to page".',
      'The hit markers print with the red cross on both sides, so none can lie the wrong way up: either print them as strips you cut out a row at a time, fold back between the dashed marks and glue, which line up on any printer, or turn fold-over off and print two-sided, with the backs on the following page. Nothing else has a back.',
      // Each note as written: lowercased whole, it read 'uss merrimack', 'dahlgrens', 'the western flotilla'.
      `The ships: ${SHIP_CLASSES.map((c) => `${c.label} (${c.note})`).join('; ')}.`,
    ],
  },
];
