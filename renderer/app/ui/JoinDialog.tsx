// Joining a game a friend hosts on another computer: the room's code, your name, and where the
// server is (the desktop app needs its address; a page plays on the server it came from).
import { useState } from 'preact/hooks';
import * as v from 'valibot';
import type { App } from '../app';
import { lastRoom, seatKey } from '../remote-tables';
import { Dialog } from '../../kits/shell/Dialog';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, RoomCodeSchema } from '../../contract/net';

const NAME_KEY = 'muster.net.name';
export const rememberedName = (): string => {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
};
export const rememberName = (name: string): void => {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // Not remembered: asked again next time.
  }
};

/**
 * What keeps Join off, in the player's words, or null. The code is checked as the room checks it: a
 * code never holds 0, O, 1, I or L (they read alike), so one typed with them is said to be wrong
 * here, not refused after Join with "six letters and digits" when it is six letters and digits.
 */
export function joinProblem(code: string, name: string, address: string, browser: boolean): string | null {
  if (!v.is(RoomCodeSchema, code)) return 'The room code is six letters and digits, never 0, O, 1, I or L.';
  if (!name.trim()) return 'Your name, as the others will see it.';
  if (!browser && !address.trim()) return 'The address of the computer hosting the game.';
  return null;
}

/**
 * Is what keeps Join off a mistake (said in red), or only what is still to be filled in (said
 * plainly)? A room code is wrong once it holds a letter no code holds or is six long and refused;
 * nothing typed yet, or the start of a good one, is not wrong, and neither is a name still to come.
 */
export function joinMistake(code: string): boolean {
  const typed = code.trim().toUpperCase();
  if (v.safeParse(RoomCodeSchema, typed).success) return false;
  return typed.length >= ROOM_CODE_LENGTH || [...typed].some((ch) => !ROOM_CODE_ALPHABET.includes(ch));
}

/** The most a code may be typed or pasted as, spaces and all, before they are taken out. */
const CODE_AS_TYPED = 20;

/** A room code as typed into the box: its spaces (never part of a code) taken out, in capitals. */
export function roomCodeTyped(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

export function JoinDialog({ app, onClose }: { app: App; onClose: () => void }) {
  // The last room sat at, offered again (a page reloaded mid-game left its table): typed over for another.
  const [last] = useState(lastRoom);
  const [code, setCode] = useState(last?.code ?? '');
  const [name, setName] = useState(rememberedName);
  const [address, setAddress] = useState(last?.address ?? '');
  const [busy, setBusy] = useState(false);
  const browser = app.host.kind === 'browser';
  const problem = joinProblem(code, name, address, browser);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    rememberName(name.trim());
    const token = seatKey(code);
    const ok = await app.joinGame(code.trim().toUpperCase(), { name: name.trim(), ...(address.trim() ? { address: address.trim() } : {}), ...(token ? { token } : {}) });
    if (!ok) setBusy(false);
  };
  return (
    <Dialog
      title="Join a game"
      onClose={onClose}
      footer={
        <>
          <button onClick={onClose}>Cancel</button>
          {problem && <span class={joinMistake(code) ? 't18-problem' : 'join-needs'}>{problem}</span>}
          <button class="primary" type="submit" form="join-form" disabled={!!problem || busy}>
            {busy ? 'Joining…' : 'Join'}
          </button>
        </>
      }
    >
      <form id="join-form" class="net-form" onSubmit={(e) => void submit(e)}>
        <p class="hint">
          Your friend hosting the game sees its room code and the address to give you.
          {last && code === last.code && ` Your last room, ${last.code}, is filled in: type over it for another.`}
        </p>
        <label>
          Room code
          {/* A code pasted from a chat often comes with a space before it or in two groups: the spaces
              go as it is typed, and the box takes room for them (cut at six, " ABC 2" kept Join off). */}
          <input
            type="text"
            value={code}
            autofocus
            autocomplete="off"
            spellcheck={false}
            maxLength={CODE_AS_TYPED}
            onFocus={(e) => e.currentTarget.select()}
            onInput={(e) => setCode(roomCodeTyped(e.currentTarget.value))}
          />
        </label>
        <label>
          Your name
          <input type="text" value={name} maxLength={40} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        {browser ? (
          <p class="hint">The game is played on the server this page came from.</p>
        ) : (
          <label>
            Server address
            <input type="text" value={address} placeholder="192.168.1.20:2567" autocomplete="off" spellcheck={false} maxLength={260} onInput={(e) => setAddress(e.currentTarget.value)} />
          </label>
        )}
      </form>
    </Dialog>
  );
}
