// Properties over random tables: wherever the figures stand and wherever they are sent, nobody
// ends in the rocks, off the table or on another base, no path is longer than 6 inches, and
// hits never pass 3. Whole random games finish, two players and four.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../kits/shell/session';
import { Rng, seedRng } from '../../engine/rng';
import { stateProblem } from '../robustness/invariants';
import { jumonville } from './game';
import { randomAction } from './ai/random';
import { GLEN_TERRAIN, planCharge, runAway, scenarioOptions, standProblem, type JumonvilleDetail, type JumonvilleState, type Point } from './rules';
import { activate, players, table, type Fig } from './test-helpers';

const coord = fc.double({ min: 0.5, max: 35.5, noNaN: true });
const spot = fc.record({ x: coord, y: coord });

/** A table of the glen with two to six figures where figures may stand, the first Red's to move. */
const tableArb = fc
  .array(spot, { minLength: 2, maxLength: 6 })
  .map((spots) => {
    const figs: Fig[] = [];
    for (const [i, p] of spots.entries()) {
      const f: Fig = { id: `f${i}`, team: i % 2 ? 'black' : 'red', x: p.x, y: p.y };
      const placed = table(figs.concat(f), GLEN_TERRAIN);
      if (!standProblem(placed, p, [f.id])) figs.push(f);
    }
    return figs;
  })
  .filter((figs) => figs.length >= 2 && figs[0]!.team === 'red' && figs.some((f) => f.team === 'black'))
  .map((figs) => activate(table(figs, GLEN_TERRAIN)));

const pathLength = (path: readonly Point[]) => path.slice(1).reduce((n, p, i) => n + Math.hypot(p.x - path[i]!.x, p.y - path[i]!.y), 0);
const details = (events: readonly { kind: string; detail?: unknown }[]) => events.flatMap((e) => (e.kind === 'note' && e.detail ? [e.detail as JumonvilleDetail] : []));

function sound(s: JumonvilleState): void {
  expect(stateProblem(jumonville, s)).toBeNull();
}

describe('properties', () => {
  it('a move never ends in rocks, off the table or on another base, and its path is at most 6 in', () => {
    fc.assert(
      fc.property(tableArb, fc.double({ min: -8, max: 8, noNaN: true }), fc.double({ min: -8, max: 8, noNaN: true }), (s, dx, dy) => {
        const me = s.figures[0]!;
        const to = { x: me.at.x + dx, y: me.at.y + dy };
        const r = jumonville.apply(s, { type: 'move', figure: me.id, to }, 0);
        if (!r.ok) return;
        sound(r.state);
        const move = details(r.events).find((d) => d.t === 'move');
        if (move?.t !== 'move') throw new Error('no move detail');
        expect(move.length).toBeLessThanOrEqual(6 + 1e-6);
        expect(pathLength(move.path)).toBeLessThanOrEqual(6 + 0.01);
        expect(move.length).toBeGreaterThanOrEqual(Math.hypot(dx, dy) - 1e-6);
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('a charge ends in base contact within 6 in, clear of everything else', () => {
    fc.assert(
      fc.property(tableArb, (s) => {
        const me = s.figures[0]!;
        for (const t of s.figures.filter((f) => f.team === 'black')) {
          const plan = planCharge(s, me, t);
          if (!plan.ok) continue;
          expect(plan.length).toBeLessThanOrEqual(6 + 1e-6);
          expect(Math.hypot(plan.contact.x - t.at.x, plan.contact.y - t.at.y)).toBeCloseTo(1, 6);
          expect(standProblem(s, plan.contact, [me.id, t.id])).toBeNull();
        }
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('a runner stops in a place it may stand, at most 6 in away', () => {
    fc.assert(
      fc.property(tableArb, spot, fc.boolean(), (s, from, hide) => {
        const me = s.figures[0]!;
        const r = runAway(s, me, from, hide);
        expect(r.length).toBeLessThanOrEqual(6 + 1e-9);
        expect(Math.hypot(r.to.x - me.at.x, r.to.y - me.at.y)).toBeCloseTo(r.length, 6);
        if (r.length > 0) expect(standProblem(s, r.to, [me.id])).toBeNull();
      }),
      { numRuns: 150, seed: 9 },
    );
  });

  it('random actions on random tables keep every state sound, and hits at most 3', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 1, max: 1_000_000 }), (start, seed) => {
        let s: JumonvilleState = start;
        const rng = new Rng(seedRng(seed));
        for (let i = 0; i < 40 && !jumonville.result(s); i++) {
          const seat = jumonville.actors(s)[0]!;
          const a = randomAction(s, seat, rng);
          if (!a) break;
          const r = jumonville.apply(s, a, seat);
          if (!r.ok) throw new Error(`${a.type} refused: ${r.message}`);
          s = r.state;
          sound(s);
          for (const f of s.figures) expect(f.hits).toBeLessThanOrEqual(3);
        }
      }),
      { numRuns: 30, seed: 3 },
    );
  });
});

describe('whole games', () => {
  it('games between easy computers finish from seeds, two players and four', () => {
    const t0 = performance.now();
    let actions = 0;
    const games: [number, number][] = [
      [2, 1],
      [2, 2],
      [4, 3],
      [4, 4],
    ];
    for (const [n, seed] of games) {
      const session = GameSession.start(jumonville, { options: scenarioOptions(n === 2 ? 'glen-two' : 'glen-four'), players: players(n, 'computer') }, seed, 'Test');
      for (let k = 0; k < 4000 && !jumonville.result(session.state as JumonvilleState); k++) {
        const seat = session.computerToAct()!;
        const a = jumonville.bot!(jumonville.playerView(session.state as JumonvilleState, seat), seat, 'easy');
        expect(session.act(a, seat)).toBeNull();
        actions++;
      }
      const result = jumonville.result(session.state as JumonvilleState);
      expect(result).not.toBeNull();
      expect(result!.winners.length).toBe(n / 2);
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(`Jumonville: ${games.length} games between easy computers, ${actions} actions, ${(games.length / seconds).toFixed(1)} games/s`);
  }, 60_000);
});
