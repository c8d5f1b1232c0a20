import { describe, expect, it } from 'vitest';
import { AMMUNITION, CONDITIONS, MATERIALS, TACTICS, UNITS, US, NATIVE, WEAPONS, tacticDef, unitDef, weaponPower } from './cards';

describe('the materials list', () => {
  it('counts every card as the seed does', () => {
    expect(MATERIALS).toEqual({ usTroops: 50, nativeWarriors: 50, conditions: 20, ammunition: 30, weapons: 100, tactics: 25 });
    expect(Object.fromEntries(UNITS.map((u) => [u.kind, u.count]))).toEqual({
      aggressive: 20,
      defensive: 18,
      'native-sharpshooter': 10,
      tecumseh: 1,
      tenskwatawa: 1,
      private: 40,
      'us-sharpshooter': 5,
      captain: 4,
      harrison: 1,
    });
    expect(Object.fromEntries(WEAPONS.map((w) => [w.kind, [w.count, w.usStart]]))).toEqual({ sword: [5, 5], musket: [60, 30], bayonet: [15, 15], bow: [20, 0] });
    expect(Object.fromEntries(TACTICS.map((t) => [t.kind, t.count]))).toEqual({ charge: 5, 'dig-in': 5, flanking: 5, 'feigned-retreat': 2, 'take-cover': 8 });
    expect(Object.fromEntries(CONDITIONS.map((c) => [c.kind, c.count]))).toEqual({ fair: 7, dysentery: 3, swamp: 2, 'lost-unit': 1, tension: 4, desertion: 3 });
    expect(AMMUNITION.usStart).toBe(15);
  });

  it("gives officers and historical characters no die, and every regular one", () => {
    expect(UNITS.filter((u) => !u.regular).map((u) => u.kind)).toEqual(['tecumseh', 'tenskwatawa', 'captain', 'harrison']);
    expect(UNITS.filter((u) => u.side === US).every((u) => u.side === US)).toBe(true);
    expect(unitDef('tecumseh').side).toBe(NATIVE);
  });
});

describe("the seed's worked example, from the card values", () => {
  it('adds up to 40 against 38', () => {
    // Native attack, ranged: three Defensive and two Aggressive Warriors with two Bows and three Muskets, Flanking Maneuver, dice 20.
    const attackers = ['defensive', 'defensive', 'defensive', 'aggressive', 'aggressive'] as const;
    const attackWeapons = ['bow', 'musket', 'musket', 'musket', 'bow'] as const;
    const units = attackers.reduce((n, k) => n + unitDef(k).attack, 0);
    const weapons = attackWeapons.reduce((n, k) => n + weaponPower(k, 'ranged'), 0);
    const tactics = tacticDef('flanking').perUnit * 5;
    expect([units, weapons, tactics]).toEqual([7, 8, 5]);
    expect(units + weapons + tactics + 20).toBe(40);
    // US defence: four Privates and a Captain with four Muskets w/Bayonets and a Sword, Take Cover, dice 14 (four regulars).
    const defenders = ['private', 'private', 'private', 'private', 'captain'] as const;
    const defenceWeapons = ['bayonet', 'bayonet', 'bayonet', 'bayonet', 'sword'] as const;
    const dUnits = defenders.reduce((n, k) => n + unitDef(k).defence, 0);
    const dWeapons = defenceWeapons.reduce((n, k) => n + weaponPower(k, 'ranged'), 0);
    const special = (unitDef('captain').leads?.defence ?? 0) * 5;
    const dTactics = tacticDef('take-cover').perUnit * 5;
    expect([dUnits, dWeapons, special, dTactics]).toEqual([5, 4, 5, 10]);
    expect(defenders.filter((k) => unitDef(k).regular)).toHaveLength(4);
    expect(dUnits + dWeapons + special + dTactics + 14).toBe(38);
    expect(tacticDef('take-cover')).toMatchObject({ role: 'defender', rounds: 'ranged' });
    expect(tacticDef('flanking')).toMatchObject({ role: 'attacker' });
  });
});
