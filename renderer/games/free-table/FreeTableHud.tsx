// The Free Table's own panels: the tray to take pieces from, and the seated player's hand.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { HudProps } from '../mode';
import type { LogEntry } from '../../engine/action-log';
import type { TableUi } from '../../table/table-ui';
import { Curtain } from '../../kits/shell/SeatControls';
import { CARD_SIZE, COLOURS, FIGURE_SHAPES, HIDDEN_CARD, TERRAIN_KINDS, cardName, handOf, cardSymbol, describePiece, keptBecause, type FreeTableAction, type FreeTableDetail, type FreeTableState, type Piece, type PieceSpec } from './rules';
import { isRound, pieceIcon, pieceSize } from './art';
import { clampOnTable, freeSpot, halfExtents } from './placement';

/** The piece a tray item would put down, to paint its picture. */
function preview(spec: PieceSpec): Piece {
  const at = { id: 'tray', x: 0, y: 0, angle: 0 };
  switch (spec.kind) {
    case 'token':
    case 'figure':
      return { ...at, ...spec, flipped: false };
    case 'die':
      return { ...at, ...spec, face: spec.sides === 6 ? 5 : 20 };
    case 'deck':
      return { ...at, kind: 'deck', name: '' };
    default:
      return { ...at, ...spec };
  }
}

interface Ghost {
  x: number;
  y: number;
  label: string;
}

/**
 * Drag from a DOM element onto the table; a press without a drag counts as a click, and so do
 * Enter and Space on the button (a click the keyboard makes has no pointer press before it).
 */
function useDragToTable(ui: TableUi, setGhost: (g: Ghost | null) => void) {
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  return (label: string, onDrop: (at: { x: number; y: number }) => void, onClick: () => void) => ({
    onPointerDown: (e: PointerEvent) => {
      if (e.button !== 0) return;
      (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
      start.current = { x: e.clientX, y: e.clientY, moved: false };
    },
    onPointerMove: (e: PointerEvent) => {
      const s = start.current;
      if (!s) return;
      if (!s.moved && Math.hypot(e.clientX - s.x, e.clientY - s.y) > 5) s.moved = true;
      if (s.moved) setGhost({ x: e.clientX, y: e.clientY, label });
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      setGhost(null);
      if (!s) return;
      if (!s.moved) return onClick();
      const at = ui.view?.pageToWorld(e.clientX, e.clientY);
      if (at) onDrop(at);
    },
    onPointerCancel: () => {
      start.current = null;
      setGhost(null);
    },
    onClick: (e: MouseEvent) => {
      if (e.detail === 0) onClick();
    },
  });
}

/** The wheel's up and down moves a row that overflows sideways along it (a trackpad's sideways swipe works as ever). */
function scrollSideways(e: WheelEvent): void {
  const row = e.currentTarget as HTMLElement;
  if (e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY) || row.scrollWidth <= row.clientWidth) return;
  const step = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? e.deltaY * 16 : e.deltaMode === WheelEvent.DOM_DELTA_PAGE ? e.deltaY * row.clientWidth : e.deltaY;
  row.scrollLeft += step;
  e.preventDefault();
}

