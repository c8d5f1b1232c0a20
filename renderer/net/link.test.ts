// A connection that failed, said in a player's words: Join pressed on a page no Muster server sent
// (`npm run web`) says what is wrong, not a bare "Not Found".
import { describe, expect, it } from 'vitest';
import { friendly } from './link';

describe('a failed connection, in words', () => {
  it('says that what answered is not a Muster server, for the bare 404 a plain web server gives', () => {
    for (const message of ['Not Found', 'Unexpected token < in JSON at position 0', 'Request failed with status 404']) {
      expect(friendly(message, 'ws://127.0.0.1:4173')).toBe(
        'What answers at 127.0.0.1:4173 is not a Muster server: play across machines from a page a Muster server sent (npm run server -- --app out/renderer), or from the desktop app.',
      );
    }
  });

  it('says no server answered when nothing did, and passes a Muster server\'s own refusal on', () => {
    expect(friendly('fetch failed', 'ws://10.0.0.2:2567')).toBe('No Muster server answered at 10.0.0.2:2567: check the address, and that the host is still hosting.');
    expect(friendly('That seat is taken.', 'ws://10.0.0.2:2567')).toBe('That seat is taken.');
  });
});
