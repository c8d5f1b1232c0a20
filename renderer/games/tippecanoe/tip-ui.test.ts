// The panel's words and the table's hand: each step of the rules says what to do in words, the
// waiting seat is told whom it waits for, and a hand lies as a stack per kind, units first.
import { describe, expect, it } from 'vitest';
import { NATIVE, US } from './rules/cards';
import { categoryOf, kindOf, tippecanoe, type TipAction, type TipState } from './rules';
import { enemyUnitWords, fieldCaption, handGroups, headingWords, idleCardWords, owedWords, seatWords, stepWords, theirMoves, tipHint, undoNoneWords, usableKinds } from './tip-ui';
import type { LogEntry } from '../../engine/action-log';
import { CARD, MINI } from './art';
import { handCentres, handCounts, slotCentre, fieldArea, inRect, TABLE, HAND, DIE_MM, SCORE_RIGHT, COUNT_BOX, CARD_FIGURES, cardRect, diePlace, insideField, musterPlaces, scoreAt, weaponHere, LINE } from './tip-layout';

const start = (): TipState => tippecanoe.setup({ options: { variant: 'as-written' }, players: [{ name: 'N', control: 'human', strength: 'normal' }, { name: 'U', control: 'human', strength: 'normal' }] }, 5);

function ok(s: TipState, a: TipAction, seat: 0 | 1): TipState {
  const r = tippecanoe.apply(s, a, seat);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe('stepWords', () => {
  it('tells the Civil Chief to muster, then how many to send back, then about the trade', () => {
    let s = start();
    expect(stepWords(s, NATIVE)).toMatch(/^Civil Chief: muster seven warriors/);
    expect(stepWords(s, US)).toBe('Waiting for the Native player: the Civil Chief musters warriors.');
    s = ok(s, { type: 'muster' }, NATIVE);
    expect(stepWords(s, NATIVE)).toBe('Keep 5 of the warriors drawn: click 2 to send back to the bottom of the deck.');
    s = ok(s, { type: 'release', card: s.cards.muster!.cards[0]! }, NATIVE);
    expect(stepWords(s, NATIVE)).toMatch(/click one to send back/);
    s = ok(s, { type: 'release', card: s.cards.muster!.cards[0]! }, NATIVE);
    expect(stepWords(s, NATIVE)).toMatch(/^You may trade one warrior/);
  });

  it('says what a muster still draws once the warriors deck runs low, down to none', () => {
    const s = start();
    const deck = s.cards.warriors!;
    const withDeck = (n: number): TipState => ({ ...s, cards: { ...s.cards, warriors: { ...deck, cards: deck.cards.slice(0, n) } } });
    expect(stepWords(withDeck(7), NATIVE)).toMatch(/^Civil Chief: muster seven warriors and keep five, or hand command/);
    expect(stepWords(withDeck(6), NATIVE)).toMatch(/^Civil Chief: muster the last 6 warriors and keep 5, or hand command/);
    expect(stepWords(withDeck(3), NATIVE)).toMatch(/^Civil Chief: muster the last 3 warriors, keeping them all, or hand command/);
    expect(stepWords(withDeck(0), NATIVE)).toMatch(/^Civil Chief: the warriors deck is empty, so a muster draws none \(the trade after it is still yours\), or hand command to the War Chief/);
  });

  it('offers the attacker a ranged attack only with ammunition in hand, and says so', () => {
    const s = start();
    const battle = { round: 3, attacker: NATIVE, fields: [[], []], attack: null, defenderDry: false, tactics: [null, null], last: null, refill: [] } as unknown as NonNullable<TipState['battle']>;
    const at = (hand: string[]): TipState => ({ ...s, battle, step: { k: 'attack' }, cards: { ...s.cards, 'hand-0': { ...s.cards['hand-0']!, cards: hand } } });
    expect(stepWords(at(['ammunition-20', 'charge-1']), NATIVE)).toBe('Round 3: you attack. Choose a ranged attack (both sides spend an ammunition card) or hand to hand.');
    expect(tippecanoe.legalActions!(at(['charge-1']), NATIVE)).not.toContainEqual({ type: 'attack', kind: 'ranged' });
    expect(stepWords(at(['charge-1']), NATIVE)).toBe('Round 3: you attack. You have no ammunition left for a ranged attack: attack hand to hand.');
  });

  it('asks for a tactic only when one in the hand suits the round, else to pass', () => {
    const s = start();
    const battle = { round: 1, attacker: NATIVE, fields: [[], []], attack: 'ranged', defenderDry: false, tactics: [null, null], last: null, refill: [] } as unknown as NonNullable<TipState['battle']>;
    const at = (seat: 0 | 1, hand: string[]): TipState => ({ ...s, battle, step: { k: 'tactic', seat }, cards: { ...s.cards, [`hand-${seat}`]: { ...s.cards[`hand-${seat}`]!, cards: hand } } });
    // Flanking suits an attacker in any round; Charge only hand to hand; Take Cover a defender against a ranged attack.
    expect(stepWords(at(NATIVE, ['flanking-1']), NATIVE)).toBe('You attack with a ranged attack: play a tactic (click it) or pass.');
    expect(stepWords(at(NATIVE, ['charge-1', 'take-cover-1']), NATIVE)).toBe('You attack with a ranged attack: no tactic in your hand suits it: pass.');
    expect(stepWords(at(US, ['take-cover-1']), US)).toBe('You defend against a ranged attack: play a tactic (click it) or pass. Then the dice are rolled.');
    expect(stepWords(at(US, ['charge-1']), US)).toBe('You defend against a ranged attack: no tactic in your hand suits it: pass. Then the dice are rolled.');
  });

  it('offers the War Chief the battle only with a warrior in hand to lay out', () => {
    let s = ok(start(), { type: 'war-chief' }, NATIVE);
    expect(stepWords(s, NATIVE)).toMatch(/You have no warrior yet to call the battle with\.$/);
    s = ok(s, { type: 'supply' }, NATIVE);
    expect(stepWords(s, NATIVE)).toMatch(/Then end your turn \(with no warrior in hand you cannot call the battle\)\.$/);
    s = ok(s, { type: 'exchange', card: s.cards['hand-0']!.cards.find((c) => c.startsWith('musket') || c.startsWith('bow'))! }, NATIVE);
    expect(stepWords(s, NATIVE)).toMatch(/Then end your turn, or call the battle\.$/);
  });

  it('tells the US player what a condition costs, in words', () => {
    let s = start();
    s = { ...s, step: { k: 'pay' }, turn: US, owed: { troops: 2, weapons: 1, ammunition: 0 } };
    expect(owedWords(s)).toBe('2 troops and 1 weapon');
    expect(stepWords(s, US)).toBe('The condition costs you 2 troops and 1 weapon: click a card of that sort (ringed in gold) in your hand, or drag it onto the discard.');
    expect(stepWords(s, NATIVE)).toBe('Waiting for the US player: the army marches.');
  });

  it("rings the hand's stacks the step has a use for: the sort a condition costs, the warriors to trade, nothing while the other side moves", () => {
    let s = start();
    s = { ...s, step: { k: 'pay' }, turn: US, owed: { troops: 1, weapons: 0, ammunition: 0 } };
    const troops = usableKinds(s, US);
    expect(troops.size).toBeGreaterThan(0);
    expect([...troops].map((k) => categoryOf(`${k}-1`))).toEqual([...troops].map(() => 'unit'));
    expect(troops).toEqual(new Set(s.cards['hand-1']!.cards.filter((c) => categoryOf(c) === 'unit').map(kindOf)));
    s = { ...s, owed: { troops: 0, weapons: 0, ammunition: 2 } };
    expect([...usableKinds(s, US)]).toEqual(['ammunition']);
    expect(usableKinds(s, NATIVE).size, 'not the Native player\'s move').toBe(0);
    // The Native council: the warriors in hand may be traded for ammunition or a weapon.
    let n = ok(start(), { type: 'muster' }, NATIVE);
    for (const card of n.cards['muster']!.cards.slice(0, 2)) n = ok(n, { type: 'release', card }, NATIVE);
    expect(n.step.k).toBe('council');
    const warriors = new Set(n.cards['hand-0']!.cards.map(kindOf));
    expect(usableKinds(n, NATIVE)).toEqual(warriors);
  });

  it('says the result once the battle is over', () => {
    const s = ok(start(), { type: 'concede' }, NATIVE);
    expect(stepWords(s, US)).toBe('The Native player concedes.');
    // Not "Preparation · day 0 of 8" over the result: the march never went on.
    expect(headingWords(s)).toBe('Over before the battle');
  });
});

describe('headingWords', () => {
  it('names the day of the march, the round of the battle, and once it is over how many rounds were fought, not a round that never began', () => {
    const s = start();
    expect(headingWords(s)).toBe('Preparation · day 0 of 8');
    // While the march to day 3 plays back, the heading names day 2, where the table's marker still stands.
    expect(headingWords({ ...s, day: 3 }, null, 2)).toBe('Preparation · day 2 of 8');
    const battle = { round: 5, attacker: NATIVE, fields: [[], []], attack: null, defenderDry: false, tactics: [null, null], last: null, refill: [] } as unknown as NonNullable<TipState['battle']>;
    expect(headingWords({ ...s, battle })).toBe('Battle · round 5');
    // While round 4's dice still roll on the table, the heading names round 4.
    expect(headingWords({ ...s, battle }, 4)).toBe('Battle · round 4');
    const last = { round: 4 } as NonNullable<TipState['battle']>['last'];
    const over = { ...s, battle: { ...battle, last }, step: { k: 'over' as const }, result: { winner: US, how: 'routed' as const, text: 'The Native warriors have no unit left on the field.' } };
    expect(headingWords(over)).toBe('Battle over · 4 rounds fought');
    expect(headingWords({ ...over, battle: { ...battle, round: 1 } })).toBe('Battle over');
  });
});

describe('fieldCaption', () => {
  it("names each side's role in the round being fought, and only the next round's role while the last round's losses are removed and the fields refilled (its breakdown, beside the fields, still reads attack and defence)", () => {
    const s = start();
    expect(fieldCaption(s, NATIVE)).toBe('Native field');
    const battle = { round: 4, attacker: US, fields: [[], []], attack: null, defenderDry: false, tactics: [null, null], last: { round: 3, attacker: NATIVE }, refill: [] } as unknown as NonNullable<TipState['battle']>;
    // Round 3's loser removes units: round 4's US attack has not begun.
    const removing = { ...s, battle, step: { k: 'remove' as const, seat: NATIVE, count: 1 } };
    expect(fieldCaption(removing, NATIVE)).toBe('Native field · defends next');
    expect(fieldCaption(removing, US)).toBe('US field · attacks next');
    expect(fieldCaption({ ...removing, step: { k: 'deploy', seat: NATIVE } }, US)).toBe('US field · attacks next');
    // Round 4 under way.
    expect(fieldCaption({ ...removing, step: { k: 'attack' } }, US)).toBe('US field · attacking');
    expect(fieldCaption({ ...removing, battle: { ...battle, attack: 'ranged' }, step: { k: 'tactic', seat: NATIVE } }, NATIVE)).toBe('Native field · defending');
    expect(fieldCaption({ ...removing, step: { k: 'over' }, result: { winner: US, how: 'routed', text: '' } }, US)).toBe('US field');
  });
});

describe('enemyUnitWords', () => {
  it("says, when a side removing its losses clicks the other side's unit, that the units to remove are its own; at any other step, nothing", () => {
    const s = start();
    const battle = { round: 4, attacker: US, fields: [[], []], attack: null, defenderDry: false, tactics: [null, null], last: { round: 3, attacker: NATIVE }, refill: [] } as unknown as NonNullable<TipState['battle']>;
    const removing = { ...s, battle, step: { k: 'remove' as const, seat: NATIVE, count: 2 } };
    expect(enemyUnitWords(removing, NATIVE)).toBe('You lost round 3: the 2 units to remove are your own. Click them on your field, the Native field.');
    expect(enemyUnitWords({ ...removing, step: { k: 'remove', seat: NATIVE, count: 1 } }, NATIVE)).toBe('You lost round 3: the unit to remove is your own. Click it on your field, the Native field.');
    expect(enemyUnitWords({ ...removing, step: { k: 'remove', seat: US, count: 1 } }, US)).toMatch(/your field, the US field\.$/);
    // The other side waiting, or another step: a click on the cloth pans, as before.
    expect(enemyUnitWords(removing, US)).toBeNull();
    expect(enemyUnitWords({ ...removing, step: { k: 'deploy', seat: NATIVE } }, NATIVE)).toBeNull();
    expect(enemyUnitWords(s, NATIVE)).toBeNull();
  });
});

describe('handGroups', () => {
  it('lays the hand out a stack per kind, units, weapons, ammunition, tactics in that order', () => {
    const g = handGroups(['charge-1', 'musket-2', 'private-3', 'ammunition-1', 'private-4', 'musket-9', 'hidden']);
    expect(g.map((x) => [x.kind, x.cards.length])).toEqual([
      ['private', 2],
      ['musket', 2],
      ['ammunition', 1],
      ['charge', 1],
    ]);
  });

  it("makes the US army's starting hand of 115 cards into a few stacks that fit along the edge", () => {
    const g = handGroups(start().cards['hand-1']!.cards);
    expect(g.reduce((n, x) => n + x.cards.length, 0)).toBe(115);
    expect(g.length).toBeLessThanOrEqual(8);
    const places = handCentres(g.length);
    for (const p of places) expect(p.x + 32).toBeLessThanOrEqual(TABLE.width);
    expect(places.at(-1)!.x).toBeLessThanOrEqual(HAND.right + 32);
  });
});

describe('handCounts', () => {
  // The widest hands: five Native units, two weapons and ammunition (small cards), five tactics;
  // the army's four units, three weapons and ammunition, five tactics.
  const native = [...Array(5).fill(false), true, true, true, ...Array(5).fill(false)].map((mini: boolean) => ({ mini }));
  const army = [...Array(4).fill(false), true, true, true, true, ...Array(5).fill(false)].map((mini: boolean) => ({ mini }));

  it("puts each stack's count on the strip of its card that the next stack leaves in sight", () => {
    for (const stacks of [native, army, army.slice(0, 9), native.slice(0, 7)]) {
      const places = handCentres(stacks.length);
      handCounts(stacks).forEach((c, i) => {
        const w = (stacks[i]!.mini ? MINI : CARD).w;
        expect(c.x).toBeGreaterThan(places[i]!.x - w / 2);
        const next = places[i + 1];
        if (next) expect(c.x).toBeLessThan(next.x - (stacks[i + 1]!.mini ? MINI : CARD).w / 2);
      });
    }
  });

  it('keeps every two counts ("×40" on its ground) from running into each other, a row apart where the hand is crowded', () => {
    for (const stacks of [native, army, army.slice(0, 9), native.slice(0, 7)]) {
      const counts = handCounts(stacks);
      counts.forEach((a, i) =>
        counts.slice(i + 1).forEach((b, j) => {
          const apart = Math.abs(a.x - b.x) >= COUNT_BOX.w || Math.abs(a.y - b.y) >= COUNT_BOX.h;
          expect(apart, `counts ${i} and ${i + 1 + j} of ${stacks.length}`).toBe(true);
        }),
      );
      // Each count stays on its own card.
      handCentres(stacks.length).forEach((p, i) => expect(Math.abs(counts[i]!.y - p.y)).toBeLessThan((stacks[i]!.mini ? MINI : CARD).h / 2 - COUNT_BOX.h / 2 + 1));
    }
  });
});

describe('layout', () => {
  it('keeps every slot of each field inside its drop area, and the two fields apart', () => {
    for (const near of [true, false]) for (let i = 0; i < 5; i++) expect(inRect(slotCentre(i, near), fieldArea(near))).toBe(true);
    expect(inRect(slotCentre(0, false), fieldArea(true))).toBe(false);
    const far = fieldArea(false);
    expect(far.y + far.h).toBeLessThan(fieldArea(true).y);
  });

  it("lays the Civil Chief's draw of six or seven inside the near field's outline, both figures of every card in sight", () => {
    const area = fieldArea(true);
    for (const n of [6, 7]) {
      const { scale, centres } = musterPlaces(n);
      expect(centres).toHaveLength(n);
      // Smaller only as much as seven need: still most of a card's size.
      expect(scale).toBeGreaterThan(0.9);
      centres.forEach((p, i) => {
        const r = cardRect(p.x, p.y, false, scale);
        expect(inRect({ x: r.x, y: r.y }, area) && inRect({ x: r.x + r.w, y: r.y + r.h }, area), `card ${i} of ${n}`).toBe(true);
        // The card laid over it leaves its attack and defence showing.
        const next = centres[i + 1];
        if (next) expect(next.x - p.x, `card ${i} of ${n}`).toBeGreaterThanOrEqual(CARD_FIGURES * scale - 1e-9);
      });
    }
    expect(musterPlaces(6).scale).toBe(1);
    // Where they fit side by side they lie as the field's slots do.
    const three = musterPlaces(3);
    expect(three.scale).toBe(1);
    three.centres.forEach((p, i) => expect(p.x).toBeCloseTo(slotCentre(0, true).x + i * (CARD.w + 4)));
  });

  it('keeps "weapon here", wider than a card, inside the field under the first slot, and centred under a slot with room', () => {
    const area = fieldArea(true);
    // "weapon here" at 15 mm is some 85 mm wide: centred under the first slot it began left of the field's edge.
    const w = 85;
    const first = slotCentre(0, true).x;
    expect(first - w / 2).toBeLessThan(area.x);
    const x = insideField(first, w, true);
    expect(x - w / 2).toBeGreaterThanOrEqual(area.x);
    expect(x + w / 2).toBeLessThanOrEqual(area.x + area.w);
    expect(insideField(slotCentre(2, true).x, w, true)).toBe(slotCentre(2, true).x);
    const last = insideField(slotCentre(4, true).x, w, true);
    expect(last + w / 2).toBeLessThanOrEqual(area.x + area.w);
  });

  it('puts "weapon here" under the gold outline of the weapon to come, clear of it and of the unit, inside the field, in every slot', () => {
    // Before, the words lay across the outline's strip below the unit: its gold edge ran through the letters.
    const area = fieldArea(true);
    const w = 85;
    for (let i = 0; i < 5; i++) {
      const { outline, wordsY } = weaponHere(i);
      const x = insideField(outline.x + outline.w / 2, w, true);
      const words = { x: x - w / 2, y: wordsY - LINE / 2, w, h: LINE };
      const unitFoot = slotCentre(i, true).y + CARD.h / 2;
      expect(words.y, `slot ${i}: below the outline`).toBeGreaterThanOrEqual(outline.y + outline.h);
      expect(words.y).toBeGreaterThan(unitFoot);
      expect(words.y + words.h, `slot ${i}: inside the field`).toBeLessThanOrEqual(area.y + area.h);
      expect(words.x).toBeGreaterThanOrEqual(area.x);
      expect(words.x + words.w).toBeLessThanOrEqual(area.x + area.w);
    }
  });

  it("lays each side's breakdown and its five dice beside its field, inside the table and clear of the field", () => {
    for (const near of [true, false]) {
      const area = fieldArea(near);
      const at = scoreAt(near);
      expect(at.x).toBeGreaterThan(area.x + area.w);
      expect(SCORE_RIGHT).toBeLessThanOrEqual(TABLE.width);
      for (let i = 0; i < 5; i++) {
        const d = diePlace(near, i);
        expect(d.x + DIE_MM / 2).toBeLessThanOrEqual(SCORE_RIGHT);
        expect(d.y - DIE_MM / 2).toBeGreaterThanOrEqual(area.y);
        expect(d.y + DIE_MM / 2).toBeLessThanOrEqual(area.y + area.h);
      }
    }
  });
});

describe("the status line's hint follows the step", () => {
  it('the panel buttons or the card gestures of the step, the waiting seat told whom it waits for, each with the cloth to pan', () => {
    let s = start();
    expect(tipHint(s, NATIVE)).toMatch(/^Muster or War Chief in the panel/);
    expect(tipHint(s, US)).toMatch(/^Waiting for the Native player/);
    s = ok(s, { type: 'muster' }, NATIVE);
    expect(tipHint(s, NATIVE)).toMatch(/^Click a warrior drawn to send it back/);
    s = ok(s, { type: 'release', card: s.cards.muster!.cards[0]! }, NATIVE);
    s = ok(s, { type: 'release', card: s.cards.muster!.cards[0]! }, NATIVE);
    expect(tipHint(s, NATIVE)).toMatch(/^Drag a warrior onto the ammunition or weapons deck to trade/);
    for (const seat of [NATIVE, US]) expect(tipHint(s, seat)).toMatch(/drag the cloth to pan$/);
    expect(tipHint({ ...s, result: { winner: NATIVE, text: 'The Native side wins.' } } as TipState, US)).toMatch(/^The battle is over/);
  });

  it('says what the panel says in the battle: no weapon to drag, no ammunition for a ranged attack, no tactic to click', () => {
    const s = start();
    const battle = { round: 2, attacker: NATIVE, fields: [[], []], attack: 'melee', defenderDry: false, tactics: [null, null], last: null, refill: [] } as unknown as NonNullable<TipState['battle']>;
    const at = (step: TipState['step'], hand: string[]): TipState => ({ ...s, battle, step, cards: { ...s.cards, 'hand-0': { ...s.cards['hand-0']!, cards: hand } } });
    const deploy = { k: 'deploy', seat: NATIVE } as TipState['step'];
    expect(tipHint(at(deploy, ['aggressive-1', 'musket-1']), NATIVE)).toMatch(/^Drag a unit onto your field, then a weapon onto it · /);
    expect(tipHint(at(deploy, ['aggressive-1', 'ammunition-1']), NATIVE)).toMatch(/^Drag a unit onto your field \(it goes unarmed\) · /);
    // A Native player who never handed command to the War Chief has never held a weapon: not 'none left'.
    expect(stepWords(at(deploy, ['aggressive-1', 'ammunition-1']), NATIVE)).toBe('Lay out your units (0 of 5 on the field): drag a unit onto your field (you have no weapon in your hand: it goes unarmed).');
    expect(tipHint(at({ k: 'attack' }, ['ammunition-1']), NATIVE)).toMatch(/^Ranged or Hand to hand in the panel · /);
    expect(tipHint(at({ k: 'attack' }, ['charge-1']), NATIVE)).toMatch(/^Hand to hand in the panel · /);
    const tactic = { k: 'tactic', seat: NATIVE } as TipState['step'];
    expect(tipHint(at(tactic, ['charge-1']), NATIVE)).toMatch(/^Click a tactic in your hand to play it, or Pass in the panel · /);
    expect(tipHint(at(tactic, ['take-cover-1']), NATIVE)).toMatch(/^Pass in the panel · /);
  });
});

describe('theirMoves', () => {
  /** The log of `moves` from the start, each as the session records it. */
  function play(moves: [TipAction | ((s: TipState) => TipAction), 0 | 1][]): LogEntry[] {
    let s = start();
    const log: LogEntry[] = [];
    for (const [m, seat] of moves) {
      const a = typeof m === 'function' ? m(s) : m;
      const r = tippecanoe.apply(s, a, seat);
      if (!r.ok) throw new Error(r.message);
      log.push({ seat, action: a, events: r.events, text: tippecanoe.describe(a, s, seat) });
      s = r.state;
    }
    return log;
  }
  const turn: [TipAction | ((s: TipState) => TipAction), 0 | 1][] = [
    [{ type: 'muster' }, NATIVE],
    [(s) => ({ type: 'release', card: s.cards.muster!.cards[0]! }), NATIVE],
    [(s) => ({ type: 'release', card: s.cards.muster!.cards[0]! }), NATIVE],
    [{ type: 'end-turn' }, NATIVE],
    [{ type: 'march' }, US],
  ];

  it('tells the Native player what the US army did since their own last move: the march and the condition it drew', () => {
    const log = play(turn);
    const theirs = theirMoves(log, NATIVE);
    expect(theirs.left).toBe(0);
    expect(theirs.lines).toHaveLength(1);
    expect(theirs.lines[0]).toMatch(/^US draws a tactic and a condition: .+\. The army (marches to|stays on) day \d/);
  });

  it('keeps the march in sight when what it costs fills the panel: a Desertion and its three discards', () => {
    // The conditions deck stacked with a Desertion on top: the army marches, then pays two troops and a weapon.
    const desertion = (s: TipState): TipState => {
      const deck = s.cards.conditions!.cards;
      const card = deck.find((c) => kindOf(c) === 'desertion')!;
      return { ...s, cards: { ...s.cards, conditions: { ...s.cards.conditions!, cards: [...deck.filter((c) => c !== card), card] } } };
    };
    let s = start();
    const log: LogEntry[] = [];
    for (const a of turn.slice(0, 4)) {
      const action = typeof a[0] === 'function' ? a[0](s) : a[0];
      const r = tippecanoe.apply(s, action, a[1]);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    s = desertion(s);
    const step = (a: TipAction) => {
      const r = tippecanoe.apply(s, a, US);
      if (!r.ok) throw new Error(r.message);
      log.push({ seat: US, action: a, events: r.events, text: tippecanoe.describe(a, s, US) });
      s = r.state;
    };
    step({ type: 'march' });
    // The computer pays a troop, then a weapon, then a troop of another kind: three lines after the march.
    const hand = () => s.cards['hand-1']!.cards;
    const troop = hand().find((c) => categoryOf(c) === 'unit')!;
    step({ type: 'discard', card: troop });
    step({ type: 'discard', card: hand().find((c) => categoryOf(c) === 'weapon')! });
    step({ type: 'discard', card: hand().find((c) => categoryOf(c) === 'unit' && kindOf(c) !== kindOf(troop))! });
    const theirs = theirMoves(log, NATIVE);
    expect(theirs.lines).toHaveLength(3);
    expect(theirs.lines[0]).toMatch(/^US draws a tactic and a condition: Desertion\. The army marches to day 1/);
    expect(theirs.lines.slice(1)).toEqual([expect.stringMatching(/^US discards /), expect.stringMatching(/^US discards /)]);
    expect(theirs.left).toBe(1);
    // In a short window, two lines: the march and the last discard.
    expect(theirMoves(log, NATIVE, 2)).toMatchObject({ lines: [theirs.lines[0], theirs.lines[2]], left: 2 });
    // The moves left out are said where they were made, between the march and the last discard, as moves ('2 moves more' was no English), not as a move of their own.
    expect(theirs.more).toEqual({ at: 1, text: '1 more move: see the log' });
    expect(theirMoves(log, NATIVE, 2).more).toEqual({ at: 1, text: '2 more moves: see the log' });
  });

  it("tells nothing of the side's own moves, and only the last few of a long turn", () => {
    const log = play(turn);
    expect(theirMoves(log, US).lines, 'the US has moved since').toEqual([]);
    // Moves alike in a row make one line.
    expect(theirMoves(log.slice(0, 4), US).lines).toEqual(['Native: the Civil Chief musters warriors', 'Native sends a warrior back to the deck (×2)', 'Native ends the turn']);
    // Left out before the lines kept: said above them.
    expect(theirMoves(log.slice(0, 4), US, 2)).toEqual({ heading: 'So far:', lines: ['Native sends a warrior back to the deck (×2)', 'Native ends the turn'], left: 1, more: { at: 0, text: '1 earlier move: see the log' } });
    expect(theirMoves(log.slice(0, 3), US, 1)).toEqual({ heading: 'So far:', lines: ['Native sends a warrior back to the deck (×2)'], left: 1, more: { at: 0, text: '1 earlier move: see the log' } });
    expect(theirMoves(log.slice(0, 4), US).more).toBeNull();
    expect(theirMoves(log.slice(0, 4), NATIVE).lines).toEqual([]);
  });

  it('says "So far:" above the other side\'s moves to a side that has made no move yet, and "Since your last move:" once it has', () => {
    const log = play(turn);
    // The US's first turn: the Native player has mustered and ended the turn; the US has not moved at all.
    expect(theirMoves(log.slice(0, 4), US).heading).toBe('So far:');
    // The Native player, once the US has marched: told what came after their own moves.
    expect(theirMoves(log, NATIVE).heading).toBe('Since your last move:');
    expect(theirMoves(log, US).heading).toBe('Since your last move:');
  });
});

describe('idleCardWords', () => {
  it('says how the step uses a card clicked to no effect: a warrior traded by dragging, a card exchanged, and the trade made', () => {
    let s = start();
    s = ok(s, { type: 'muster' }, NATIVE);
    s = ok(s, { type: 'release', card: s.cards.muster!.cards[0]! }, NATIVE);
    s = ok(s, { type: 'release', card: s.cards.muster!.cards[0]! }, NATIVE);
    const warrior = s.cards['hand-0']!.cards[0]!;
    expect(idleCardWords(s, NATIVE, warrior)).toMatch(/^To trade a warrior, drag it onto the ammunition or the weapons deck/);
    s = ok(s, { type: 'trade', warrior, take: 'weapon' }, NATIVE);
    expect(idleCardWords(s, NATIVE, s.cards['hand-0']!.cards[0]!)).toBe('Your trade is made: end your turn in the panel.');
    s = ok(s, { type: 'end-turn' }, NATIVE);
    // Any other step: what it asks instead.
    expect(idleCardWords(s, US, 'musket-1')).toMatch(/^That card has nothing to do now\. March: draw a tactic and a condition/);
  });

  it('says, of a weapon dropped or clicked while units are laid out, that it goes onto a unit as that unit is laid: not "lay a unit first" to a side with units on the field', () => {
    const s = start();
    const battle = { round: 1, attacker: NATIVE, fields: [[{ unit: 'aggressive-1', weapon: 'bow-1' }], []], attack: null, defenderDry: false, tactics: [null, null], last: null, refill: [] } as unknown as NonNullable<TipState['battle']>;
    const laying = { ...s, battle, step: { k: 'deploy' as const, seat: NATIVE } };
    const words = idleCardWords(laying, NATIVE, 'musket-1');
    expect(words).not.toMatch(/first/);
    expect(words).toBe('A weapon goes onto a unit as it is laid out: drag a unit from your hand onto your field, then the weapon onto it.');
  });
});

describe('undoNoneWords', () => {
  const people = [{ control: 'human' }, { control: 'human' }] as const;
  const entry = (s: TipState, action: TipAction, seat: 0 | 1): { entry: LogEntry<TipAction>; after: TipState } => {
    const r = tippecanoe.apply(s, action, seat);
    if (!r.ok) throw new Error(r.message);
    return { entry: { seat, action, events: r.events, text: '' }, after: r.state };
  };

  it('says why a move cannot be taken back, rather than a bare "Nothing to undo." under a log of moves', () => {
    const s = start();
    // The warriors mustered have been seen.
    const muster = entry(s, { type: 'muster' }, NATIVE);
    expect(undoNoneWords(muster.entry, people, muster.after)).toBe('Nothing to undo: the warriors drawn have been seen.');
    // Supplies drawn.
    const chief = ok(s, { type: 'war-chief' }, NATIVE);
    const supply = entry(chief, { type: 'supply' }, NATIVE);
    expect(undoNoneWords(supply.entry, people, supply.after)).toBe('Nothing to undo: the cards drawn have been seen.');
    // Ending the turn hands the mouse to the other person, who has seen it.
    const end = entry(supply.after, { type: 'end-turn' }, NATIVE);
    expect(undoNoneWords(end.entry, people, end.after)).toBe('Nothing to undo: the other player has seen that move.');
    // The computer's moves stand.
    expect(undoNoneWords(end.entry, [{ control: 'computer' }, { control: 'human' }], end.after)).toBe("Nothing to undo: the computer's moves are not taken back.");
    // Nothing done yet: the plain words.
    expect(undoNoneWords(undefined, people, s)).toBeNull();
  });
});

describe('seatWords', () => {
  it('names the player beside their side, or once when they kept the side\'s own name', () => {
    expect(seatWords('Anne', NATIVE)).toBe('Anne, the Native player');
    expect(seatWords('You', NATIVE)).toBe('You, the Native player');
    // Two people at one computer who typed no names are "Native" and "US": not "US, the US player".
    expect(seatWords('US', US)).toBe('The US player');
    expect(seatWords(' native', NATIVE)).toBe('The Native player');
    expect(seatWords('US', NATIVE)).toBe('US, the Native player');
  });
});
