// The app's own scheme, muster://app/..., serving the built page (out/renderer) instead of
// file://. Electron's security checklist (item 18) advises it: a standard, secure scheme gives the
// page a real origin ('self' in the CSP means our files only, not the whole disk), and module
// workers and fetch behave as on the web, where they are known to break under file://.
// Plain functions over the few Electron and fs calls they need, so tests run in Node.
import path from 'node:path';
import { ISOLATION_HEADERS } from './isolation';

export const APP_SCHEME = 'muster';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_PAGE_URL = `${APP_ORIGIN}/index.html`;

/**
 * Standard (relative URLs and a real origin), secure (a secure context, like https), fetch
 * allowed, and V8's code cache for the big Phaser chunk. No CSP bypass, no service workers,
 * no CORS to other origins: the page needs none of them.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, codeCache: true } as const;

/** The types the built page is made of; anything else is served as opaque bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `root` that `url` names, or null when the URL is not ours or could reach
 * outside `root`: any '.' or '..' segment (however escaped), empty segments (an absolute path),
 * backslashes, drive letters or NULs. Refusing these outright is simpler to trust than
 * normalising them.
 */
export function resolveAppFile(root: string, url: string): string | null {
  // Exactly our origin, spelt as Chromium spells it for a standard scheme: no credentials, port or
  // other host. The raw path is read, not a parsed one that may have resolved '..' already.
  if (url !== APP_ORIGIN && !url.startsWith(`${APP_ORIGIN}/`)) return null;
  const raw = url.slice(APP_ORIGIN.length).split(/[?#]/)[0] ?? '';
  const pathname = raw === '' || raw === '/' ? '/index.html' : raw;
  if (!pathname.startsWith('/')) return null;
  const segments: string[] = [];
  for (const encoded of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[\\/:\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const file = path.join(root, ...segments);
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return file;
}

/** The file system calls the handler makes (node:fs/promises in main; fakes in tests). */
export interface AppFiles {
  readFile(file: string): Promise<Uint8Array<ArrayBuffer>>;
  /** Resolves symlinks, so a link inside the app's folder cannot serve a file outside it. */
  realpath(file: string): Promise<string>;
}

export interface AppProtocolOptions {
  /** The built page's folder (out/renderer). */
  readonly root: string;
  readonly files: AppFiles;
  /** Sent with every response, as the dev server's are; the page's meta tag carries the same. */
  readonly contentSecurityPolicy: string;
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** The handler for protocol.handle: the app's files, and nothing else. */
export function createAppProtocolHandler({ root, files, contentSecurityPolicy }: AppProtocolOptions): (request: {
  readonly url: string;
  readonly method: string;
}) => Promise<Response> {
  let realRoot: Promise<string> | null = null;
  const text = (status: number, message: string): Response =>
    new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    });

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Refused: the app serves its files read-only.');
    const file = resolveAppFile(root, request.url);
    if (file === null) return text(403, 'Refused: outside the app.');
    let real: string;
    try {
      realRoot ??= files.realpath(root);
      const [rootPath, filePath] = await Promise.all([realRoot, files.realpath(file)]);
      if (!isInside(rootPath, filePath)) return text(403, 'Refused: outside the app.');
      real = filePath;
    } catch (error) {
      if (isMissing(error)) return text(404, 'Not found.');
      throw error;
    }
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await files.readFile(real);
    } catch (error) {
      if (isMissing(error)) return text(404, 'Not found.');
      throw error;
    }
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: {
        'Content-Type': contentTypeOf(file),
        'Content-Security-Policy': contentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        ...ISOLATION_HEADERS,
      },
    });
  };
}

/** The part of Electron's protocol module used here. */
export interface ProtocolLike {
  registerSchemesAsPrivileged(schemes: { scheme: string; privileges: typeof APP_SCHEME_PRIVILEGES }[]): void;
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
}

export interface SchemeLog {
  warn(message: string): void;
}

/**
 * Declares the scheme; must run before the app is ready. False (and logged) when Electron
 * refused, and then the app keeps loading from file:// as it did before the scheme.
 */
export function registerAppScheme(protocol: Pick<ProtocolLike, 'registerSchemesAsPrivileged'>, log: SchemeLog): boolean {
  try {
    protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
    return true;
  } catch (error) {
    log.warn(`The ${APP_SCHEME}: scheme could not be registered (${String(error)}); loading the page from file: instead.`);
    return false;
  }
}

/** Serves the app on its scheme once ready. False (and logged) when it cannot: main falls back to file://. */
export function serveAppScheme(protocol: Pick<ProtocolLike, 'handle'>, options: AppProtocolOptions, log: SchemeLog): boolean {
  try {
    const handler = createAppProtocolHandler(options);
    protocol.handle(APP_SCHEME, (request) => handler(request));
    return true;
  } catch (error) {
    log.warn(`The ${APP_SCHEME}: scheme could not serve the page (${String(error)}); loading it from file: instead.`);
    return false;
  }
}
