import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GLEN_FOUR, GLEN_TERRAIN, GLEN_THREE, GLEN_TWO, optionsSchema, outlineFault, scenarioOptions, selfCrossing, setupProblem } from './rules/scenarios';
import { jumonville, matchProblem } from './rules';
import { restoreHistory } from '../../engine/action-log';
import { defaultJumonvilleSetup, jumonvilleSetupProblem } from './JumonvilleSetup';

describe('Jumonville scenarios', () => {
  it('the ready-made glens are valid for their players', () => {
    for (const sc of [GLEN_TWO, GLEN_THREE, GLEN_FOUR]) {
      const o = scenarioOptions(sc.id);
      expect(v.safeParse(optionsSchema, o).success).toBe(true);
      expect(setupProblem(o, sc.players)).toBeNull();
    }
  });
  it('refuses enemies within 12 inches, naming both', () => {
    const o = scenarioOptions('glen-two');
    const hogg = o.figures.find((f) => f.id === 'hogg')!;
    const lb = o.figures.find((f) => f.id === 'le-blanc')!;
    hogg.at = { x: lb.at.x, y: lb.at.y + 10.2 };
    expect(setupProblem(o, 2)).toBe('Pvt. Hogg and Sgt. Le Blanc start 9.2 in apart; enemies must start more than 12 in apart.');
  });
  it('refuses figures off the table, in rocks, overlapping, too many, a team empty, bad skills, missing players', () => {
    const base = () => scenarioOptions('glen-two');
    let o = base();
    o.figures[0]!.at = { x: 35.8, y: 30 };
    expect(setupProblem(o, 2)).toMatch(/off the table/);
    o = base();
    o.figures[0]!.at = { x: 18, y: 21 };
    expect(setupProblem(o, 2)).toMatch(/stands in the rocks/);
    o = base();
    o.figures[1]!.at = { x: o.figures[0]!.at.x + 0.6, y: o.figures[0]!.at.y };
    expect(setupProblem(o, 2)).toMatch(/overlap/);
    o = base();
    o.figures.push({ ...o.figures[0]!, id: 'extra', name: 'Pvt. Extra', at: { x: 10, y: 33 } });
    expect(setupProblem(o, 2)).toMatch(/has 5 figures/);
    o = base();
    o.figures = o.figures.map((f) => ({ ...f, team: 'red' as const }));
    expect(setupProblem(o, 2)).toMatch(/Black has no figures/);
    o = base();
    o.figures[2]!.skills.save = 21;
    expect(setupProblem(o, 2)).toMatch(/save is 21: skills are whole numbers from 1 to 20/);
    // A number typed far too large is said in words, not as "1e+23".
    o.figures[2]!.skills.save = 1e23;
    expect(setupProblem(o, 2)).toMatch(/save is over 999: skills are whole numbers from 1 to 20/);
    o.figures[2]!.skills.save = -1e23;
    expect(setupProblem(o, 2)).toMatch(/save is under −999: skills/);
    expect(setupProblem(base(), 4)).toMatch(/Player 3 has no figures/);
  });
  it('the New game window refuses a figure with no name (the game could not be saved) and two figures of one name', () => {
    const o = scenarioOptions('glen-two');
    const players = defaultJumonvilleSetup().players;
    const problem = () => jumonvilleSetupProblem({ options: o, players });
    o.figures[0]!.name = '';
    expect(problem()).toBe('Figure 1 has no name: every figure needs one, as the table and the log call it by it.');
    o.figures[0]!.name = '   ';
    expect(problem()).toMatch(/^Figure 1 has no name/);
    o.figures[0]!.name = 'Pvt. Hogg ';
    expect(problem()).toBe('Two figures are called Pvt. Hogg: give each its own name, as the log tells them apart by it.');
    // A game saved before the window asked this (two figures of one name started then) still loads:
    // the rules' set-up, which every load replays from, lets it be.
    expect(setupProblem(o, 2)).toBeNull();
    const restored = restoreHistory(jumonville, { options: o, players }, 7, [{ seat: 0, action: { type: 'draw' } }], 1);
    expect(restored.ok).toBe(true);
    o.figures[0]!.name = 'Capt. Washington';
    expect(problem()).toBeNull();
  });
  it('tells a playable outline from one with too few corners, crossing edges or corners off the table', () => {
    const sq = [
      { x: 2, y: 2 },
      { x: 6, y: 2 },
      { x: 6, y: 6 },
      { x: 2, y: 6 },
    ];
    expect(outlineFault(sq)).toBeNull();
    for (const t of GLEN_TERRAIN) expect(outlineFault(t.points), t.name).toBeNull();
    expect(outlineFault(sq.slice(0, 2))).toBe('corners');
    // A bow tie: the second and fourth edges cross.
    const tie = [sq[0]!, sq[2]!, sq[1]!, sq[3]!];
    expect(selfCrossing(tie)).toBe(true);
    expect(outlineFault(tie)).toBe('crossing');
    // Folding back along an edge, a repeated corner, and a flat triangle are refused too.
    expect(selfCrossing([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 3 }])).toBe(true);
    expect(selfCrossing([sq[0]!, sq[1]!, sq[1]!, sq[2]!])).toBe(true);
    expect(selfCrossing([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 4, y: 0 }])).toBe(true);
    // Three corners in a line along one side of a square is still a square.
    expect(selfCrossing([{ x: 2, y: 2 }, { x: 4, y: 2 }, { x: 6, y: 2 }, { x: 6, y: 6 }, { x: 2, y: 6 }])).toBe(false);
    expect(outlineFault([{ x: -0.5, y: 2 }, ...sq.slice(1)])).toBe('off');
    expect(outlineFault([sq[0]!, sq[1]!, { x: 6, y: 36.5 }, sq[3]!])).toBe('off');
    // The table's own edge is on the table.
    expect(outlineFault([{ x: 0, y: 0 }, { x: 36, y: 0 }, { x: 36, y: 2 }])).toBeNull();
  });
  it("the set-up check refuses terrain it cannot play, naming the piece, and a figure drawn over by rocks", () => {
    const base = () => scenarioOptions('glen-two');
    const players = [0, 1].map((i) => ({ name: `P${i}`, control: 'human' as const, strength: 'normal' as const }));
    let o = base();
    o.terrain.push({ id: 'rocks-9', kind: 'rocks', name: 'Rocks 9', points: [{ x: 2, y: 30 }, { x: 3, y: 30 }] });
    expect(setupProblem(o, 2)).toBe('Rocks 9 has 2 corners: a terrain piece needs at least 3.');
    o = base();
    o.terrain.push({ id: 'woods-9', kind: 'woods', name: 'Woods 9', points: [{ x: 2, y: 30 }, { x: 6, y: 34 }, { x: 6, y: 30 }, { x: 2, y: 34 }] });
    expect(setupProblem(o, 2)).toMatch(/^Woods 9's edges cross/);
    o = base();
    o.terrain.push({ id: 'woods-9', kind: 'woods', name: 'Woods 9', points: [{ x: 30, y: 30 }, { x: 37, y: 30 }, { x: 33, y: 34 }] });
    expect(setupProblem(o, 2)).toMatch(/^Woods 9 runs off the table/);
    // A woods of many corners, as the editor lets a player draw it: up to what a save holds, it
    // starts and saves; one corner more is refused here, as a skirmish with it could not be saved.
    const round = (n: number) => Array.from({ length: n }, (_, i) => ({ x: 18 + 3 * Math.cos((2 * Math.PI * i) / n), y: 30 + 3 * Math.sin((2 * Math.PI * i) / n) }));
    o = base();
    o.terrain.push({ id: 'woods-9', kind: 'woods', name: 'Woods 9', points: round(64) });
    expect(setupProblem(o, 2)).toBeNull();
    expect(v.safeParse(optionsSchema, o).success).toBe(true);
    o = base();
    o.terrain.push({ id: 'woods-9', kind: 'woods', name: 'Woods 9', points: round(65) });
    expect(v.safeParse(optionsSchema, o).success).toBe(false);
    expect(setupProblem(o, 2)).toBe('Woods 9 has 65 corners: a terrain piece has at most 64.');
    o = base();
    o.terrain.push({ ...o.terrain[0]! });
    expect(setupProblem(o, 2)).toMatch(/Two terrain pieces share the id "ravine"/);
    // Rocks drawn under Capt. Washington (15, 29): he stands in them; woods there are fine.
    const under = (kind: 'rocks' | 'woods') => ({ ...base(), scenario: 'custom', terrain: [...base().terrain, { id: 'new', kind, name: 'New piece', points: [{ x: 14, y: 28 }, { x: 16, y: 28 }, { x: 16, y: 30 }, { x: 14, y: 30 }] }] });
    expect(matchProblem({ options: under('rocks'), players })).toBe('Capt. Washington stands in the rocks (New piece).');
    expect(matchProblem({ options: under('woods'), players })).toBeNull();
  });
});
