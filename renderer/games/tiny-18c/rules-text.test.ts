// The rules window in our own words: where it says what the original rules say, it says what they do say.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tiny18cRules } from './rules-text';
import { routLimit } from './rules';

// The original rules, beside the project as every developer and CI has them (shared/README.md).
const SEED = path.resolve(__dirname, '../../../../shared/seeds/002_7951d7fccaabd7ca.txt');

describe("Tiny 18c's rules window", () => {
  it('quotes the original rules only with words that are in them', () => {
    const seed = readFileSync(SEED, 'utf8').toLowerCase().replace(/\s+/g, ' ');
    const text = tiny18cRules.flatMap((s) => s.paragraphs).join('\n');
    // "the seed says ... "words"": each quoted phrase in a sentence that attributes it to the original.
    const attributed = [...text.matchAll(/(?:seed|original)[^.;]*?“([^”]+)”/gi)].map((m) => m[1]!.toLowerCase());
    expect(attributed.length).toBeGreaterThan(0);
    expect(attributed.filter((q) => !seed.includes(q))).toEqual([]);
  });

  it('says how many routed units break an army of every size a side can have (1 to 10), as the rule counts them', () => {
    // The original's "25%, or one unit" left players to work out that six units break at two routed.
    const reading = tiny18cRules.find((s) => s.title === 'Winning')!.paragraphs.find((p) => p.startsWith('Our reading:'))!;
    const said = new Map<number, number>();
    for (const m of reading.matchAll(/of (\d+) (?:to|or) (\d+)(?: units)? (?:breaks )?at (\d+)/g)) {
      for (let n = Number(m[1]); n <= Number(m[2]); n++) said.set(n, Number(m[3]));
    }
    const sizes = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(sizes.map((n) => said.get(n))).toEqual(sizes.map(routLimit));
    expect(reading).toContain('“25%, or one unit”');
  });

  it('says as our reading that units on the diagonal fight: the rules say "adjacent" and "next to", and name only the flanking squares', () => {
    // "adjacent enemy units will always attack each other"; rules.test's cavalry fighting militia on the diagonal.
    const combat = tiny18cRules.find((s) => s.title === 'A turn: combat')!.paragraphs;
    expect(combat.filter((p) => !p.startsWith('Our reading:')).some((p) => /next to each other \(diagonals too\)/.test(p))).toBe(false);
    expect(combat.find((p) => p.startsWith('Our reading:'))).toMatch(/“adjacent enemy units will always attack each other”[^.]*diagonal/);
  });

  it('says as our reading how far a declared move goes: the rules do not, and the code takes one square, cavalry too', () => {
    // "They may declare a move action, or charge": only the charge is given a length ("a one space movement").
    const declarations = tiny18cRules.find((s) => s.title === 'A turn: declarations')!.paragraphs;
    const reading = declarations.find((p) => p.startsWith('Our reading:'))!;
    expect(reading).toMatch(/declared move[^.]*one square[^.]*cavalry too/i);
    expect(reading).toContain('“They may declare a move action, or charge”');
  });
});
