// Skirmish at Jumonville Glen's print-and-play set, on the sheet engine (kits/print): the quick-play
// sheet (half a page, one for each side of the table), a card for every figure of the skirmish with
// its team's back for two-sided printing, three round hit markers a figure, the 6- and 12-inch
// gauges at true size, and the glen's terrain at true size, each piece cut into parts that fit the
// paper with join marks where it is larger than a page. Without a game, the two-player scenario.
import { BLEED, HEAD_H, MARGIN, NOTE_H, contentArea, markRoom, perPage } from '../../kits/print/layout/layout';
import type { CutSection, Piece, SheetSet } from '../../kits/print/layout/layout';
import { PAPERS, PAPER_IDS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { FaceCache, type Painter } from '../../kits/print/vector';
import { boundsOf } from '../../kits/geometry';
import { MOVE, PROFILES, SCENARIOS, SHOT_RANGE, GLEN_TWO, SIDE_LABELS, TEAM_NAMES, sideLabel } from './rules/scenarios';
import type { Figure, FigureSpec, JumonvilleOptions, JumonvilleState, Team, TerrainPiece } from './rules/types';

import {
  CARD,
  GAUGE_CARD,
  GAUGE_H,
  HIT_MARKER_MM,
  KIND_LOOK,
  MM_PER_INCH,
  TEAM_COLOUR,
  areaOf,
  clipToBox,
  paintCardBack,
  paintGauge,
  paintHitMarker,
  paintTerrainPart,
  sideColour,
  type Box,
  type Seam,
  type TerrainPartLook,
} from './sheet-art';
import './sheets.css';

export { CARD, HIT_MARKER_MM, GAUGE_H, MM_PER_INCH };
export const HITS_PER_FIGURE = 3;

/** A figure as printed: a scenario's, or a game's with the hits it has taken (and whether it is off the table). */
type PrintedFigure = FigureSpec & Partial<Pick<Figure, 'hits' | 'removed'>>;

/** The quick-play sheet's text, in millimetres tall: with its head, two to a page of either paper. */
export const QUICK_MM = 122;

/**
 * The width a piece may have on every paper Muster prints on, bleed or not: a set is made once,
 * before the player picks the paper, so its pieces must fit the narrowest case (A4 with bleed).
 */
export const PIECE_WIDTH_MM = Math.min(...Object.values(PAPERS).map((p) => p.w - 2 * MARGIN - 2 * markRoom(BLEED)));
/** The height likewise, under a section's head and note (Letter with bleed). */
export const PIECE_HEIGHT_MM = Math.min(
  ...Object.values(PAPERS).map((p) => {
    const a = contentArea(p);
    return a.y1 - a.y0 - HEAD_H - NOTE_H - 2 * markRoom(BLEED);
  }),
);

const mm = (inches: number) => inches * MM_PER_INCH;

/** One part of a terrain piece: its box on the table (inches), its place in the piece's grid, its number. */
export interface TerrainPart {
  piece: TerrainPiece;
  box: Box;
  col: number;
  row: number;
  /** 1-based, reading order, among the parts kept. */
  part: number;
  seams: Seam[];
  /** Millimetres, as cut: the same for every part of a piece (the engine packs equal pieces on a grid). */
  w: number;
  h: number;
}

export interface TerrainGrid {
  piece: TerrainPiece;
  /** The polygon's extent, inches. */
  bounds: Box;
  cols: number;
  rows: number;
  parts: TerrainPart[];
}

/** What one more part to cut and join costs, against a page more in each of the four ways to print (A4, Letter, bleed or not). */
const PART_COST = 1;

/** The grid's cells, in reading order, that the polygon reaches. */
function keptCells(piece: TerrainPiece, bounds: Box, cols: number, rows: number): { col: number; row: number; box: Box }[] {
  const cw = (bounds.x1 - bounds.x0) / cols;
  const ch = (bounds.y1 - bounds.y0) / rows;
  const out: { col: number; row: number; box: Box }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const box = {
        x0: bounds.x0 + col * cw,
        x1: col === cols - 1 ? bounds.x1 : bounds.x0 + (col + 1) * cw,
        y0: bounds.y0 + row * ch,
        y1: row === rows - 1 ? bounds.y1 : bounds.y0 + (row + 1) * ch,
      };
      if (areaOf(clipToBox(piece.points, box)) > 1e-6) out.push({ col, row, box });
    }
  }
  return out;
}

