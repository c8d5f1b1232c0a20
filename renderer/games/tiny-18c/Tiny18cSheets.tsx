// Print-and-play sheets for the battle on screen, at true size on A4: the 5 × 5 field in 30 mm
// squares with both home rows marked and the turn in brief beside it; then counters for every unit
// of both armies (militia's bonus units and scouts too) and spares of each type to cut out, a
// secret-orders pad for each side and the board notation with the position as it stands.
import { useMemo } from 'preact/hooks';
import type { GameSession } from '../../kits/shell/session';
import { ARTILLERY_HITS_ON } from './rules/resolve';
import { SIDE_NAMES, SIZE, UNIT_NAMES, UNIT_TYPES, boardToText, homeRow, type Side, type Tiny18cState, type UnitType } from './rules';
import { hexColour, paintCanvas } from '../../table/textures';
import { SIDE_HEX, paintCounter } from './art';
import './sheets.css';

/** Millimetres: a counter, as cut out. */
const COUNTER_MM = 22;
/** Canvas pixels to a millimetre: sharp at any printer's resolution. */
const PX_PER_MM = 12;
const SPARES_PER_TYPE = 2;
const PAD_TURNS = 8;
const FILES = 'abcde';

interface Counter {
  key: string;
  label: string;
  side: Side;
  type: UnitType;
  spare: boolean;
}

const sideLetter = (side: Side, type: UnitType): string => (side === 0 ? type : type.toLowerCase());
/** Rank as the scene labels it: 5 along the top (the attacker's home), 1 along the bottom. */
const rankOf = (r: number): number => SIZE - r;

