// Print-and-play sheets for the war on the table, at true size on A4: every army's fifteen tiles
// (30 mm, each a fold-over strip: its face above a dashed fold line, its back below, so both
// sides line up without a two-sided printer), the twelve command cards at playing-card size, and
// the turn in brief. The pages are laid out here, block by block, so none overflows.
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { GameSession } from '../../kits/shell/session';
import { hexColour } from '../../table/textures';
import { tileCanvas } from './art';
import { CARDS, CARD_SIZE, COLOUR_HEX, TILE_SIZE, TYPE_NAMES, type CardPhase, type CupsState, type Tile, type UnitType } from './rules';
import type { CardDef } from './rules/cards';
import './sheets.css';

/** Tiles to a row of fold strips: 6 × 30 mm = 180 mm of the 190 mm between A4's 10 mm margins. */
const PER_ROW = 6;
/** Cards to a row: 3 × 63 mm = 189 mm. */
const CARDS_PER_ROW = 3;
/** Tile pictures are painted at this many pixels a millimetre (about 300 dpi). */
const PX_PER_MM = 12;
/** Height of the printable area (297 mm less two 10 mm margins), with a little to spare. */
const PAGE_MM = 270;
/** Heights of the blocks that are not pieces: the headings' are kept so by the CSS, the reference's is at most this. */
const TILES_HEAD_MM = 20;
const CARDS_HEAD_MM = 15;
const REF_MM = 70;

const TYPE_MARK: Record<UnitType, string> = { infantry: 'INF', armor: 'ARM', air: 'AIR' };
const PHASE: Record<CardPhase, { name: string; when: string; colour: string }> = {
  battle: { name: 'Battle', when: 'Shout “Command!” to play it', colour: '#8e2f25' },
  recovery: { name: 'Recovery', when: 'Played as Recovery begins', colour: '#2f6b3a' },
  logistics: { name: 'Logistics', when: 'Played as the next turn begins', colour: '#2d5590' },
};

interface Block {
  key: string;
  mm: number;
  /** A heading: goes on the page of the block after it. */
  head?: boolean;
  node: JSX.Element;
}

/** Fills pages greedily; a heading never ends a page. */
function paginate(blocks: Block[]): Block[][] {
  const pages: Block[][] = [];
  let page: Block[] = [];
  let used = 0;
  blocks.forEach((b, i) => {
    const need = b.mm + (b.head ? (blocks[i + 1]?.mm ?? 0) : 0);
    if (page.length && used + need > PAGE_MM) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(b);
    used += b.mm;
  });
  if (page.length) pages.push(page);
  return pages;
}

