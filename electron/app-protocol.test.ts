import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APP_PAGE_URL,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  contentTypeOf,
  createAppProtocolHandler,
  registerAppScheme,
  resolveAppFile,
  serveAppScheme,
} from './app-protocol';
import { CONTENT_SECURITY_POLICY } from './csp';

let base: string;
let root: string;

/** A built page in a temporary folder, a secret beside it, and a link from inside to the secret. */
beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'muster-protocol-'));
  root = path.join(base, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Muster</title>');
  await writeFile(path.join(root, 'assets', 'index.js'), 'export {};');
  await writeFile(path.join(base, 'secret.txt'), 'not for the page');
  await symlink(path.join(base, 'secret.txt'), path.join(root, 'assets', 'link.txt'));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const handler = () => createAppProtocolHandler({ root, files: { readFile, realpath }, contentSecurityPolicy: CONTENT_SECURITY_POLICY });
const get = (url: string) => handler()({ url, method: 'GET' });

describe('resolveAppFile', () => {
  it("maps the app's URLs to files under its folder, the bare origin to index.html", () => {
    expect(resolveAppFile('/r', APP_PAGE_URL)).toBe(path.join('/r', 'index.html'));
    expect(resolveAppFile('/r', 'muster://app/')).toBe(path.join('/r', 'index.html'));
    expect(resolveAppFile('/r', 'muster://app/assets/index-B0.js?v=1#x')).toBe(path.join('/r', 'assets', 'index-B0.js'));
    expect(resolveAppFile('/r', 'muster://app/assets/My%20Font.woff2')).toBe(path.join('/r', 'assets', 'My Font.woff2'));
  });

  it('refuses every way out of the folder, and URLs that are not the app', () => {
    for (const url of [
      'muster://app/../secret.txt',
      'muster://app/assets/../../secret.txt',
      'muster://app/%2e%2e/secret.txt',
      'muster://app/%2E%2E/secret.txt',
      'muster://app/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'muster://app/..%5Csecret.txt',
      'muster://app/assets%5C..%5C..%5Csecret.txt',
      'muster://app//etc/passwd',
      'muster://app/%2Fetc%2Fpasswd',
      'muster://app/C:/Windows/win.ini',
      'muster://app/./index.html',
      'muster://app/index.html%00.png',
      'muster://app/%E0%A4%A',
      'muster://other/index.html',
      'muster://APP/index.html',
      'muster://app:80/index.html',
      'muster://x@app/index.html',
      'file:///etc/passwd',
      'https://app/index.html',
      'not a url',
    ]) {
      expect(resolveAppFile('/r', url), url).toBeNull();
    }
  });
});

describe('contentTypeOf', () => {
  it('names the type of every kind of file the page is made of', () => {
    expect(
      Object.fromEntries(
        ['html', 'js', 'mjs', 'css', 'svg', 'png', 'jpg', 'jpeg', 'webp', 'woff', 'woff2', 'ttf', 'json', 'wasm', 'bin'].map((ext) => [
          ext,
          contentTypeOf(`/r/a.${ext}`),
        ]),
      ),
    ).toEqual({
      html: 'text/html; charset=utf-8',
      js: 'text/javascript; charset=utf-8',
      mjs: 'text/javascript; charset=utf-8',
      css: 'text/css; charset=utf-8',
      svg: 'image/svg+xml',
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      webp: 'image/webp',
      woff: 'font/woff',
      woff2: 'font/woff2',
      ttf: 'font/ttf',
      json: 'application/json; charset=utf-8',
      wasm: 'application/wasm',
      bin: 'application/octet-stream',
    });
    expect(contentTypeOf('/r/INDEX.HTML')).toBe('text/html; charset=utf-8');
  });
});

describe('createAppProtocolHandler', () => {
  it('serves the page with its type, the CSP and nosniff', async () => {
    const response = await get(APP_PAGE_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Cross-origin isolated, so the page can share a cell with the bot's worker (app/frame-hold.ts).
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Cross-Origin-Embedder-Policy')).toBe('require-corp');
    expect(await response.text()).toBe('<!doctype html><title>Muster</title>');
    const script = await get('muster://app/assets/index.js');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('Cross-Origin-Embedder-Policy')).toBe('require-corp');
    expect(await script.text()).toBe('export {};');
  });

  it('answers HEAD without a body, and refuses to write', async () => {
    const head = await handler()({ url: APP_PAGE_URL, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await handler()({ url: APP_PAGE_URL, method: 'POST' })).status).toBe(405);
  });

  it('refuses paths outside the folder with 403, and never reads them', async () => {
    const readSpy = vi.fn((file: string) => readFile(file));
    const guarded = createAppProtocolHandler({ root, files: { readFile: readSpy, realpath }, contentSecurityPolicy: '' });
    for (const url of ['muster://app/../secret.txt', 'muster://app/%2e%2e/secret.txt', 'muster://app/..%5Csecret.txt']) {
      const response = await guarded({ url, method: 'GET' });
      expect(response.status, url).toBe(403);
      expect(await response.text(), url).toBe('Refused: outside the app.');
    }
    expect(readSpy).not.toHaveBeenCalled();
  });

  it('refuses a symlink inside the folder that points outside it', async () => {
    const response = await get('muster://app/assets/link.txt');
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('not for the page');
  });

  it('answers 404 for missing files and for folders', async () => {
    expect((await get('muster://app/assets/missing.js')).status).toBe(404);
    expect((await get('muster://app/assets')).status).toBe(404);
    expect((await get('muster://app/index.html/x')).status).toBe(404);
  });

  it('lets other read errors through, so the load fails and main falls back to file:', async () => {
    const broken = createAppProtocolHandler({
      root,
      files: { readFile: () => Promise.reject(Object.assign(new Error('EACCES'), { code: 'EACCES' })), realpath },
      contentSecurityPolicy: '',
    });
    await expect(broken({ url: APP_PAGE_URL, method: 'GET' })).rejects.toThrow('EACCES');
    const unreadable = createAppProtocolHandler({
      root,
      files: { readFile, realpath: () => Promise.reject(Object.assign(new Error('ELOOP'), { code: 'ELOOP' })) },
      contentSecurityPolicy: '',
    });
    await expect(unreadable({ url: APP_PAGE_URL, method: 'GET' })).rejects.toThrow('ELOOP');
  });
});

describe('registerAppScheme and serveAppScheme', () => {
  it('declare one standard, secure, fetch-capable scheme with no CSP bypass, and serve it', async () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };
    const log = { warn: vi.fn() };
    expect(registerAppScheme(protocol, log)).toBe(true);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
    expect(APP_SCHEME_PRIVILEGES).toEqual({ standard: true, secure: true, supportFetchAPI: true, codeCache: true });
    expect(serveAppScheme(protocol, { root, files: { readFile, realpath }, contentSecurityPolicy: CONTENT_SECURITY_POLICY }, log)).toBe(true);
    const [scheme, served] = protocol.handle.mock.calls[0] ?? [];
    expect(scheme).toBe('muster');
    const serve = served as (request: { url: string; method: string }) => Promise<Response>;
    expect((await serve({ url: APP_PAGE_URL, method: 'GET' })).status).toBe(200);
    expect((await serve({ url: 'muster://app/../secret.txt', method: 'GET' })).status).toBe(403);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('say false, and why, when Electron refuses', () => {
    const log = { warn: vi.fn() };
    const failing = {
      registerSchemesAsPrivileged: () => {
        throw new Error('too late: the app is ready');
      },
      handle: () => {
        throw new Error('scheme already handled');
      },
    };
    expect(registerAppScheme(failing, log)).toBe(false);
    expect(serveAppScheme(failing, { root, files: { readFile, realpath }, contentSecurityPolicy: '' }, log)).toBe(false);
    expect(log.warn.mock.calls.map(([m]: unknown[]) => String(m))).toEqual([
      expect.stringContaining('too late: the app is ready'),
      expect.stringContaining('scheme already handled'),
    ]);
  });
});
