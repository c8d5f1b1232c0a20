// Ready-made battles with the ships that fought them, laid out on the river. Positions are
// given along the river (x, mm from the west edge) and across it (-0.5 at the north bank to 0.5
// at the south), so they sit in the river whatever its bends; headings in degrees (0 east).
import { bankCurve, curveY, generateRiver } from './river';
import type { IroncladsOptions, River, ShipSpec, Side } from './types';

interface Placement {
  id: string;
  name: string;
  side: Side;
  cls: string;
  x: number;
  across: number;
  heading: number;
  stranded?: boolean;
}

export interface Scenario {
  id: string;
  title: string;
  blurb: string;
  riverSeed: number;
  flow: River['flow'];
  ships: Placement[];
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'plum-point',
    title: 'Plum Point Bend, 10 May 1862',
    blurb:
      'The River Defense Fleet steams up the Mississippi to ram the Union ironclads guarding the mortar boats. Three cottonclad rams against three City-class ironclads.',
    riverSeed: 1862,
    flow: 'east',
    ships: [
      { id: 'cincinnati', name: 'USS Cincinnati', side: 0, cls: 'city', x: 200, across: -0.1, heading: 0 },
      { id: 'mound-city', name: 'USS Mound City', side: 0, cls: 'city', x: 120, across: 0.2, heading: 0 },
      { id: 'carondelet', name: 'USS Carondelet', side: 0, cls: 'city', x: 70, across: -0.25, heading: 0 },
      { id: 'bragg', name: 'CSS General Bragg', side: 1, cls: 'cottonclad', x: 430, across: -0.1, heading: 180 },
      { id: 'price', name: 'CSS General Sterling Price', side: 1, cls: 'cottonclad', x: 500, across: 0.2, heading: 180 },
      { id: 'van-dorn', name: 'CSS General Earl Van Dorn', side: 1, cls: 'cottonclad', x: 560, across: -0.2, heading: 180 },
    ],
  },
  {
    id: 'memphis',
    title: 'Memphis, 6 June 1862',
    blurb:
      "Ellet's rams charge ahead of the flagship Benton into the Confederate river fleet drawn up before the city. Rams against rams, with the big guns coming on behind.",
    riverSeed: 606,
    flow: 'east',
    ships: [
      { id: 'queen', name: 'USS Queen of the West', side: 0, cls: 'ellet-ram', x: 180, across: -0.15, heading: 0 },
      { id: 'monarch', name: 'USS Monarch', side: 0, cls: 'ellet-ram', x: 160, across: 0.2, heading: 0 },
      { id: 'benton', name: 'USS Benton', side: 0, cls: 'benton', x: 70, across: 0, heading: 0 },
      { id: 'beauregard', name: 'CSS General Beauregard', side: 1, cls: 'cottonclad', x: 440, across: 0.15, heading: 180 },
      { id: 'price', name: 'CSS General Sterling Price', side: 1, cls: 'cottonclad', x: 460, across: -0.2, heading: 180 },
      { id: 'little-rebel', name: 'CSS Little Rebel', side: 1, cls: 'little-rebel', x: 540, across: 0, heading: 180 },
    ],
  },
  {
    id: 'hampton-roads',
    title: 'Hampton Roads, 9 March 1862',
    blurb:
      'Virginia comes out to finish the frigate Minnesota, aground since yesterday, and finds the Monitor waiting beside her. The first fight between ironclads.',
    riverSeed: 309,
    flow: 'east',
    ships: [
      { id: 'monitor', name: 'USS Monitor', side: 0, cls: 'monitor', x: 250, across: 0.05, heading: 0 },
      { id: 'minnesota', name: 'USS Minnesota', side: 0, cls: 'frigate', x: 150, across: -0.3, heading: 20, stranded: true },
      { id: 'virginia', name: 'CSS Virginia', side: 1, cls: 'virginia', x: 480, across: 0.1, heading: 180 },
      { id: 'patrick-henry', name: 'CSS Patrick Henry', side: 1, cls: 'gunboat', x: 555, across: -0.2, heading: 180 },
    ],
  },
];

export const SIDE_NAMES: [string, string] = ['Union', 'Confederate'];

/** Where a point across the river lies: -0.5 the north bank, 0.5 the south. */
export function acrossRiver(river: River, x: number, across: number): number {
  const north = curveY(bankCurve(river.banks[0]), x);
  const south = curveY(bankCurve(river.banks[1]), x);
  return (north + south) / 2 + across * (south - north);
}

/** Where a point lies across the river (the inverse of acrossRiver): -0.5 the north bank, 0.5 the south. */
export function acrossOf(river: River, x: number, y: number): number {
  const north = acrossRiver(river, x, -0.5);
  const south = acrossRiver(river, x, 0.5);
  return south === north ? 0 : (y - north) / (south - north) - 0.5;
}

/** The same place on another river: as far along, and as far across (kept off the banks). */
export function relayY(from: River, to: River, x: number, y: number): number {
  return Math.round(acrossRiver(to, x, Math.max(-0.4, Math.min(0.4, acrossOf(from, x, y)))) * 100) / 100;
}

/** The matchstick's length (inches) a battle is set up with unless the player types another. */
export const DEFAULT_STICK_INCHES = 2;

/** A ready-made scenario as game options, for a matchstick of the given length. */
export function scenarioOptions(id: string, matchstickInches = DEFAULT_STICK_INCHES, turnLimit = 10): IroncladsOptions {
  const sc = SCENARIOS.find((s) => s.id === id) ?? (SCENARIOS[0] as Scenario);
  const river = generateRiver(sc.riverSeed, matchstickInches, sc.flow);
  const ships: ShipSpec[] = sc.ships.map((p) => ({
    id: p.id,
    name: p.name,
    side: p.side,
    cls: p.cls,
    x: p.x,
    y: Math.round(acrossRiver(river, p.x, p.across) * 100) / 100,
    heading: p.heading,
    ...(p.stranded ? { stranded: true } : {}),
  }));
  return { matchstickInches, turnLimit, scenario: sc.id, title: sc.title, ships, river, arrange: false, sides: [...SIDE_NAMES] };
}
