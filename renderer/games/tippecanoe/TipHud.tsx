// Tippecanoe's panel: what the step asks of the seat at the screen (the rules' own step, in
// words), the buttons for the step's moves that are not a card (Muster, Supply, March, the
// attack, Pass...), the last round's breakdown, and the curtain between two people at one
// computer whenever the seat to act changes.
import { useEffect, useState } from 'preact/hooks';
import type { LogEntry } from '../../engine/action-log';
import type { HudProps } from '../mode';
import { useStore } from '../../kits/shell/use-store';
import { Curtain } from '../../kits/shell/SeatControls';
import { useMedia } from '../../kits/shell/use-media';
import { SIDE_NAMES, actor, legalMoves, type Side, type TipAction, type TipState } from './rules';
import { headingWords, seatWords, stepWords, theirMoves, tipStore, undoNoneWords } from './tip-ui';

/** The moves a button makes, in the order shown, with its words. */
const BUTTONS: readonly { action: TipAction; label: string; title: string }[] = [
  { action: { type: 'muster' }, label: 'Muster', title: 'The Civil Chief draws seven warriors; you keep five' },
  { action: { type: 'war-chief' }, label: 'War Chief', title: 'Hand command to the War Chief, for the rest of the game' },
  { action: { type: 'supply' }, label: 'Supply', title: 'Draw three ammunition, five weapons and a tactic' },
  { action: { type: 'march' }, label: 'March', title: 'Draw a tactic and a condition' },
  { action: { type: 'attack', kind: 'ranged' }, label: 'Ranged', title: 'A ranged attack: both sides spend an ammunition card' },
  { action: { type: 'attack', kind: 'melee' }, label: 'Hand to hand', title: 'Close in: no ammunition spent' },
  { action: { type: 'tactic', card: null }, label: 'Pass', title: 'Play no tactic this round' },
  { action: { type: 'end-turn' }, label: 'End turn', title: 'End your turn' },
  { action: { type: 'call-battle' }, label: 'Call the battle', title: 'Attack now, before the army reaches the town' },
];

const same = (a: TipAction, b: TipAction) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A window too short for the whole panel at its fullest (styles.css's .tip-score rule uses the same
 * height): what the other side did is told in its last two lines, not three (the log has the rest).
 */
const SHORT_WINDOW = '(max-height: 660px)';

