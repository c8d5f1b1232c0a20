// Battle of Tippecanoe's print-and-play set, on the sheet engine (kits/print): all 275 cards in the
// materials list's counts, each deck with its back for two-sided printing, the US Troop
// Advancement Board (in pieces to join, where it is wider than the paper) and its marker, and the
// turn in brief on one page. The set is the whole game's materials, whatever the state of a game:
// it is built from rules/cards.ts alone, and every face is the table's own painter, drawn as vector.
import type { CutSection, Piece, SheetSet } from '../../kits/print/layout/layout';
import { BLEED, MARGIN, markRoom } from '../../kits/print/layout/layout';
import { PAPERS } from '../../kits/print/layout/paper';
import type { Face } from '../../kits/print/SheetPages';
import { FaceCache, type Painter } from '../../kits/print/vector';
import {
  BOARD,
  BOARD_COLOUR,
  CARD,
  DECKS,
  MARKER_MM,
  MINI,
  PAPER,
  costWords,
  paintAmmunitionCard,
  paintBack,
  paintBoard,
  paintConditionCard,
  paintMarker,
  paintTacticCard,
  paintUnitCard,
  paintWeaponCard,
  spaceDate,
  unitDeck,
  type Deck,
} from './art';
import { AMMUNITION, CONDITIONS, FIELD_SIZE, MARCH_DAYS, NATIVE, TACTICS, UNITS, US, WEAPONS } from './rules/cards';
import { EXCHANGES_PER_TURN } from './rules';
import type { Variant } from './rules/types';
import { balancedChanges, valuesFor, type Values } from './rules/values';
import './sheets.css';

/**
 * The width a piece may have on every paper Muster prints on, bleed or not: the set is made once,
 * before the player picks the paper, so a piece must fit the narrowest case (A4 with bleed).
 */
export const PIECE_WIDTH_MM = Math.min(...Object.values(PAPERS).map((p) => p.w - 2 * MARGIN - 2 * markRoom(BLEED)));

/** The board's pieces, as [from, to) in spaces (0 is Fort Harrison): as many spaces to a piece as the narrowest paper takes. */
export function boardPieces(width = PIECE_WIDTH_MM): [number, number][] {
  const per = Math.max(1, Math.floor(width / BOARD.space));
  const count = Math.ceil(BOARD.spaces / per);
  // Even pieces rather than a full one and a stub: each is easier to handle and to line up.
  const each = Math.ceil(BOARD.spaces / count);
  const out: [number, number][] = [];
  for (let from = 0; from < BOARD.spaces; from += each) out.push([from, Math.min(BOARD.spaces, from + each)]);
  return out;
}

