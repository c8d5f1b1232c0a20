// Choosing a battle in the New game window: what "Arrange the table first" is then.
import { describe, expect, it } from 'vitest';
import { withScenario } from './IroncladsSetup';
import { scenarioOptions } from './rules';

describe('a ready-made battle chosen', () => {
  it('after a battle of your own (which ticks "Arrange the table first" by itself) begins at once, not with the table to arrange', () => {
    const own = { ...scenarioOptions('memphis'), scenario: 'custom', arrange: true };
    expect(withScenario(own, 'hampton-roads')).toMatchObject({ scenario: 'hampton-roads', arrange: false });
  });
  it('after another ready-made battle keeps the box as the player left it, and the matchstick and turn limit', () => {
    const plum = { ...scenarioOptions('plum-point', 2.5, 12), arrange: true };
    expect(withScenario(plum, 'memphis')).toMatchObject({ scenario: 'memphis', arrange: true, matchstickInches: 2.5, turnLimit: 12 });
    expect(withScenario({ ...plum, arrange: false }, 'memphis').arrange).toBe(false);
  });
});
