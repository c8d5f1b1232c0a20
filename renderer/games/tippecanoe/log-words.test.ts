// The log says each move once: a move's line (describe) names what was done, and a note under it
// is shown only when it says more (engine/game.ts saysMore). Tippecanoe's notes repeated their
// lines ("Native lays out Defensive Warrior with Musket" over "Native lays out a unit.", "US
// discards US Private" over "The US player discards a card.").
import { describe, expect, it } from 'vitest';
import { saysMore } from '../../engine/game';
import { randomBot } from './ai/random';
import { tippecanoe, type Side, type TipState } from './rules';

const start = (seed: number): TipState =>
  tippecanoe.setup({ options: { variant: 'as-written' }, players: [{ name: 'N', control: 'computer', strength: 'easy' }, { name: 'U', control: 'computer', strength: 'easy' }] }, seed);

/** What the log shows under a move after its line: its notes that say more. */
const shownNotes = (line: string, events: readonly { kind: string; text?: string }[]) => events.flatMap((e) => (e.kind === 'note' && saysMore(line, e.text ?? '') ? [e.text!] : []));

describe("Tippecanoe's log", () => {
  it('over whole games between random players, shows no note that only says its move again', () => {
    const seenKinds = new Set<string>();
    for (const seed of [1, 2, 3]) {
      let s = start(seed);
      for (let moves = 0; tippecanoe.actors(s).length > 0 && moves < 3000; moves++) {
        const seat = tippecanoe.actors(s)[0] as Side;
        const action = randomBot(tippecanoe.playerView(s, seat), seat, 'easy');
        const r = tippecanoe.apply(s, action, seat);
        if (!r.ok) throw new Error(r.message);
        const line = tippecanoe.describe(action, s, seat);
        seenKinds.add(action.type);
        for (const note of shownNotes(line, r.events)) {
          expect(note, `under "${line}"`).not.toMatch(/lays out a unit|discards a card|exchanges a card for a warrior|trades a warrior for|plays no tactic|announces/);
        }
        s = r.state;
      }
    }
    // The moves whose notes repeated their lines were all made.
    for (const kind of ['deploy', 'discard', 'exchange', 'tactic', 'attack', 'remove']) expect(seenKinds, kind).toContain(kind);
  });
});
