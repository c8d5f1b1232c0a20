import { describe, expect, it } from 'vitest';
import { ironclads, scenarioOptions } from './rules';

const players = [
  { name: 'Anne', control: 'human' as const, strength: 'normal' as const },
  { name: 'Ben', control: 'human' as const, strength: 'normal' as const },
];

describe('the log of arranging the table', () => {
  const s = ironclads.setup({ options: { ...scenarioOptions('memphis'), arrange: true }, players }, 1);
  const queen = s.ships.find((x) => x.id === 'queen')!;
  it('says a ship only turned where she stands was turned, not placed', () => {
    expect(ironclads.describe!({ type: 'place', ship: 'queen', x: queen.x, y: queen.y, heading: queen.heading + 30 }, s, 0)).toBe('Union turned USS Queen of the West');
    expect(ironclads.describe!({ type: 'place', ship: 'queen', x: queen.x + 40, y: queen.y, heading: queen.heading }, s, 0)).toBe('Union placed USS Queen of the West');
    expect(ironclads.describe!({ type: 'place', ship: 'queen', x: queen.x + 40, y: queen.y, heading: queen.heading + 30 }, s, 0)).toBe('Union placed USS Queen of the West');
  });
});