export function TipHud({ session, ui, thinking, restart }: HudProps<TipState>) {
  const animating = useStore(tipStore(session), (t) => t.animating);
  const shownRound = useStore(tipStore(session), (t) => t.round);
  const shownDay = useStore(tipStore(session), (t) => t.day);
  // The log entries the table has yet to play out: what the other side did is told once it is shown.
  const unshown = useStore(ui.store, (t) => t.unshown);
  const short = useMedia(SHORT_WINDOW);
  const s = session.view;
  const seat = session.viewer as Side;
  const players = session.players;
  const toAct = actor(session.state);
  const mine = !s.result && toAct === seat && players[seat]?.control === 'human' && !animating && thinking === null;
  const legal = mine ? legalMoves(s, seat) : [];
  const buttons = BUTTONS.filter((b) => legal.some((m) => same(m, b.action)));
  // Two people at one computer: when the other person is to act, the table is hidden until they take the mouse.
  // A game begun or resumed starts behind it too (nobody has said who sat down: whoever pressed Start
  // may be the other player), until the seat to act lifts it.
  const [unseated, setUnseated] = useState(true);
  const people = players.filter((p) => p.control === 'human').length > 1;
  const curtain =
    !s.result && !animating && toAct !== null && players[toAct]?.control === 'human' && players[seat]?.control === 'human' && (toAct !== seat || (unseated && people));
  // Between two people the table always holds the hand (or the muster) of the seat at the screen
  // face up: no picture of it for the saves list, which the other sees too.
  useEffect(() => {
    ui.privateTable = () => session.players.filter((p) => p.control === 'human').length > 1 && !session.state.result;
    return () => {
      ui.privateTable = null;
    };
  }, [session, ui]);
  // Undo with nothing to take back says why: cards drawn and dice rolled have been seen, the computer's moves stand.
  useEffect(() => {
    const none = () => undoNoneWords(session.log.at(-1) as LogEntry<TipAction> | undefined, session.players, session.state);
    ui.undoNone = none;
    return () => {
      if (ui.undoNone === none) ui.undoNone = null;
    };
  }, [session, ui]);
  const act = (action: TipAction) => {
    const refused = session.act(action, seat);
    if (refused) ui.toast(refused.message, 'error');
  };
  // A round's breakdown once its dice have landed on the table, not while they roll.
  const fought = s.battle?.last ?? null;
  const last = fought && (!animating || fought.round === shownRound) ? fought : null;
  // The battle's outcome, and Another battle, once the table has shown it: not while the last removals still fly.
  const over = !s.result ? null : animating ? 'playing' : 'shown';
  const log = session.log;
  const theirs = s.result ? null : theirMoves(log.slice(0, Math.max(0, log.length - unshown)), seat, short ? 2 : 3);
  const them = SIDE_NAMES[(1 - seat) as Side];

  return (
    <>
      <aside class="t18-panel interactive" aria-label="Battle of Tippecanoe">
        <h2>{headingWords(s, fought && (!last || over === 'playing') ? fought.round : null, animating ? shownDay : null)}</h2>
        <p class="hint">
          {seatWords(players[seat]?.name, seat)}
          {s.battle ? '' : s.chief === 'war' ? ' · the War Chief leads the Confederacy' : ' · the Civil Chief leads the Confederacy'}
        </p>
        {over === 'shown' && s.result ? (
          <>
            <p class="t18-result" role="status">
              {s.result.text}
            </p>
            <div class="t18-buttons">
              <button class="primary" onClick={() => restart(session.history.setup)}>
                Another battle
              </button>
            </div>
          </>
        ) : (
          <p role="status" aria-label="What to do">
            {animating ? 'The table plays the move back…' : thinking !== null ? `${players[thinking]?.name ?? 'The computer'} is thinking…` : stepWords(s, seat)}
          </p>
        )}
        {buttons.length > 0 && (
          <div class="t18-buttons tip-moves" role="group" aria-label="Moves">
            {buttons.map((b) => (
              <button key={b.label} class={b === buttons[0] ? 'primary' : ''} title={b.title} onClick={() => act(b.action)}>
                {b.label}
              </button>
            ))}
          </div>
        )}
        {theirs && theirs.lines.length > 0 && (
          <div class="tip-theirs">
            {/* Each line names the side ("US attacks at range"): one line of heading, not two. */}
            <p>{theirs.heading}</p>
            <ul aria-label={`What the ${them} did`}>
              {theirs.lines.map((line, i) => [
                theirs.more?.at === i && (
                  <li key="more" class="hint tip-more">
                    {theirs.more.text}
                  </li>
                ),
                <li key={i}>{line}</li>,
              ])}
            </ul>
          </div>
        )}
        {last && (
          <table class="tip-score" aria-label="Last round">
            <caption>
              Round {last.round}: {last.attack === 'ranged' ? 'ranged' : 'hand to hand'}
            </caption>
            <thead>
              <tr>
                <th />
                <th>{SIDE_NAMES[0]}</th>
                <th>{SIDE_NAMES[1]}</th>
              </tr>
            </thead>
            <tbody>
              {(['units', 'weapons', 'special', 'tactics', 'dice', 'total'] as const).map((k) => (
                <tr key={k}>
                  <th>{k.charAt(0).toUpperCase() + k.slice(1)}</th>
                  <td>{last.scores[0][k]}</td>
                  <td>{last.scores[1][k]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!s.result && players[seat]?.control === 'human' && (
          <div class="t18-tools">
            <button
              onClick={() =>
                // One click ends the battle for good (across machines Undo is refused once it is over): asked first.
                void ui
                  .confirm('Concede the battle?', `The ${SIDE_NAMES[seat]} side gives up, and the battle ends: the ${SIDE_NAMES[(1 - seat) as Side]} side wins.`, 'Concede')
                  .then((yes) => yes && act({ type: 'concede' }))
              }
              disabled={toAct !== seat || animating}
              title="Give up the battle"
            >
              Concede
            </button>
          </div>
        )}
      </aside>
      {curtain && toAct !== null && (
        <Curtain
          id="tip-curtain"
          title={`Pass to ${players[toAct]?.name}`}
          button={`I am ${players[toAct]?.name}: show my hand`}
          onLift={() => {
            setUnseated(false);
            session.setViewer(toAct);
          }}
        >
          <p>
            {players[toAct]?.name}, take the mouse: the table will show your hand.{' '}
            {players.flatMap((p, i) => (i !== toAct && p.control === 'human' ? [`${p.name}, look away.`] : [])).join(' ')}
          </p>
        </Curtain>
      )}
    </>
  );
}
