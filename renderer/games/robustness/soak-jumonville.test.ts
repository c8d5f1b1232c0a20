// The soak of Skirmish at Jumonville Glen, CI-sized (see soak.test.ts): a few games only, as a
// game between random players runs to several hundred actions, so resuming at every state costs
// the square of that: the first game (two players) is resumed at every state, the other three
// (four, two and four players) at a sample. The computers play at easy: the soak is about saves,
// and normal's look-ahead made this file take 38 s in CI.
import { describe } from 'vitest';
import { jumonvilleSubject } from './subjects';
import { soakGames } from './soak-games';

describe('the soak: every state saves, reads back and resumes the same', () => {
  soakGames(jumonvilleSubject, 4, 1, 'easy');
});
