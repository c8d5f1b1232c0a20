import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Strength } from '../../../engine/game';
import { DECK, inCover, inRange, jumonville, legalActions, sight, type Figure, type JumonvilleAction, type JumonvilleState } from '../rules';
import { activate, rect, table } from '../test-helpers';
import { greedyAction, onePlyBot } from './greedy';
import { playGame } from './lab';
import { decide, determinize, JUDGE_FEATURES, judgeFeatures, learnedJudge, stratifiedDice, type LearnedJudge } from './planner';
import { Rng, seedRng } from '../../../engine/rng';

const STRENGTHS: Strength[] = ['easy', 'normal', 'hard'];
const view = (s: JumonvilleState, seat = 0) => jumonville.playerView(s, seat);

describe('the computer at Jumonville Glen', () => {
  it('plays only legal actions, along whole games, at every strength and in both glens', () => {
    const check = (s: JumonvilleState, seat: number, a: JumonvilleAction) => {
      expect(v.safeParse(jumonville.actionSchema, a).success).toBe(true);
      expect(jumonville.actors(s)).toContain(seat);
    };
    // playGame throws on any action the rules refuse; each game is cut at 40 cards to keep this quick.
    playGame(11, 'glen-two', { red: 'normal', black: 'easy' }, undefined, check, 20);
    playGame(12, 'glen-four', { red: 'hard', black: 'greedy' }, undefined, check, 10);
    playGame(13, 'glen-two', { red: 'random', black: 'hard' }, undefined, check, 12);
    // About 7 s alone, over 20 s beside the other test files on a loaded machine (three whole games, not a timing):
    // the time limit is the suite's, tripled.
  }, 60_000);

  it('decides the same for the same view, seat and strength', () => {
    const s = jumonville.setup({ options: jumonville.defaultOptions, players: [0, 1].map((i) => ({ name: `C${i}`, control: 'computer' as const, strength: 'normal' as const })) }, 5);
    let st = s;
    for (let i = 0; i < 4 && st.phase !== 'over'; i++) {
      const seat = jumonville.actors(st)[0] as number;
      for (const k of STRENGTHS) expect(decide(view(st, seat), seat, k)).toEqual(decide(view(structuredClone(st), seat), seat, k));
      const r = jumonville.apply(st, decide(view(st, seat), seat, 'normal'), seat);
      if (!r.ok) throw new Error(r.message);
      st = r.state;
    }
  });

  it('does not read the deck: the same view with another deck order decides the same', () => {
    const s = activate(table([{ id: 'w', team: 'red', x: 10, y: 20 }, { id: 'f', team: 'black', x: 10, y: 10 }]));
    const other = { ...s, cards: { ...s.cards, deck: { ...s.cards.deck!, cards: [...s.cards.deck!.cards].reverse() } } };
    for (const k of STRENGTHS) expect(decide(view(s), 0, k)).toEqual(decide(view(other), 0, k));
  });

  it('shoots a figure it can hit rather than standing', () => {
    // Open ground, 8 in apart: a clean shot.
    const s = activate(table([{ id: 'w', team: 'red', x: 10, y: 20 }, { id: 'f', team: 'black', x: 10, y: 11 }]));
    for (const k of ['normal', 'hard'] as const) expect(decide(view(s), 0, k)).toEqual({ type: 'shoot', figure: 'w', target: 'f' });
    expect(greedyAction(view(s), 0)).toEqual({ type: 'shoot', figure: 'w', target: 'f' });
  });

  it('charges with an Indian when fighting pays', () => {
    // An Indian (fighting 10, +4 charging, shooting 7) 4 in from a French soldier (fighting 8)
    // inside a wood: a shot needs a 7 and then a failed save; a charge ignores the cover.
    const wood = rect('wood', 'woods', 6, 10, 14, 15.6);
    const s = activate(table([{ id: 'ind', team: 'red', side: 'indians', x: 10, y: 20 }, { id: 'f', team: 'black', x: 10, y: 15 }], [wood]));
    expect(legalActions(s, 0)).toContainEqual({ type: 'shoot', figure: 'ind', target: 'f' });
    for (const k of ['normal', 'hard'] as const) expect(decide(view(s), 0, k)).toEqual({ type: 'charge', figure: 'ind', target: 'f' });
  });

  it('moves into cover when shot at from the open', () => {
    // A Virginian in the open with two French shooters in range; a wood an inch or two away.
    const wood = rect('wood', 'woods', 14, 16, 20, 26);
    const s = activate(
      table(
        [
          { id: 'w', team: 'red', x: 11, y: 21 },
          { id: 'f1', team: 'black', x: 4, y: 12 },
          { id: 'f2', team: 'black', x: 6, y: 11 },
        ],
        [wood],
      ),
    );
    // Normal only: hard's look ahead (16 worlds) judges a shot from here within a twentieth of a hit
    // of the move to the wood, and takes the shot; see docs/benchmarks.md.
    for (const k of ['normal'] as const) {
      const a = decide(view(s), 0, k);
      expect(a.type, k).toBe('move');
      if (a.type !== 'move') continue;
      expect(jumonville.apply(s, a, 0).ok).toBe(true);
      const moved = { ...s.figures[0]!, at: a.to };
      // Where it stands now each shooter either cannot see it or sees it in cover.
      for (const id of ['f1', 'f2']) expect(safeFrom(s, id, moved), `${k} from ${id}`).toBe(true);
    }
    // So does the greedy yardstick, which reckons the enemies' next blows; the lab's textbook one-ply
    // greedy (the enemies standing still) takes the shot from the open instead.
    expect(greedyAction(view(s), 0)?.type).toBe('move');
    expect(onePlyBot(view(s), 0).type).toBe('shoot');
  });

  it('the lab\'s one-ply greedy plays only legal actions in both glens', () => {
    playGame(21, 'glen-two', { red: 'one-ply', black: 'greedy' }, undefined, undefined, 30);
    playGame(22, 'glen-four', { red: 'normal', black: 'one-ply' }, undefined, undefined, 12);
  });
});