export function FreeTableHud({ session, ui }: HudProps<FreeTableState>) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const drag = useDragToTable(ui, setGhost);
  const state = session.view;

  const place = (spec: PieceSpec, at?: { x: number; y: number }) => {
    const centre = ui.view?.centre() ?? { x: state.size.width / 2, y: state.size.height / 2 };
    const size = pieceSize(preview(spec), state.options);
    const sizeOf = (p: Piece) => pieceSize(p, state.options);
    // Dropped by the edge, it lies wholly on the cloth, as a piece carried there does.
    const { x, y } = at ? clampOnTable(state.size, { ...at, half: halfExtents(size, 0, isRound(preview(spec))) }) : freeSpot(state, centre.x, centre.y, { ...size, terrain: spec.kind === 'terrain' }, sizeOf);
    const refused = session.act({ type: 'place', spec, x, y, angle: 0 });
    if (refused) ui.toast(refused.message, 'error');
  };
  const picture = (spec: PieceSpec) => <img src={pieceIcon(preview(spec), state.options)} alt="" draggable={false} />;
  const item = (spec: PieceSpec, label: string, body: preact.ComponentChildren = picture(spec)) => (
    <button
      class="tray-item"
      aria-label={`Add ${label}`}
      title={`Add ${label} (click, or drag onto the table)`}
      key={label}
      {...drag(label, (at) => place(spec, at), () => place(spec))}
    >
      {body}
    </button>
  );

  // Undo that stops at a throw or a deal says why, rather than "Nothing to undo." under a log of moves.
  useEffect(() => {
    ui.undoNone = () => {
      const last = session.log.at(-1) as LogEntry<FreeTableAction, FreeTableDetail> | undefined;
      const why = last && keptBecause(last);
      return why ? `Nothing to undo: ${why}` : null;
    };
    return () => {
      ui.undoNone = null;
    };
  }, [session, ui]);

  // Two people at one computer, resumed: nobody knows who sat down, so while anyone holds cards the
  // table starts behind a curtain until whoever took the mouse says which seat is theirs.
  const [resumed, setResumed] = useState(() => session.log.length > 0);
  const people = session.players.flatMap((p, i) => (p.control === 'human' ? [i] : []));
  const cardsHeld = session.state.players.some((_, i) => handOf(session.state, i).length > 0);
  const curtain = resumed && people.length > 1 && cardsHeld;
  const sitAt = (seat: number) => {
    setResumed(false);
    session.setViewer(seat);
  };

  // Behind the curtain the hand is not even drawn.
  const hand = curtain ? [] : handOf(state, session.viewer);
  const seat = session.players[session.viewer]?.name ?? 'You';
  const play = (card: string, faceUp: boolean, at?: { x: number; y: number }) => {
    // Clicked rather than dragged: beside what lies in the middle of the view (the deck, often), not over it.
    const centre = ui.view?.centre() ?? { x: state.size.width / 2, y: state.size.height / 2 };
    const where = at ? clampOnTable(state.size, { ...at, half: halfExtents(CARD_SIZE, 0) }) : freeSpot(state, centre.x, centre.y, { ...CARD_SIZE, terrain: false }, (p) => pieceSize(p, state.options));
    const refused = session.act({ type: 'play', card, x: where.x, y: where.y, faceUp });
    if (refused) ui.toast(refused.message, 'error');
  };

  return (
    <>
      {/* data-covers: the table brings what is put down under a panel out from under it (App.uncovered). */}
      <aside class="tray interactive" aria-label="Tray" data-covers="left">
        <h2>Tray</h2>
        <h3>Tokens</h3>
        <div class="items">
          {COLOURS.map((c) => item({ kind: 'token', colour: c, label: '' }, `${c} token`))}
        </div>
        <h3>Figures</h3>
        <div class="items">
          {(['red', 'blue'] as const).flatMap((c) =>
            FIGURE_SHAPES.map((shape) => item({ kind: 'figure', colour: c, shape }, `${c} ${shape}`)),
          )}
        </div>
        <h3>Dice</h3>
        <div class="items">
          {item({ kind: 'die', sides: 6, colour: 'white' }, 'white d6')}
          {item({ kind: 'die', sides: 6, colour: 'red' }, 'red d6')}
          {item({ kind: 'die', sides: 6, colour: 'blue' }, 'blue d6')}
          {item({ kind: 'die', sides: 20, colour: 'green' }, 'green d20')}
        </div>
        <h3>Measures and cards</h3>
        <div class="items wide">
          {item({ kind: 'stick' }, 'matchstick', <span>Matchstick</span>)}
          {item({ kind: 'deck' }, 'deck of cards', <span>Deck of cards</span>)}
        </div>
        <h3>Terrain</h3>
        <div class="items">
          {TERRAIN_KINDS.map((t) => item({ kind: 'terrain', terrain: t }, describePiece({ kind: 'terrain', terrain: t })))}
        </div>
      </aside>
      {/* A hand longer than the window scrolls sideways: the wheel, which goes up and down, did
          nothing over it, and a mouse without a sideways wheel could not reach its last cards. */}
      <section class="hand interactive" aria-label={`${seat}'s hand`} data-covers="bottom" onWheel={scrollSideways}>
        <span class="label">{hand.length ? `${seat}'s hand` : `${seat}'s hand is empty`}</span>
        {hand.map((card, i) => {
          if (card === HIDDEN_CARD) return <span key={i} class="playing-card back" aria-label="A hidden card" />;
          const sym = cardSymbol(card);
          return (
            <button
              key={card}
              class={`playing-card${sym.red ? ' red' : ''}`}
              aria-label={`Play the ${cardName(card)}`}
              title={`${cardName(card)}: drag onto the table to play it face up; right-click for more`}
              {...drag(cardName(card), (at) => play(card, true, at), () => play(card, true))}
              onContextMenu={(e) => {
                e.preventDefault();
                ui.contextMenu(e.pageX, e.pageY, [
                  { label: 'Play face up', run: () => play(card, true) },
                  { label: 'Play face down', run: () => play(card, false) },
                ]);
              }}
            >
              {sym.rank}
              {sym.suit.length === 1 ? sym.suit : ''}
            </button>
          );
        })}
      </section>
      {curtain && (
        <Curtain id="free-resume-curtain" title="Who is at the table?" button={`I am ${seat}: show my hand`} onLift={() => sitAt(session.viewer)}>
          <p>The cards in everyone's hands stay hidden until whoever has the mouse says which seat is theirs.</p>
          <p>
            {people
              .filter((i) => i !== session.viewer)
              .map((i) => (
                <button key={i} type="button" onClick={() => sitAt(i)}>
                  I am {session.players[i]?.name ?? `Player ${i + 1}`}
                </button>
              ))}
          </p>
        </Curtain>
      )}
      {ghost && (
        <div class="drag-ghost toast" style={{ left: `${ghost.x}px`, top: `${ghost.y}px` }}>
          {ghost.label}
        </div>
      )}
    </>
  );
}
