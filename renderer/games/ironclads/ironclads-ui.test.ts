// What the Ironclads panel says of the ships: the movement order's short names.
import { describe, expect, it } from 'vitest';
import { orderName, undoNoneWords } from './ironclads-ui';

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

describe('Undo with nothing to take back', () => {
  const people = [{ control: 'human' }, { control: 'human' }];
  const computer = [{ control: 'human' }, { control: 'computer' }];
  const roll = [{ kind: 'roll' }];
  it('says why: the dice seen, the targets behind the curtain, the computer', () => {
    expect(undoNoneWords({ action: { type: 'fire' }, events: roll, seat: 0 }, computer)).toMatch(/guns have fired/);
    expect(undoNoneWords({ action: { type: 'fire' }, events: [], seat: 1 }, people)).toMatch(/behind the curtain/);
    expect(undoNoneWords({ action: { type: 'move' }, events: roll, seat: 0 }, people)).toMatch(/ram/);
    expect(undoNoneWords({ action: { type: 'move' }, events: [], seat: 1 }, computer)).toMatch(/computer/);
  });
  it('leaves the plain words when nothing was played', () => {
    expect(undoNoneWords(undefined, people)).toBeNull();
    expect(undoNoneWords({ action: { type: 'move' }, events: [], seat: 0 }, computer)).toBeNull();
  });
});
