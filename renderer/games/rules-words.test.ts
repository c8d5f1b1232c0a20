// What each game's Rules window and set-up say to a player: the printed rules as a player knows them,
// never "the seed" (our word for the source text, which means nothing at the table).
import { describe, expect, it } from 'vitest';
import { cupsRules } from './cups-of-war/rules-text';
import { freeTableRules } from './free-table/rules-text';
import { ironcladsRules } from './ironclads/rules-text';
import { jumonvilleRules } from './jumonville/rules-text';
import { tiny18cRules } from './tiny-18c/rules-text';
import { tippecanoeRules } from './tippecanoe/rules-text';
import { VARIANTS } from './tippecanoe/TipSetup';
import { tippecanoe, warChiefHint, type TipState } from './tippecanoe/rules';

const RULES = { cupsRules, freeTableRules, ironcladsRules, jumonvilleRules, tiny18cRules, tippecanoeRules };
const SEED = /\bseed('s)?\b/i;

describe("the games' words to a player", () => {
  it.each(Object.entries(RULES))('%s never speaks of "the seed", and each reading is still marked "Our reading:"', (_name, sections) => {
    const paragraphs = sections.flatMap((s) => [s.title, ...s.paragraphs]);
    expect(paragraphs.filter((p) => SEED.test(p))).toEqual([]);
    expect(paragraphs.some((p) => p.includes('Our reading:'))).toBe(true);
  });

  // A newcomer opens Rules to learn what to do with the mouse here: Tippecanoe's said only what the
  // printed cards do, never how its cards are dragged, clicked or read on this table.
  it.each(Object.entries(RULES))('%s says how to play it here with the mouse: what to click and what to drag', (_name, sections) => {
    const paragraphs = sections.flatMap((s) => s.paragraphs).join(' ');
    expect(paragraphs).toMatch(/\bclick/i);
    expect(paragraphs).toMatch(/\bdrag/i);
  });

  // A player's words quote in curly quotes; Tiny 18c's and Tippecanoe's readings quoted the printed
  // rules ("25%, or one unit", "may") and the printer's "fit to page" in straight ones.
  it.each(Object.entries({ tiny18cRules, tippecanoeRules }))('%s quotes in curly quotes, never straight ones', (_name, sections) => {
    const paragraphs = sections.flatMap((s) => [s.title, ...s.paragraphs]);
    expect(paragraphs.filter((p) => p.includes('"'))).toEqual([]);
    expect(paragraphs.join(' ')).toMatch(/“[^”]+”/);
  });

  it("ACW Ironclads' list of ships keeps their proper names' capitals (it read 'uss merrimack' and 'dahlgrens')", () => {
    const ships = ironcladsRules.flatMap((s) => s.paragraphs).find((p) => p.startsWith('The ships:')) ?? '';
    for (const name of ['USS Merrimack', 'Dahlgrens', 'Western Flotilla', 'City-class ironclad']) expect(ships).toContain(name);
  });

  it("Tippecanoe's set-up and its War Chief reminder speak of the rules, not the seed", () => {
    for (const v of VARIANTS) expect(v.words).not.toMatch(SEED);
    const s = tippecanoe.setup({ options: tippecanoe.defaultOptions, players: [{ name: 'N', control: 'human', strength: 'normal' }, { name: 'U', control: 'human', strength: 'normal' }] }, 1);
    const hint = warChiefHint({ ...s, turns: [9, 9], chief: 'civil', step: { k: 'muster' } } as TipState);
    expect(hint).toMatch(/War Chief/);
    expect(hint).not.toMatch(SEED);
  });
});
