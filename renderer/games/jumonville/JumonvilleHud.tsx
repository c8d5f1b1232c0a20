// The Jumonville panel: the card showing and whose activation it is, the picked figure's card
// (skills and hits), the enemies with the number each test needs, the last d20, and the buttons
// (Turn the card, Shoot, Charge, Fight, Stand, Done).
import { useEffect } from 'preact/hooks';
import { useStore } from '../../kits/shell/use-store';
import { useMedia } from '../../kits/shell/use-media';
import type { HudProps } from '../mode';
import { TEAM_CSS, coatCss } from './art';
import { type RollShown, canActWith, cardHeading, deckWords, enemiesOf, enemyBrief, jvStore, oddsFor, pct, computerSince, rollMeant, rollNeed, rollsCaption, seatWithTeam, turnWords, undoNoneWords } from './jumonville-ui';
import {
  HITS_TO_REMOVE,
  acting,
  cardName,
  figureById,
  inches,
  onTable,
  readyFigures,
  showing,
  sideLabel,
  teamName,
  type Figure,
  type JumonvilleAction,
  type JumonvilleState,
} from './rules';
import './jumonville.css';

export function JumonvilleHud({ session, ui, thinking, restart }: HudProps<JumonvilleState>) {
  const store = jvStore(session);
  const animating = useStore(store, (x) => x.animating);
  const shown = useStore(store, (x) => x.shown);
  const selected = useStore(store, (x) => x.selected);
  const target = useStore(store, (x) => x.target);
  const rolls = useStore(store, (x) => x.rolls);
  useStore(store, (x) => x.hovered);
  // The log's moves the table has shown (it holds back those still playing out).
  const unshown = useStore(ui.store, (x) => x.unshown);
  const short = useMedia(SHORT_WINDOW);
  // Undo with nothing to take back says why: turned cards, rolls and the computer's moves stand.
  useEffect(() => {
    ui.undoNone = () => undoNoneWords(session.log.at(-1), session.players, session.state);
    return () => {
      ui.undoNone = null;
    };
  }, [session, ui]);
  // While the table plays a move back, the panel says what the table shows (the card, whose turn,
  // the forces), not the state the rules have moved on to: the outcome once it is shown.
  const s = (animating && shown) || session.view;
  // Dice of an earlier card say which (null for this card's, or none).
  const rolledWhen = rollsCaption(rolls, s.turn);
  const seat = session.viewer;
  const players = session.players;
  const human = players[seat]?.control === 'human';
  const now = acting(session.state);
  const myTurn = human && now === seat && !animating;
  const a = s.activation;
  const card = showing(s.cards);
  const act = (action: JumonvilleAction) => {
    const refused = session.act(action, seat);
    if (refused) ui.toast(refused.message, 'error');
    return !refused;
  };
  const who = (x: number) => seatWithTeam(players[x]?.name ?? `Player ${x + 1}`, s.teams[x] ?? 'red');
  const me = myTurn ? canActWith(s, seat, selected) : null;
  const look = figureById(s, selected ?? '') ?? null;

  let orders;
  if (s.result && !animating) {
    orders = (
      <>
        <p class="t18-result" role="status">
          {s.result.text}
        </p>
        <div class="t18-buttons">
          <button class="primary" onClick={() => restart(session.history.setup)}>
            Play again
          </button>
        </div>
      </>
    );
  } else if (animating) {
    orders = <p class="hint">Playing it out… (click to skip; a click on a figure also picks it)</p>;
  } else if (thinking !== null) {
    orders = (
      <p class="hint" role="status">
        {who(thinking)} is deciding…
      </p>
    );
  } else if (now === null) {
    orders = null;
  } else if (!myTurn) {
    orders = <p class="hint">Waiting for {who(now)}.</p>;
  } else if (s.phase === 'draw') {
    orders = (
      <div class="jv-main">
        <p>Your turn to turn the next card.</p>
        <button class="primary" onClick={() => act({ type: 'draw' })} title="Space">
          Turn the card
        </button>
      </div>
    );
  } else if (a?.moved) {
    const mover = figureById(s, a.moved) as Figure;
    orders = (
      <div class="jv-main">
        <p>
          {mover.name} has moved: click an enemy to shoot (at −2), or be done.
        </p>
        <div class="t18-buttons">
          <button class="primary" disabled={!target} onClick={() => target && act({ type: 'shoot', figure: mover.id, target })} title="S">
            Shoot
          </button>
          <button onClick={() => act({ type: 'done', figure: mover.id })} title="D">
            Done
          </button>
        </div>
      </div>
    );
  } else if (!me) {
    orders = (
      <div class="jv-main">
        <p>Click one of your figures ringed in gold ({readyFigures(s).map((f) => f.name).join(', ')}).</p>
      </div>
    );
  } else {
    const odds = target ? oddsFor(s, me, figureById(s, target) as Figure) : null;
    orders = (
      <div class="jv-main">
        <p>
          <b>{me.name}</b>: drag to move (6 in), click an enemy to shoot, right-click to charge.
        </p>
        <div class="t18-buttons">
          <button class="primary" disabled={!odds || !!odds.noShot} onClick={() => target && act({ type: 'shoot', figure: me.id, target })} title={odds?.noShot ?? 'S'}>
            Shoot
          </button>
          <button disabled={!odds || !!odds.noCharge} onClick={() => target && act({ type: 'charge', figure: me.id, target })} title={odds?.noCharge ?? 'C'}>
            Charge
          </button>
          <button disabled={!odds?.fight} onClick={() => target && act({ type: 'fight', figure: me.id, target })} title="F">
            Fight
          </button>
          <button onClick={() => act({ type: 'stand', figure: me.id })} title="Do nothing with this figure">
            Stand
          </button>
        </div>
      </div>
    );
  }

  const theirs = human && !animating ? computerSince(session.log.slice(0, Math.max(0, session.log.length - unshown)), seat, (x) => players[x]?.control === 'computer') : [];
  const actor = me ?? (myTurn && a?.moved ? (figureById(s, a.moved) ?? null) : null);
  return (
    <aside class="t18-panel jv-panel interactive" aria-label="Skirmish">
      <h2>{cardHeading(s)}</h2>
      <div class="jv-card-row">
        {card ? (
          <div class={`jv-card ${card.endsWith('H') || card.endsWith('D') ? 'red' : 'black'}`} aria-label={`Card showing: ${cardName(card)}`}>
            {card.slice(0, -1)}
            {SUITS[card.slice(-1)]}
          </div>
        ) : (
          <div class="jv-card back" aria-label="No card turned yet" />
        )}
        <div>
          <p class="jv-activation" role="status">
            {turnWords(s, card, players.map((p) => p.name))}
          </p>
          <p class="hint jv-deck">{deckWords(s)}</p>
        </div>
      </div>
      {theirs.length > 0 && (
        // Across machines every other seat is drawn as the computer's (remote-session.ts), a friend's too.
        <p class="hint jv-theirs" aria-label={session.remote ? 'The last moves at the other tables' : "The computer's last moves"}>
          {session.remote ? 'Since your last move' : 'The computer'}: {theirs.join('; ')}.
        </p>
      )}
      {orders}
      {/* The last action's d20s straight under the orders (below the enemies they were out of sight in a
          short window); in a short window the dice of an earlier card, seen as they were rolled, fold to a line. */}
      {rolledWhen && rolls.length > 0 ? (
        <details class="jv-rolls-fold" open={!short}>
          <summary class="hint">
            <span class="jv-rolls-when">{rolledWhen}:</span>
            {short && <span class="jv-rolls-brief"> {rolls.map((r) => `${r.test.roll} ${r.test.pass ? 'pass' : 'fail'}`).join(', ')}</span>}
          </summary>
          <Rolls rolls={rolls} />
        </details>
      ) : (
        rolls.length > 0 && <Rolls rolls={rolls} />
      )}
      {/* The picked figure's card and its targets give way (scrolling on their own) in a window too short for all, the forces and keys staying in sight below. */}
      <div class="jv-middle">
        {look && <FigureCard f={look} />}
        {actor && <Enemies s={s} me={actor} target={target} brief={short} pick={(id) => store.set({ target: id })} />}
      </div>
      {/* In a short window (960 × 600) the forces and the keys fold to a line each, so that what the
          acting figure may do, its card and its targets fit without scrolling; a click opens them. */}
      <Forces s={s} open={!short || !!s.result} pick={(id) => store.set({ selected: id, target: null })} />
      <details class="hint jv-keys" open={!short}>
        <summary>Keys</summary>
        Space turn · Tab next figure · S shoot · C charge · F fight · D done · Esc let go
      </details>
      {/* The rules let a team concede at any time (the game ends "when one side has obviously lost"). */}
      {!s.result && human && (
        <div class="jv-concede">
          <button
            onClick={() =>
              // One click ends the skirmish for good (across machines Undo is refused once it is over): asked first.
              void ui
                .confirm('Concede the skirmish?', `${teamName(s.teams[seat] ?? 'red')} gives up, and the skirmish ends: ${teamName(s.teams[seat] === 'black' ? 'red' : 'black')} wins.`, 'Concede')
                .then((yes) => yes && act({ type: 'concede' }))
            }
            disabled={animating}
            title={`Give up the skirmish: ${teamName(s.teams[seat] ?? 'red')} loses`}
          >
            Concede
          </button>
        </div>
      )}
    </aside>
  );
}

