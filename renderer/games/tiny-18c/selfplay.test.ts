// Tiny 18c's rules made faster (issue 15) must play exactly as before: 2,000 seeded games of the
// random player against itself, every state and every log line, hashed, against the hash the
// rules gave before any change. A rule that changed anything a player could see changes the hash.
import { describe, expect, it } from 'vitest';
import { tiny18c, type Side, type Tiny18cState } from './rules';
import { decide } from './ai/bots';
import { armiesFor } from './ai/arena';

/** FNV-1a over text, 32 bits, as hex. */
function fnv(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

const seats = [
  { name: 'Attacker', control: 'computer' as const, strength: 'normal' as const },
  { name: 'Defender', control: 'computer' as const, strength: 'normal' as const },
];

function playedHash(games: number): string {
  let h = 2166136261;
  for (let g = 0; g < games; g++) {
    let s: Tiny18cState = tiny18c.setup({ options: { armies: armiesFor(g), turnLimit: 30 }, players: seats }, g);
    for (let guard = 0; guard < 1000 && s.phase !== 'over'; guard++) {
      for (const side of tiny18c.actors(s) as Side[]) {
        const orders = decide(tiny18c.playerView(s, side), side, 'random');
        const before = s;
        const r = tiny18c.apply(s, { type: 'commit', orders }, side);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
        h = fnv(h, tiny18c.describe({ type: 'commit', orders }, before, side));
        for (const e of r.events) h = fnv(h, JSON.stringify(e));
        h = fnv(h, JSON.stringify(s));
      }
    }
  }
  return h.toString(16).padStart(8, '0');
}

describe('Tiny 18c plays as it always has', () => {
  it('2,000 seeded random games: every state and log line the same as before the rules were made faster', () => {
    // 99decb3b since play29 reworded the flanking in each fight's line ('+1 for flanking p', not '+1 for flanking (I)'):
    // with every event's text left out, the hash was be3668d1 before and after, so only the words changed.
    expect(playedHash(2_000)).toBe('99decb3b');
  }, 120_000);
});
