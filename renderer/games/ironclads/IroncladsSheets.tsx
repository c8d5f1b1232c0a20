// Print-and-play sheets for the battle on the table, at true size on A4: a status card for every
// ship (five areas, room for a 5 mm hit marker in each), the ship models at 1:1200 to cut out,
// hit markers, matchsticks and a ruler of the battle's matchstick length, the flow marker, and a
// quick reference of the turn. Nothing is wider than the 190 mm between A4's margins (a wider
// sheet would be shrunk to fit, and nothing would print at true size): the ruler comes in pieces.
import { useMemo } from 'preact/hooks';
import type { GameSession } from '../../kits/shell/session';
import { hexColour } from '../../table/textures';
import { SIDE_COLOUR, shipCanvas } from './art';
import { AREAS, AREA_LABELS, SIDE_NAMES, shipClass, sideName, stickMm, type IroncladsState } from './rules';
import './sheets.css';

const MARKERS = 60;
/** The width between A4's 10 mm margins. */
const PRINTABLE_MM = 190;
/** Room kept at a ruler piece's end for its last number. */
const RULER_END_MM = 4;
/** The ruler reaches the longest shot: a 6 less 1, five matchsticks. */
const RULER_STICKS = 5;

/** The ruler's pieces, as [from, to] in whole matchsticks: as many sticks to a piece as the paper's width takes. */
export function rulerPieces(stick: number): [number, number][] {
  const per = Math.max(1, Math.floor((PRINTABLE_MM - RULER_END_MM) / stick));
  const out: [number, number][] = [];
  for (let from = 0; from < RULER_STICKS; from += per) out.push([from, Math.min(RULER_STICKS, from + per)]);
  return out;
}

export function IroncladsSheets({ session }: { session: GameSession<IroncladsState> }) {
  const s = session.state;
  const key = s.ships.map((x) => `${x.cls}${x.side}`).join(',');
  // The models, painted once per set of ships (each a data URL at 12 px a millimetre).
  const pictures = useMemo(() => {
    const out = new Map<string, string>();
    for (const ship of s.ships) {
      const k = `${ship.cls}-${ship.side}`;
      if (!out.has(k)) out.set(k, shipCanvas(ship.cls, ship.side, 12).toDataURL('image/png'));
    }
    return out;
  }, [key]);
  const stick = stickMm(s.options.matchstickInches);
  const pieces = rulerPieces(stick);
  const title = s.options.title;
  return (
    <div class="ic-sheets" aria-label="Print sheets">
      <section class="ic-sheet">
        <header class="ic-sheet-head">
          <h1>ACW Ironclads · {title}</h1>
          <p>Status cards: place a hit marker on an area when it is damaged. Four marked areas and she sinks.</p>
        </header>
        <div class="ic-print-cards">
          {s.ships.map((ship) => (
            <article key={ship.id} class="ic-print-card" style={{ borderColor: hexColour(SIDE_COLOUR[ship.side]) }}>
              <h2>{ship.name}</h2>
              <p class="ic-print-sub">
                {sideName(s, ship.side)} · {shipClass(ship.cls).label}
              </p>
              <ol class="ic-print-areas">
                {AREAS.map((a, i) => (
                  <li key={a} title={AREA_LABELS[a]}>
                    <span class="box" />
                    <span class="label">
                      {i + 2} {a[0]?.toUpperCase() + a.slice(1)}
                    </span>
                  </li>
                ))}
              </ol>
              <p class="ic-print-note">Damage: 1 glancing · 2 crew · 3 hull · 4 guns · 5 boiler · 6 rudder. Repairs: 4 guns · 5 boiler · 6 rudder.</p>
            </article>
          ))}
        </div>
      </section>
      <section class="ic-sheet">
        <header class="ic-sheet-head">
          <h1>Models, markers and matchsticks</h1>
          <p>
            Ships at 1:1200, true size: cut out along the outline. Matchstick: {s.options.matchstickInches} in ({stick.toFixed(1)} mm). Hit markers 5 × 5 mm.
          </p>
        </header>
        <div class="ic-print-models">
          {s.ships.map((ship) => {
            const c = shipClass(ship.cls);
            return (
              <figure key={ship.id}>
                <img src={pictures.get(`${ship.cls}-${ship.side}`)} alt={ship.name} style={{ width: `${c.length + 2}mm`, height: `${c.beam + 2}mm` }} />
                <figcaption>{ship.name}</figcaption>
              </figure>
            );
          })}
        </div>
        <section class="ic-print-block">
          <h2 class="ic-print-h2">Matchsticks</h2>
          <div class="ic-print-sticks">
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} class="stick" style={{ width: `${stick}mm` }} />
            ))}
            <span class="stick half" style={{ width: `${stick / 2}mm` }} />
          </div>
        </section>
        <section class="ic-print-block ic-print-rulers">
          <h2 class="ic-print-h2">Ruler</h2>
          {pieces.length > 1 && <p class="hint">In {pieces.length} pieces: cut them out and join them end to end, each piece starting where the last ends.</p>}
          {pieces.map(([from, to]) => (
            <div key={from} class="ic-print-ruler" style={{ width: `${stick * (to - from)}mm` }}>
              {Array.from({ length: 2 * (to - from) + 1 }, (_, i) => (
                <span key={i} class={i % 2 ? 'tick half' : 'tick'} style={{ left: `${(stick * i) / 2}mm` }}>
                  {i % 2 ? '' : from + i / 2}
                </span>
              ))}
            </div>
          ))}
        </section>
        <section class="ic-print-block">
          <h2 class="ic-print-h2">Hit markers</h2>
          <div class="ic-print-markers">
            {Array.from({ length: MARKERS }, (_, i) => (
              <span key={i} class="marker" />
            ))}
          </div>
        </section>
        <div class="ic-print-block ic-print-flow">
          <span class="flow">FLOW →</span>
          <span class="hint">Flow marker: downstream is {s.river.flow === 'east' ? 'east' : 'west'} in this battle.</span>
        </div>
        <section class="ic-print-block">
          <h2 class="ic-print-h2">The turn</h2>
          <ol class="ic-print-ref">
            <li>Movement and ramming: furthest upstream first. Stay, half or a full matchstick (the stick at the bow; slide until the stern meets its end); turn up to 45° at the start and the end. Banks and wrecks strand; an enemy touched after turning only at the start is rammed.</li>
            <li>Shooting, all at once: one visible enemy each. Range a die − 1 sticks; − 1 ahead or astern; − 1 damaged guns; nearest points.</li>
            <li>Damage, a die a hit: 1 glancing, 2 crew, 3 hull, 4 guns, 5 boiler, 6 rudder; repeats ignored; four hits sinks.</li>
            <li>Repairs (no crew casualties): 1–3 fail, 4 guns, 5 boiler, 6 rudder.</li>
          </ol>
        </section>
        <p class="ic-print-foot">
          {SIDE_NAMES[0]} against {SIDE_NAMES[1]} · printed by Muster
        </p>
      </section>
    </div>
  );
}
