// The Ironclads panels: on the left what to do now (plan a move, pick targets, arrange the
// battle), along the bottom every ship's status card with its hit markers.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useStore } from '../../kits/shell/use-store';
import type { HudProps } from '../mode';
import type { GameSession } from '../../kits/shell/session';
import type { MatchSetup } from '../../engine/game';
import { Curtain } from '../../kits/shell/SeatControls';
import { hexColour } from '../../table/textures';
import { SIDE_COLOUR } from './art';
import { currentDraft, curtainWords, draftPlan, icStore, orderName, outcomeText, playerSide, undoNoneWords, type MoveDraft } from './ironclads-ui';
import { hitChance, rollNeeded } from './shooting';
import {
  AREAS,
  AREA_LABELS,
  MAX_TURN,
  allowed,
  arcOf,
  battleAsLaidOut,
  mover,
  sideName,
  sticksBetween,
  sticksText,
  targetsFor,
  type IroncladsAction,
  type IroncladsOptions,
  type IroncladsState,
  type Ship,
  type Side,
} from './rules';

const sideCss = (side: Side) => hexColour(SIDE_COLOUR[side]);
const PHASES = { arrange: 'Setting up', move: 'Movement and ramming', shoot: 'Shooting', over: 'The battle is over' } as const;

export function IroncladsHud({ session, ui, thinking, restart }: HudProps<IroncladsState>) {
  const store = icStore(session);
  const animating = useStore(store, (x) => x.animating);
  const shown = useStore(store, (x) => x.shown);
  const draftRaw = useStore(store, (x) => x.move);
  const targets = useStore(store, (x) => x.targets);
  const s = session.view;
  const full = session.state;
  const seat = session.viewer as Side;
  const players = session.players;
  const human = players[seat]?.control === 'human';
  const actors = session.game.actors(full) as Side[];
  const myTurn = human && actors.includes(seat);
  const cards = shown ?? s;
  const act = (action: IroncladsAction) => {
    const refused = session.act(action, seat);
    if (refused) ui.toast(refused.message, 'error');
    return !refused;
  };
  const other = (1 - seat) as Side;
  // Undo with nothing to take back says why: the dice seen, the computer's moves and targets picked behind the curtain stand.
  useEffect(() => {
    const none = () => undoNoneWords(session.log.at(-1), session.players);
    ui.undoNone = none;
    return () => {
      if (ui.undoNone === none) ui.undoNone = null;
    };
  }, [session, ui]);
  // Two people at one computer: after one side picks its targets in secret, the other takes the mouse.
  const curtain = !animating && s.phase === 'shoot' && full.fire[seat] !== null && full.fire[other] === null && players[other]?.control === 'human' && human;

  let body;
  if (s.result && !animating) {
    body = (
      <>
        <p class="t18-result" role="status">
          {s.result.text}
        </p>
        <div class="t18-buttons">
          <button class="primary" onClick={() => restart(anotherBattle(session))} title="The same ships, river and sides: a fresh battle">
            Another battle
          </button>
        </div>
      </>
    );
  } else if (animating) {
    body = <p class="hint">Playing it out…</p>;
  } else if (thinking !== null) {
    body = (
      <p class="hint" role="status">
        {players[thinking]?.name ? playerSide(players[thinking]?.name, sideName(s, thinking as Side)) : `The computer (${sideName(s, thinking as Side)})`} is deciding…
      </p>
    );
  } else if (!myTurn) {
    body = <p class="hint">Waiting for {actors.map((a) => playerSide(players[a]?.name, sideName(s, a))).join(' and ')}.</p>;
  } else if (s.phase === 'arrange') {
    body = <Arrange s={s} seat={seat} act={act} />;
  } else if (s.phase === 'move') {
    const d = currentDraft(s, draftRaw);
    body = d && <MovePanel s={s} d={d} set={(next) => store.set({ move: next })} act={act} />;
  } else if (s.phase === 'shoot') {
    body = <ShootPanel s={s} side={seat} targets={targets} set={(t) => store.set({ targets: t })} act={(a) => act(a) && store.set({ targets: {}, aimedAt: null, shooter: null })} />;
  }

  return (
    <>
      <aside class="t18-panel ic-panel interactive" aria-label="Orders">
        {/* The turn and phase the table shows: during a playback, the step being played (the guns firing, not the next turn's movement). */}
        <h2>
          {cards.phase !== 'arrange' && cards.phase !== 'over' ? `Turn ${cards.turn} of ${s.options.turnLimit} · ` : ''}
          {PHASES[cards.phase]}
        </h2>
        <p class="hint">
          {s.options.title} · matchstick {s.options.matchstickInches} in · flowing {s.river.flow === 'east' ? 'east →' : '← west'}
          {/* Ships sunk as the table shows them: during the shooting, only those seen to sink so far. */}
          {cards.sunkBy[0] + cards.sunkBy[1] > 0 ? ` · sunk by ${sideName(s, 0)} ${cards.sunkBy[0]}, by ${sideName(s, 1)} ${cards.sunkBy[1]}` : ''}
        </p>
        {body}
        {s.phase === 'move' && !animating && (
          <ol class="ic-order" aria-label="Movement order">
            {s.order.map((id, i) => {
              const ship = s.ships.find((x) => x.id === id);
              if (!ship) return null;
              const done = i < s.next;
              return (
                <li key={id} title={ship.name} class={i === s.next ? 'now' : done ? 'done' : ''} style={{ borderLeftColor: sideCss(ship.side) }}>
                  {orderName(ship, s.ships)}
                  {ship.sunk ? ' (sunk)' : ''}
                </li>
              );
            })}
          </ol>
        )}
      </aside>
      <StatusCards s={cards} moving={s.phase === 'move' && !animating ? mover(s)?.id : undefined} hover={(id) => store.set({ hovered: id })} />
      {curtain && (
        <Curtain id="ic-curtain" title={`Pass to ${players[other]?.name}`} button={`I am ${players[other]?.name}: show my side`} onLift={() => session.setViewer(other)}>
          <p>{curtainWords(s, seat, players[seat]?.name ?? '', players[other]?.name ?? '')}</p>
        </Curtain>
      )}
    </>
  );
}

