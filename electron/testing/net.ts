// For tests and benchmarks of remote play: a free loopback port, a process started and waited
// for (a Muster server, redis-server), and two headless players seated at a new room.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { SeatConfig } from '../../renderer/engine/game';
import { RemoteTable } from '../../renderer/net/remote';

/** A port free on the loopback address now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** Starts `cmd` and resolves once a line of its output matches `ready` (rejects if it exits or takes 30 s); kept in `children` to be killed. */
export function startProcess(cmd: string, args: string[], ready: RegExp, children: ChildProcess[], cwd?: string): Promise<ChildProcess> {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(cwd ? { cwd } : {}) });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${cmd} did not start: ${out}`)), 30_000);
    const read = (b: Buffer) => {
      out += b.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${cmd} exited (${code}): ${out}`));
    });
  });
}

/** A Muster server as `npm run server` starts it (tsx in this Node), on the loopback address. */
export const musterServerArgs = (port: number, rooms: string, extra: string[] = []): string[] => ['--import', 'tsx', 'electron/net/cli.ts', '--port', String(port), '--host', '127.0.0.1', '--rooms', rooms, ...extra];
export const SERVER_READY = /listening on/;

export const humans = (...names: string[]): SeatConfig[] => names.map((name) => ({ name, control: 'human', strength: 'normal' }));

/** Anne hosts a new room of `game` through `hostUrl` and Ben joins it through `joinUrl`; both have their first update. */
export async function seatedPair(game: { id: string; defaultOptions: unknown }, hostUrl: string, joinUrl = hostUrl): Promise<[RemoteTable, RemoteTable]> {
  const a = await RemoteTable.host(hostUrl, { name: 'Anne', host: { game: game.id, options: game.defaultOptions, players: humans('Anne', 'Ben') } });
  const b = await RemoteTable.join(joinUrl, a.welcome!.code, { name: 'Ben' });
  await Promise.all([a.next(), b.next()]);
  return [a, b];
}
