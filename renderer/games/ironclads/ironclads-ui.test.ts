// What the Ironclads panel says of the ships: the movement order's short names.
import { describe, expect, it } from 'vitest';
import { orderName } from './ironclads-ui';

describe("the movement order's names", () => {
  it('drop "USS"/"CSS" unless two ships would then read the same', () => {
    const ships = [
      { id: 'us-1', name: 'USS Carondelet' },
      { id: 'us-4', name: 'USS Ship 4' },
      { id: 'cs-4', name: 'CSS Ship 4' },
      { id: 'cs-1', name: 'CSS General Bragg' },
    ];
    expect(ships.map((s) => orderName(s, ships))).toEqual(['Carondelet', 'USS Ship 4', 'CSS Ship 4', 'General Bragg']);
  });
});