export function Tiny18cSheets({ session }: { session: GameSession<Tiny18cState> }) {
  const s = session.state;
  const key = s.units.map((u) => `${u.id}${u.side}${u.type}`).join(',');
  const counters = useMemo(() => {
    const out: Counter[] = s.units.map((u) => ({ key: u.id, label: u.id, side: u.side, type: u.type, spare: false }));
    for (const side of [0, 1] as const) {
      for (const type of UNIT_TYPES) {
        for (let i = 0; i < SPARES_PER_TYPE; i++) out.push({ key: `spare-${side}-${type}-${i}`, label: sideLetter(side, type), side, type, spare: true });
      }
    }
    return out;
  }, [key]);
  // Painted once per set of units, one picture per label and side.
  const pictures = useMemo(() => {
    const out = new Map<string, string>();
    for (const c of counters) {
      const k = `${c.side}-${c.label}-${c.type}`;
      if (!out.has(k)) out.set(k, paintCanvas(COUNTER_MM, COUNTER_MM, (ctx, w, h) => paintCounter(ctx, w, h, c.label, c.side, c.type), PX_PER_MM).toDataURL('image/png'));
    }
    return out;
  }, [counters]);
  const picture = (c: Counter) => pictures.get(`${c.side}-${c.label}-${c.type}`);
  const army = (side: Side) =>
    s.units
      .filter((u) => u.side === side)
      .map((u) => u.id)
      .join(' ');
  const rowNote = (r: number): { text: string; side: Side | null } => {
    if (r === homeRow(0)) return { text: `${SIDE_NAMES[0]}'s home row`, side: 0 };
    if (r === homeRow(1)) return { text: `${SIDE_NAMES[1]}'s home row`, side: 1 };
    if (r === homeRow(0) + 1) return { text: `${SIDE_NAMES[0]}'s scouts and bonus militia`, side: null };
    if (r === homeRow(1) - 1) return { text: `${SIDE_NAMES[1]}'s scouts and bonus militia`, side: null };
    return { text: '', side: null };
  };
  const lost = (side: Side) => s.units.filter((u) => u.side === side && u.routed).length;
  const now = s.result
    ? `The field at the end: ${s.result.text}`
    : s.units.some((u) => u.at)
      ? `The field now (turn ${s.turn}, ${s.phase}; routed: ${SIDE_NAMES[0]} ${lost(0)}, ${SIDE_NAMES[1]} ${lost(1)}):`
      : 'The field now, before deployment:';
  return (
    <div class="t18p-sheets" aria-label="Print sheets">
      <section class="t18p-sheet">
        <header class="t18p-head">
          <h1>Tiny 18c · the field</h1>
          <p>
            Squares of 30 mm. {SIDE_NAMES[0]}: red, capitals, home on rank 5. {SIDE_NAMES[1]}: blue, lower case, home on rank 1.
          </p>
        </header>
        <div class="t18p-field-wrap">
          <div class="t18p-ranks" aria-hidden="true">
            {Array.from({ length: SIZE }, (_, r) => (
              <span key={r}>{rankOf(r)}</span>
            ))}
          </div>
          <div class="t18p-field" role="grid" aria-label="The field">
            {Array.from({ length: SIZE }, (_, r) => (
              <div key={r} role="row" class="t18p-row">
                {Array.from({ length: SIZE }, (_, c) => {
                  const home = r === homeRow(0) ? 0 : r === homeRow(1) ? 1 : null;
                  return (
                    <div
                      key={c}
                      role="gridcell"
                      aria-label={`${FILES[c]}${rankOf(r)}`}
                      class={`t18p-square${(r + c) % 2 ? ' dark' : ''}${home === null ? '' : ` home home-${home}`}`}
                    >
                      <span class="name">
                        {FILES[c]}
                        {rankOf(r)}
                      </span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          <div class="t18p-row-notes" aria-hidden="true">
            {Array.from({ length: SIZE }, (_, r) => {
              const n = rowNote(r);
              return (
                <span key={r} class={n.side === null ? 'front' : `home-${n.side}`}>
                  {n.text}
                </span>
              );
            })}
          </div>
          <div class="t18p-files" aria-hidden="true">
            {Array.from({ length: SIZE }, (_, c) => (
              <span key={c}>{FILES[c]}</span>
            ))}
          </div>
        </div>
        <h2 class="t18p-h2">The turn in brief</h2>
        <div class="t18p-ref">
          <ol>
            <li>
              <b>Deploy</b> (once, both at once): every unit but scouts on its home row, one to a square; each militia brings a bonus militia, which stands
              in front of it. Then, having seen the enemy, place the scouts in the row in front.
            </li>
            <li>
              <b>Movement</b>: every unit one square in any direction, or stays; cavalry may go two in a straight line (over an empty square). Both sides
              want a square: the defender gets it. No swapping places.
            </li>
            <li>
              <b>Declarations</b>: one move or one charge a side. A charge steps one square towards an enemy and, next to it, fights an early extra combat.
              Guns that did not move may also shoot any enemy: a die, {ARTILLERY_HITS_ON}+ hits and forces it back; a unit moving or charging is missed.
            </li>
            <li>
              <b>Combat</b>: scouts next to an enemy step away (unless flanked). Every pair of enemies side by side, diagonals too, fights at once: +1 for
              each of your units beside the enemy (top, bottom, left, right; infantry also diagonally), +2 for advantage. The lower score falls back a square
              towards home; a tie does nothing.
            </li>
          </ol>
          <div class="t18p-ref-side">
            <p>
              <b>Advantage</b>: infantry over pike · cavalry over infantry · pike over cavalry · everyone over artillery · anyone charging militia. Pike
              always win against a charge.
            </p>
            <p>
              <b>Rout</b>: a unit forced back while flanked by two or more enemies, or with no square to fall back to, and artillery forced back at all, leave the field.
            </p>
            <p>
              <b>Winning</b>: a side loses when a quarter of its units (rounded up, at least one) have routed. No winner by the end of turn{' '}
              {s.options.turnLimit}: a draw.
            </p>
          </div>
        </div>
        <h2 class="t18p-h2">Notation</h2>
        <p class="t18p-key">
          Squares: file a–e from left to right, rank 1 (the defender's home row) to 5 (the attacker's), so a5 is the attacker's left-hand corner. Units: the
          letter of the type ({UNIT_TYPES.map((t) => `${t} ${UNIT_NAMES[t]}`).join(', ')}), capitals for the attacker and lower case for the defender,
          numbered when a type repeats (I1, I2). Orders: <code>I1 → c4</code> (a move) · <code>Charge: C on p</code> · <code>Shot: A at i2</code>. A board
          is written as five rows of five, <code>•</code> for an empty square, the attacker's home row first.
        </p>
      </section>
      <section class="t18p-sheet">
        <header class="t18p-head">
          <h1>Counters and orders</h1>
          <p>Counters of {COUNTER_MM} mm: cut along the coloured edge. Spares carry the letter only: add a number in pen when a type repeats.</p>
        </header>
        {([0, 1] as const).map((side) => (
          <div key={side} class="t18p-army">
            <h2 class="t18p-h2" style={{ color: hexColour(SIDE_HEX[side]) }}>
              {SIDE_NAMES[side]}: {army(side)}
              <span class="spares-note">then {SPARES_PER_TYPE} spares of each type</span>
            </h2>
            <div class="t18p-counters" role="group" aria-label={`${SIDE_NAMES[side]}'s counters`}>
              {[false, true].map((spare) => (
                <div key={String(spare)} class={spare ? 'spares' : 'units'}>
                  {counters
                    .filter((c) => c.side === side && c.spare === spare)
                    .map((c) => (
                      <img
                        key={c.key}
                        class="t18p-counter"
                        src={picture(c)}
                        alt={c.spare ? `spare ${UNIT_NAMES[c.type]}` : `${c.label} ${UNIT_NAMES[c.type]}`}
                        style={{ width: `${COUNTER_MM}mm`, height: `${COUNTER_MM}mm` }}
                      />
                    ))}
                </div>
              ))}
            </div>
          </div>
        ))}
        <h2 class="t18p-h2">Orders pads: cut apart, one a side, and write before you reveal</h2>
        <div class="t18p-pads">
          {([0, 1] as const).map((side) => (
            <table key={side} class="t18p-pad" aria-label={`${SIDE_NAMES[side]}'s orders pad`}>
              <caption style={{ color: hexColour(SIDE_HEX[side]) }}>{SIDE_NAMES[side]}</caption>
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
                    <td class="turn">{i + 1}</td>
                    <td />
                    <td />
                    <td />
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
        <div class="t18p-now">
          <figure>
            <figcaption>{now}</figcaption>
            <pre aria-label="Position in notation">{boardToText(s.units)}</pre>
          </figure>
          <p class="t18p-foot">
            {SIDE_NAMES[0]}: {army(0)}
            <br />
            {SIDE_NAMES[1]}: {army(1)}
            <br />
            Turn limit {s.options.turnLimit} · printed by Muster
          </p>
        </div>
      </section>
    </div>
  );
}
