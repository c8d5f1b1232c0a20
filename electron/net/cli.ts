// `npm run server`: a Muster server anywhere, for friends on other networks or for games played a
// move a day. Options from the command line or the environment:
//   --port <n>            MUSTER_PORT            (2567)
//   --host <address>      MUSTER_HOST            (0.0.0.0: every network the machine is on)
//   --rooms <folder>      MUSTER_ROOMS           (./muster-rooms: rooms nobody is in wait here)
//   --redis <url>         MUSTER_REDIS_URL       (several processes sharing rooms: Colyseus's Redis presence and driver)
//   --public <host:port>  MUSTER_PUBLIC_ADDRESS  (how clients reach this process; with --redis, each process its own)
//   --app <folder>        MUSTER_APP             (the built page, out/renderer: friends play in a browser from this address)
// It prints the address to give players and runs until stopped (Ctrl+C closes the rooms, keeping them).
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { RULES } from '../../renderer/games/rules-registry';
import { DEFAULT_PORT } from '../../renderer/contract/net';
import { fileRoomStore, startServer, type ServerConfig } from './server';

export interface CliOptions {
  port: number;
  host: string;
  rooms: string;
  redis: string | undefined;
  publicAddress: string | undefined;
  app: string | undefined;
}

/** The server's options from `argv` and `env`: the command line first. Throws with a sentence on a bad one. */
export function cliOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, host: { type: 'string' }, rooms: { type: 'string' }, redis: { type: 'string' }, public: { type: 'string' }, app: { type: 'string' } },
    strict: true,
  });
  const portText = values.port ?? env.MUSTER_PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`The port must be a whole number from 0 to 65535, not "${portText}".`);
  const redis = values.redis ?? env.MUSTER_REDIS_URL;
  if (redis !== undefined && !/^rediss?:\/\//.test(redis)) throw new Error(`The Redis address must start redis:// or rediss://, not "${redis}".`);
  return {
    port,
    host: values.host ?? env.MUSTER_HOST ?? '0.0.0.0',
    rooms: resolve(values.rooms ?? env.MUSTER_ROOMS ?? 'muster-rooms'),
    redis,
    publicAddress: values.public ?? env.MUSTER_PUBLIC_ADDRESS,
    app: values.app ?? env.MUSTER_APP ? resolve((values.app ?? env.MUSTER_APP) as string) : undefined,
  };
}

export async function serverConfig(o: CliOptions, appVersion: string): Promise<ServerConfig> {
  const config: ServerConfig = { port: o.port, host: o.host, games: RULES, store: fileRoomStore(o.rooms), appVersion, log: (line) => console.log(line) };
  if (o.publicAddress) config.publicAddress = o.publicAddress;
  if (o.app) config.appDir = o.app;
  if (o.redis) {
    const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
    config.presence = new RedisPresence(o.redis);
    config.driver = new RedisDriver(o.redis);
  }
  return config;
}

async function main(): Promise<void> {
  let o: CliOptions;
  try {
    o = cliOptions(process.argv.slice(2), process.env);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(2);
  }
  const { version } = (await import('../../package.json', { with: { type: 'json' } })).default;
  const running = await startServer(await serverConfig(o, version));
  console.log(`Muster server listening on ${running.host}:${running.port}; rooms kept in ${o.rooms}${o.redis ? `; sharing rooms through ${o.redis}` : ''}${o.app ? `; the app served from ${o.app}` : ''}`);
  const stop = () => {
    console.log('Closing the rooms (each is kept for its players)…');
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) void main();
