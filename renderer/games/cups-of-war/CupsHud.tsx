// The Cups of War panel: the turn and phase, the race's clock, every player's forces, your
// command cards (drag units onto one to power it; "Command!" to play a strike), and Done.
import { useEffect, useState } from 'preact/hooks';
import type { HudProps } from '../mode';
import { useStore } from '../../app/store';
import { Curtain } from '../../app/ui/SeatControls';
import { COLOUR_HEX, TYPE_NAMES, allStacked, cardById, stackerNow, toShake, type CupsState, type UnitType } from './rules';
import { unitWords } from './rules/words';
import { clockText, cupsStore } from './cups-ui';

const hex = (colour: string) => `#${(COLOUR_HEX[colour] ?? 0x888888).toString(16).padStart(6, '0')}`;

function needsText(card: string): string {
  const n = cardById(card).needs;
  const parts = [...(n.stars ? [`${n.stars} ★ command unit${n.stars > 1 ? 's' : ''}`] : []), ...Object.entries(n.types).map(([t, k]) => `${k} ${TYPE_NAMES[t as UnitType]}`)];
  return parts.join(' + ');
}

const PHASE_NAMES = { shake: 'Battle: shake your cup', battle: 'Battle: stack!', recovery: 'Recovery', shakeoff: 'The shake-off', over: 'The war is over' } as const;

export function CupsHud({ session, ui, restart }: HudProps) {
  const animating = useStore(cupsStore(session), (x) => x.animating);
  const strike = useStore(cupsStore(session), (x) => x.strike);
  const s = session.view as CupsState;
  const seat = session.viewer;
  const me = s.players[seat];
  const human = session.players[seat]?.control === 'human';
  const race = s.options.battle === 'race';
  const stacker = s.phase === 'battle' && !race ? stackerNow(s) : null;
  const myTurn = s.phase === 'battle' && human && !me?.done && (race || stacker === seat);

  // Two people at one mouse: a curtain when the seat changes, so a hand of cards stays private.
  const [seen, setSeen] = useState(seat);
  const humans = session.players.filter((p) => p.control === 'human').length;
  const curtain = humans > 1 && seen !== seat && s.phase !== 'over';

  // The clock: the race's time, or in turns the stacker's time against the limit (from when the curtain lifts).
  const [now, setNow] = useState(() => performance.now());
  const [started, setStarted] = useState<{ key: string; at: number }>({ key: '', at: performance.now() });
  const key = `${s.turn}:${s.phase}:${stacker ?? 'race'}:${curtain ? 'curtain' : 'open'}`;
  useEffect(() => {
    if (started.key !== key) setStarted({ key, at: performance.now() });
    const id = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(id);
  }, [key]);
  const elapsed = started.key === key ? now - started.at : 0;
  const limit = s.battleLimit ?? s.options.turnSeconds * 1000;
  useEffect(() => {
    // Out of time in a turns battle: the stacker's turn ends, units where they are.
    if (!race && myTurn && !curtain && elapsed > limit) {
      session.act({ type: 'done', elapsed: limit }, seat);
      ui.toast(`Time! ${session.players[seat]?.name}'s stacking is over.`, 'info');
    }
  }, [elapsed > limit, myTurn]);

  const done = () => {
    const refused = session.act({ type: 'done', elapsed }, seat);
    if (refused) ui.toast(refused.message, 'error');
  };

  const unitName = (id: string) => {
    const t = s.tiles.find((x) => x.id === id);
    return t ? unitWords(t) : id;
  };
  const count = (owner: number, where: string) => s.tiles.filter((t) => t.owner === owner && t.where === where).length;
  const shakers = toShake(s);
  const instruction =
    s.phase === 'shake' || s.phase === 'shakeoff'
      ? shakers.includes(seat) && human
        ? 'Grab your cup, shake it about, and let go over the table: the harder you throw, the further they fly.'
        : `Waiting for ${shakers.map((x) => session.players[x]?.name).join(', ')} to shake.`
      : s.phase === 'battle'
        ? myTurn
          ? 'Drag your units onto enemy units to attack (up to three in a stack); onto one of your cards to power it. Done! when every unit is stacked.'
          : me?.done
            ? 'You called Done: your units stay where they are.'
            : `${session.players[stacker ?? 0]?.name} is stacking.`
        : '';

  return (
    <>
      <aside class="t18-panel interactive" aria-label="War room">
        <h2>
          {s.phase !== 'over' && s.phase !== 'shakeoff' ? `Turn ${s.turn} of ${s.options.turns} · ` : ''}
          {PHASE_NAMES[s.phase]}
        </h2>
        {s.result && !animating ? (
          <p class="t18-result" role="status">
            {s.result.text}
          </p>
        ) : (
          <p class="hint">{animating ? 'The battle is being fought out…' : instruction}</p>
        )}
        {s.phase === 'battle' && (
          <p class="cow-clock" role="timer" aria-label="Battle clock">
            {clockText(elapsed, race ? null : limit)}
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
                {session.players[i]?.control === 'computer' && <span class="hint"> · computer, {session.players[i]?.strength}</span>}
              </span>
              <span class="hint counts">
                {count(i, 'table')} in play{count(i, 'card') ? ` · ${count(i, 'card')} on a card` : ''} · {count(i, 'cup')} in cup · {count(i, 'lost')} lost
                {p.done ? ' · Done' : ''}
              </span>
            </li>
          ))}
        </ul>
        {human && me && (
          <section aria-label="Your command cards" class="cow-cards">
            <h3>Your command cards</h3>
            {me.hand.length === 0 && <p class="hint">No cards left.</p>}
            {me.hand.map((card) => {
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
                  {on.length > 0 && <p class="on-card">On it: {on.map(unitName).join(', ')}</p>}
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
        {s.phase === 'over' && (
          <div class="t18-buttons">
            <button class="primary" onClick={() => restart(session.history.setup)}>
              Another war
            </button>
          </div>
        )}
      </aside>
      {curtain && (
        <Curtain id="cow-curtain" title={`${session.players[seat]?.name}'s turn`} button={`I am ${session.players[seat]?.name}`} onLift={() => setSeen(seat)}>
          <p>Pass the mouse to {session.players[seat]?.name}. Everyone else, look away from their command cards.</p>
        </Curtain>
      )}
    </>
  );
}