/**
 * A terrain piece cut into equal parts of at most `maxW` × `maxH` mm: its extent in columns and
 * rows, each part a cell of the grid; a cell the polygon does not reach is left out. Of the grids
 * from the fewest cells up to a few more each way, the one that costs least: its pages in
 * the four ways to print (A4 and Letter, bleed or not, as the engine packs equal pieces with art of their own in the bleed) and a
 * page's worth for each part, so that a part more must save a page somewhere.
 */
export function terrainGrid(piece: TerrainPiece, maxW = PIECE_WIDTH_MM, maxH = PIECE_HEIGHT_MM): TerrainGrid {
  const bounds = boundsOf(piece.points);
  const wMm = mm(bounds.x1 - bounds.x0);
  const hMm = mm(bounds.y1 - bounds.y0);
  const minCols = Math.max(1, Math.ceil(wMm / maxW - 1e-9));
  const minRows = Math.max(1, Math.ceil(hMm / maxH - 1e-9));
  let best: { cols: number; rows: number; score: number } | null = null;
  for (let cols = minCols; cols <= minCols + 4; cols++) {
    for (let rows = minRows; rows <= minRows + 3; rows++) {
      const kept = keptCells(piece, bounds, cols, rows).length;
      let pages = 0;
      for (const paper of PAPER_IDS) {
        for (const bleed of [false, true]) {
          const { across, down } = perPage(wMm / cols, hMm / rows, { paper, bleed }, true, false);
          pages += Math.ceil(kept / Math.max(1, across * down));
        }
      }
      const score = pages + kept * PART_COST;
      if (!best || score < best.score) best = { cols, rows, score };
    }
  }
  const { cols, rows } = best as { cols: number; rows: number };
  const cells = keptCells(piece, bounds, cols, rows);
  const kept = new Map<string, number>();
  const parts: TerrainPart[] = [];
  for (const { col, row, box } of cells) {
    parts.push({ piece, box, col, row, part: parts.length + 1, seams: [], w: wMm / cols, h: hMm / rows });
    kept.set(`${col},${row}`, parts.length);
  }
  for (const p of parts) {
    const near: [Seam['side'], number, number][] = [
      ['left', p.col - 1, p.row],
      ['right', p.col + 1, p.row],
      ['top', p.col, p.row - 1],
      ['bottom', p.col, p.row + 1],
    ];
    for (const [side, c, r] of near) {
      const n = kept.get(`${c},${r}`);
      if (n !== undefined) p.seams.push({ side, part: n });
    }
  }
  return { piece, bounds, cols, rows, parts };
}

/** How a part is painted: its piece, its box, "part 2 of 5" (nothing for a piece in one part), its seams. */
export const partLook = (part: TerrainPart, count: number): TerrainPartLook => ({
  piece: part.piece,
  box: part.box,
  partText: count > 1 ? `part ${part.part} of ${count}` : '',
  seams: part.seams,
});

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The gauges' parts: the 6-inch in one piece, the 12-inch in two of 6 inches each. */
export const GAUGES = [
  { key: 'gauge-6', label: '6-inch gauge', from: 0, to: MOVE, title: `${MOVE} in · a move, a charge, a run`, band: 2 },
  { key: 'gauge-12a', label: '12-inch gauge, part 1 of 2 (0 to 6 in)', from: 0, to: SHOT_RANGE / 2, title: `${SHOT_RANGE} in · shooting range · part 1 of 2`, joinRight: 'part 2' },
  { key: 'gauge-12b', label: '12-inch gauge, part 2 of 2 (6 to 12 in)', from: SHOT_RANGE / 2, to: SHOT_RANGE, title: `${SHOT_RANGE} in · shooting range · part 2 of 2`, joinLeft: 'part 1' },
] as const;

/** `start`: where the scenario sets the figure (in a game, `figure.at` is where it stands now). */
/** Letters beyond which a figure's name is printed in smaller type, so that one of 40 ordinary letters (the most the set-up takes) wraps to two lines, not three. */
const LONG_NAME = 24;

