// Print-and-play for the battle on screen, on the sheet engine (kits/print): the 5 × 5 field in
// 30 mm squares inside its frame, a counter for every unit of both armies (bonus militia and
// scouts too) and spares of each type, orders pads for each side to the turn limit, the turn in brief and the
// notation with the position as it stands. Counters are the table's own painter, drawn as vector.
import type { CutSection, Piece, SheetSet } from '../../kits/print/layout/layout';
import type { Face } from '../../kits/print/SheetPages';
import { FaceCache } from '../../kits/print/vector';
import { hexColour } from '../../table/textures';
import { ARTILLERY_HITS_ON } from './rules/resolve';
import { SIDE_NAMES, SIZE, UNIT_NAMES, UNIT_TYPES, boardToText, type Side, type Tiny18cState, type UnitType } from './rules';
import { FIELD, SIDE_HEX, paintCounter, paintField } from './art';
import './sheets.css';

/** Millimetres, as cut: a square of the field, its frame, a counter, an orders pad. */
export const SQUARE_MM = 30;
export const FRAME_MM = 10;
export const FIELD_MM = SIZE * SQUARE_MM + 2 * FRAME_MM;
export const COUNTER_MM = 22;
/** Two pads side by side on A4 with bleed (184 mm between the marks' room). */
export const PAD = { w: 88, h: 66 } as const;
export const SPARES_PER_TYPE = 2;
const PAD_TURNS = 8;

/** Spares carry the type's letter in the side's case: capitals for the attacker. */
const sideLetter = (side: Side, type: UnitType): string => (side === 0 ? type : type.toLowerCase());

