import { describe, expect, it } from 'vitest';
import { curlQuotes } from './quotes';

describe('curlQuotes', () => {
  it('turns straight quotes around names into the typographic pair', () => {
    expect(curlQuotes('Muster could not open "ford.muster": the file is cut short.')).toBe('Muster could not open “ford.muster”: the file is cut short.');
    expect(curlQuotes('"Ford" is damaged, and so is "Acre (2)".')).toBe('“Ford” is damaged, and so is “Acre (2)”.');
    expect(curlQuotes('(see "Rules")')).toBe('(see “Rules”)');
  });

  it('leaves what is not a quoted name: a lone mark, an inch mark, a quote inside a word, curly quotes', () => {
    expect(curlQuotes('A 12" gun.')).toBe('A 12" gun.');
    expect(curlQuotes('Saved “Ford”.')).toBe('Saved “Ford”.');
    expect(curlQuotes('a"b"c')).toBe('a"b"c');
    expect(curlQuotes('')).toBe('');
  });
});