function Rolls({ rolls }: { rolls: readonly RollShown[] }) {
  return (
    <ul class="jv-rolls" aria-label="Last rolls">
      {rolls.map((roll, i) => (
        <li key={i} class={`jv-roll ${roll.test.pass ? 'pass' : 'fail'}`}>
          <span class="jv-d20">{roll.test.roll}</span> {roll.who} {roll.what}: {rollNeed(roll)} — {roll.test.pass ? 'pass' : 'fail'}
          {rollMeant(roll.what, roll.test.pass) && `, ${rollMeant(roll.what, roll.test.pass)}`}
        </li>
      ))}
    </ul>
  );
}

/**
 * A window no taller than this (960 × 600, and Muster's first 1280 × 800 window) folds the panel's
 * forces, keys and earlier dice, and lists the enemies a line each: all open, a figure with six
 * enemies needs some 930 px. jumonville.css's short-window rules use the same height.
 */
export const SHORT_WINDOW = '(max-height: 940px)';

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

function FigureCard({ f }: { f: Figure }) {
  return (
    <div class="jv-figure" aria-label={`${f.name}'s card`} style={{ borderLeftColor: TEAM_CSS[f.team] }}>
      <div class="jv-figure-head">
        <span class="jv-dot" style={{ background: coatCss(f.side) }} />
        <b>{f.name}</b> <span class="hint">{sideLabel(f.side)}</span>
        <span class="jv-hits" aria-label={`${f.hits} hits of ${HITS_TO_REMOVE}`}>
          {Array.from({ length: HITS_TO_REMOVE }, (_, i) => (
            <span class={i < f.hits ? 'hit' : ''} />
          ))}
        </span>
      </div>
      <dl class="jv-skills">
        {(
          [
            ['Shoot', f.skills.shooting],
            ['Fight', f.skills.fighting],
            ['Bravery', f.skills.bravery],
            ['Save', f.skills.save],
          ] as const
        ).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** `brief`: each enemy but the one aimed at in a line (a short window), its whole reckoning in its tooltip. */
function Enemies({ s, me, target, brief, pick }: { s: JumonvilleState; me: Figure; target: string | null; brief: boolean; pick: (id: string) => void }) {
  const list = enemiesOf(s, me)
    .map((e) => oddsFor(s, me, e))
    .sort((a, b) => a.distance - b.distance);
  return (
    <ul class="jv-enemies" aria-label="Targets">
      {list.map((o) =>
        brief && o.target.id !== target ? (
          <li key={o.target.id} class="brief" title={o.noShot ?? (o.cover ? `In cover: save ${o.saveNeed}` : undefined)} onClick={() => pick(o.target.id)}>
            <b>{o.target.name}</b>{' '}
            <span class="what">
              <span class="hint">{inches(o.distance)}</span> · {enemyBrief(o)}
            </span>
          </li>
        ) : (
        <li key={o.target.id} class={o.target.id === target ? 'on' : ''} onClick={() => pick(o.target.id)}>
          <b>{o.target.name}</b> <span class="hint">{inches(o.distance)}</span>
          <br />
          {o.fight
            ? `fight ${o.fightNeed}/20 (${pct(o.fightNeed)})`
            : o.noShot
              ? o.noShot
              : `shoot ${o.shootNeed}/20 (${pct(o.shootNeed)})${o.cover ? `, in cover: save ${o.saveNeed}` : ''}; then bravery ${o.braveNeed}`}
          {!o.noCharge && !o.fight && (
            <>
              <br />
              charge: your nerve {o.chargeBrave}, theirs {o.target.skills.bravery}, fight {o.chargeFight}/20
            </>
          )}
        </li>
        ),
      )}
    </ul>
  );
}

function Forces({ s, open, pick }: { s: JumonvilleState; open: boolean; pick: (id: string) => void }) {
  const count = (team: 'red' | 'black') => onTable(s).filter((f) => f.team === team).length;
  return (
    <details class="jv-forces-fold" open={open}>
      <summary>
        Forces: {teamName('red')} {count('red')}, {teamName('black')} {count('black')}
      </summary>
      <div class="jv-forces">
      {(['red', 'black'] as const).map((team) => (
        <div key={team}>
          <h3 style={{ color: TEAM_CSS[team] }}>
            {teamName(team)} · {count(team)} on the table
          </h3>
          <ul>
            {s.figures
              .filter((f) => f.team === team)
              .map((f) => (
                <li key={f.id} class={f.removed ? 'gone' : ''} title={f.name} onClick={() => !f.removed && pick(f.id)}>
                  <span class="jv-dot" style={{ background: coatCss(f.side) }} /> <span class="jv-name">{f.name}</span>
                  {(f.removed || f.hits > 0) && <span class="jv-marks">{f.removed ? '(off)' : '●'.repeat(f.hits)}</span>}
                </li>
              ))}
          </ul>
        </div>
      ))}
      </div>
    </details>
  );
}
