// Remote play under load (issue 16): `npm run bench:net` (MUSTER_BENCH_ROOMS, MUSTER_BENCH_SECONDS).
// Muster servers started as players start them (`npm run server`, loopback address only), and
// rooms of two headless clients (renderer/net/remote.ts, the app's own client) playing Tiny 18c
// against each other, each seat moving the moment its orders are asked for (the easy computer
// decides them, in this process). Bounded: a fixed number of rooms for a fixed time. Printed: the
// moves the server applied per second, the round trip of a move (request to answer) median and
// p95, and the server's memory per room (its resident size with the rooms open, less before, per
// room). Then the same with two server processes sharing rooms through a local Redis (when
// redis-server is installed): the rooms hosted through one process, joined through the other.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RULES } from '../../renderer/games/rules-registry';
import { SERVER_READY, freePort, musterServerArgs, seatedPair, startProcess } from '../../electron/testing/net';
import type { Action } from '../../renderer/engine/game';

const ROOMS = Number(process.env.MUSTER_BENCH_ROOMS ?? 20);
const SECONDS = Number(process.env.MUSTER_BENCH_SECONDS ?? 20);
const game = RULES['tiny-18c']!;

/** Resident memory of a process, MB (Linux /proc). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
};

/** A room of two seats playing battle after battle until `until`; each move's round trip pushed to `trips`. */
async function playRoom(host: string, join: string, until: number, trips: number[]): Promise<number> {
  let moves = 0;
  while (Date.now() < until) {
    const [a, b] = await seatedPair(game, host, join);
    while (Date.now() < until && !a.update!.result) {
      const at = a.update!.at;
      const mover = [a, b].find((t) => t.update!.at === at && t.update!.actors.includes(t.seat));
      if (!mover) {
        await Promise.race([a.next((u) => u.at > at), b.next((u) => u.at > at)]);
        continue;
      }
      const action = game.bot!(mover.update!.view, mover.seat, 'easy') as Action;
      const t0 = performance.now();
      const reply = await mover.act(action);
      trips.push(performance.now() - t0);
      if (!reply.ok) throw new Error(reply.message);
      moves++;
      await Promise.all([a.next((u) => u.at >= reply.at), b.next((u) => u.at >= reply.at)]);
    }
    await Promise.all([a.leave(), b.leave()]);
  }
  return moves;
}

async function series(label: string, hosts: string[], joins: string[], pids: number[]): Promise<void> {
  const before = pids.map(rssMb);
  const trips: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  let peak = before.slice();
  const sampler = setInterval(() => (peak = pids.map((p, i) => Math.max(peak[i] ?? 0, rssMb(p)))), 250);
  const t0 = performance.now();
  const moves = (await Promise.all(Array.from({ length: ROOMS }, (_, i) => playRoom(hosts[i % hosts.length]!, joins[i % joins.length]!, until, trips)))).reduce((x, y) => x + y, 0);
  const secs = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const perRoom = pids.map((_, i) => ((peak[i] ?? 0) - (before[i] ?? 0)) / (ROOMS / pids.length));
  console.log(
    `| ${label} | ${ROOMS} | ${(moves / secs).toFixed(0)} | ${pct(trips, 0.5).toFixed(1)} ms | ${pct(trips, 0.95).toFixed(1)} ms | ${perRoom.map((m) => `${m.toFixed(2)} MB`).join(', ')} |`,
  );
}

export async function netLoadBench(): Promise<void> {
  console.log(`\n## Remote play: ${ROOMS} rooms of two clients playing Tiny 18c for ${SECONDS} s (loopback; clients in this process, servers their own)`);
  console.log('| servers | rooms | moves a second | round trip median | p95 | server memory per room (peak RSS less idle) |');
  console.log('|---|---|---|---|---|---|');
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  try {
    const rooms = mkdtempSync(join(tmpdir(), 'muster-bench-rooms-'));
    dirs.push(rooms);
    const port = await freePort();
    const one = await startProcess(process.execPath, musterServerArgs(port, rooms), SERVER_READY, children);
    await new Promise((r) => setTimeout(r, 500));
    await series('one process', [`ws://127.0.0.1:${port}`], [`ws://127.0.0.1:${port}`], [one.pid!]);
    one.kill('SIGKILL');
    if (spawnSync('redis-server', ['--version']).status !== 0) {
      console.log('| two processes and Redis | SKIPPED: redis-server is not installed | | | | |');
      return;
    }
    const redisPort = await freePort();
    await startProcess('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], /Ready to accept connections/, children);
    const ports = [await freePort(), await freePort()];
    const procs: ChildProcess[] = [];
    for (const p of ports) procs.push(await startProcess(process.execPath, musterServerArgs(p, rooms, ['--redis', `redis://127.0.0.1:${redisPort}`, '--public', `127.0.0.1:${p}`]), SERVER_READY, children));
    await new Promise((r) => setTimeout(r, 500));
    const urls = ports.map((p) => `ws://127.0.0.1:${p}`);
    await series('two processes and Redis (hosted through one, joined through the other)', urls, [...urls].reverse(), procs.map((c) => c.pid!));
  } finally {
    for (const c of children) c.kill('SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

if (process.argv[1]?.endsWith('net-load.bench.ts')) void netLoadBench().then(() => process.exit(0));
