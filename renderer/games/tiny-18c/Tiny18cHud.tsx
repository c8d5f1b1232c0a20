// Tiny 18c's panel: what phase it is and what to do, the orders given so far, Commit, the
// curtain between two players at one computer, and the board in the seed's notation.
import { useEffect, useState } from 'preact/hooks';
import type { HudProps } from '../mode';
import type { MatchSetup } from '../../engine/game';
import { useStore } from '../../kits/shell/use-store';
import { Curtain } from '../../kits/shell/SeatControls';
import { Dialog } from '../../kits/shell/Dialog';
import { boardText, waitingFor, withBoard, SIDE_NAMES, type Orders, type Side, type Tiny18cOptions, type Tiny18cState } from './rules';
import { clearDraft, sideAfterName, commitDraft, draftProblem, draftStore, readDraft, sitDown, tableShowsSecrets, undoNoneWords, unplaced, writeDraft } from './orders';
import { tiny18c } from './game';
import { lastResolution } from './told';
import { describeOrders } from './orders-lines';

const PHASE_NAMES = { deploy: 'Deployment', scouts: "Scouts' deployment", movement: 'Movement', declarations: 'Declarations', over: 'Battle over' } as const;

const HOW_TO: Record<Orders['phase'], string> = {
  deploy: 'Click a square of your home row for each unit (click a unit first to choose which), or drag each unit to its square. Click a placed unit to take it back.',
  scouts: 'Place your scouts in the row in front of your home row.',
  movement: 'Click a unit, then where it goes (or drag it there): one space, diagonals too; cavalry one or two in a straight line. Units without orders stay.',
  declarations:
    'One action: click a unit, then a square next to it (a move) or an enemy (a charge). Guns that have not moved: click the gun, then any enemy, to shoot. Right-click a unit to cancel its orders.',
};

