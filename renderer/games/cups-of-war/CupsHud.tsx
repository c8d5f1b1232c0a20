// The Cups of War panel: the turn and phase, the race's clock, every player's forces, your
// command cards (drag units onto one to power it; "Command!" to play a strike), and Done.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { HudProps } from '../mode';
import { useStore } from '../../kits/shell/use-store';
import { Curtain } from '../../kits/shell/SeatControls';
import { COLOUR_HEX, TYPE_NAMES, allStacked, cardById, handOf, stackerNow, type CupsState, type UnitType } from './rules';
import { unitWords } from './rules/words';
import { OUT_WORDS, clockText, cupsStore, mayStack, outOfTheWar, redoWaitWords, shakeWords, undoNoneWords } from './cups-ui';
import { cupPlace } from './ai/planner';
import { StackClock, keepTime, keptTime, windowOpen } from './turn-clock';

const hex = (colour: string) => `#${(COLOUR_HEX[colour] ?? 0x888888).toString(16).padStart(6, '0')}`;

function needsText(card: string): string {
  const n = cardById(card).needs;
  const parts = [...(n.stars ? [`${n.stars} ★ command unit${n.stars > 1 ? 's' : ''}`] : []), ...Object.entries(n.types).map(([t, k]) => `${k} ${TYPE_NAMES[t as UnitType]}`)];
  return parts.join(' + ');
}

const PHASE_NAMES = { shake: 'Battle: shake your cup', battle: 'Battle: stack!', recovery: 'Recovery', shakeoff: 'The shake-off', over: 'The war is over' } as const;

/** A place on the table clear of every unit, as near as can be to a point beside the table (a player's cup). */
function clearSpotNear(s: CupsState, near: { x: number; y: number }): { x: number; y: number } {
  const { width: w, height: h } = s.options;
  const inset = (v: number, max: number) => Math.min(max - 20, Math.max(20, v));
  const start = { x: inset(near.x, w), y: inset(near.y, h) };
  for (let r = 0; r <= Math.max(w, h); r += 12) {
    for (let k = 0; k < Math.max(1, Math.round(r / 6)); k++) {
      const a = (2 * Math.PI * k) / Math.max(1, Math.round(r / 6));
      const p = { x: inset(start.x + r * Math.cos(a), w), y: inset(start.y + r * Math.sin(a), h) };
      if (s.piles.every((q) => Math.hypot(q.x - p.x, q.y - p.y) > 34)) return p;
    }
  }
  return start;
}

/** The state just before the last Done (the one that ended the battle), if there is one. */
function battleEnd(session: HudProps<CupsState>['session']): CupsState | null {
  const log = session.log;
  for (let i = log.length - 1; i >= 0; i--) if (log[i]?.action.type === 'done') return session.stateAt(i) ?? null;
  return null;
}

