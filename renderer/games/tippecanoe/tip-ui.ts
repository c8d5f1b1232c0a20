// What the Tippecanoe panel and table share: the words for each step of the rules (what the seat
// at the screen is to do, or whom it waits for), the hand as the table lays it out (one stack
// per kind of card, since the US army starts with over a hundred cards), and the per-session
// store through which the table tells the panel it is playing a round back. Pure but the store.
import type { LogEntry } from '../../engine/action-log';
import { perSession } from '../../kits/shell/session-store';
import { saveNameKey } from '../../contract/save-format';
import { EXCHANGES_PER_TURN, FIELD_SIZE, MARCH_DAYS, MUSTER_DRAW, MUSTER_KEEP, SIDE_NAMES, Z, actor, categoryOf, handOf, kindOf, legalMoves, nameOf, pile, warChiefHint, type Side, type TipAction, type TipState } from './rules';

export interface TipUiState {
  /** The table is playing a move back (a round's dice, a condition): the panel waits. */
  animating: boolean;
  /** The last round the table shows (its dice landed), or null: the panel shows no later one. */
  round: number | null;
  /** The day of the march the table shows, or null before it has drawn one: the heading names no later day. */
  day: number | null;
}

export const tipStore = perSession<TipUiState>(() => ({ animating: false, round: null, day: null }));

/** The order a hand is laid out in: the units, then what arms and feeds them, then the tactics. */
const CATEGORY_ORDER = ['unit', 'weapon', 'ammunition', 'tactic', 'condition'] as const;

/** One stack of the hand: every card of one kind (the rules treat cards of a kind alike). */
export interface HandGroup {
  kind: string;
  cards: string[];
}

/** A hand as stacks of a kind each, units first; cards hidden from this seat make no stack. */
export function handGroups(cards: readonly string[]): HandGroup[] {
  const groups = new Map<string, string[]>();
  for (const card of cards) {
    if (categoryOf(card) === null) continue;
    const kind = kindOf(card);
    groups.set(kind, [...(groups.get(kind) ?? []), card]);
  }
  const rank = (kind: string) => CATEGORY_ORDER.indexOf(categoryOf(`${kind}-1`) ?? 'condition');
  return [...groups.entries()].map(([kind, cs]) => ({ kind, cards: cs })).sort((a, b) => rank(a.kind) - rank(b.kind));
}

/**
 * The kinds of card in `seat`'s hand that have something to do now, by the rules' own legal moves
 * (a condition paid with one, a warrior traded, a unit laid out, a weapon for it, a tactic played,
 * a card exchanged): the table rings those stacks, so "a card of that sort" is plain to see.
 */
