// The rules' resolution of a movement or declarations phase (rules/index.ts simulatePhase), worked
// out again for the computer's look-ahead on a 25-square grid: no log's words, no lists of units
// filtered for every question, the units copied once. It must give exactly the state the rules
// give, for every state and every legal orders (fast-phase.test.ts holds it to that over the
// 2,000 seeded games and thousands of random orders); any other phase is handed to the rules.
// bots.ts plays every look-ahead through it: the same decisions in about two thirds of the time.
import { Rng, type RngState } from '../../../engine/rng';
import { ARTILLERY_HITS_ON, hasAdvantage } from '../rules/resolve';
import { closeTurn, checkEnd, routLimit, simulatePhase as rulesPhase } from '../rules';
import { AROUND, CELLS, DIAG, ORTHO } from './grid';
import { SIZE, backward, homeRow, type DeclareOrders, type MoveOrders, type Orders, type Side, type Square, type Tiny18cState, type Unit } from '../rules/types';

/** The standing unit on each square (its index in the units, plus one), or 0. */
const grid = new Int16Array(CELLS);

const cell = (s: Square): number => s.r * SIZE + s.c;
const unitOn = (units: readonly Unit[], k: number): Unit | undefined => (grid[k] ? units[(grid[k] as number) - 1] : undefined);

function fillGrid(units: readonly Unit[]): void {
  grid.fill(0);
  units.forEach((u, i) => {
    if (u.at && !u.routed) grid[cell(u.at)] = i + 1;
  });
}

const byId = (units: readonly Unit[], id: string): Unit | undefined => units.find((u) => u.id === id);

/** How many of `side`'s standing units flank the unit on square `k` (board.ts flankers). */
function flankCount(units: readonly Unit[], k: number, side: Side): number {
  let n = 0;
  for (const j of ORTHO[k] as number[]) if (unitOn(units, j)?.side === side) n++;
  for (const j of DIAG[k] as number[]) {
    const u = unitOn(units, j);
    if (u?.side === side && u.type === 'I') n++;
  }
  return n;
}

const flanked = (units: readonly Unit[], u: Unit): boolean => flankCount(units, cell(u.at as Square), u.side === 0 ? 1 : 0) >= 2;

/** Standing enemies of `side` next to square `k`. */
function enemiesNext(units: readonly Unit[], side: Side, k: number): number {
  let n = 0;
  for (const j of AROUND[k] as number[]) {
    const u = unitOn(units, j);
    if (u && u.side !== side) n++;
  }
  return n;
}

// ---- moving (resolve.ts moveSimultaneously) -------------------------------------------------------

const MAX = 64;
const moverUnit: (Unit | undefined)[] = new Array<Unit | undefined>(MAX);
const moverFrom = new Int16Array(MAX);
const moverTo: (Square | undefined)[] = new Array<Square | undefined>(MAX);
const blocked = new Uint8Array(MAX);
const staying = new Uint8Array(CELLS);