/** The turn in brief, in millimetres tall: under a page of either paper, with its head. */
export const SUMMARY_MM = 250;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Battle of Tippecanoe's print-and-play set, with the card values of the game's variant (as written from the main menu). */
export function tippecanoeSheetSet(state?: { options?: { variant?: Variant } }): SheetSet<Face> {
  const variant: Variant = state?.options?.variant ?? 'as-written';
  const values = valuesFor(variant);
  // A variant's faces are painted and cached under their own keys.
  const v = variant === 'as-written' ? '' : `-${variant}`;
  const faces = new FaceCache();
  // The engine names each piece (its label) for screen readers: the pictures say nothing more.
  const picture =
    (key: string, w: number, h: number, paint: Painter): Face =>
    () => <img src={faces.url(key, w, h, paint)} alt="" />;
  // One back a deck, the same face for every card of it.
  const backs = new Map((Object.keys(DECKS) as Deck[]).map((deck) => [deck, picture(`back-${deck}`, DECKS[deck].size.w, DECKS[deck].size.h, paintBack(deck))]));
  const back = (deck: Deck): Face => backs.get(deck) as Face;
  const copies = (n: number, make: (i: number) => Piece<Face>): Piece<Face>[] => Array.from({ length: n }, (_, i) => make(i));
  const card = (deck: Deck, key: string, label: string, front: Face, size: { w: number; h: number }): Piece<Face> => ({
    key,
    label,
    w: size.w,
    h: size.h,
    front,
    back: back(deck),
    edge: PAPER,
    backEdge: DECKS[deck].colour,
  });

  // The card sections carry no note under their titles: its 7 mm would cost A4 a row of full-size
  // cards (nine to a page would become six). What they are is said in the turn in brief instead.
  const units = (side: typeof NATIVE | typeof US): CutSection<Face> => {
    const deck = unitDeck(side);
    const defs = UNITS.filter((u) => u.side === side).map((u) => values.unit(u.kind));
    return {
      kind: 'cut',
      key: deck,
      title: `${DECKS[deck].title}: ${plural(defs.reduce((n, u) => n + u.count, 0), 'card')}, ${CARD.w} × ${CARD.h} mm`,
      pieces: defs.flatMap((d) =>
        copies(d.count, (i) => card(deck, `${d.kind}-${i + 1}`, `${d.name}, ${side === NATIVE ? 'Native warrior' : 'US troop'} card`, picture(`unit-${d.kind}${v}`, CARD.w, CARD.h, paintUnitCard(d.kind, values)), CARD)),
      ),
    };
  };

  const tactics: CutSection<Face> = {
    kind: 'cut',
    key: 'tactics',
    title: `Tactics: ${plural(TACTICS.reduce((n, t) => n + t.count, 0), 'card')}, ${CARD.w} × ${CARD.h} mm`,
    pieces: TACTICS.map((t) => values.tactic(t.kind)).flatMap((d) => copies(d.count, (i) => card('tactics', `${d.kind}-${i + 1}`, `${d.name}, tactic card`, picture(`tactic-${d.kind}${v}`, CARD.w, CARD.h, paintTacticCard(d.kind, values)), CARD))),
  };

  const conditions: CutSection<Face> = {
    kind: 'cut',
    key: 'conditions',
    title: `US conditions: ${plural(CONDITIONS.reduce((n, c) => n + c.count, 0), 'card')}, ${CARD.w} × ${CARD.h} mm`,
    pieces: CONDITIONS.map((c) => values.condition(c.kind)).flatMap((d) =>
      copies(d.count, (i) => card('conditions', `${d.kind}-${i + 1}`, `${d.name}, condition card`, picture(`condition-${d.kind}${v}`, CARD.w, CARD.h, paintConditionCard(d.kind, values)), CARD)),
    ),
  };

  const weapons: CutSection<Face> = {
    kind: 'cut',
    key: 'weapons',
    title: `Weapons: ${plural(WEAPONS.reduce((n, w) => n + w.count, 0), 'card')}, ${MINI.w} × ${MINI.h} mm`,
    pieces: WEAPONS.map((w) => values.weapon(w.kind)).flatMap((d) => copies(d.count, (i) => card('weapons', `${d.kind}-${i + 1}`, `${d.name}, weapon card`, picture(`weapon-${d.kind}${v}`, MINI.w, MINI.h, paintWeaponCard(d.kind, values)), MINI))),
  };

  const ammunition: CutSection<Face> = {
    kind: 'cut',
    key: 'ammunition',
    title: `Ammunition: ${plural(AMMUNITION.count, 'card')}, ${MINI.w} × ${MINI.h} mm`,
    pieces: copies(AMMUNITION.count, (i) => card('ammunition', `ammunition-${i + 1}`, 'Ammunition card', picture('ammunition', MINI.w, MINI.h, paintAmmunitionCard), MINI)),
  };

  const parts = boardPieces();
  const board: CutSection<Face> = {
    kind: 'cut',
    key: 'board',
    title: 'US Troop Advancement Board and marker',
    note:
      (parts.length > 1 ? `In ${parts.length} pieces: join them end to end (tape behind), the road running on. ` : '') +
      `The marker starts at Fort Harrison (${spaceDate(0)}) and moves a space for each day the army marches.`,
    pieces: [
      ...parts.map(([from, to]): Piece<Face> => {
        const w = (to - from) * BOARD.space;
        return {
          key: `board-${from}`,
          label: `Advancement board, ${from === 0 ? 'Fort Harrison' : `day ${from}`} to ${to - 1 === MARCH_DAYS ? 'Prophetstown' : `day ${to - 1}`}`,
          w,
          h: BOARD.h,
          front: picture(`board-${from}-${to}`, w, BOARD.h, paintBoard(from, to)),
          edge: BOARD_COLOUR,
        };
      }),
      { key: 'marker', label: 'US Troop Advancement Marker', w: MARKER_MM, h: MARKER_MM, front: picture('marker', MARKER_MM, MARKER_MM, paintMarker), edge: PAPER },
    ],
  };

  return {
    title: 'Battle of Tippecanoe',
    sections: [
      { kind: 'text', key: 'summary', title: 'Battle of Tippecanoe: the turn in brief', h: SUMMARY_MM, face: () => <TurnInBrief values={values} variant={variant} /> },
      units(NATIVE),
      units(US),
      tactics,
      conditions,
      weapons,
      ammunition,
      board,
    ],
  };
}

