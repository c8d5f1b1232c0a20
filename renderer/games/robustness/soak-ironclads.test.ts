// The soak of ACW Ironclads, CI-sized (see soak.test.ts): in a file of its own, the slowest game's
// battles run beside the other games'.
import { describe } from 'vitest';
import { ironcladsSubject } from './subjects';
import { soakGames } from './soak-games';

describe('the soak: every state saves, reads back and resumes the same', () => {
  soakGames(ironcladsSubject);
});