export function Tiny18cHud({ session, ui, thinking, restart }: HudProps<Tiny18cState>) {
  useStore(draftStore(session), (d) => d.key + JSON.stringify(d.orders) + d.selected + d.animating + d.given);
  const animating = useStore(draftStore(session), (d) => d.animating);
  const screened = useStore(draftStore(session), (d) => d.screened);
  const [pasting, setPasting] = useState<string | null>(null);
  const s = session.view;
  // While a resolution plays out, the heading and the board speak of the phase being carried out
  // and the board it starts from, as the table does, not of where it will end (nor who won).
  const before = animating ? (session.stateAt(session.history.cursor - 1) ?? s) : s;
  const seat = session.viewer as Side;
  const players = session.players;
  const me = players[seat];
  const other = (seat === 0 ? 1 : 0) as Side;
  const waiting = waitingFor(s);
  // Two people at one computer: once the other has the mouse, orders given in secret are their
  // giver's alone (taken back only from the curtain, before passing it): Undo says so.
  useEffect(() => {
    const refusal = (): string | null => {
      const at = session.viewer as Side;
      const giver = (at === 0 ? 1 : 0) as Side;
      const st = session.state;
      const people = session.players.filter((p) => p.control === 'human').length > 1;
      if (!people || !st.committed[giver] || st.committed[at] || st.result) return null;
      const name = session.players[giver]?.name ?? 'The other player';
      return `${name}'s orders are given in secret and stay as given: only ${name} could take them back, before passing the mouse.`;
    };
    ui.undoBarred = refusal;
    // Undo with nothing to take back says how orders not yet given are taken back, or that those carried out stand.
    const none = () => undoNoneWords(session);
    ui.undoNone = none;
    // The table draws the orders of the seat at the screen (given or being drawn up): no picture
    // of it for the saves list, which the other player sees too.
    const privateTable = (): boolean => tableShowsSecrets(session);
    ui.privateTable = privateTable;
    return () => {
      // Cleared only if still this panel's (a panel made anew may have set its own first).
      if (ui.undoBarred === refusal) ui.undoBarred = null;
      if (ui.undoNone === none) ui.undoNone = null;
      if (ui.privateTable === privateTable) ui.privateTable = null;
    };
  }, [session, ui]);
  const myTurn = waiting.includes(seat) && me?.control === 'human';
  // Orders are asked for only when nothing else is going on: no playback, no computer deciding.
  const ordering = myTurn && !animating && thinking === null;
  const { orders } = readDraft(session);
  const problem = myTurn ? draftProblem(s, seat, orders) : null;
  const toPlace = myTurn ? unplaced(s, seat, orders).length : 0;
  // Two people at one computer: once one has committed, a curtain until the other takes the seat.
  const curtain = !s.result && !waiting.includes(seat) && waiting.includes(other) && players[other]?.control === 'human';
  // Only orders committed at this table, in this sitting, with nothing after them, can be taken back
  // from the curtain: after a reload or Continue, whoever is at the mouse may be the other player.
  const givenHere = draftStore(session).get().given === session.history.cursor;
  // A game begun or resumed between two people whose seat at the screen is to give orders: nobody has
  // said who has the mouse, so a curtain until that seat lifts it (its orders begun before come back then).
  const resumedFor = !!screened && !curtain && !s.result && waiting.includes(seat) && me?.control === 'human';

  // What the last orders carried out did, once the table has shown it.
  const happened = animating ? [] : lastResolution(session.log);
  const commit = () => {
    const refused = commitDraft(session);
    if (refused) ui.toast(refused.message, 'error');
  };
  // The one who has just committed, still at the screen behind the curtain, may take their orders
  // back while they are secret (the toolbar's Undo is under the curtain): they return as the draft.
  const takeBack = () => {
    if (!session.undo()) ui.toast('These orders can no longer be taken back.', 'error');
  };
  const suggest = () => {
    const action = tiny18c.bot?.(s, seat, 'normal');
    if (action) writeDraft(session, action.orders, null);
  };
  const copy = () => {
    void navigator.clipboard.writeText(boardText(s)).then(
      () => ui.toast('The board is on the clipboard, in the notation of the rules.', 'success'),
      () => ui.toast('The clipboard is not available here.', 'error'),
    );
  };
  const startFrom = (text: string) => {
    const current = session.history.setup as MatchSetup<Tiny18cOptions>;
    const from = withBoard(current.options, text);
    if (!from.ok) return ui.toast(from.message, 'error');
    setPasting(null);
    restart({ ...current, options: from.options });
  };

  return (
    <>
      <aside class="t18-panel interactive" aria-label="Orders">
        <h2>
          {before.phase === 'movement' || before.phase === 'declarations' ? `Turn ${before.turn} · ` : ''}
          {PHASE_NAMES[before.phase]}
        </h2>
        {s.result && !animating ? (
          <>
            <p class="t18-result" role="status">
              {s.result.text}
            </p>
            <div class="t18-buttons">
              <button class="primary" onClick={() => restart(session.history.setup)} title="The same sides and armies, a fresh battle">
                Another battle
              </button>
            </div>
          </>
        ) : animating ? (
          <p class="hint">The orders are being carried out.</p>
        ) : thinking !== null ? (
          // The same as the sign over the table: while the computer decides, nobody is asked for orders.
          <p class="hint">
            <strong>{players[thinking]?.name ?? 'The computer'}</strong> is thinking about its orders…
          </p>
        ) : ordering ? (
          <>
            <p>
              <strong>{me?.name}</strong>
              {sideAfterName(me?.name, seat)}: your orders.
            </p>
            <p class="hint">{HOW_TO[orders.phase]}</p>
          </>
        ) : (
          <p class="hint">Waiting for {waiting.map((w) => players[w]?.name ?? SIDE_NAMES[w]).join(' and ')}.</p>
        )}
        {ordering && (
          <>
            <ul class="t18-orders" aria-label="Your orders">
              {describeOrders(s, orders).map((line) => (
                <li key={line}>{line}</li>
              ))}
              {describeOrders(s, orders).length === 0 && <li class="hint">{orders.phase === 'declarations' ? 'No action, no shots.' : orders.phase === 'movement' ? 'Every unit stays.' : 'Nothing placed yet.'}</li>}
            </ul>
            {problem && toPlace === 0 && <p class="t18-problem">{problem}</p>}
            <div class="t18-buttons">
              <button class="primary" disabled={!!problem} onClick={commit} title={problem ?? 'Commit these orders; the other side cannot see them'}>
                Commit orders
              </button>
              <button onClick={() => clearDraft(session)}>Clear</button>
              <button onClick={suggest} title="Let the computer propose orders for you">
                Suggest
              </button>
            </div>
          </>
        )}
        {happened.length > 0 && (
          // Closed while orders are given (they are long); open once the battle is over, to say how it ended.
          <details class="t18-happened" aria-label="What the last orders did" open={!!s.result}>
            <summary>What the last orders did ({happened.length === 1 ? '1 line' : `${happened.length} lines`})</summary>
            <ul>
              {happened.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </details>
        )}
        <div class="t18-tools">
          <button onClick={copy}>Copy board as text</button>
          {/* A pasted board starts a new battle: across machines, mid-battle, that would take this player
              to a room of their own, unasked, the others left waiting in this one. Once it is over, the
              others are asked to follow (as by Another battle). */}
          <button
            disabled={session.remote && !s.result}
            title={session.remote && !s.result ? 'Across machines, a battle from a pasted board starts once this battle is over: your friends are then asked to join it.' : 'Start a new battle from a board in notation'}
            onClick={() => setPasting(boardText(s))}
          >
            Paste board…
          </button>
        </div>
        <pre class="t18-board" aria-label="Board in notation">
          {boardText(before)}
        </pre>
      </aside>
      {curtain && (
        <Curtain
          id="t18-curtain"
          title={givenHere ? `Pass to ${players[other]?.name}` : `${players[other]?.name}'s turn to give orders`}
          button={`I am ${players[other]?.name}: show my side`}
          onLift={() => sitDown(session, other)}
        >
          {givenHere ? (
            <p>
              {me?.name} has given their orders. {players[other]?.name}, take the mouse; {me?.name}, look away.
            </p>
          ) : (
            // A game continued or reloaded between the two: the log says who has given orders, not who is at the mouse.
            <p>
              This game was resumed after {me?.name} gave their orders: they stay secret, and as given. {players[other]?.name}, it is your turn to give
              yours: take the mouse.
            </p>
          )}
          {givenHere && session.canUndo && (
            <p>
              {me?.name}, not done yet?{' '}
              <button onClick={takeBack} title={`${me?.name}: change your orders before ${players[other]?.name} gives theirs`}>
                Take back my orders
              </button>
            </p>
          )}
        </Curtain>
      )}
      {resumedFor && (
        <Curtain id="t18-curtain" title={`${me?.name}'s turn to give orders`} button={`I am ${me?.name}: show my side`} onLift={() => sitDown(session, seat)}>
          {screened === 'begun' ? (
            // A new game: whoever pressed Start may be the other player, who should not watch these orders drawn up.
            <p>
              A new game, and {me?.name} gives orders first: {me?.name}, take the mouse; {players[other]?.name}, look away.
            </p>
          ) : (
            <p>
              This game was resumed, and it is {me?.name}'s turn to give orders: {me?.name}, take the mouse. Orders you had begun and not given come back when you
              show your side.
            </p>
          )}
        </Curtain>
      )}
      {pasting !== null && (
        <Dialog
          title="Start from a board"
          onClose={() => setPasting(null)}
          footer={
            <>
              <button onClick={() => setPasting(null)}>Cancel</button>
              <button class="primary" onClick={() => startFrom(pasting)}>
                Start from this board
              </button>
            </>
          }
        >
          <p class="hint">
            Paste a board in the rules' notation: five rows of five, • for an empty space, the attacker in capitals, the defender in lower case. A new battle starts from it at turn 1.
          </p>
          <textarea aria-label="Board" rows={6} class="t18-paste" autofocus value={pasting} onInput={(e) => setPasting(e.currentTarget.value)} />
        </Dialog>
      )}
    </>
  );
}