export function CupsHud({ session, ui, restart }: HudProps<CupsState>) {
  const animating = useStore(cupsStore(session), (x) => x.animating);
  const strike = useStore(cupsStore(session), (x) => x.strike);
  // While the units fall, the panel shows the table as it was when the cups were let go: the
  // shake is logged already, but how it fell (and the battle's clock) waits until they land.
  const pouring = useStore(cupsStore(session), (x) => x.pouring);
  const s = pouring ?? session.view;
  const seat = session.viewer;
  const me = s.players[seat];
  const human = session.players[seat]?.control === 'human';
  const race = s.options.battle === 'race';
  const stacker = s.phase === 'battle' && !race ? stackerNow(s) : null;
  const myTurn = human && mayStack(s, seat);

  // Two people at one mouse: a curtain when the seat changes, so a hand of cards stays private;
  // first thing in a game begun or resumed (whoever pressed Start or sat down, the seat's cards
  // wait for its player); and after the Recovery everyone watched, even for the seat that called
  // Done last.
  const sitting = `${seat}:${s.turn}`;
  const [seen, setSeen] = useState<string | null>(null);
  // People sharing this screen (across machines the others' seats are the computer's at this table).
  const together = session.players.filter((p) => p.control === 'human').length > 1;
  const curtain = together && seen !== sitting && s.phase !== 'over' && !animating;
  // A strike card being aimed is the aiming seat's alone: it ends when the mouse passes to
  // another seat or the battle ends (the next seat saw it under their pointer, named).
  useEffect(() => {
    if (cupsStore(session).get().strike) cupsStore(session).set({ strike: null });
  }, [seat, s.phase]);

  // The clock: the race's time, or in turns the stacker's time against the limit. It runs only while
  // the table is in play (not behind the curtain, nor while a window such as the rules is over it,
  // nor while the computers wait on a Redo),
  // and the turn's time is kept as it runs: a reload or Continue goes on with the time it had left.
  // (Across machines the clock is the server's.)
  const key = `${session.history.seed}:${s.turn}:${s.phase}:${stacker ?? 'race'}`;
  const clock = useMemo(() => new StackClock(() => performance.now()), []);
  const counting = useRef('');
  if (counting.current !== key) {
    counting.current = key;
    clock.reset(s.phase === 'battle' && !session.remote ? keptTime(globalThis.localStorage, key) : 0);
  }
  const [, setTick] = useState(0);
  useEffect(() => {
    const tick = () => {
      // While the computers wait on a Redo the race stands still, and its clock with it (redoWaitWords).
      clock.run(s.phase === 'battle' && !curtain && !windowOpen() && redoWaitWords(session.view, session.players, session.canRedo) === null);
      if (clock.running && !session.remote) keepTime(globalThis.localStorage, key, clock.used);
      setTick((n) => n + 1);
    };
    tick();
    const id = setInterval(tick, 200);
    return () => {
      clearInterval(id);
      clock.run(false);
      if (s.phase === 'battle' && !session.remote) keepTime(globalThis.localStorage, key, clock.used);
    };
  }, [key, curtain]);
  // Across machines the time is the server's, counted on from its last word: a reload, or a window
  // open over the table, once set this table's count apart from the clock that ends the turn.
  const elapsed = session.clock(race ? seat : (stacker ?? seat)) ?? clock.used;
  const limit = s.battleLimit ?? s.options.turnSeconds * 1000;
  useEffect(() => {
    // Out of time in a turns battle: the stacker's turn ends, units where they are. (Across
    // machines the clock is the server's, which ends the turn itself.)
    if (!race && myTurn && !curtain && elapsed > limit && !session.remote) {
      session.act({ type: 'done', elapsed: limit }, seat);
      ui.toast(`Time! ${session.players[seat]?.name}'s stacking is over.`, 'info');
    }
  }, [elapsed > limit, myTurn]);

  // Undo with nothing to take back says why: a shake, a Done and the computer's moves stand.
  useEffect(() => {
    ui.undoNone = () => undoNoneWords(session.log.at(-1), session.players);
    return () => {
      ui.undoNone = null;
    };
  }, [session, ui]);

  const done = () => {
    const refused = session.act({ type: 'done', elapsed }, seat);
    if (refused) ui.toast(refused.message, 'error');
  };

  const unitName = (id: string) => {
    const t = s.tiles.find((x) => x.id === id);
    return t ? unitWords(t) : id;
  };
  // A unit on a card not yet powered can be taken back: dragged onto the table, or clicked (it
  // goes down just inside your edge of the table).
  const takeBack = (e: PointerEvent, tile: string) => {
    const chip = e.currentTarget as HTMLElement;
    e.preventDefault();
    chip.classList.add('dragging');
    const from = { x: e.clientX, y: e.clientY };
    const up = (u: PointerEvent) => {
      chip.classList.remove('dragging');
      const dragged = Math.hypot(u.clientX - from.x, u.clientY - from.y) > 6;
      const at = dragged ? ui.view?.pageToWorld(u.clientX, u.clientY) : null;
      if (dragged && !at) return;
      const spot = at ?? clearSpotNear(s, cupPlace(s, seat));
      const refused = session.act({ type: 'unassign', tile, x: spot.x, y: spot.y }, seat);
      if (refused) ui.toast(refused.message, 'error');
    };
    window.addEventListener('pointerup', up, { once: true });
  };
  // While the Recovery plays back, the state has moved on to the next turn already: the armies are
  // counted as they stood when the battle ended (as the table still shows them), the outcome after.
  const counted = (animating && battleEnd(session)) || s;
  const redoWait = animating ? null : redoWaitWords(s, session.players, session.canRedo);
  const count = (owner: number, where: string) => counted.tiles.filter((t) => t.owner === owner && t.where === where).length;
  const instruction =
    human && outOfTheWar(s, seat)
      ? `${OUT_WORDS}.`
      : s.phase === 'shake' || s.phase === 'shakeoff'
        ? shakeWords(s, seat, human, (x) => session.players[x]?.name)
        : s.phase === 'battle'
          ? myTurn
            ? 'Drag your units onto enemy units to attack (up to three in a stack); onto one of your cards to power it. Done! when every unit is stacked.'
            : me?.done && human
              ? 'You called Done: your units stay where they are.'
              : race
                ? 'Everyone stacks at once.'
                : `${session.players[stacker ?? 0]?.name} is stacking.`
          : '';

  return (
    <>
      <aside class="t18-panel interactive" aria-label="War room">
        {/* While the Recovery plays back, the state has moved on to the next turn already. */}
        <h2>
          {animating ? 'Recovery: every stack is fought out' : `${s.phase !== 'over' && s.phase !== 'shakeoff' ? `Turn ${s.turn} of ${s.options.turns} · ` : ''}${PHASE_NAMES[s.phase]}`}
        </h2>
        {s.result && !animating ? (
          <p class="t18-result" role="status">
            {s.result.text}
          </p>
        ) : (
          <p class="hint">{animating ? 'The battle is being fought out…' : instruction}</p>
        )}
        {/* Under the result, not below the cards: on a small screen the panel's end is out of sight. */}
        {s.phase === 'over' && !animating && (
          <div class="t18-buttons">
            <button class="primary" onClick={() => restart(session.history.setup)}>
              Another war
            </button>
          </div>
        )}
        {s.phase === 'battle' && (
          // In a race, said beside the digits: a bare "5 s" left a newcomer asking whether it was time used
          // or left. In turns, "12 s of 90 s" says it, and with the words beside it would not fit one line.
          <div class="cow-clock-row">
            {race && <span class="hint">Stacking time</span>}
            <p class="cow-clock" role="timer" aria-label="Battle clock">
              {clockText(elapsed, race ? null : limit)}
            </p>
          </div>
        )}
        {redoWait && (
          <p class="hint cow-waits" role="status" aria-label="Why the computer waits">
            {redoWait}
          </p>
        )}
        {myTurn && (
          <div class="t18-buttons">
            <button class="primary" onClick={done} title={allStacked(s, seat) ? 'Every unit is stacked: end the battle' : 'Stop now: your unstacked units stay where they are'}>
              {allStacked(s, seat) ? 'Done!' : 'Done (stop early)'}
            </button>
          </div>
        )}
        <ul class="cow-players" aria-label="Players">
          {s.players.map((p, i) => (
            <li key={i}>
              <span class="swatch" style={{ background: hex(p.colour) }} />
              <span>
                <strong>{session.players[i]?.name}</strong>
                {session.remote
                  ? i !== session.viewer && <span class="hint"> · at another computer</span>
                  : session.players[i]?.control === 'computer' && <span class="hint"> · computer, {session.players[i]?.strength}</span>}
              </span>
              <span class="hint counts">
                {count(i, 'table')} in play{count(i, 'card') ? ` · ${count(i, 'card')} on a card` : ''} · {count(i, 'cup')} in cup · {count(i, 'lost')} lost
                {p.done ? ' · Done' : ''}
              </span>
            </li>
          ))}
        </ul>
        {/* Two people at one computer watch the Recovery together, and the war's end with no curtain:
            the cards of whoever called Done last are theirs alone (the next seat's come after the curtain),
            and at the end no one's hand is shown to both as "Your command cards". */}
        {human && me && !(together && (animating || s.phase === 'over')) && (
          <section aria-label="Your command cards" class="cow-cards">
            <h3>Your command cards</h3>
            {handOf(s, seat).length === 0 && <p class="hint">No cards left.</p>}
            {handOf(s, seat).map((card) => {
              const def = cardById(card);
              const on = me.ready?.card === card ? me.ready.tiles : me.powering?.card === card ? me.powering.tiles : [];
              const ready = me.ready?.card === card;
              return (
                <article key={card} class={`cow-card${ready ? ' ready' : ''}`} data-card-drop={card} aria-label={def.name}>
                  <header>
                    <strong>{def.name}</strong> <span class="hint">{def.phase === 'battle' ? 'Battle' : def.phase === 'recovery' ? 'Recovery' : 'Logistics'}</span>
                  </header>
                  <p class="needs">Needs {needsText(card)}</p>
                  <p class="hint">{def.text}</p>
                  {on.length > 0 && (
                    <p class="on-card">
                      On it:{' '}
                      {ready || !myTurn
                        ? on.map(unitName).join(', ')
                        : on.map((id) => (
                            <button key={id} class="cow-chip" title="Drag back onto the table (or click) to take this unit off the card" onPointerDown={(e) => takeBack(e, id)}>
                              {unitName(id)}
                            </button>
                          ))}
                    </p>
                  )}
                  {ready && def.strike && s.phase === 'battle' && (
                    <button class="primary" aria-pressed={strike === card} onClick={() => cupsStore(session).set({ strike: strike === card ? null : card })}>
                      {strike === card ? 'Click the table to strike (Esc cancels)' : 'Command! Place it'}
                    </button>
                  )}
                  {ready && !def.strike && <p class="on-card">Powered: played in {def.phase === 'recovery' ? 'Recovery' : 'the next Logistics'}.</p>}
                </article>
              );
            })}
          </section>
        )}
      </aside>
      {curtain && (
        <Curtain id="cow-curtain" title={`${session.players[seat]?.name}'s turn`} button={`I am ${session.players[seat]?.name}`} onLift={() => setSeen(sitting)}>
          <p>Pass the mouse to {session.players[seat]?.name}. Everyone else, look away from their command cards.</p>
        </Curtain>
      )}
    </>
  );
}
