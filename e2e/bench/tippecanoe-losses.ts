// Why the normal Native player loses to the random US player: npx tsx e2e/bench/tippecanoe-losses.ts [games] [native]
// Plays `native` (a lab player's name, normal by default) as the Native side against the random US
// player over the lab's seeds (1001…) and prints, for the wins and the losses apart, the armies
// at the battle's start (units, weapons, ammunition, tactics), when it began, how long it lasted,
// whether the Native side ran out of ammunition, the dice each side rolled over its expectation,
// and a line for every loss. A diagnostic for docs/benchmarks.md (2026-12-02).
import { tippecanoe } from '../../renderer/games/tippecanoe/game';
import { tippecanoeLab as lab } from '../../renderer/games/tippecanoe/ai/lab';
import { NATIVE, US, legalMoves, pile, type Side, type TipAction, type TipState } from '../../renderer/games/tippecanoe/rules';
import { Z, categoryOf } from '../../renderer/games/tippecanoe/rules/deck';

const games = Number(process.argv[2] ?? 200);
const name = process.argv[3] ?? 'normal';
const nativeP = lab.players[name] as (view: TipState, seat: number) => TipAction;
const random = lab.players.random as (view: TipState, seat: number) => TipAction;

const count = (s: TipState, side: Side, cat: string) => [...pile(s, Z.hand(side)), ...pile(s, Z.field(side))].filter((c) => categoryOf(c) === cat).length;
interface Row {
  g: number;
  win: boolean;
  day: number;
  turns: number;
  called: boolean;
  start: { nu: number; nw: number; na: number; nt: number; uu: number; uw: number; ua: number; ut: number };
  rounds: number;
  nativeDryRound: number | null;
  usDryRound: number | null;
  diceLuck: [number, number];
  nativeRanged: number;
  nativeMelee: number;
  usRanged: number;
  usMelee: number;
  lostRounds: number;
  /** Tactics played by each side, Native first; and Native passes while holding a tactic that fitted. */
  played: [number, number];
  passedHolding: number;
  /** Tactics the Native side held when the battle ended. */
  nativeTacticsLeft: number;
}
const rows: Row[] = [];
for (let g = 1; g <= games; g++) {
  let s = tippecanoe.setup(lab.setup(g, 'as-written'), 1000 + g);
  const row: Partial<Row> = { g, diceLuck: [0, 0], nativeRanged: 0, nativeMelee: 0, usRanged: 0, usMelee: 0, lostRounds: 0, played: [0, 0], passedHolding: 0, nativeTacticsLeft: 0, nativeDryRound: null, usDryRound: null };
  for (let n = 0; n < 20000 && !s.result; n++) {
    const seat = tippecanoe.actors(s)[0] as Side;
    const move = (seat === NATIVE ? nativeP : random)(tippecanoe.playerView(s, seat), seat);
    const before = s;
    const r = tippecanoe.apply(s, move, seat);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
    if (!before.battle && s.battle) {
      row.day = s.day;
      row.turns = s.turns[0];
      row.called = move.type === 'call-battle';
      row.start = { nu: count(s, NATIVE, 'unit'), nw: count(s, NATIVE, 'weapon'), na: count(s, NATIVE, 'ammunition'), nt: count(s, NATIVE, 'tactic'), uu: count(s, US, 'unit'), uw: count(s, US, 'weapon'), ua: count(s, US, 'ammunition'), ut: count(s, US, 'tactic') };
    }
    if (move.type === 'tactic') {
      if (move.card !== null) row.played![seat]++;
      else if (seat === NATIVE && legalMoves(before, seat).some((m) => m.type === 'tactic' && m.card !== null)) row.passedHolding!++;
    }
    if (move.type === 'attack') {
      const k = `${seat === NATIVE ? 'native' : 'us'}${move.kind === 'ranged' ? 'Ranged' : 'Melee'}` as 'nativeRanged';
      row[k] = (row[k] ?? 0) + 1;
    }
    if (s.battle) {
      if (row.nativeDryRound === null && count(s, NATIVE, 'ammunition') === 0) row.nativeDryRound = s.battle.round;
      if (row.usDryRound === null && count(s, US, 'ammunition') === 0) row.usDryRound = s.battle.round;
      for (const e of r.events) {
        const d = (e as { detail?: { t: string; score?: { faces: [number[], number[]]; winner: Side | null } } }).detail;
        if (d?.t === 'round' && d.score) {
          for (const side of [0, 1] as const) row.diceLuck![side] += d.score.faces[side].reduce((a, x) => a + x - 3.5, 0);
          if (d.score.winner === US) row.lostRounds!++;
        }
      }
    }
  }
  row.win = s.result?.winner === NATIVE;
  row.nativeTacticsLeft = count(s, NATIVE, 'tactic');
  row.rounds = s.battle?.round ?? 0;
  rows.push(row as Row);
}
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : NaN);
const f = (x: number) => x.toFixed(1);
for (const [label, set] of [
  ['wins', rows.filter((r) => r.win)],
  ['losses', rows.filter((r) => !r.win)],
] as const) {
  console.log(`## ${label}: ${set.length} of ${rows.length}`);
  console.log(
    `battle on day ${f(mean(set.map((r) => r.day)))} after ${f(mean(set.map((r) => r.turns)))} Native turns (${set.filter((r) => r.called).length} called); ` +
      `Native at the start: ${f(mean(set.map((r) => r.start.nu)))} units, ${f(mean(set.map((r) => r.start.nw)))} weapons, ${f(mean(set.map((r) => r.start.na)))} ammunition, ${f(mean(set.map((r) => r.start.nt)))} tactics; ` +
      `US: ${f(mean(set.map((r) => r.start.uu)))} units, ${f(mean(set.map((r) => r.start.uw)))} weapons, ${f(mean(set.map((r) => r.start.ua)))} ammunition, ${f(mean(set.map((r) => r.start.ut)))} tactics`,
  );
  console.log(
    `rounds ${f(mean(set.map((r) => r.rounds)))}; Native dry in ${set.filter((r) => r.nativeDryRound !== null).length} (round ${f(mean(set.filter((r) => r.nativeDryRound !== null).map((r) => r.nativeDryRound as number)))}), US dry in ${set.filter((r) => r.usDryRound !== null).length} (round ${f(mean(set.filter((r) => r.usDryRound !== null).map((r) => r.usDryRound as number)))}); ` +
      `dice over expectation: Native ${f(mean(set.map((r) => r.diceLuck[0])))}, US ${f(mean(set.map((r) => r.diceLuck[1])))}; attacks Native ranged/melee ${f(mean(set.map((r) => r.nativeRanged)))}/${f(mean(set.map((r) => r.nativeMelee)))}, US ${f(mean(set.map((r) => r.usRanged)))}/${f(mean(set.map((r) => r.usMelee)))}; rounds lost ${f(mean(set.map((r) => r.lostRounds)))}; tactics played Native ${f(mean(set.map((r) => r.played[0])))}, US ${f(mean(set.map((r) => r.played[1])))}; Native passes holding a fitting tactic ${f(mean(set.map((r) => r.passedHolding)))}; Native tactics left at the end ${f(mean(set.map((r) => r.nativeTacticsLeft)))}`,
  );
}
// Wins by how long the Native side prepared (the conditions deck decides it: eight turns at the least).
console.log('## Native wins by preparation turns');
for (const t of [...new Set(rows.map((r) => r.turns))].sort((a, b) => a - b)) {
  const set = rows.filter((r) => r.turns === t);
  const won = set.filter((r) => r.win).length;
  console.log(`${t} turns: ${won} of ${set.length} (${((100 * won) / set.length).toFixed(0)}%)`);
}
console.log('## each loss');
for (const r of rows.filter((x) => !x.win)) console.log(JSON.stringify(r));
