import type { RulesSection } from '../mode';
import { PROFILES } from './rules/scenarios';

const profile = (name: string, k: keyof typeof PROFILES) => {
  const p = PROFILES[k];
  return `${name}: shooting ${p.shooting}, fighting ${p.fighting}, bravery ${p.bravery}, save ${p.save}`;
};

// Skirmish at Jumonville Glen in our own words, after Alan Ferrency's rules of 2009 (inspired
// by Blood and Swash). "Our reading:" marks gaps in the printed rules we filled.
export const jumonvilleRules: RulesSection[] = [
  {
    title: 'The skirmish',
    paragraphs: [
      'A small, fast and hectic shooting skirmish: the dawn of 28 May 1754, when a party of Virginia militia under George Washington and warriors led by Tanaghrisson fell on a French detachment under Ensign Jumonville camped in a rocky glen. It makes no claim to be history; it is a game.',
      'Two teams, Red and Black, of two to four players; each player commands up to four figures, each on a round base an inch across. The table is 36 inches square. Red is the Virginians and their Indian allies, Black the French in the ravine.',
      'Every figure has four skills from 1 to 20: shooting (hitting with a shot), fighting (hitting hand to hand), bravery (keeping its nerve) and save (using cover to escape a hit).',
      `${profile('Virginians', 'virginians')}. ${profile('Indians', 'indians')}. ${profile('French', 'french')}.`,
      'A skill test is a roll of a twenty-sided die: it succeeds when the roll is at or under the skill, after any modifier.',
      'Our reading: the rules\' shooting paragraph says "less than" the skill, while their rule for every test says "less than or equal"; we read it as one test everywhere, at or under: a Virginian with shooting 8 hits on 1 to 8, or on 1 to 6 after moving.',
      'Each figure can take three hits; the third takes it off the table. A team with no figures left on the table loses. A team may also concede at any time.',
    ],
  },
  {
    title: 'Setting up',
    paragraphs: [
      'The ready-made glen for two players gives Red two Virginians and two Indians against four French; for three players the Virginians and the Indians each have a player; for four, two French players share the camp, three figures each.',
      'Enemies must start more than shooting range apart: more than 12 inches between the nearest edges of their bases.',
      'Our reading: a skirmish of your own is checked before it starts: every figure named, no two of one name, no figure off the table, in rocks or overlapping another, no more than four figures a player, a player\'s figures all on one team, figures on both teams, skills from 1 to 20, and every terrain piece an outline of at least three corners on the table whose edges do not cross.',
      'A skirmish of your own is made in the set-up\'s editor: on its map of the table, draw woods, rocks or a ravine corner by corner (click the first corner, double-click or press Enter to finish; Escape cancels), click a piece to drag it or its corners, double-click an edge to add a corner, Delete to remove one, and drag figures to place them. Corners and figures snap to half inches (hold Shift to place them freely). The skirmish is saved with the game.',
    ],
  },
  {
    title: 'The cards',
    paragraphs: [
      'A standard pack of 52 cards, shuffled, drives the game. Each turn one card is turned. A red card (hearts or diamonds) activates Red: every Red player with figures left activates one of them, in seat order. A black card (spades or clubs) activates Black the same way. A team may well be called several times in a row.',
      'A face card (jack, queen or king) activates two different figures for each player of the team called, instead of one. Our reading: a player with a single figure left activates just that one.',
      'Our reading: the player who just finished turns the next card (the first player turns the first). Turning a card is a move of its own, and once seen it cannot be undone.',
      'Our reading: when the deck runs out, the turned cards are shuffled into a new deck, and play goes on.',
    ],
  },
  {
    title: 'Activating a figure',
    paragraphs: [
      'An activated figure does one of these: move up to 6 inches; shoot at a figure within 12 inches; move and then shoot; charge an enemy up to 6 inches away; fight an enemy in base contact. Facing does not matter.',
      'Our reading: a figure may also stand and do nothing, which still counts as its activation.',
      'Our reading: a move follows the shortest way round rocks and other figures\' bases, measured at the centre of the base, and may turn corners; the whole way is at most 6 inches. So a spot 5 inches away in a straight line may be out of reach when the way round a rock is 7. Bases never overlap, and no figure walks through the rocks or off the table.',
      'Our reading: the rules say nothing of woods or the ravine slowing a figure; we read it as they do not: only rocks and other bases are in the way.',
      'Our reading: an ordinary move may not end in base contact with an enemy: to close with an enemy, charge. Friends may stand in contact.',
    ],
  },
  {
    title: 'Sight and cover',
    paragraphs: [
      'Our reading: rocks block sight: a figure sees another past rocks only if some straight line from one base to the other clears them.',
      'Our reading: woods block sight when the line between the two figures\' centres runs through more than 2 inches of woods in all. A figure at the edge of a wood sees out and is seen; one deep inside, or beyond a wood, is hidden. The ravine and other figures do not block sight.',
      'Our reading: a target is in cover (hiding in the edge of trees or behind an obstacle) when its centre stands in woods or in the ravine, or when the line from the shooter\'s centre passes through rocks or woods within an inch of the target\'s base.',
    ],
  },
  {
    title: 'Shooting',
    paragraphs: [
      'The shooter must see the target, and the nearest edges of the two bases must be at most 12 inches apart. The shooter makes a shooting test; success is a hit.',
      'A hit on a target in cover lets it make a save test: success means the shot struck the cover instead.',
      'A figure that moves and then shoots has 2 taken off its shooting skill for the test.',
      'Figures in base contact cannot be shot at by either side. Our reading: that is figures in a fight, in base contact with an enemy; friends standing side by side can still be shot. (The rules say it of fighting figures. Read as any contact, pairs of friends were safe from every shot, and a side that huddled could hold out until the cards ran out.)',
      'A figure shot at, hit or missed, takes a bravery test if it is still on the table. On failure it runs from the shooter.',
      'Our reading: the runner goes straight away from the shooter, up to 6 inches, and stops as soon as the shooter can no longer see it. Rocks, the table\'s edge and other bases stop it too: a runner does not go round things.',
    ],
  },
  {
    title: 'Charging and fighting',
    paragraphs: [
      'To come into contact with an enemy a figure charges. Our reading: the target is in reach when the shortest way round rocks and bases into contact with its base is at most 6 inches.',
      'The charger first takes a bravery test. If it fails, the charger stays where it is and does nothing more; its activation is spent.',
      'Then the target takes a bravery test. If it fails, the charger moves up to 6 inches along its way towards the target. Our reading: it halts a quarter of an inch short of contact, and the target then runs a full 6 inches straight away from the charger (stopped only by rocks, the edge or a base). There is no fight.',
      'Otherwise the charger moves into base contact and fights at once, with 4 added to its fighting skill.',
      'A fight is a fighting test: success gives the enemy one hit. There is no save against it, and nobody tests bravery for it. Our reading: only the active figure strikes; the enemy strikes back when it is activated.',
      'Our reading: two bases are in contact when their edges are within a tenth of an inch. A figure in contact with an enemy may fight it, and may also move away or shoot someone else.',
    ],
  },
  {
    title: 'Playing here',
    paragraphs: [
      'Undo steps back through your moves, but never back past a turned card, dice everyone has seen, the computer\'s move, or a Done that passed the mouse to the next player.',
      'The computer decides from what its seat can see (never the order of the deck or the dice to come). It weighs each shot by its chance to hit and to get past cover, each charge by the bravery tests and the fight at +4, and each move by the cover it reaches and the shots the enemy would have at it. Easy plays loosely, with a random move now and then. Normal and hard then look ahead: they take the few best deeds, cover at the edges of woods and behind rocks among the places to move to, and play each out on the table a few cards on, in several imagined shuffles of the unturned cards with imagined dice, both sides playing the one-step way, then count the hits and figures left and how each figure stands; they choose the deed that comes out best on average. Hard tries more deeds, in more imagined games.',
    ],
  },
];
