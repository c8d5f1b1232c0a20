import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GLEN_FOUR, GLEN_THREE, GLEN_TWO, optionsSchema, scenarioOptions, setupProblem } from './rules/scenarios';

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
    expect(setupProblem(base(), 4)).toMatch(/Player 3 has no figures/);
  });
});