const percent = (s: IroncladsState, ship: Ship, target: Ship) => `${Math.round(hitChance(s, ship, target) * 100)}%`;

/** The shot in full: how far, from which arc, the die it needs and the chance. */
function oddsText(s: IroncladsState, ship: Ship, target: Ship): string {
  const arc = arcOf(ship, target);
  const need = rollNeeded(s, ship, target);
  const where = `${sticksText(sticksBetween(s, ship, target))} sticks${arc === 'abeam' ? '' : `, ${arc}`}`;
  return need ? `${where}: needs ${need}+, ${percent(s, ship, target)} to hit` : `${where}: out of range even with a 6`;
}

/**
 * The same battle again, fresh: the ships where they lay and the river as it ran when the battle
 * began (as arranged on the table, if it was), the same sides and players.
 */
function anotherBattle(session: GameSession<IroncladsState>): MatchSetup<IroncladsOptions> {
  const h = session.history;
  const setup = h.setup as MatchSetup<IroncladsOptions>;
  // Across machines the first side ready does not begin it: the Begin after which the battle was on.
  const begins = h.entries.slice(0, h.cursor).flatMap((e, i) => (e.action.type === 'begin' ? [i] : []));
  const began = begins.find((i) => session.stateAt(i + 1)?.phase !== 'arrange') ?? begins.at(-1) ?? -1;
  const state = began >= 0 ? (session.stateAt(began + 1) ?? null) : null;
  return state ? { ...setup, options: battleAsLaidOut(state) } : setup;
}

function turnLabel(deg: number): string {
  return deg === 0 ? 'straight' : `${Math.abs(deg)}° ${deg > 0 ? 'starboard' : 'port'}`;
}

