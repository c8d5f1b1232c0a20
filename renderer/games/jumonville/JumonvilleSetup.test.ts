// The scenario editor's word on Add a figure when it is off: one wording, whichever way the skirmish was chosen.
import { describe, expect, it } from 'vitest';
import { addFigureProblem } from './JumonvilleSetup';
import { scenarioOptions } from './rules';

describe('Add a figure, off', () => {
  it('says why in one wording for the glen as set and for a skirmish of your own (they read differently, as if at another window size)', () => {
    const o = scenarioOptions('glen-two');
    const preset = addFigureProblem(o, 2);
    const custom = addFigureProblem({ ...o, scenario: 'custom' }, 2);
    expect(preset).toBe('Each player has 4 figures, the most a player commands: remove one to add another, or choose more players above.');
    expect(custom).toBe(preset);
  });

  it('says nothing of more players when four already play', () => {
    const o = scenarioOptions('glen-four');
    expect(addFigureProblem({ ...o, figures: [...o.figures, ...o.figures.map((f) => ({ ...f, id: `${f.id}-2` }))] }, 4)).toMatch(/^(Each player has 4 figures, the most a player commands: remove one to add another\.|The skirmish has \d+ figures)/);
  });
});
