// The Rules window's text is made from the card data, and marks each reading of ours.
import { describe, expect, it } from 'vitest';
import { UNITS, WEAPONS } from './rules/cards';
import { tippecanoeRules } from './rules-text';
import { categoryOf, tippecanoe } from './rules';

describe("Battle of Tippecanoe's rules text", () => {
  const text = tippecanoeRules.flatMap((s) => s.paragraphs);

  it("says both hands are secret, as the table keeps them (it once named only the Native player's)", () => {
    expect(text.join(' ')).toContain("Both players' hands, the muster of drawn warriors and every deck are secret");
    const s = tippecanoe.setup({ options: tippecanoe.defaultOptions, players: [{ name: 'N', control: 'human', strength: 'normal' }, { name: 'U', control: 'human', strength: 'normal' }] }, 1);
    const us = tippecanoe.playerView(s, 0).cards['hand-1']!.cards;
    expect(us).toHaveLength(115);
    expect(us.every((c) => categoryOf(c) === null)).toBe(true);
  });

  it('shows every card with the values in the data file', () => {
    for (const u of UNITS) expect(text.join(' ')).toContain(`${u.name} (${u.count}): attack ${u.attack}, defence ${u.defence}`);
    for (const w of WEAPONS) expect(text.join(' ')).toContain(`${w.name} (${w.count}, the US army starting with ${w.usStart}): ${w.ranged} at range, ${w.melee} hand to hand.`);
  });

  it('starts each of our readings with "Our reading:", the march, the battle\'s start and conceding among them', () => {
    const readings = text.filter((p) => p.includes('Our reading'));
    expect(readings.every((p) => p.startsWith('Our reading: '))).toBe(true);
    for (const gap of [/board has 8 days/, /battle begins at the start of the Native player's turn/, /concede/, /never reshuffled/, /at most 3 cards a turn/, /no weapon left in hand/]) expect(readings.some((p) => gap.test(p))).toBe(true);
  });

  it('says as our reading that the War Chief draws the whole supply each turn, where the rules say it "may" (the code offers no smaller draw)', () => {
    // "Each turn the player may draw 3 ammunition cards, 5 weapon cards, and 1 tactics card": Supply draws all
    // three piles, and a War Chief turn cannot end before it (rules.test 'draws three ammunition, five weapons and a tactic a turn').
    const readings = text.filter((p) => p.startsWith('Our reading: '));
    expect(readings.some((p) => /War Chief “may” draw/.test(p) && /every card|all of it|the whole/.test(p) && /calls? the battle/.test(p))).toBe(true);
  });

  it('says as our reading that a tactic must suit its role and round: the rules let either player play one "if they choose to do so"', () => {
    // rules.test 'tactics: each suits its role and its round' refuses Charge at range, Dig In attacking, and so on.
    const battle = tippecanoeRules.find((s) => s.title === 'The battle')!.paragraphs;
    expect(battle.filter((p) => !p.startsWith('Our reading: ')).some((p) => /must suit/.test(p))).toBe(false);
    expect(battle.some((p) => p.startsWith('Our reading: ') && /“if they choose to do so”/.test(p) && /suit/.test(p))).toBe(true);
  });

  it('says as our reading what the rules leave unsaid about a tie: nobody removes a unit, and the roles still swap', () => {
    // The rules say only that "the player with the higher score wins that round"; rules.test's 'a tie removes nothing, and the roles swap'.
    const readings = text.filter((p) => p.startsWith('Our reading: '));
    expect(readings.some((p) => /tie/.test(p) && /no unit is removed/.test(p) && /swap/.test(p))).toBe(true);
    expect(text.filter((p) => !p.startsWith('Our reading: ')).some((p) => /\btie\b/.test(p))).toBe(false);
  });

  it('says as our reading when a side has no unit left: only once the loser has refilled its field from its hand', () => {
    // The rules: "The game is over when one player has no more units on the battlefield". Five removed
    // with units still in hand is not the end: the field is refilled first (rules.test 'removes at most five units').
    const readings = text.filter((p) => p.startsWith('Our reading: '));
    expect(readings.some((p) => /no unit/.test(p) && /refill/.test(p))).toBe(true);
    expect(text.filter((p) => !p.startsWith('Our reading: ')).some((p) => /after refilling/.test(p))).toBe(false);
  });
});

describe("Battle of Tippecanoe's rules text, playing here", () => {
  const playing = tippecanoeRules.find((s) => s.title === 'Playing here')!.paragraphs.join(' ');

  it('gives the trade of a warrior to the Civil Chief, who alone may make it (it once told the War Chief to drag a warrior onto a deck, which the rules refuse)', () => {
    expect(playing).not.toMatch(/War Chief drags a warrior/);
    expect(playing).toContain('After the muster, the Civil Chief may drag a warrior onto the ammunition or weapons deck to trade it');
    expect(playing).toContain('The War Chief drags ammunition, a weapon or a tactic onto the warriors deck to exchange it');
  });
});
