// The models: historical ships of the river war at 1:1200 (a foot of ship is 0.254 mm), from
// their recorded length and beam (rounded; side-wheelers measured across the paddle boxes).
// The hull outline that touches things is a convex pentagon: square stern, pointed bow.
import type { Point } from './types';

export type Look = 'casemate' | 'turret' | 'ram' | 'timberclad' | 'sidewheel' | 'frigate' | 'turtle';

export interface ShipClass {
  id: string;
  /** What the class is called in the set-up list. */
  label: string;
  side: 'union' | 'confederate' | 'either';
  /** Length and beam of the model (mm). */
  length: number;
  beam: number;
  look: Look;
  /** A line for the status card. */
  note: string;
}

const FT = 0.254;
const cls = (id: string, label: string, side: ShipClass['side'], lengthFt: number, beamFt: number, look: Look, note: string): ShipClass => ({
  id,
  label,
  side,
  length: Math.round(lengthFt * FT * 10) / 10,
  beam: Math.round(beamFt * FT * 10) / 10,
  look,
  note,
});

export const SHIP_CLASSES: readonly ShipClass[] = [
  cls('city', 'City-class casemate ironclad', 'union', 175, 51.2, 'casemate', 'City-class ironclad, 1862: 13 guns behind a sloping casemate'),
  cls('benton', 'Benton (converted snagboat)', 'union', 202, 72, 'casemate', 'Flagship of the Western Flotilla: 16 guns'),
  cls('timberclad', 'Timberclad gunboat', 'union', 180, 45, 'timberclad', 'Converted river steamer, oak bulwarks against musketry'),
  cls('ellet-ram', 'Ellet ram', 'union', 180, 37.5, 'ram', 'Unarmed ram with a strengthened bow'),
  cls('monitor', 'Monitor', 'union', 179, 41.5, 'turret', 'Revolving turret with two 11-inch Dahlgrens'),
  cls('frigate', 'Steam frigate', 'union', 264, 52, 'frigate', 'Wooden screw frigate, 40 guns'),
  cls('arkansas', 'Arkansas', 'confederate', 165, 35, 'casemate', 'Casemate ram, 10 guns'),
  cls('virginia', 'Virginia', 'confederate', 275, 51.2, 'casemate', 'Rebuilt from USS Merrimack: 10 guns and an iron ram'),
  cls('cottonclad', 'River Defense cottonclad ram', 'confederate', 182, 30, 'ram', 'Side-wheel ram, engines behind cotton bales'),
  cls('little-rebel', 'Little Rebel (small ram)', 'confederate', 106, 24, 'ram', 'Screw steamer ram, 2 guns'),
  cls('manassas', 'Manassas (turtleback ram)', 'confederate', 143, 33, 'turtle', 'Cigar-shaped ironclad ram, one gun'),
  cls('gunboat', 'Side-wheel gunboat', 'either', 250, 34, 'sidewheel', 'Armed paddle steamer'),
];

export function shipClass(id: string): ShipClass {
  return SHIP_CLASSES.find((c) => c.id === id) ?? (SHIP_CLASSES[0] as ShipClass);
}

const shapes = new Map<string, Point[]>();

/** The hull outline with the bow towards +x about the model's centre (one array per class). */
export function hullShape(id: string): Point[] {
  const cached = shapes.get(id);
  if (cached) return cached;
  const c = shipClass(id);
  const half = c.length / 2;
  const b = c.beam / 2;
  // The bow tapers over about one beam (a little more for rams), the stern is square.
  const taper = Math.min(c.length * 0.3, c.beam * (c.look === 'ram' || c.look === 'turtle' ? 1.3 : 0.9));
  const shape = [
    { x: half, y: 0 },
    { x: half - taper, y: b },
    { x: -half, y: b },
    { x: -half, y: -b },
    { x: half - taper, y: -b },
  ];
  shapes.set(id, shape);
  return shape;
}