const sign = (n: number) => (n > 0 ? `+${n}` : String(n));

function bonusText(u: (typeof UNITS)[number]): string {
  const parts: string[] = [];
  if (u.leads) {
    const what = [u.leads.attack ? `${sign(u.leads.attack)} attack` : '', u.leads.defence ? `${sign(u.leads.defence)} defence` : ''].filter(Boolean).join(', ');
    parts.push(`${what} to every unit of the side on the field`);
  }
  if (u.ranged) parts.push(`${sign(u.ranged.attack)} attack, ${sign(u.ranged.defence)} defence in a ranged round`);
  return parts.join('; ') || '—';
}

/** The turn in brief: the sequence of play, then every card's values from the data the rules read. */
function TurnInBrief({ values, variant }: { values: Values; variant: Variant }) {
  const usStart = UNITS.filter((u) => u.side === US)
    .map((u) => `${u.count} ${u.name}`)
    .join(', ');
  const usWeapons = WEAPONS.filter((w) => w.usStart)
    .map((w) => `${w.usStart} ${w.name}`)
    .join(', ');
  return (
    <section class="tipp-ref" aria-label="The turn in brief">
      <div class="tipp-cols">
        <h3>Preparation</h3>
        <p>Turns alternate, the Native player first. Each side builds the army it will fight with.</p>
        <p>
          <b>Native, Civil Chief phase.</b> Draw 7 warriors, keep 5 in hand, put the rest at the bottom of the deck. You may trade one warrior from your hand for
          an ammunition or a weapon card. Move to the War Chief phase whenever you choose (five turns is the rules' advice); you never go back.
        </p>
        <p>
          <b>Native, War Chief phase.</b> Each turn draw 3 ammunition, 5 weapons and 1 tactic. You may exchange up to {EXCHANGES_PER_TURN} ammunition, weapon
          or tactic cards a turn for warriors.
        </p>
        <p>
          <b>US.</b> You start with everything: {usStart}; {usWeapons}; {AMMUNITION.usStart} ammunition. Each turn draw a tactic and a condition. The condition
          says whether the marker moves a day and what you discard (you choose which cards).
        </p>
        <p>
          <b>The battle begins</b> at the start of the Native player's turn once the marker stands on day {MARCH_DAYS} ({spaceDate(MARCH_DAYS)}, before
          Prophetstown), or sooner if the Native player calls it in the War Chief phase. Decks are never reshuffled: one that runs out gives what it has left.
        </p>
        <h3>A battle round</h3>
        <ol>
          <li>
            Each side has {FIELD_SIZE} units on the field, each paired with a weapon (a unit goes without only when its side has no weapon in hand). The
            Native player attacks first.
          </li>
          <li>
            The attacker says <b>ranged</b> or <b>hand to hand</b>. Ranged: both sides discard an ammunition card. A defender with none may still win the
            round, but the attacker then loses no units.
          </li>
          <li>Tactics: the attacker plays one or passes, then the defender.</li>
          <li>Dice: one for each regular unit on the field. Officers and historical characters roll none.</li>
          <li>
            Score: units' attack (the defender's defence) + weapons' power for the kind of round + leaders' bonuses + tactics + dice. The higher wins; the
            loser removes as many units as the difference, at most {FIELD_SIZE}, with their weapons. A tie costs nobody.
          </li>
          <li>The loser refills the field to {FIELD_SIZE} from hand. Attacker and defender swap.</li>
        </ol>
        <p>
          <b>The end.</b> A side that has no units on the field, and none to bring on, has lost; or a side concedes.
        </p>
        <p class="tipp-example">
          The rules' example: a ranged attack by three Defensive and two Aggressive Warriors (7), two Bows and three Muskets (8), Flanking Maneuver (5) and
          dice 20: 40. Against four Privates and a Captain (5), four Muskets w/Bayonets and a Sword (4), the Captain (5), Take Cover (10) and dice 14: 38.
          The US side removes two units.
        </p>
        <p>
          <b>The sheets.</b> Units, tactics and conditions are poker size, {CARD.w} × {CARD.h} mm, for standard sleeves; weapons and ammunition are mini
          cards, {MINI.w} × {MINI.h} mm, for mini sleeves, one tucked under each unit on the field. Each page of cards is followed by its backs: print
          two-sided, flipped on the long edge, or one-sided and glue the backs on (or leave them out). The US army's starting weapons and ammunition come out of the weapon and ammunition decks; the rest are the Native
          player's to draw.
        </p>
        {variant === 'balanced' && (
          <p>
            <b>The balanced variant.</b> These cards carry the values the balance lab tuned so that equal players win about half their games on either side:{' '}
            {balancedChanges().join('; ')}.
          </p>
        )}
      </div>
      <div class="tipp-tables">
        <table>
          <caption>Units</caption>
          <thead>
            <tr>
              <th>Card</th>
              <th>No.</th>
              <th>Att.</th>
              <th>Def.</th>
              <th>Die</th>
              <th>Bonus</th>
            </tr>
          </thead>
          <tbody>
            {UNITS.map((d) => values.unit(d.kind)).map((u) => (
              <tr key={u.kind}>
                <td>{u.name}</td>
                <td>{u.count}</td>
                <td>{u.attack}</td>
                <td>{u.defence}</td>
                <td>{u.regular ? 'yes' : 'no'}</td>
                <td>{bonusText(u)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>Weapons</caption>
          <thead>
            <tr>
              <th>Card</th>
              <th>No.</th>
              <th>Ranged</th>
              <th>Hand to hand</th>
              <th>US start</th>
            </tr>
          </thead>
          <tbody>
            {WEAPONS.map((d) => values.weapon(d.kind)).map((w) => (
              <tr key={w.kind}>
                <td>{w.name}</td>
                <td>{w.count}</td>
                <td>{w.ranged}</td>
                <td>{w.melee}</td>
                <td>{w.usStart}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>Tactics</caption>
          <tbody>
            {TACTICS.map((d) => values.tactic(d.kind)).map((t) => (
              <tr key={t.kind}>
                <td>{t.name}</td>
                <td>{t.count}</td>
                <td>{t.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>US conditions</caption>
          <tbody>
            {CONDITIONS.map((d) => values.condition(d.kind)).map((c) => (
              <tr key={c.kind}>
                <td>{c.name}</td>
                <td>{c.count}</td>
                <td>{c.advance ? 'March a day' : 'No march'}</td>
                <td>{costWords(c.costs).join(', ') || 'Nothing to discard'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
