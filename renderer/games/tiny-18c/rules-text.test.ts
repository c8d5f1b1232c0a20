// The rules window in our own words: where it says what the original rules say, it says what they do say.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tiny18cRules } from './rules-text';

// The original rules, beside the project as every developer and CI has them (shared/README.md).
const SEED = path.resolve(__dirname, '../../../../shared/seeds/002_7951d7fccaabd7ca.txt');

describe("Tiny 18c's rules window", () => {
  it('quotes the original rules only with words that are in them', () => {
    const seed = readFileSync(SEED, 'utf8').toLowerCase().replace(/\s+/g, ' ');
    const text = tiny18cRules.flatMap((s) => s.paragraphs).join('\n');
    // "the seed says ... "words"": each quoted phrase in a sentence that attributes it to the original.
    const attributed = [...text.matchAll(/(?:seed|original)[^.;]*?"([^"]+)"/gi)].map((m) => m[1]!.toLowerCase());
    expect(attributed.filter((q) => !seed.includes(q))).toEqual([]);
  });
});