const chunks = <T,>(xs: readonly T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

const tileName = (t: Tile, colour: string) => `${colour} ${t.strength} ${TYPE_NAMES[t.type]}${t.command ? ' command unit' : ''}`;

function needsList(c: CardDef): { mark: string; label: string }[] {
  const out: { mark: string; label: string }[] = [];
  for (let i = 0; i < c.needs.stars; i++) out.push({ mark: '★', label: 'a command unit star side up' });
  for (const [type, n] of Object.entries(c.needs.types) as [UnitType, number][]) {
    for (let i = 0; i < n; i++) out.push({ mark: TYPE_MARK[type], label: `${TYPE_NAMES[type]}, any strength, either side up` });
  }
  return out;
}

function needsText(c: CardDef): string {
  const parts = [...(c.needs.stars ? [`${c.needs.stars} ★ command unit${c.needs.stars > 1 ? 's' : ''} star side up`] : [])];
  for (const [type, n] of Object.entries(c.needs.types) as [UnitType, number][]) parts.push(`${n} ${TYPE_NAMES[type]}`);
  return parts.join(' + ');
}

function PrintCard({ card }: { card: CardDef }) {
  const phase = PHASE[card.phase];
  return (
    <article class="cowp-card" aria-label={card.name} style={{ width: `${CARD_SIZE.width}mm`, height: `${CARD_SIZE.height}mm`, '--cowp-phase': phase.colour }}>
      <div class="cowp-card-frame">
        <h2>{card.name}</h2>
        <p class="cowp-card-phase">
          <strong>{phase.name}</strong> · {phase.when}
        </p>
        <p class="cowp-card-label">Power it: stack on this card</p>
        <ul class="cowp-needs" aria-label={`Needs ${needsText(card)}`}>
          {needsList(card).map((n, i) => (
            <li key={i} title={n.label} class={n.mark === '★' ? 'star' : ''}>
              {n.mark}
            </li>
          ))}
        </ul>
        <p class="cowp-needs-text">{needsText(card)}</p>
        <p class="cowp-card-text">{card.text}</p>
        {card.strike && <p class="cowp-card-note">The whole card is the strike: lay it where you like.</p>}
        <p class="cowp-card-foot">Cups of War · command card</p>
      </div>
    </article>
  );
}

export function CupsSheets({ session }: { session: GameSession<CupsState> }) {
  const s = session.state;
  const colours = s.players.map((p) => p.colour);
  // The faces, painted once per army (each a data URL at 12 px a millimetre).
  const pictures = useMemo(() => {
    const out = new Map<string, string>();
    for (const t of s.tiles) {
      const colour = colours[t.owner] ?? 'red';
      for (const star of t.command ? [false, true] : [false]) {
        const k = `${colour}-${t.strength}-${t.type}-${t.command}-${star}`;
        if (!out.has(k)) out.set(k, tileCanvas(t, colour, star, PX_PER_MM).toDataURL('image/png'));
      }
    }
    return out;
  }, [colours.join(',')]);
  const picture = (t: Tile, star: boolean) => pictures.get(`${colours[t.owner] ?? 'red'}-${t.strength}-${t.type}-${t.command}-${star}`);

  const tiles = [...s.tiles].sort((a, b) => a.owner - b.owner);
  const armies = colours.map((c) => c[0]?.toUpperCase() + c.slice(1)).join(', ');
  const blocks: Block[] = [
    {
      key: 'tiles-head',
      mm: TILES_HEAD_MM,
      head: true,
      node: (
        <header class="cowp-head cowp-tiles-head">
          <h1>Cups of War · the armies ({armies})</h1>
          <p>
            Fifteen {TILE_SIZE} mm tiles an army; print at actual size (100 %). Each tile folds: cut out a row along the solid lines, fold it back along the dashed line and glue it
            shut (a strip of thin card inside makes it sturdier), then cut the tiles apart. The back shows the strength again; a command unit (small ★) has its big star on the back.
          </p>
        </header>
      ),
    },
    ...chunks(tiles, PER_ROW).map((row, i) => ({
      key: `tiles-${i}`,
      mm: TILE_SIZE * 2,
      node: (
        <div class="cowp-strip" style={{ height: `${TILE_SIZE * 2}mm` }}>
          {row.map((t) => {
            const colour = colours[t.owner] ?? 'red';
            return (
              <figure key={t.id} class="cowp-pair" style={{ width: `${TILE_SIZE}mm`, '--cowp-ink': hexColour(COLOUR_HEX[colour] ?? 0x888888) }}>
                <img class="cowp-tile" src={picture(t, false)} alt={`${tileName(t, colour)}, face`} style={{ width: `${TILE_SIZE}mm`, height: `${TILE_SIZE}mm` }} />
                <img class="cowp-tile back" src={picture(t, t.command)} alt={`${tileName(t, colour)}, ${t.command ? 'star side' : 'back'}`} style={{ width: `${TILE_SIZE}mm`, height: `${TILE_SIZE}mm` }} />
              </figure>
            );
          })}
        </div>
      ),
    })),
    {
      key: 'cards-head',
      mm: CARDS_HEAD_MM,
      head: true,
      node: (
        <header class="cowp-head cowp-cards-head">
          <h1>Command cards</h1>
          <p>The twelve cards at {CARD_SIZE.width} × {CARD_SIZE.height} mm, playing-card size: they fit card sleeves (an old playing card behind each makes a back). Shuffle; each player draws three.</p>
        </header>
      ),
    },
    ...chunks(CARDS, CARDS_PER_ROW).map((row, i) => ({
      key: `cards-${i}`,
      mm: CARD_SIZE.height,
      node: (
        <div class="cowp-cards">
          {row.map((c) => (
            <PrintCard key={c.id} card={c} />
          ))}
        </div>
      ),
    })),
    { key: 'ref', mm: REF_MM, node: <Reference /> },
  ];
  const pages = paginate(blocks);
  return (
    <div class="cowp-sheets" aria-label="Print sheets">
      {pages.map((page, i) => (
        <section key={i} class="cowp-page" aria-label={`Page ${i + 1} of ${pages.length}`}>
          {page.map((b) => (
            <div key={b.key}>{b.node}</div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The turn in brief. */
function Reference() {
  return (
    <section class="cowp-ref" aria-label="The turn in brief">
      <h1>The turn in brief</h1>
      <div class="cowp-ref-cols">
        <p>
          <b>Each army:</b> fifteen tiles, five 1s, four 2s, three 3s, two 4s and a 5; one of each strength is a command unit (★). A command unit landing star side up is strength 0
          this turn. Before the war everyone draws three command cards. At most three turns, then a shake-off.
        </p>
        <ol>
          <li>
            <b>Logistics.</b> Every surviving unit goes back into its cup.
          </li>
          <li>
            <b>Battle.</b> All shake their cups onto the table at once, then race: drag your own units onto others to stack. At most three in a stack; the bottom unit defends, the rest
            attack. A stack moves with its top unit. Shout <b>“Done!”</b> when all yours are stacked: the battle ends for all. Done early only freezes your own units.
          </li>
          <li>
            <b>Recovery.</b> Fight every stack: defender stronger than the attackers together, the attackers are lost; weaker, the defender is lost; equal, all are lost. Three
            armies in a stack: then the middle unit may defend against the top one.
          </li>
        </ol>
        <p>
          <b>Command cards.</b> Power one card a turn by moving units from the table onto it (they cannot attack or be attacked there). Powered, it is played in its phase, then its
          units go back to the cup and the card is discarded. Not powered when the battle ends: lose the units on it, keep the card.
        </p>
        <p>
          <b>Winning.</b> The only army with units left wins at once. After the third turn, everyone shakes what is left: the highest total showing wins (★ up counts 0); ties share.
        </p>
      </div>
    </section>
  );
}