describe('the look ahead', () => {
  it('imagines only the unseen cards, in the deck\'s count, and its own dice', () => {
    const s = jumonville.setup({ options: jumonville.defaultOptions, players: [0, 1].map((i) => ({ name: `C${i}`, control: 'computer' as const, strength: 'normal' as const })) }, 9);
    const r = jumonville.apply(s, { type: 'draw' }, 0);
    if (!r.ok) throw new Error(r.message);
    const v = view(r.state);
    const w = determinize(v, new Rng(seedRng(1)));
    const shown = [...v.cards.discard!.cards, ...v.cards.showing!.cards];
    expect(w.cards.deck!.cards).toHaveLength(v.cards.deck!.cards.length);
    expect(new Set([...w.cards.deck!.cards, ...shown])).toEqual(new Set(DECK));
    expect(w.rng).not.toEqual(r.state.rng);
  });

  it('judges by a learned chance of winning when asked: the two teams\' chances add to one, more hits to come is better, a won skirmish is certain', () => {
    const j: LearnedJudge = { intercept: -0.15, four: -0.22, w: { figures: 0.38, life: 0.31, lastHit: -0.13, place: 0.11, exposure: -0.14 } };
    const even = table([{ id: 'w', team: 'red', x: 4, y: 30 }, { id: 'f', team: 'black', x: 30, y: 4 }]);
    const hurt = { ...even, figures: even.figures.map((f) => (f.team === 'black' ? { ...f, hits: 2 } : f)) };
    for (const s of [even, hurt]) expect(learnedJudge(s, 'red', j) + learnedJudge(s, 'black', j)).toBeCloseTo(1, 12);
    expect(learnedJudge(hurt, 'red', j)).toBeGreaterThan(learnedJudge(even, 'red', j));
    // The red figure ahead by one hit in the features: Red's logit grows by life's weight less lastHit's (Black's third hit is near).
    const f = judgeFeatures(hurt, 'black');
    expect(f.slice(0, 3)).toEqual([1, 1, 1]);
    expect(f).toHaveLength(JUDGE_FEATURES.length);
    const over: JumonvilleState = { ...hurt, phase: 'over', result: { winners: [0], text: 'Red wins' } };
    expect(learnedJudge(over, 'red', j)).toBe(1);
    expect(learnedJudge(over, 'black', j)).toBe(0);
  });

  it('stratifies the first two dice over the worlds', () => {
    const m = 5;
    const dice = stratifiedDice(m, new Rng(seedRng(3)));
    const bands = dice.map((d) => {
      const g = new Rng(d);
      return [Math.floor(((g.int(1, 20) - 1) * m) / 20), Math.floor(((g.int(1, 20) - 1) * m) / 20)];
    });
    expect(bands.map((b) => b[0])).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(bands.map((b) => b[1])).size).toBe(m);
  });
});

function safeFrom(s: JumonvilleState, shooter: string, target: Figure): boolean {
  const sh = s.figures.find((f) => f.id === shooter)!;
  return !sight(s, sh, target).clear || !inRange(sh, target) || inCover(s, sh, target);
}