/** Moves every ordered unit at once, as the rules do; returns the ids of those that moved. */
function moveAll(units: readonly Unit[], ids: readonly string[], tos: readonly Square[]): string[] {
  let n = 0;
  for (let k = 0; k < ids.length; k++) {
    const u = byId(units, ids[k] as string);
    const to = tos[k] as Square;
    if (!u?.at || u.routed || (u.at.r === to.r && u.at.c === to.c)) continue;
    moverUnit[n] = u;
    moverFrom[n] = cell(u.at);
    moverTo[n] = to;
    blocked[n] = 0;
    n++;
  }
  let changed = true;
  while (changed) {
    changed = false;
    // Squares held by units staying put, or whose move has failed.
    staying.set(grid);
    for (let i = 0; i < n; i++) if (!blocked[i]) staying[moverFrom[i] as number] = 0;
    for (let i = 0; i < n; i++) {
      if (blocked[i]) continue;
      const to = moverTo[i] as Square;
      const from = moverFrom[i] as number;
      let stop = staying[cell(to)] !== 0;
      const fr = Math.floor(from / SIZE);
      const fc = from % SIZE;
      if (Math.max(Math.abs(fr - to.r), Math.abs(fc - to.c)) === 2 && staying[((fr + to.r) / 2) * SIZE + (fc + to.c) / 2] !== 0) stop = true;
      if (stop) blocked[i] = 2;
    }
    for (let i = 0; i < n; i++) {
      if (blocked[i] === 2) {
        blocked[i] = 1;
        changed = true;
      }
    }
    // Two units swapping places both fail.
    for (let i = 0; i < n; i++) {
      if (blocked[i]) continue;
      for (let j = i + 1; j < n; j++) {
        if (!blocked[j] && cell(moverTo[j] as Square) === moverFrom[i] && cell(moverTo[i] as Square) === moverFrom[j]) {
          blocked[i] = 1;
          blocked[j] = 1;
          changed = true;
          break;
        }
      }
    }
    // Two for one square: the defender's first, else the first ordered.
    for (let i = 0; i < n; i++) {
      if (blocked[i]) continue;
      const target = cell(moverTo[i] as Square);
      let winner = -1;
      let contested = false;
      for (let j = i; j < n; j++) {
        if (blocked[j] || cell(moverTo[j] as Square) !== target) continue;
        if (j > i) contested = true;
        if (winner < 0 && (moverUnit[j] as Unit).side === 1) winner = j;
      }
      if (!contested) continue;
      if (winner < 0) winner = i;
      for (let j = i; j < n; j++) {
        if (j !== winner && !blocked[j] && cell(moverTo[j] as Square) === target) {
          blocked[j] = 1;
          changed = true;
        }
      }
    }
  }
  const moved: string[] = [];
  for (let i = 0; i < n; i++) {
    if (blocked[i]) continue;
    const u = moverUnit[i] as Unit;
    grid[moverFrom[i] as number] = 0;
    u.at = moverTo[i] as Square;
    moved.push(u.id);
  }
  for (let i = 0; i < n; i++) {
    if (blocked[i]) continue;
    grid[cell(moverTo[i] as Square)] = units.indexOf(moverUnit[i] as Unit) + 1;
  }
  return moved;
}

// ---- falling back (resolve.ts forceRetreat) --------------------------------------------------------

function rout(u: Unit): void {
  grid[cell(u.at as Square)] = 0;
  u.routed = true;
  u.at = null;
}

function forceRetreat(units: readonly Unit[], u: Unit, wasFlanked: boolean): void {
  const at = u.at;
  if (!at || u.routed) return;
  if (u.type === 'A' || wasFlanked || at.r === homeRow(u.side)) return rout(u);
  const r = at.r + backward(u.side);
  let to = -1;
  if (!grid[r * SIZE + at.c]) to = r * SIZE + at.c;
  else {
    // A diagonal: fewer enemies next to it first, then nearer the centre file, then the left one.
    let bestScore = Infinity;
    for (const c of [at.c - 1, at.c + 1]) {
      if (c < 0 || c >= SIZE || grid[r * SIZE + c]) continue;
      const score = enemiesNext(units, u.side, r * SIZE + c) * 100 + Math.abs(c - 2);
      if (score < bestScore) {
        bestScore = score;
        to = r * SIZE + c;
      }
    }
  }
  if (to < 0) return rout(u);
  const index = grid[cell(at)] as number;
  grid[cell(at)] = 0;
  grid[to] = index;
  u.at = { r: Math.floor(to / SIZE), c: to % SIZE };
}

