// The papers Muster prints on, and which one a player most likely has in the drawer.

export type PaperId = 'a4' | 'letter';

export interface Paper {
  id: PaperId;
  /** As the player knows it. */
  name: string;
  /** Millimetres, portrait. */
  w: number;
  h: number;
  /** For Electron's printToPDF, which takes inches. */
  inches: { width: number; height: number };
}

export const PAPERS: Readonly<Record<PaperId, Paper>> = {
  a4: { id: 'a4', name: 'A4', w: 210, h: 297, inches: { width: 210 / 25.4, height: 297 / 25.4 } },
  letter: { id: 'letter', name: 'US Letter', w: 215.9, h: 279.4, inches: { width: 8.5, height: 11 } },
};

export const PAPER_IDS = Object.keys(PAPERS) as PaperId[];

export const isPaperId = (x: unknown): x is PaperId => x === 'a4' || x === 'letter';

/** Where Letter is the common paper: Unicode CLDR's supplemental measurementData (paperSize US-Letter). */
const LETTER_REGIONS = new Set(['BZ', 'CA', 'CL', 'CO', 'CR', 'GT', 'MX', 'NI', 'PA', 'PH', 'PR', 'SV', 'US', 'VE']);

/**
 * The paper a player of this locale most likely has: Letter in the Americas that use it, A4 elsewhere.
 * A locale without a region takes its likeliest one ('en' is en-US, 'fr' is fr-FR).
 */
export function defaultPaper(locale: string | undefined): PaperId {
  if (!locale) return 'a4';
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    return 'a4';
  }
  return region !== undefined && LETTER_REGIONS.has(region.toUpperCase()) ? 'letter' : 'a4';
}
