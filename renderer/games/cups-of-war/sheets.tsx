// Cups of War's print-and-play set, laid out by the sheet engine (kits/print): every army of the war
// on the table as 30 mm tiles with their backs (fold-over strips, or backs on the next page for a
// two-sided printer), the twelve command cards with one back for all, and the turn in brief. Tile
// faces are the table's own painter recorded as vector, so the print is the piece the player knows.
import type { Piece, SheetSet } from '../../kits/print/layout/layout';
import type { Face } from '../../kits/print/SheetPages';
import { FaceCache, type Painter } from '../../kits/print/vector';
import { roundedRect } from '../../table/textures';
import { drawStar, tilePainter, tileRim } from './art';
import { CARDS, CARD_SIZE, TILE_SIZE, TYPE_NAMES, type CardPhase, type CupsState, type Tile, type UnitType } from './rules';
import type { CardDef } from './rules/cards';
import './sheets.css';

const TYPE_MARK: Record<UnitType, string> = { infantry: 'INF', armor: 'ARM', air: 'AIR' };
const PHASE: Record<CardPhase, { name: string; when: string; colour: string }> = {
  battle: { name: 'Battle', when: 'Shout “Command!” to play it', colour: '#8e2f25' },
  recovery: { name: 'Recovery', when: 'Played as Recovery begins', colour: '#2f6b3a' },
  logistics: { name: 'Logistics', when: 'Played as the next turn begins', colour: '#2d5590' },
};

/** The cards' paper: the front's margin and the back's border, so one bleed colour serves both sides. */
const CARD_PAPER = '#fbf7ec';
/**
 * The turn in brief, in millimetres: two columns of 8 pt across the printable width, with a few
 * lines to spare for a wider serif than the one measured (54 lost its last line on A4).
 */
const REFERENCE_MM = 64;

const capital = (s: string) => (s[0]?.toUpperCase() ?? '') + s.slice(1);
const colourOf = (s: CupsState, t: Tile) => s.players[t.owner]?.colour ?? 'red';

/** "Red 5 Armor, command unit": what a tile is, in the words the game's log uses. */
export const tileLabel = (t: Tile, colour: string): string => `${capital(colour)} ${t.strength} ${TYPE_NAMES[t.type]}${t.command ? ', command unit' : ''}`;

/** The print-and-play set for the armies of this war. */
export function cupsSheetSet(state: CupsState): SheetSet<Face> {
  const faces = new FaceCache();
  const tileFace = (t: Tile, colour: string, star: boolean): Face => {
    const key = `${colour}-${t.strength}-${t.type}-${t.command}-${star}`;
    return () => <img src={faces.url(key, TILE_SIZE, TILE_SIZE, tilePainter(t, colour, star))} alt="" />;
  };
  const tiles: Piece<Face>[] = [...state.tiles]
    .sort((a, b) => a.owner - b.owner)
    .map((t) => {
      const colour = colourOf(state, t);
      return {
        key: `tile-${t.id}`,
        label: tileLabel(t, colour),
        w: TILE_SIZE,
        h: TILE_SIZE,
        front: tileFace(t, colour, false),
        // A command unit's other side is its big star; every other unit shows its strength again.
        back: tileFace(t, colour, t.command),
        edge: tileRim(colour),
      };
    });
  const cardBack: Face = () => <img src={faces.url('card-back', CARD_SIZE.width, CARD_SIZE.height, paintCardBack)} alt="" />;
  const cards: Piece<Face>[] = CARDS.map((card) => ({
    key: `card-${card.id}`,
    label: `${card.name}, command card`,
    w: CARD_SIZE.width,
    h: CARD_SIZE.height,
    front: () => <CardFront card={card} />,
    back: cardBack,
    edge: CARD_PAPER,
  }));
  const armies = state.players.map((p) => capital(p.colour)).join(', ');
  return {
    title: 'Cups of War',
    sections: [
      {
        kind: 'cut',
        key: 'tiles',
        title: `The armies: ${armies}`,
        note:
          `Fifteen ${TILE_SIZE} mm tiles an army; each back shows the strength again, or a command unit's big star. Fold-over strips: cut out a row, fold it back ` +
          'between the dashed marks, glue it, then cut the tiles apart. Otherwise the backs follow on the next page.',
        pieces: tiles,
        foldable: true,
      },
      {
        kind: 'cut',
        key: 'cards',
        title: `Command cards, ${CARD_SIZE.width} × ${CARD_SIZE.height} mm: playing-card size, to fit card sleeves`,
        pieces: cards,
      },
      { kind: 'text', key: 'reference', title: 'The turn in brief', h: REFERENCE_MM, face: () => <Reference /> },
    ],
  };
}

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

