// A connection that failed, said in a player's words: Join pressed on a page no Muster server sent
// (`npm run web`) says what is wrong, not a bare "Not Found".
import { describe, expect, it } from 'vitest';
import { friendly, unanswered } from './link';

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

describe('a move the server never heard, in words', () => {
  it('says the connection is down and nothing was sent, not the SDK\'s words, when the move went while it was down', () => {
    // Anne's network dropped; she pressed Commit orders before it came back, and read
    // 'The server did not answer: cannot send request “act”: connection is not open.'
    expect(unanswered(new Error('cannot send request "act": connection is not open.'))).toBe(
      'Nothing was sent: the connection to the room is down, and Muster is trying to reconnect. Do it again once the table is back.',
    );
  });

  it('says the connection dropped before the answer came, or that the room did not answer, and that the table will show whether it went', () => {
    expect(unanswered(new Error('connection closed before a response was received.'))).toBe(
      'The connection to the room dropped before it answered, and Muster is trying to reconnect: once the table is back, it shows whether your move went.',
    );
    expect(unanswered(new Error('request "act" timed out after 10000ms.'))).toBe(
      'The room did not answer for 10 seconds: once the table catches up, it shows whether your move went.',
    );
    // Anything else is passed on as it came.
    expect(unanswered(new Error('The room is closing.'))).toBe('The server did not answer: The room is closing.');
  });
});
