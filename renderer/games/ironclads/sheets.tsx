// Print-and-play for the battle on the table, on the sheet engine (kits/print): a status card for
// every ship, the ships at 1:1200 as the table draws them, matchsticks and a five-stick ruler of
// the battle's matchstick length, sixty hit markers, the flow marker and the turn in brief. Sizes
// come from the rules (each class's length and beam, stickMm of the battle's option), pictures
// from the table's own painters, drawn as vector.
import { BLEED, MARGIN, markRoom } from '../../kits/print/layout/layout';
import type { CutSection, Piece, SheetSet } from '../../kits/print/layout/layout';
import { PAPERS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { FaceCache, type Painter } from '../../kits/print/vector';
import { hexColour } from '../../table/textures';
import { FLOW_CARD, FLOW_MARKER, MARKER_CARD, MATCHSTICK_H, SIDE_COLOUR, paintFlowMarker, paintHitMarker, paintMatchstick, paintShipModel } from './art';
import { AREAS, shipClass, sideName, stickMm, type IroncladsState, type Side } from './rules';
import './sheets.css';

/** A status card, as cut: two to a row on either paper, bleed or not. */
export const CARD = { w: 88, h: 63 } as const;
export const HIT_MARKER_MM = 5;
export const HIT_MARKERS = 60;
/** The ruler reaches the longest shot: a 6 less 1, five matchsticks. */
export const RULER_STICKS = 5;
export const RULER_H = 10;
/** Full matchsticks to cut out, besides the half one: one to move with, the rest to measure with. */
const STICKS = 5;
const STICK_EDGE = '#dcc08a';
/** Letters beyond which a ship's name is printed in smaller type, so that one of 40 ordinary letters (the most the set-up takes) wraps to two lines, not three. */
const LONG_NAME = 24;
const RULER_CARD = '#f6f1e4';

/**
 * The width a piece may have on every paper Muster prints on, bleed or not: a set is made once,
 * before the player picks the paper, so its pieces must fit the narrowest case (A4 with bleed).
 */
export const PIECE_WIDTH_MM = Math.min(...Object.values(PAPERS).map((p) => p.w - 2 * MARGIN - 2 * markRoom(BLEED)));

/** The ruler's pieces, as [from, to] in whole matchsticks: as many sticks to a piece as the paper's width takes. */
export function rulerPieces(stick: number, width = PIECE_WIDTH_MM): [number, number][] {
  const per = Math.max(1, Math.floor(width / stick));
  const out: [number, number][] = [];
  for (let from = 0; from < RULER_STICKS; from += per) out.push([from, Math.min(RULER_STICKS, from + per)]);
  return out;
}

/**
 * A piece of the ruler filling a w × h picture: ticks on its top edge (the edge laid along a
 * shot) at every half stick, numbered in sticks. The last number sits inside its tick so pieces
 * join end to end with nothing to trim.
 */
function paintRuler(from: number, to: number): Painter {
  return (c, w, h) => {
    const halves = 2 * (to - from);
    c.fillStyle = RULER_CARD;
    c.fillRect(0, 0, w, h);
    c.strokeStyle = '#111';
    c.fillStyle = '#111';
    c.lineWidth = h * 0.03;
    c.beginPath();
    c.moveTo(0, h * 0.015);
    c.lineTo(w, h * 0.015);
    c.stroke();
    c.font = `${Math.round(h * 0.32)}px system-ui, 'DejaVu Sans', sans-serif`;
    c.textBaseline = 'top';
    for (let i = 0; i <= halves; i++) {
      const x = Math.min(w - c.lineWidth / 2, Math.max(c.lineWidth / 2, (w * i) / halves));
      c.beginPath();
      c.moveTo(x, 0);
      c.lineTo(x, h * (i % 2 ? 0.28 : 0.5));
      c.stroke();
      if (i % 2) continue;
      c.textAlign = i === halves ? 'right' : 'left';
      c.fillText(String(from + i / 2), x + (i === halves ? -h * 0.08 : h * 0.08), h * 0.55);
    }
  };
}

function StatusCard({ state, ship }: { state: IroncladsState; ship: IroncladsState['ships'][number] }) {
  const cls = shipClass(ship.cls);
  return (
    <div class="icp-card" style={{ borderColor: hexColour(SIDE_COLOUR[ship.side]) }}>
      <h3 class={ship.name.length > LONG_NAME ? 'icp-long' : undefined}>{ship.name}</h3>
      <p class="icp-sub">
        {sideName(state, ship.side)} · {cls.label}
      </p>
      <p class="icp-class">{ship.sunk ? <b>Sunk: an obstacle where she lies.</b> : cls.note}</p>
      <ol class="icp-areas" aria-label="Damage areas">
        {AREAS.map((a, i) => (
          <li key={a}>
            <span class={ship.damage[a] ? 'icp-box icp-taken' : 'icp-box'} aria-label={ship.damage[a] ? 'damaged' : undefined} />
            <span class="icp-area">
              {i + 2} {a[0]?.toUpperCase() + a.slice(1)}
            </span>
          </li>
        ))}
      </ol>
      <p class="icp-note">Damage, a die: 1 glancing · 2–6 the area above it · four areas marked and she sinks. Repairs: 4 guns · 5 boiler · 6 rudder.</p>
    </div>
  );
}

function TurnInBrief() {
  return (
    <ol class="icp-ref">
      <li>
        <b>Movement and ramming</b>, furthest upstream first: stay, half or a full matchstick (the stick at the bow; slide until the stern meets its end);
        turn up to 45° at the start and the end. Banks and wrecks strand; an enemy touched after turning only at the start is rammed.
      </li>
      <li>
        <b>Shooting</b>, all at once: one visible enemy each. Range a die − 1 sticks; − 1 ahead or astern; − 1 damaged guns; measured between the nearest
        points.
      </li>
      <li>
        <b>Damage</b>, a die a hit: 1 glancing, 2 crew, 3 hull, 4 guns, 5 boiler, 6 rudder; repeats ignored; four hits sink her.
      </li>
      <li>
        <b>Repairs</b> (no crew casualties): 1–3 fail, 4 guns, 5 boiler, 6 rudder.
      </li>
    </ol>
  );
}

/** Ironclads' print-and-play set for a battle. */
export function ironcladsSheetSet(state: IroncladsState): SheetSet<Face> {
  const faces = new FaceCache();
  // The engine names each piece (its label) for screen readers: the pictures inside say nothing more.
  const picture =
    (key: string, w: number, h: number, paint: Painter): Face =>
    () => <img src={faces.url(key, w, h, paint)} alt="" />;
  const stick = stickMm(state.options.matchstickInches);
  const stickText = `${state.options.matchstickInches} in (${stick.toFixed(1)} mm)`;

  const cards: CutSection<Face> = {
    kind: 'cut',
    key: 'cards',
    title: 'Status cards',
    note: 'One a ship. Lay a hit marker on an area when it is damaged; take it off when the area is repaired.',
    pieces: state.ships.map((ship) => ({
      key: `card-${ship.id}`,
      label: `${ship.name}'s status card`,
      w: CARD.w,
      h: CARD.h,
      front: () => <StatusCard state={state} ship={ship} />,
      edge: hexColour(SIDE_COLOUR[ship.side]),
    })),
  };

  const models = ([0, 1] as const).flatMap((side: Side): CutSection<Face>[] => {
    // Models of one class are alike, so they are printed side by side and the note names the
    // classes, not the ships (their names are on the status cards): a note of six long names ran
    // past the two lines a section's note has, and was cut off.
    const classes = [...new Set(state.ships.filter((s) => s.side === side).map((s) => s.cls))];
    const ships = classes.flatMap((cls) => state.ships.filter((s) => s.side === side && s.cls === cls));
    if (ships.length === 0) return [];
    const counted = classes.map((cls) => {
      const n = ships.filter((s) => s.cls === cls).length;
      return `${n > 1 ? `${n} × ` : ''}${shipClass(cls).label}`;
    });
    return [{
      kind: 'cut',
      key: `models-${side}`,
      title: `${sideName(state, side)}'s ships at 1:1200`,
      note: `Left to right: ${counted.join(', ')}. Cut on the marks, or round the hull.`,
      pieces: ships.map((ship): Piece<Face> => {
        const c = shipClass(ship.cls);
        const w = c.length + 2;
        const h = c.beam + 2;
        return {
          key: `model-${ship.id}`,
          label: `${ship.name}'s model`,
          w,
          h,
          front: picture(`ship-${ship.cls}-${ship.side}`, w, h, (ctx, pw, ph) => paintShipModel(ctx, pw, ph, ship.cls, ship.side)),
        };
      }),
    }];
  });

  const sticks: CutSection<Face> = {
    kind: 'cut',
    key: 'sticks',
    title: 'Matchsticks',
    note: `This battle's matchstick: ${stickText}. ${STICKS} whole sticks and a half one.`,
    pieces: [
      ...Array.from({ length: STICKS }, (_, i): Piece<Face> => ({
        key: `stick-${i}`,
        label: 'Matchstick',
        w: stick,
        h: MATCHSTICK_H,
        front: picture('stick', stick, MATCHSTICK_H, paintMatchstick),
        edge: STICK_EDGE,
      })),
      { key: 'stick-half', label: 'Half a matchstick', w: stick / 2, h: MATCHSTICK_H, front: picture('stick-half', stick / 2, MATCHSTICK_H, paintMatchstick), edge: STICK_EDGE },
    ],
  };

  const parts = rulerPieces(stick);
  const ruler: CutSection<Face> = {
    kind: 'cut',
    key: 'ruler',
    title: `Ruler: ${RULER_STICKS} matchsticks of ${stickText}`,
    ...(parts.length > 1 && { note: `In ${parts.length} pieces: join them end to end, each starting where the last ends, and measure along the ticked edge.` }),
    pieces: parts.map(([from, to]) => ({
      key: `ruler-${from}`,
      label: `Ruler, ${from} to ${to} sticks`,
      w: stick * (to - from),
      h: RULER_H,
      front: picture(`ruler-${from}-${to}`, stick * (to - from), RULER_H, paintRuler(from, to)),
      edge: RULER_CARD,
    })),
  };

  // The rules' markers carry the cross on both sides, so none lies the wrong way up.
  const marker = picture('marker', HIT_MARKER_MM, HIT_MARKER_MM, paintHitMarker);
  const markers: CutSection<Face> = {
    kind: 'cut',
    key: 'markers',
    title: 'Hit markers',
    note: 'A red cross on both sides. Fold-over strips: cut out a row, fold it back between the dashed marks, glue it, then cut the markers apart. Otherwise the backs follow on the next page.',
    foldable: true,
    pieces: Array.from({ length: HIT_MARKERS }, (_, i) => ({
      key: `marker-${i}`,
      label: 'Hit marker',
      w: HIT_MARKER_MM,
      h: HIT_MARKER_MM,
      front: marker,
      back: marker,
      edge: MARKER_CARD,
    })),
  };

  const flow: CutSection<Face> = {
    kind: 'cut',
    key: 'flow',
    title: 'Flow marker',
    note: `Downstream is ${state.river.flow} in this battle: lay it beside the river pointing that way.`,
    pieces: [{ key: 'flow', label: 'Flow marker', w: FLOW_MARKER.w, h: FLOW_MARKER.h, front: picture('flow', FLOW_MARKER.w, FLOW_MARKER.h, paintFlowMarker), edge: FLOW_CARD }],
  };

  return {
    title: `ACW Ironclads · ${state.options.title}`,
    sections: [
      cards,
      ...models,
      sticks,
      ruler,
      markers,
      flow,
      { kind: 'text', key: 'turn', title: 'The turn in brief', h: 32, face: () => <TurnInBrief /> },
    ],
  };
}