function MovePanel({ s, d, set, act }: { s: IroncladsState; d: MoveDraft; set: (d: MoveDraft) => void; act: (a: IroncladsAction) => boolean }) {
  const ship = s.ships.find((x) => x.id === d.ship) as Ship;
  const can = allowed(ship);
  const plan = draftPlan(s, d);
  const one = can.turns === 'one';
  const setTurn = (which: 'start' | 'end', deg: number) => set(which === 'start' ? { ...d, start: deg, ...(one && deg ? { end: 0 } : {}) } : { ...d, end: deg, ...(one && deg ? { start: 0 } : {}) });
  return (
    <div class="ic-move">
      <p>
        <strong>{ship.name}</strong> moves.
      </p>
      <div class="ic-seg" role="radiogroup" aria-label="Distance">
        {(['stay', 'half', 'full'] as const).map((dist) => (
          <button
            key={dist}
            role="radio"
            aria-checked={d.distance === dist}
            class={d.distance === dist ? 'on' : ''}
            disabled={!can.distances.includes(dist)}
            title={!can.distances.includes(dist) ? 'Boiler damaged: half a matchstick at most' : undefined}
            onClick={() => set(dist === 'stay' ? { ...d, distance: dist, start: 0, end: 0 } : { ...d, distance: dist })}
          >
            {dist === 'stay' ? 'Stay' : dist === 'half' ? 'Half' : 'Full'}
          </button>
        ))}
      </div>
      {d.distance !== 'stay' && (
        <>
          {(['start', 'end'] as const).map((which) => (
            <label key={which} class="ic-turn">
              Turn at the {which}: <output>{turnLabel(d[which])}</output>
              <input type="range" min={-MAX_TURN} max={MAX_TURN} step={1} value={d[which]} aria-label={`Turn at the ${which}`} onInput={(e) => setTurn(which, Number(e.currentTarget.value))} />
            </label>
          ))}
          {one && <p class="hint">Rudder damaged: one turn only, at the start or the end.</p>}
          {!can.distances.includes('full') && <p class="hint">Boiler damaged: half a matchstick at most.</p>}
          <p class="hint ic-how">Drag the knobs at the bow to turn; click the matchstick's middle or end for half or full.</p>
        </>
      )}
      {plan?.outcome === 'ram' && d.end === 0 && <p class="hint">A ram needs no turn at the end: turning at the end would only stop her alongside.</p>}
      {/* What will happen, with the button that makes it happen: both stay in reach when the panel scrolls. */}
      <div class="ic-main">
        {plan && <p class={`ic-outcome ${plan.outcome}`}>{d.distance === 'stay' ? 'She stays where she is.' : outcomeText(plan)}</p>}
        <div class="t18-buttons">
          <button class="primary" onClick={() => act({ type: 'move', ship: d.ship, start: d.start, distance: d.distance, end: d.end })} title="Carry out this move (Enter)">
            Move ship
          </button>
          <button onClick={() => set({ ...d, start: 0, end: 0, distance: can.distances.includes('full') ? 'full' : 'half' })}>Reset</button>
        </div>
      </div>
    </div>
  );
}