/** Units falling back, rearmost first (resolve.ts rearmostFirst), each flanked as it stood before any fell back. */
function fallBack(units: readonly Unit[], list: Unit[]): void {
  if (!list.length) return;
  const wasFlanked = list.map((u) => flanked(units, u));
  const order = list.map((_, i) => i);
  const depth = (u: Unit) => Math.abs((u.at?.r ?? 0) - homeRow(u.side));
  order.sort((i, j) => depth(list[i] as Unit) - depth(list[j] as Unit) || (list[i] as Unit).id.localeCompare((list[j] as Unit).id));
  for (const i of order) forceRetreat(units, list[i] as Unit, wasFlanked[i] as boolean);
}

/** Who loses a fight (resolve.ts fight): flanking and advantage; a charge on pikes always fails. */
function loser(units: readonly Unit[], a: Unit, b: Unit, chargeBy: Unit | null): Unit | null {
  const scoreA = flankCount(units, cell(b.at as Square), a.side) + (hasAdvantage(a, b, chargeBy === a) ? 2 : 0);
  const scoreB = flankCount(units, cell(a.at as Square), b.side) + (hasAdvantage(b, a, chargeBy === b) ? 2 : 0);
  if (chargeBy && (chargeBy === a ? b : a).type === 'P') return chargeBy;
  return scoreA > scoreB ? b : scoreB > scoreA ? a : null;
}

const distance = (a: Square, b: Square): number => Math.max(Math.abs(a.r - b.r), Math.abs(a.c - b.c));
const isAdjacent = (a: Square, b: Square): boolean => distance(a, b) === 1;

/** Where a charge carries the charger (resolve.ts chargeDestination): the free square around it nearest the target. */
function chargeTo(charger: Unit, target: Unit): Square | null {
  const from = charger.at;
  const to = target.at;
  if (!from || !to || isAdjacent(from, to)) return null;
  let best = -1;
  let bestRank = Infinity;
  for (const j of AROUND[cell(from)] as number[]) {
    if (grid[j]) continue;
    const r = Math.floor(j / SIZE);
    const c = j % SIZE;
    // Nearest by the king's move, then by rows and files, then the straightest; then the upper, the left.
    const rank = ((Math.max(Math.abs(r - to.r), Math.abs(c - to.c)) * 100 + (Math.abs(r - to.r) + Math.abs(c - to.c)) * 10 + Math.abs(c - from.c)) * SIZE + r) * SIZE + c;
    if (rank < bestRank) {
      bestRank = rank;
      best = j;
    }
  }
  if (best < 0) return null;
  const square = { r: Math.floor(best / SIZE), c: best % SIZE };
  return distance(square, to) < distance(from, to) ? square : null;
}

/** Has a side broken? Only then are the rules asked to write the ending (rules/index.ts checkEnd). */
function ended(s: Tiny18cState): boolean {
  let routed0 = 0;
  let routed1 = 0;
  for (const u of s.units) {
    if (!u.routed) continue;
    if (u.side === 0) routed0++;
    else routed1++;
  }
  return routed0 >= routLimit(s.strength[0]) || routed1 >= routLimit(s.strength[1]) ? checkEnd(s) : false;
}

// ---- the phases ---------------------------------------------------------------------------------