function FigureCard({ figure, start }: { figure: PrintedFigure; start: FigureSpec['at'] }) {
  const s = figure.skills;
  const hits = Math.min(HITS_PER_FIGURE, figure.hits ?? 0);
  return (
    <div class="jmp-card" style={{ borderColor: TEAM_COLOUR[figure.team] }}>
      <div class="jmp-top">
        <h3 class={figure.name.length > LONG_NAME ? 'jmp-long' : undefined}>{figure.name}</h3>
        <span class="jmp-team" style={{ background: TEAM_COLOUR[figure.team] }}>
          {TEAM_NAMES[figure.team]}
        </span>
      </div>
      <p class="jmp-sub">
        <span class="jmp-coat" style={{ background: sideColour(figure.side) }} />
        {sideLabel(figure.side)} · player {figure.owner + 1} · starts {round1(start.x)} in from the west edge, {round1(start.y)} in from the north
      </p>
      <dl class="jmp-skills">
        <div>
          <dt>Shooting</dt>
          <dd>{s.shooting}</dd>
          <p>{Math.max(0, s.shooting - 2)} if moved</p>
        </div>
        <div>
          <dt>Fighting</dt>
          <dd>{s.fighting}</dd>
          <p>{s.fighting + 4} charging</p>
        </div>
        <div>
          <dt>Bravery</dt>
          <dd>{s.bravery}</dd>
          <p>fail: runs</p>
        </div>
        <div>
          <dt>Save</dt>
          <dd>{s.save}</dd>
          <p>in cover</p>
        </div>
      </dl>
      <div class="jmp-hits">
        <span class="jmp-hits-label">Hits</span>
        {Array.from({ length: HITS_PER_FIGURE }, (_, i) => (
          <span key={i} class={i < hits ? 'jmp-box jmp-taken' : 'jmp-box'} aria-label={i < hits ? `Hit ${i + 1}, taken` : `Hit ${i + 1}`} />
        ))}
        <span class="jmp-hits-note">{figure.removed || hits >= HITS_PER_FIGURE ? <b>Off the table.</b> : 'd20 at or under passes. The third hit: off the table.'}</span>
      </div>
    </div>
  );
}

