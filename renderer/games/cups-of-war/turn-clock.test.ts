import { describe, expect, it } from 'vitest';
import { CLOCK_KEY, StackClock, keepTime, keptTime } from './turn-clock';

describe('the stacker\'s clock', () => {
  it('counts only while it runs: a window over the table stops it where it stands', () => {
    let t = 1000;
    const clock = new StackClock(() => t);
    clock.run(true);
    t += 3000;
    clock.run(false); // the rules opened
    t += 60_000;
    expect(clock.used).toBe(3000);
    clock.run(true); // closed again
    t += 500;
    expect(clock.used).toBe(3500);
    clock.reset(12_000);
    expect(clock.used).toBe(12_000);
    expect(clock.running).toBe(false);
  });

  it('keeps one turn\'s time, and gives it back only to that turn', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    keepTime(storage, '7:1:battle:0', 41_234.6);
    expect(keptTime(storage, '7:1:battle:0')).toBe(41_235);
    expect(keptTime(storage, '7:1:battle:1')).toBe(0);
    kept.set(CLOCK_KEY, '{not json');
    expect(keptTime(storage, '7:1:battle:0')).toBe(0);
    expect(keptTime(undefined, '7:1:battle:0')).toBe(0);
  });
});
