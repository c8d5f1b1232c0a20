import { describe, expect, it } from 'vitest';
import { continueLine, formatWhen } from './dates';

describe('formatWhen', () => {
  const now = new Date(2026, 10, 30, 21, 22);
  it('writes this year\'s dates as day, month and time, the way game names are written', () => {
    const text = formatWhen(new Date(2026, 10, 30, 9, 5), now, 'en-GB');
    expect(text).toBe('30 Nov, 09:05');
    expect(text).toBe(new Date(2026, 10, 30, 9, 5).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }));
  });
  it('adds the year for another year, and takes the ISO text saves store', () => {
    expect(formatWhen(new Date(2025, 0, 2, 10, 0).toISOString(), now, 'en-GB')).toMatch(/2 Jan 2025/);
  });
  it('says nothing for a date it cannot read', () => {
    expect(formatWhen('', now)).toBe('');
    expect(formatWhen('not a date', now)).toBe('');
  });
});

describe('continueLine', () => {
  const now = new Date(2026, 11, 6, 1, 30);
  const savedAt = new Date(2026, 11, 6, 1, 11).toISOString();
  it('says when the game was saved, unless its name already ends with that time', () => {
    expect(continueLine({ name: 'Ambush at the ford', progress: '3 pieces', savedAt }, now, 'en-GB')).toBe('Continue “Ambush at the ford” — 3 pieces, 6 Dec, 01:11');
    expect(continueLine({ name: 'Free Table, 6 Dec, 01:11', progress: '3 pieces', savedAt }, now, 'en-GB')).toBe('Continue “Free Table, 6 Dec, 01:11” — 3 pieces');
    // Named when it started, saved later: both times say something.
    expect(continueLine({ name: 'Free Table, 6 Dec, 00:50', progress: '3 pieces', savedAt }, now, 'en-GB')).toBe('Continue “Free Table, 6 Dec, 00:50” — 3 pieces, 6 Dec, 01:11');
  });
});