/** The quick-play sheet: the turn, the actions, the tests, our readings and the three profiles. */
export function QuickPlay({ team }: { team?: Team }) {
  return (
    <section class="jmp-quick" aria-label="Quick play">
      <div class="jmp-cols">
        <h4>The turn</h4>
        <p>
          Turn the top card of a deck of playing cards. <b>Red</b> (hearts, diamonds): each player of the Red team activates one of their figures.{' '}
          <b>Black</b> (spades, clubs): each Black player does. A <b>face card</b> (J, Q, K): each of that team's players activates two different figures.
          A team may go several times running. When the deck runs out, shuffle the turned cards into a new deck.
        </p>
        <h4>Actions: a figure activated does one</h4>
        <ul>
          <li>
            <b>Move</b> up to {MOVE}″, any way, round corners. Facing does not matter.
          </li>
          <li>
            <b>Shoot</b> an enemy it can see whose base is within {SHOT_RANGE}″ of its own (nearest edges).
          </li>
          <li>
            <b>Move, then shoot</b>, at −2 to its Shooting.
          </li>
          <li>
            <b>Charge</b> an enemy up to {MOVE}″ away: bravery tests first (below), then into base contact and fight at once with +4 to its Fighting.
          </li>
          <li>
            <b>Fight</b> an enemy already in base contact.
          </li>
        </ul>
        <h4>Tests</h4>
        <p>Roll a d20: at or under the skill passes. Every hit, shot or struck, costs one of a figure's three hits; the third takes it off the table.</p>
        <p>
          <b>Shooting.</b> Pass: a hit. A target in <b>cover</b> then tests its <b>Save</b>: passed, the shot hits the cover instead. Hit or missed, the target
          then tests <b>Bravery</b>; failed, it <b>runs away</b>.
        </p>
        <p>
          <b>Charging.</b> The charger tests Bravery: failed, it stays where it is (its activation is spent). The charged figure tests Bravery: failed, the
          charger moves {MOVE}″ towards it and it runs {MOVE}″ away; no fight.
        </p>
        <p>
          <b>Fighting.</b> Pass: one hit. No save and no bravery test in a fight. Figures in base contact with an enemy cannot be shot at, by either side.
        </p>
        <h4>Readings on the table</h4>
        <ul>
          <li>
            <b>Woods</b> block sight when the line between two figures runs through more than 2″ of woods: a figure at a wood's edge sees out and is seen.
          </li>
          <li>
            <b>Rocks</b> block sight and movement. <b>Ravine</b> and woods do not slow a move.
          </li>
          <li>
            <b>Cover</b>: standing in woods or the ravine, or behind rocks or woods within 1″ of the base, on the line from the shooter.
          </li>
          <li>
            <b>Running away</b>: straight away from the enemy, up to {MOVE}″, stopping as soon as it is out of the shooter's sight (or at rocks, a figure,
            the table's edge).
          </li>
        </ul>
        <p class="jmp-end">
          Enemies start more than {SHOT_RANGE}″ apart. The game ends when a team has no figures left, or concedes.
        </p>
      </div>
      <table class="jmp-profiles">
        <caption>The three sides{team ? ` · this sheet for ${TEAM_NAMES[team]}` : ''}</caption>
        <thead>
          <tr>
            <th>Side</th>
            <th>Shooting</th>
            <th>Fighting</th>
            <th>Bravery</th>
            <th>Save</th>
            <th>Team</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(PROFILES) as (keyof typeof PROFILES)[]).map((side) => (
            <tr key={side}>
              <td>
                <span class="jmp-coat" style={{ background: sideColour(side) }} />
                {SIDE_LABELS[side]}
              </td>
              <td>{PROFILES[side].shooting}</td>
              <td>{PROFILES[side].fighting}</td>
              <td>{PROFILES[side].bravery}</td>
              <td>{PROFILES[side].save}</td>
              <td>{side === 'french' ? 'Black' : 'Red'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What the set is made from: a game's state has it all (its figures, its terrain, its scenario's id). */
export interface SheetSource {
  /** With the scenario's figures (where each starts), when the source is a game's state. */
  options: Pick<JumonvilleOptions, 'scenario'> & Partial<Pick<JumonvilleOptions, 'figures'>>;
  figures: readonly PrintedFigure[];
  terrain: readonly TerrainPiece[];
}

/** Skirmish at Jumonville Glen's print-and-play set, for a game or (without one) the two-player scenario. */
export function jumonvilleSheetSet(state?: JumonvilleState | SheetSource): SheetSet<Face> {
  const figures: readonly PrintedFigure[] = state ? state.figures : GLEN_TWO.figures;
  const terrain: readonly TerrainPiece[] = state ? state.terrain : GLEN_TWO.terrain;
  const scenario = SCENARIOS.find((s) => s.id === (state?.options.scenario ?? GLEN_TWO.id));
  const faces = new FaceCache();
  // The engine names each piece (its label) for screen readers: the pictures inside say nothing more.
  const picture =
    (key: string, w: number, h: number, paint: Painter): Face =>
    () => <img src={faces.url(key, w, h, paint)} alt="" />;
  const backs: Record<Team, Face> = {
    red: picture('back-red', CARD.w, CARD.h, paintCardBack('red')),
    black: picture('back-black', CARD.w, CARD.h, paintCardBack('black')),
  };
  const starts = new Map((state?.options.figures ?? figures).map((f) => [f.id, f.at]));
  const teams = (['red', 'black'] as const).filter((t) => figures.some((f) => f.team === t));

  const quick = teams.map((team) => ({
    kind: 'text' as const,
    key: `quick-${team}`,
    title: `Quick play · for ${TEAM_NAMES[team]}`,
    h: QUICK_MM,
    face: () => <QuickPlay team={team} />,
  }));

  const cards: CutSection<Face> = {
    kind: 'cut',
    key: 'cards',
    title: `Figure cards: ${figures.length}, ${CARD.w} × ${CARD.h} mm`,
    // Said as the player chose to print: a one-sided print's backs are a page to glue on, or to leave out.
    note: {
      one: "One a figure; its team's backs follow on a page of their own, to glue back to back or leave out. Tick a box or lay a marker for each hit.",
      two: "One a figure, with its team's back on the next page: printed two-sided, flipped on the long edge. Tick a box or lay a marker for each hit.",
    },
    pieces: figures.map(
      (figure): Piece<Face> => ({
        key: `card-${figure.id}`,
        label: `${figure.name}'s card (${sideLabel(figure.side)}, ${TEAM_NAMES[figure.team]})`,
        w: CARD.w,
        h: CARD.h,
        front: () => <FigureCard figure={figure} start={starts.get(figure.id) ?? figure.at} />,
        back: backs[figure.team],
        // The bleed is the card's border (its team's colour, front and back): a cut a hair off shows no cream.
        edge: TEAM_COLOUR[figure.team],
      }),
    ),
  };

  const markerFace = picture('hit', HIT_MARKER_MM, HIT_MARKER_MM, paintHitMarker);
  const markers: CutSection<Face> = {
    kind: 'cut',
    key: 'markers',
    title: `Hit markers: ${HITS_PER_FIGURE * figures.length}, ${HIT_MARKER_MM} mm round`,
    note: `${HITS_PER_FIGURE} a figure. Cut round the disc; lay one beside a figure or on its card for each hit.`,
    pieces: Array.from({ length: HITS_PER_FIGURE * figures.length }, (_, i) => ({
      key: `hit-${i + 1}`,
      label: 'Hit marker',
      w: HIT_MARKER_MM,
      h: HIT_MARKER_MM,
      front: markerFace,
    })),
  };

  const gauges: CutSection<Face> = {
    kind: 'cut',
    key: 'gauges',
    title: `Range gauges at true size: ${MOVE} in (${mm(MOVE).toFixed(1)} mm) and ${SHOT_RANGE} in (${mm(SHOT_RANGE).toFixed(1)} mm)`,
    note: `The ${SHOT_RANGE}-inch gauge is in two parts: butt them at the half-diamonds (tape behind). Measure along the ticked top edge. Print at 100 %.`,
    pieces: GAUGES.map((g) => {
      const w = mm(g.to - g.from);
      return {
        key: g.key,
        label: g.label,
        w,
        h: GAUGE_H,
        front: picture(g.key, w, GAUGE_H, paintGauge(g)),
        edge: GAUGE_CARD,
      };
    }),
  };

  // Pieces in one part share a section; a piece in parts has its own, its note saying how they join.
  const grids = terrain.map((t) => terrainGrid(t));
  const terrainPiece = (part: TerrainPart, count: number): Piece<Face> => {
    const { piece, w, h } = part;
    return {
      key: `terrain-${piece.id}-${part.part}`,
      label: count > 1 ? `${piece.name} (${KIND_LOOK[piece.kind].name.toLowerCase()}), part ${part.part} of ${count}` : `${piece.name} (${KIND_LOOK[piece.kind].name.toLowerCase()})`,
      w,
      h,
      front: picture(`terrain-${piece.id}-${part.part}`, w, h, paintTerrainPart(partLook(part, count))),
      // Its bleed is its own art run on past the outline and the seams, so a cut a hair wide of either shows no white (nor a band round the part).
      frontBleed: picture(`terrain-${piece.id}-${part.part}-bleed`, w + 2 * BLEED, h + 2 * BLEED, paintTerrainPart(partLook(part, count), BLEED)),
    };
  };
  const big = grids.filter((g) => g.parts.length > 1);
  const single = grids.filter((g) => g.parts.length === 1);
  const terrainSections: CutSection<Face>[] = [
    ...big.map(
      (g): CutSection<Face> => ({
        kind: 'cut',
        key: `terrain-${g.piece.id}`,
        title: `${g.piece.name} (${KIND_LOOK[g.piece.kind].name.toLowerCase()}) at true size: ${round1(g.bounds.x1 - g.bounds.x0)} × ${round1(g.bounds.y1 - g.bounds.y0)} in, in ${g.parts.length} parts`,
        note: `Cut round the outline; butt the parts at the red half-diamonds, each labelled with the part it joins (${g.cols > 1 ? 'left to right' : ''}${g.cols > 1 && g.rows > 1 ? ', ' : ''}${g.rows > 1 ? 'top to bottom' : ''}), and tape behind.`,
        pieces: g.parts.map((p) => terrainPiece(p, g.parts.length)),
      }),
    ),
    ...(single.length
      ? [
          {
            kind: 'cut' as const,
            key: 'terrain-small',
            title: 'The smaller pieces at true size',
            note: `Cut round the outline. ${single.map((g) => `${g.piece.name}: ${round1(g.bounds.x1 - g.bounds.x0)} × ${round1(g.bounds.y1 - g.bounds.y0)} in`).join('; ')}.`,
            pieces: single.map((g) => terrainPiece(g.parts[0] as TerrainPart, 1)),
          },
        ]
      : []),
  ];

  return {
    title: `Skirmish at Jumonville Glen${scenario ? ` · ${scenario.players} players` : ''}`,
    sections: [...quick, cards, markers, gauges, ...terrainSections],
  };
}