function declarations(s: Tiny18cState, units: Unit[], decl: readonly (DeclareOrders | null)[], rngState: RngState): RngState {
  const ids: string[] = [];
  const tos: Square[] = [];
  const charges: { unit: string; target: string }[] = [];
  for (const o of decl) {
    const a = o?.action;
    if (!a) continue;
    if (a.kind === 'move') {
      ids.push(a.unit);
      tos.push(a.to);
    } else {
      const charger = byId(units, a.unit);
      const target = byId(units, a.target);
      const to = charger && target ? chargeTo(charger, target) : null;
      if (to) {
        ids.push(a.unit);
        tos.push(to);
      }
      charges.push({ unit: a.unit, target: a.target });
    }
  }
  const stepped = moveAll(units, ids, tos);
  for (const id of stepped) if (!s.moved.includes(id)) s.moved.push(id);
  // The guns: a unit on the move (a declared move or charge) is missed; otherwise 4+ on a d6 hits.
  const moving0 = decl[0]?.action?.unit;
  const moving1 = decl[1]?.action?.unit;
  let rng: Rng | null = null;
  const hits: Unit[] = [];
  for (const o of decl) {
    if (!o) continue;
    for (const gunId in o.shots) {
      const gun = byId(units, gunId);
      const target = byId(units, o.shots[gunId] as string);
      if (!gun?.at || gun.routed || !target?.at || target.routed) continue;
      if (target.id === moving0 || target.id === moving1) continue;
      rng ??= new Rng(rngState);
      if (rng.int(1, 6) >= ARTILLERY_HITS_ON && !hits.includes(target)) hits.push(target);
    }
  }
  fallBack(units, hits);
  const next: RngState = rng ? (rng as Rng).state() : rngState;
  if (ended(s)) return next;
  const lost: Unit[] = [];
  for (const c of charges) {
    const a = byId(units, c.unit);
    const b = byId(units, c.target);
    if (!a?.at || a.routed || !b?.at || b.routed || !isAdjacent(a.at, b.at)) continue;
    const l = loser(units, a, b, a);
    if (l && !lost.includes(l)) lost.push(l);
  }
  fallBack(units, lost);
  if (ended(s)) return next;
  combat(units);
  ended(s);
  return next;
}

/** The combat phase (resolve.ts combatPhase): scouts skirmish away, then every pair of enemies side by side fights. */
function combat(units: readonly Unit[]): void {
  const scouts = units.filter((u) => u.type === 'S' && u.at && !u.routed);
  for (const sc of scouts) {
    const at = sc.at as Square;
    const k = cell(at);
    if (enemiesNext(units, sc.side, k) === 0 || flanked(units, sc)) continue;
    let to = -1;
    let bestScore = Infinity;
    for (const j of AROUND[k] as number[]) {
      if (grid[j] || enemiesNext(units, sc.side, j) !== 0) continue;
      const score = Math.abs(Math.floor(j / SIZE) - homeRow(sc.side)) * 100 + Math.abs((j % SIZE) - at.c);
      if (score < bestScore) {
        bestScore = score;
        to = j;
      }
    }
    if (to < 0) continue;
    grid[to] = grid[k] as number;
    grid[k] = 0;
    sc.at = { r: Math.floor(to / SIZE), c: to % SIZE };
  }
  const lost: Unit[] = [];
  for (const a of units) {
    if (a.side !== 0 || !a.at || a.routed) continue;
    for (const b of units) {
      if (b.side !== 1 || !b.at || b.routed || !isAdjacent(a.at, b.at)) continue;
      const l = loser(units, a, b, null);
      if (l && !lost.includes(l)) lost.push(l);
    }
  }
  fallBack(units, lost);
}

/** What `simulatePhase` in the rules gives, sooner. */
export function fastPhase(before: Tiny18cState, orders: [Orders | null, Orders | null], rngState: RngState): Tiny18cState {
  if (before.phase !== 'movement' && before.phase !== 'declarations') return rulesPhase(before, orders, rngState);
  const units = before.units.map((u) => ({ ...u }));
  const s: Tiny18cState = { ...before, units, orders: [null, null], committed: [false, false], moved: [...before.moved], rng: rngState };
  fillGrid(units);
  if (s.phase === 'movement') {
    const ids: string[] = [];
    const tos: Square[] = [];
    for (const o of orders as (MoveOrders | null)[]) {
      for (const id in o?.moves ?? {}) {
        ids.push(id);
        tos.push((o as MoveOrders).moves[id] as Square);
      }
    }
    s.moved = moveAll(units, ids, tos);
    s.phase = 'declarations';
    return s;
  }
  s.rng = declarations(s, units, orders as (DeclareOrders | null)[], rngState);
  closeTurn(s);
  return s;
}