function ShootPanel({ s, side, targets, set, act }: { s: IroncladsState; side: Side; targets: Record<string, string>; set: (t: Record<string, string>) => void; act: (a: IroncladsAction) => unknown }) {
  const mine = s.ships.filter((x) => x.side === side && !x.sunk);
  const chosen = Object.fromEntries(Object.entries(targets).filter(([from]) => mine.some((x) => x.id === from)));
  const aimed = Object.keys(chosen).length > 0;
  return (
    <div class="ic-shoot">
      <p class="hint">Each ship fires at one enemy it can see. Click your ship, then its target; or choose below. Range: a die − 1 in matchsticks, − 1 ahead or astern, − 1 with damaged guns.</p>
      <ul class="ic-targets" aria-label="Targets">
        {mine.map((ship) => {
          const visible = targetsFor(s, ship);
          const target = visible.find((t) => t.id === chosen[ship.id]);
          return (
            <li key={ship.id}>
              <label>
                <span class="ic-ship-name">{ship.name}</span>
                <select
                  aria-label={`${ship.name} fires at`}
                  title={target?.name}
                  value={chosen[ship.id] ?? ''}
                  disabled={!visible.length}
                  onChange={(e) => {
                    const next = { ...chosen };
                    if (e.currentTarget.value) next[ship.id] = e.currentTarget.value;
                    else delete next[ship.id];
                    set(next);
                  }}
                >
                  <option value="">{visible.length ? 'Hold fire' : 'No enemy in sight'}</option>
                  {/* The chance first: a narrow select cuts the end of a long name, never the odds. The
                      targets are all the enemy's, so their names go without "USS"/"CSS" ("50% · Queen of the West"). */}
                  {visible.map((t) => (
                    <option key={t.id} value={t.id} title={t.name}>
                      {rollNeeded(s, ship, t) ? `${percent(s, ship, t)}` : 'Out of range'} · {orderName(t, s.ships)}
                    </option>
                  ))}
                </select>
              </label>
              {target && (
                <p class="ic-odds" aria-label={`${ship.name}'s odds`}>
                  {oddsText(s, ship, target)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div class="ic-main">
        <div class="t18-buttons">
          {/* With no target picked the button says what it does: every ship holds its fire and the shooting goes on. */}
          <button class="primary" onClick={() => act({ type: 'fire', targets: chosen })} title={aimed ? 'Fire at the targets picked; the others hold their fire' : 'Every ship holds its fire'}>
            {aimed ? 'Fire' : 'Hold fire'}
          </button>
          <button onClick={() => set({})} disabled={!aimed} title="Every ship back to Hold fire">
            Clear targets
          </button>
        </div>
      </div>
    </div>
  );
}

function Arrange({ s, seat, act }: { s: IroncladsState; seat: Side; act: (a: IroncladsAction) => boolean }) {
  const other = (1 - seat) as Side;
  const waiting = s.options.eachSideArranges && !s.ready?.[other] ? sideName(s, other) : null;
  return (
    <div class="ic-arrange">
      <p class="hint">
        {s.options.eachSideArranges ? `You arrange the ${sideName(s, seat)} ships. ` : ''}Drag a ship to place it; click it and drag the knob at its bow to set its heading. Drag the white points on the strings to bend the banks (they stay four to five matchsticks apart).
      </p>
      <div class="t18-buttons">
        <button onClick={() => act({ type: 'river', seed: (s.river.banks[0].reduce((a, p) => a * 31 + Math.round(p.y * 7), 17) >>> 0) % 2 ** 31 })}>New river</button>
        <button onClick={() => act({ type: 'flow', flow: s.river.flow === 'east' ? 'west' : 'east' })}>Flow: {s.river.flow === 'east' ? 'east →' : '← west'}</button>
      </div>
      <div class="ic-main">
        <div class="t18-buttons">
          {/* Across machines each side says it is ready; the second to say so begins the battle. */}
          <button class="primary" onClick={() => act({ type: 'begin' })} title={waiting ? `The battle begins once the ${waiting} side is ready too` : undefined}>
            {waiting ? 'Ready to begin' : 'Begin the battle'}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * What a status card says beside the name: sunk, stranded or moving, and the hit markers waiting;
 * else the side (the stripe's colour says it too, so it gives way to the markers).
 */
function cardState(s: IroncladsState, ship: Ship, moving: string | undefined): string {
  const state = ship.sunk ? 'Sunk' : ship.stranded ? 'Stranded' : moving === ship.id ? 'Moving' : ship.markers ? '' : sideName(s, ship.side);
  const markers = ship.markers ? `${ship.markers} hit marker${ship.markers > 1 ? 's' : ''}` : '';
  return [state, markers].filter(Boolean).join(' · ');
}

function StatusCards({ s, moving, hover }: { s: IroncladsState; moving: string | undefined; hover: (id: string | null) => void }) {
  // Cards too narrow for a name ("CSS General Sterling Price" at 960 wide), or for a name and her
  // state, show every ship's name without its "USS"/"CSS" (the stripe and the side say it), so each
  // reads in full; the state gives way next, and the name is cut, with its tooltip, only when even
  // it alone is too long.
  const ref = useRef<HTMLElement>(null);
  const [short, setShort] = useState(false);
  // Measured again whenever a header's words change: a state beside a name ("Moving", "1 hit
  // marker", "Sunk") takes room the side's name gave up, and cut "CSS General Beaur…" as she moved.
  const headers = s.ships.map((x) => `${x.name}\t${cardState(s, x, moving)}`).join('\n');
  useLayoutEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const measure = () => {
      strip.classList.remove('short-names');
      // A name cut, or a state ("Moving", "Stranded") pushed off the header's line for want of room.
      const cut = [...strip.querySelectorAll('header')].some((header) => {
        const name = header.querySelector('strong');
        const state = header.querySelector('.hint.state');
        return (!!name && name.scrollWidth > name.clientWidth + 1) || (!!state && state.getBoundingClientRect().top >= header.getBoundingClientRect().bottom - 1);
      });
      strip.classList.toggle('short-names', cut);
      setShort(cut);
    };
    measure();
    // The strip's width follows the window and the log's folding.
    const watch = new ResizeObserver(measure);
    watch.observe(strip);
    return () => watch.disconnect();
  }, [headers]);
  return (
    <section class={`ic-cards interactive${short ? ' short-names' : ''}`} aria-label="Status cards" ref={ref}>
      {s.ships.map((ship) => (
        <article key={ship.id} onMouseEnter={() => hover(ship.id)} onMouseLeave={() => hover(null)} class={`ic-card${ship.sunk ? ' sunk' : ''}${moving === ship.id ? ' moving' : ''}`} aria-label={`${ship.name} status card`} style={{ borderLeftColor: sideCss(ship.side) }}>
          <header>
            <strong title={ship.name}>
              <span class="prefix">{ship.name.slice(0, ship.name.length - orderName(ship, s.ships).length)}</span>
              {orderName(ship, s.ships)}
            </strong>
            <span class={`hint${ship.sunk || ship.stranded || ship.markers || moving === ship.id ? ' state' : ''}`} title={cardState(s, ship, moving)}>
              {cardState(s, ship, moving)}
            </span>
          </header>
          <ul class="ic-areas">
            {AREAS.map((a) => (
              <li key={a} class={ship.damage[a] ? 'hit' : ''} title={AREA_LABELS[a]} aria-label={`${AREA_LABELS[a]}: ${ship.damage[a] ? 'hit' : 'sound'}`} data-area={a}>
                <span class="name">{a[0]?.toUpperCase() + a.slice(1)}</span>
                <span class="slot" />
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