function CardFront({ card }: { card: CardDef }) {
  const phase = PHASE[card.phase];
  return (
    <article class="cowp-card" aria-label={card.name} style={{ '--cowp-phase': phase.colour, background: CARD_PAPER }}>
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

/**
 * The command cards' back: one for all twelve, so a back gives no card away. A paper border (the
 * bleed's colour, forgiving of a back printed a little off), a dark field with a lattice, and a cup
 * seen from above with a star in it. Turned half round it looks the same, as a card back should.
 */
const paintCardBack: Painter = (c, w, h) => {
  const u = w / CARD_SIZE.width; // units a millimetre
  c.fillStyle = CARD_PAPER;
  c.fillRect(0, 0, w, h);
  const m = 3.5 * u;
  const field = { x: m, y: m, w: w - 2 * m, h: h - 2 * m };
  roundedRect(c, field.x, field.y, field.w, field.h, 3 * u);
  c.fillStyle = '#5a1f1a';
  c.fill();
  // The lattice: diagonals both ways, kept inside the field.
  c.save();
  roundedRect(c, field.x, field.y, field.w, field.h, 3 * u);
  c.clip();
  c.strokeStyle = 'rgba(217,183,135,0.35)';
  c.lineWidth = 0.35 * u;
  const step = 6 * u;
  c.beginPath();
  for (let d = -h; d < w + h; d += step) {
    c.moveTo(d, 0);
    c.lineTo(d + h, h);
    c.moveTo(d + h, 0);
    c.lineTo(d, h);
  }
  c.stroke();
  c.restore();
  // A thin gold rule inside the field's edge.
  roundedRect(c, field.x + 1.5 * u, field.y + 1.5 * u, field.w - 3 * u, field.h - 3 * u, 2 * u);
  c.strokeStyle = '#d9b787';
  c.lineWidth = 0.5 * u;
  c.stroke();
  // The cup: a wooden rim round its dark inside, a star in it.
  const cx = w / 2;
  const cy = h / 2;
  const r = 15 * u;
  c.beginPath();
  c.arc(cx, cy, r + 1.2 * u, 0, Math.PI * 2);
  c.fillStyle = '#5a1f1a';
  c.fill();
  c.beginPath();
  c.arc(cx, cy, r, 0, Math.PI * 2);
  c.fillStyle = '#d9b787';
  c.fill();
  c.beginPath();
  c.arc(cx, cy, r * 0.84, 0, Math.PI * 2);
  c.fillStyle = '#2a1a0e';
  c.fill();
  drawStar(c, cx, cy, r * 0.6, '#d9b787');
  // The name above and, turned half round, below.
  c.fillStyle = '#f4e6c8';
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.font = `bold ${Math.round(5 * u)}px Georgia, serif`;
  c.fillText('CUPS OF WAR', cx, cy - r - 9 * u);
  c.save();
  c.translate(cx, cy + r + 9 * u);
  c.rotate(Math.PI);
  c.fillText('CUPS OF WAR', 0, 0);
  c.restore();
};

/** The turn in brief. */
function Reference() {
  return (
    <section class="cowp-ref" aria-label="The turn in brief">
      <p>
        <b>Each army:</b> fifteen tiles, five 1s, four 2s, three 3s, two 4s and a 5; one of each strength is a command unit (★). A command unit landing star side up is strength 0 this
        turn. Before the war everyone draws three command cards. At most three turns, then a shake-off.
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
          <b>Recovery.</b> Fight every stack: defender stronger than the attackers together, the attackers are lost; weaker, the defender is lost; equal, all are lost. Three armies in
          a stack: then the middle unit may defend against the top one.
        </li>
      </ol>
      <p>
        <b>Command cards.</b> Power one card a turn by moving units from the table onto it (they cannot attack or be attacked there). Powered, it is played in its phase, then its units
        go back to the cup and the card is discarded. Not powered when the battle ends: lose the units on it, keep the card.
      </p>
      <p>
        <b>Winning.</b> The only army with units left wins at once. After the third turn, everyone shakes what is left: the highest total showing wins (★ up counts 0); ties share.
      </p>
    </section>
  );
}