export function usableKinds(s: TipState, seat: Side): Set<string> {
  const kinds = new Set<string>();
  const hand = new Set(handOf(s, seat));
  for (const a of legalMoves(s, seat)) {
    for (const card of [(a as { card?: string | null }).card, (a as { warrior?: string }).warrior, (a as { unit?: string }).unit, (a as { weapon?: string | null }).weapon]) {
      if (card && hand.has(card)) kinds.add(kindOf(card));
    }
  }
  return kinds;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the owed condition asks for, in words: "2 troops and a weapon". */
export function owedWords(s: TipState): string {
  const o = s.owed;
  const parts = [o.troops ? plural(o.troops, 'troop', 'troops') : '', o.weapons ? plural(o.weapons, 'weapon', 'weapons') : '', o.ammunition ? `${o.ammunition} ammunition` : ''].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing');
}

/**
 * The panel's heading: the preparation's day, the battle's round, or how many rounds the battle
 * lasted once it is over (or that it never began: a side conceded first). `rolling`: the round whose dice the table is still rolling, named until
 * they land (the rules have already moved on to the next). `marching`: the day the table still
 * shows while the US march plays back, named until the marker has moved (the heading said day 1
 * while the board still stood at day 0 and the condition was still flying).
 */
export function headingWords(s: TipState, rolling: number | null = null, marching: number | null = null): string {
  // Conceded before the battle: the preparation did not go on to its day of the march.
  if (!s.battle && s.result) return 'Over before the battle';
  if (!s.battle) return `Preparation · day ${marching ?? s.day} of ${MARCH_DAYS}`;
  if (rolling !== null) return `Battle · round ${rolling}`;
  if (!s.result) return `Battle · round ${s.battle.round}`;
  const fought = s.battle.last?.round ?? 0;
  return fought > 0 ? `Battle over · ${plural(fought, 'round', 'rounds')} fought` : 'Battle over';
}

/**
 * A field's caption: whose it is and, in the battle, the side's role: in the round being fought
 * (from the attack announced to the dice), or in the next one while the fields are laid out and
 * the last round's losses removed (its breakdown beside the fields still reads attack and defence
 * the other way round).
 */
export function fieldCaption(s: TipState, side: Side): string {
  const b = s.battle;
  if (!b || s.result) return `${SIDE_NAMES[side]} field`;
  const fighting = s.step.k === 'attack' || s.step.k === 'tactic';
  const attacks = b.attacker === side;
  return `${SIDE_NAMES[side]} field · ${fighting ? (attacks ? 'attacking' : 'defending') : attacks ? 'attacks next' : 'defends next'}`;
}

/** What the seat at the screen is to do now, in the players' words, with the table's gestures. */
export function stepWords(s: TipState, seat: Side): string {
  if (s.result) return s.result.text;
  const who = actor(s);
  if (who !== seat) return `Waiting for the ${SIDE_NAMES[who ?? 0]} player: ${waitingWords(s)}`;
  const b = s.battle;
  // A War Chief with no warrior in hand cannot call the battle (it would be lost at once).
  const hasWarrior = handOf(s, seat).some((c) => categoryOf(c) === 'unit');
  switch (s.step.k) {
    case 'muster': {
      // The deck runs low after some ten musters: say what a muster still draws, down to nothing.
      const left = pile(s, Z.warriors).length;
      const muster =
        left === 0
          ? 'the warriors deck is empty, so a muster draws none (the trade after it is still yours)'
          : left < MUSTER_DRAW
            ? `muster the last ${left} ${left === 1 ? 'warrior' : 'warriors'}${left > MUSTER_KEEP ? ` and keep ${MUSTER_KEEP}` : `, keeping ${left === 1 ? 'it' : 'them all'}`}`
            : 'muster seven warriors and keep five';
      return `Civil Chief: ${muster}, or hand command to the War Chief for good.${warChiefHint(s) ? ` ${warChiefHint(s)}` : ''}`;
    }
    case 'keep': {
      const back = pile(s, Z.muster).length - MUSTER_KEEP;
      return `Keep ${MUSTER_KEEP} of the warriors drawn: click ${back === 1 ? 'one' : back} to send back to the bottom of the deck.`;
    }
    case 'council':
      return s.traded ? 'Your trade is made: end your turn.' : 'You may trade one warrior for an ammunition card or a weapon: drag a warrior from your hand onto that deck. Then end your turn.';
    case 'supply':
      return hasWarrior
        ? 'War Chief: draw supplies (three ammunition, five weapons, a tactic), or call the battle now.'
        : 'War Chief: draw supplies (three ammunition, five weapons, a tactic). You have no warrior yet to call the battle with.';
    case 'arm': {
      const left = EXCHANGES_PER_TURN - s.exchanges;
      const then = hasWarrior ? 'end your turn, or call the battle' : 'end your turn (with no warrior in hand you cannot call the battle)';
      return left > 0
        ? `You may exchange ${plural(left, 'more card', 'more cards')} for warriors: drag ammunition, a weapon or a tactic onto the warriors deck. Then ${then}.`
        : `${then.charAt(0).toUpperCase()}${then.slice(1)}.`;
    }
    case 'march':
      return `March: draw a tactic and a condition. The army stands on day ${s.day}.`;
    case 'pay':
      return `The condition costs you ${owedWords(s)}: click a card of that sort (ringed in gold) in your hand, or drag it onto the discard.`;
    case 'deploy': {
      const n = b?.fields[seat].length ?? 0;
      const armed = handOf(s, seat).some((c) => categoryOf(c) === 'weapon');
      return `Lay out your units (${n} of ${FIELD_SIZE} on the field): drag a unit onto your field${armed ? ', then a weapon onto it' : ' (you have no weapon in your hand: it goes unarmed)'}.`;
    }
    case 'attack':
      return handOf(s, seat).some((c) => categoryOf(c) === 'ammunition')
        ? `Round ${b?.round ?? 1}: you attack. Choose a ranged attack (both sides spend an ammunition card) or hand to hand.`
        : `Round ${b?.round ?? 1}: you attack. You have no ammunition left for a ranged attack: attack hand to hand.`;
    case 'tactic': {
      const kind = b?.attack === 'ranged' ? 'a ranged attack' : 'a hand-to-hand attack';
      // Only the tactics that suit the side's role and the attack may be played: with none of them, passing is all.
      const fits = legalMoves(s, seat).some((m) => m.type === 'tactic' && m.card !== null);
      const choice = fits ? 'play a tactic (click it) or pass' : 'no tactic in your hand suits it: pass';
      return b?.attacker === seat ? `You attack with ${kind}: ${choice}.` : `You defend against ${kind}${b?.defenderDry ? ' with no ammunition' : ''}: ${choice}. Then the dice are rolled.`;
    }
    case 'remove': {
      const one = s.step.count === 1;
      // Units laid out when their side had no weapon left go unarmed: then there is no weapon to speak of.
      const armed = b?.fields[seat].some((p) => p.weapon !== null) ?? true;
      const weapons = armed ? ` with ${one ? 'its weapon' : 'their weapons'}` : ` (${one ? 'it has' : 'they have'} no weapon)`;
      // The round lost by name: the heading already names the next one (Battle · round 3 over round 2's losses).
      const lost = b?.last ? `round ${b.last.round}` : 'the round';
      return `You lost ${lost}: remove ${plural(s.step.count, 'unit', 'units')}${weapons}: click ${one ? 'it' : 'them'} on your field.`;
    }
    case 'over':
      return 'The battle is over.';
  }
}

/**
 * What a card from `seat`'s hand, clicked (or dropped on a deck that takes no such card), says when
 * it does nothing: how this step uses a card of its sort, or what the step asks instead. A click
 * that moved nothing was met with silence.
 */
export function idleCardWords(s: TipState, seat: Side, card: string): string {
  const cat = categoryOf(card);
  switch (s.step.k) {
    case 'council':
      if (s.traded) return 'Your trade is made: end your turn in the panel.';
      return cat === 'unit'
        ? 'To trade a warrior, drag it onto the ammunition or the weapons deck (once a turn). Or end your turn in the panel.'
        : 'Only a warrior can be traded: drag one onto the ammunition or the weapons deck. Or end your turn in the panel.';
    case 'arm':
      if (s.exchanges >= EXCHANGES_PER_TURN) return 'Your exchanges are made: end your turn, or call the battle, in the panel.';
      return cat === 'unit'
        ? 'Warriors are what an exchange brings: drag ammunition, a weapon or a tactic onto the warriors deck for one.'
        : 'To exchange it for a warrior, drag it onto the warriors deck.';
    case 'tactic':
      return 'Only a tactic can be played now: click one in your hand, or Pass in the panel.';
    case 'deploy':
      // "Lay a unit first" read wrong to a side with units already on its field (a weapon dragged onto one of them).
      return cat === 'weapon' ? 'A weapon goes onto a unit as it is laid out: drag a unit from your hand onto your field, then the weapon onto it.' : 'Ammunition and tactics wait for the rounds: lay out your units now, dragging a unit onto your field.';
    default:
      return `That card has nothing to do now. ${stepWords(s, seat)}`;
  }
}

/**
 * Why a second unit dragged onto the field went back to the hand: the one already waiting there
 * keeps its place until it has its weapon (or is clicked back), as the rules lay a unit out with its weapon.
 */
export function secondUnitWords(waiting: string, variant: TipState['options']['variant']): string {
  return `Your ${nameOf(waiting, variant)} is waiting on your field: drag a weapon onto it first, or click it to take it back to your hand.`;
}

/** What the other side is doing, for the seat that waits. */
function waitingWords(s: TipState): string {
  switch (s.step.k) {
    case 'muster':
    case 'keep':
    case 'council':
      return 'the Civil Chief musters warriors.';
    case 'supply':
    case 'arm':
      return 'the War Chief arms the warriors.';
    case 'march':
    case 'pay':
      return 'the army marches.';
    case 'deploy':
      return 'they lay out units.';
    case 'attack':
      return 'they choose an attack.';
    case 'tactic':
      return 'they choose a tactic.';
    case 'remove':
      return 'they remove their losses.';
    case 'over':
      return 'the battle is over.';
  }
}


/**
 * What Undo says when the last move cannot be taken back (the shell's undoNone), in the words of
 * why (the rules' `kept`): cards drawn and dice rolled have been seen, the computer's moves stand,
 * and so does a move the other person at the computer has seen. Null for the plain words.
 */
export function undoNoneWords(last: LogEntry<TipAction> | undefined, players: readonly { control: string }[], after: TipState): string | null {
  if (!last) return null;
  if (after.result) return 'Nothing to undo: the battle is over.';
  if (last.action.type === 'muster') return 'Nothing to undo: the warriors drawn have been seen.';
  if (last.action.type === 'march') return 'Nothing to undo: the tactic and the condition drawn have been seen.';
  if (last.action.type === 'supply' || last.action.type === 'trade' || last.action.type === 'exchange') return 'Nothing to undo: the cards drawn have been seen.';
  if (last.events.some((e) => e.kind === 'roll')) return "Nothing to undo: the round's dice have been rolled.";
  if (players[last.seat]?.control === 'computer') return "Nothing to undo: the computer's moves are not taken back.";
  const next = actor(after);
  if (next !== null && next !== last.seat && players[next]?.control === 'human') return 'Nothing to undo: the other player has seen that move.';
  return null;
}

/**
 * The status line's reminder of what the mouse does now, for the seat at the screen: the panel's
 * buttons of this step, or the card gestures it asks for (the panel's own words say why).
 */
export function tipHint(s: TipState, seat: number): string {
  const read = 'hover a card to read it · drag the cloth to pan';
  if (s.result || s.step.k === 'over') return 'The battle is over: read it in the log, or start another from the panel · drag the cloth to pan';
  const who = actor(s);
  if (who !== seat) return `Waiting for the ${SIDE_NAMES[who ?? 0]} player · ${read}`;
  switch (s.step.k) {
    case 'muster':
      return `Muster or War Chief in the panel · ${read}`;
    case 'keep':
      return `Click a warrior drawn to send it back to the deck · ${read}`;
    case 'council':
      return 'Drag a warrior onto the ammunition or weapons deck to trade · End turn in the panel · drag the cloth to pan';
    case 'supply':
      return `Supply or Call the battle in the panel · ${read}`;
    case 'arm':
      return 'Drag ammunition, a weapon or a tactic onto the warriors deck to exchange · End turn in the panel · drag the cloth to pan';
    case 'march':
      return `March in the panel · ${read}`;
    case 'pay':
      return `Click a gold-ringed card in your hand, or drag it onto the discard · ${read}`;
    // As the panel says: no weapon left to put on a unit, no ammunition for a ranged attack, no tactic that suits the round.
    case 'deploy':
      return handOf(s, seat).some((c) => categoryOf(c) === 'weapon') ? `Drag a unit onto your field, then a weapon onto it · ${read}` : `Drag a unit onto your field (it goes unarmed) · ${read}`;
    case 'attack':
      return handOf(s, seat).some((c) => categoryOf(c) === 'ammunition') ? `Ranged or Hand to hand in the panel · ${read}` : `Hand to hand in the panel · ${read}`;
    case 'tactic':
      return legalMoves(s, seat).some((m) => m.type === 'tactic' && m.card !== null) ? `Click a tactic in your hand to play it, or Pass in the panel · ${read}` : `Pass in the panel · ${read}`;
    case 'remove':
      return `Click the units to remove on your field · ${read}`;
  }
}

/**
 * What the other side did since `seat` last moved, oldest first: each move's log line, a march
 * with the condition it drew and what that did ("Heavy Rain. The army stays on day 2"), so the
 * person need not open the log (folded in a small window) to learn what the computer just did.
 * Moves alike in a row are one line ("US lays out US Sharpshooter with Musket (×4)"), so a field
 * laid out fits the panel. `entries`: the log as far as the table has shown it. At most `max`
 * lines: the march always among them, as the condition it drew says where the army stands and why
 * the moves after it were made (Desertion's three discards pushed it out of the panel), then the
 * last moves; `left` is how many moves are left out (the log has them). `heading` is the line above
 * them: "Since your last move:", or "So far:" to a seat that has made no move yet (the US on its
 * first turn was told of its "last move" before it had made one).
 */
export function theirMoves(entries: readonly LogEntry[], seat: Side, max = 3): { heading: string; lines: string[]; left: number; more: { at: number; text: string } | null } {
  const said: { text: string; times: number; march: boolean }[] = [];
  let moved = false;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as LogEntry;
    if (e.seat === seat) {
      moved = true;
      break;
    }
    const drawn = e.events.find((ev) => ev.kind === 'note' && (ev.detail as { t?: string } | undefined)?.t === 'condition');
    const text = drawn?.kind === 'note' ? `${e.text}: ${drawn.text}` : e.text;
    if (said[0]?.text === text) said[0].times++;
    else said.unshift({ text, times: 1, march: drawn !== undefined });
  }
  const march = said.findIndex((l) => l.march);
  const kept = march < 0 || march >= said.length - max ? said.slice(-max) : [said[march]!, ...said.slice(said.length - (max - 1))];
  const count = (ls: typeof said) => ls.reduce((n, l) => n + l.times, 0);
  const left = count(said) - count(kept);
  // Said where they were made: between the march and the last moves, or above the last moves.
  const between = kept[0] !== said.at(-kept.length);
  const more = left === 0 ? null : { at: between ? 1 : 0, text: `${plural(left, between ? 'more move' : 'earlier move', between ? 'more moves' : 'earlier moves')}: see the log` };
  return { heading: moved ? 'Since your last move:' : 'So far:', lines: kept.map((l) => (l.times > 1 ? `${l.text} (×${l.times})` : l.text)), left, more };
}

/**
 * Who sits at the screen, under the panel's heading: "Anne, the Native player". A player who kept
 * the side's own name (two people at one computer are "Native" and "US" unless they type theirs)
 * is named once: "The US player", not "US, the US player".
 */
export function seatWords(name: string | undefined, side: Side): string {
  const sideName = SIDE_NAMES[side];
  return !name?.trim() || saveNameKey(name) === saveNameKey(sideName) ? `The ${sideName} player` : `${name}, the ${sideName} player`;
}

/**
 * What a click on the other side's unit says when the seat at the screen is removing its losses
 * (a click there did nothing, without a word); null at any other step, where the click pans.
 */
export function enemyUnitWords(s: TipState, seat: Side): string | null {
  if (s.result || s.step.k !== 'remove' || s.step.seat !== seat) return null;
  const lost = s.battle?.last ? `round ${s.battle.last.round}` : 'the round';
  const one = s.step.count === 1;
  const what = one ? 'the unit to remove is' : `the ${s.step.count} units to remove are`;
  return `You lost ${lost}: ${what} your own. Click ${one ? 'it' : 'them'} on your field, the ${SIDE_NAMES[seat]} field.`;
}