/** A pad's rows: turns `first` to `last`, a pad of PAD_TURNS rows (the last pad's spare rows left blank). */
function OrdersPad({ side, first, last }: { side: Side; first: number; last: number }) {
  return (
    <div class="t18p-pad">
      <h3 style={{ color: hexColour(SIDE_HEX[side]) }}>{SIDE_NAMES[side]}'s orders</h3>
      <table>
        <thead>
          <tr>
            <th class="turn">Turn</th>
            <th>Moves (unit → square)</th>
            <th>Move or charge</th>
            <th>Guns fire at</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: PAD_TURNS }, (_, i) => (
            <tr key={i}>
              <td class="turn">{first + i <= last ? first + i : ''}</td>
              <td />
              <td />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TurnInBrief({ turnLimit }: { turnLimit: number }) {
  return (
    <div class="t18p-ref">
      <ol>
        <li>
          <b>Deploy</b> (once, both at once): every unit but scouts on its home row, one to a square; each militia brings a bonus militia, which stands in
          front of it. Then, having seen the enemy, place the scouts in the row in front.
        </li>
        <li>
          <b>Movement</b>: every unit one square in any direction, or stays; cavalry may go two in a straight line (over an empty square). Both sides want a
          square: the defender gets it. No swapping places.
        </li>
        <li>
          <b>Declarations</b>: one move or one charge a side. A charge steps one square towards an enemy and, next to it, fights an early extra combat. Guns
          that did not move may also shoot any enemy: a die, {ARTILLERY_HITS_ON}+ hits and forces it back; a unit moving or charging is missed.
        </li>
        <li>
          <b>Combat</b>: scouts next to an enemy step away (unless flanked). Every pair of enemies side by side, diagonals too, fights at once: +1 for each
          of your units beside the enemy (top, bottom, left, right; infantry also diagonally), +2 for advantage. The lower score falls back a square towards
          home; a tie does nothing.
        </li>
      </ol>
      <div class="t18p-ref-side">
        <p>
          <b>Advantage</b>: infantry over pike · cavalry over infantry · pike over cavalry · everyone over artillery · anyone charging militia. Pike always
          win against a charge.
        </p>
        <p>
          <b>Rout</b>: a unit forced back while flanked by two or more enemies, or with no square to fall back to, and artillery forced back at all, leave
          the field.
        </p>
        <p>
          <b>Winning</b>: a side loses when a quarter of its units (rounded up, at least one) have routed. No winner by the end of turn {turnLimit}: a draw.
        </p>
      </div>
    </div>
  );
}

function Notation({ state }: { state: Tiny18cState }) {
  const lost = (side: Side) => state.units.filter((u) => u.side === side && u.routed).length;
  const army = (side: Side) =>
    state.units
      .filter((u) => u.side === side)
      .map((u) => u.id)
      .join(' ');
  const now = state.result
    ? `The field at the end: ${state.result.text}`
    : state.units.some((u) => u.at)
      ? `The field now (turn ${state.turn}, ${state.phase}; routed: ${SIDE_NAMES[0]} ${lost(0)}, ${SIDE_NAMES[1]} ${lost(1)}):`
      : 'The field now, before deployment:';
  return (
    <div class="t18p-notation">
      <p class="t18p-key">
        Squares: file a–e from left to right as printed (the defender's left to right), rank 1 (the defender's home row) to 5 (the attacker's), so a5, top left, is on the attacker's right hand. Units: the
        letter of the type ({UNIT_TYPES.map((t) => `${t} ${UNIT_NAMES[t]}`).join(', ')}), capitals for the attacker and lower case for the defender, numbered
        when a type repeats (I1, I2). Orders: <code>I1 → c4</code> (a move) · <code>Charge: C on p</code> · <code>Shot: A at i2</code>. A board is written as
        five rows of five, <code>•</code> for an empty square, the attacker's home row first.
      </p>
      <div class="t18p-now">
        <figure>
          <figcaption>{now}</figcaption>
          <pre aria-label="Position in notation">{boardToText(state.units)}</pre>
        </figure>
        <p class="t18p-armies">
          {SIDE_NAMES[0]}: {army(0)}
          <br />
          {SIDE_NAMES[1]}: {army(1)}
          <br />
          Turn limit {state.options.turnLimit}
        </p>
      </div>
    </div>
  );
}

/** Tiny 18c's print-and-play set for a battle in this state. */
export function tiny18cSheetSet(state: Tiny18cState): SheetSet<Face> {
  const faces = new FaceCache();
  // The engine names each piece (its label) for screen readers: the pictures inside say nothing more.
  const counter =
    (label: string, side: Side, type: UnitType): Face =>
    () => <img src={faces.url(`${side}-${label}-${type}`, COUNTER_MM, COUNTER_MM, (c, w, h) => paintCounter(c, w, h, label, side, type))} alt="" />;
  const counters = ([0, 1] as const).map((side): CutSection<Face> => {
    const units = state.units.filter((u) => u.side === side);
    const spares = UNIT_TYPES.flatMap((type) =>
      Array.from({ length: SPARES_PER_TYPE }, (_, i): Piece<Face> => ({
        key: `spare-${side}-${type}-${i}`,
        label: `${SIDE_NAMES[side]}'s spare ${UNIT_NAMES[type]}`,
        w: COUNTER_MM,
        h: COUNTER_MM,
        front: counter(sideLetter(side, type), side, type),
        edge: hexColour(SIDE_HEX[side]),
      })),
    );
    return {
      kind: 'cut',
      key: `counters-${side}`,
      title: `${SIDE_NAMES[side]}'s counters: ${units.map((u) => u.id).join(' ')}`,
      note: `Then ${SPARES_PER_TYPE} spares of each type, with the letter only: add a number in pen when a type repeats.`,
      pieces: [
        ...units.map(
          (u): Piece<Face> => ({
            key: `counter-${u.id}`,
            label: `${u.id} ${UNIT_NAMES[u.type]}`,
            w: COUNTER_MM,
            h: COUNTER_MM,
            front: counter(u.id, u.side, u.type),
            edge: hexColour(SIDE_HEX[side]),
          }),
        ),
        ...spares,
      ],
    };
  });
  return {
    title: 'Tiny 18c',
    sections: [
      {
        kind: 'cut',
        key: 'field',
        title: `The field: squares of ${SQUARE_MM} mm`,
        pieces: [
          {
            key: 'field',
            label: 'The field',
            w: FIELD_MM,
            h: FIELD_MM,
            front: () => <img src={faces.url('field', FIELD_MM, FIELD_MM, (c, w, h) => paintField(c, w, h, SQUARE_MM, FRAME_MM))} alt="" />,
            edge: hexColour(FIELD.frame),
          },
        ],
      },
      { kind: 'text', key: 'brief', title: 'The turn in brief', h: 60, face: () => <TurnInBrief turnLimit={state.options.turnLimit} /> },
      ...counters,
      {
        kind: 'cut',
        key: 'pads',
        title: 'Orders pads',
        note: `One a side for every ${PAD_TURNS} turns, to the turn limit (${state.options.turnLimit}): write your orders secretly, then both reveal.`,
        // Each row a pair for the same turns: the attacker's pad beside the defender's.
        pieces: Array.from({ length: Math.ceil(state.options.turnLimit / PAD_TURNS) }, (_, k) => k * PAD_TURNS + 1).flatMap((first) =>
          ([0, 1] as const).map((side) => {
            const last = Math.min(state.options.turnLimit, first + PAD_TURNS - 1);
            return { key: `pad-${side}-${first}`, label: `${SIDE_NAMES[side]}'s orders pad, turns ${first}–${last}`, w: PAD.w, h: PAD.h, front: () => <OrdersPad side={side} first={first} last={last} /> };
          }),
        ),
      },
      { kind: 'text', key: 'notation', title: 'Notation', h: 48, face: () => <Notation state={state} /> },
    ],
  };
}
