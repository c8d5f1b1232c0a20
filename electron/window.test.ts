import { describe, expect, it } from 'vitest';
import { DEV_CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from './csp';
import {
  CONTENT_SECURITY_POLICY,
  createWindowOptions,
  hardenSession,
  hardenWebContents,
  isAllowedNavigation,
  isAppUrl,
  type HardenableSession,
  type HardenableWebContents,
  type HeadersDetailsLike,
} from './window';

const FILE_APP = 'file:///opt/Muster/resources/app.asar/out/renderer/index.html';
const DEV_APP = 'http://localhost:5173/';
const SCHEME_APP = 'muster://app/index.html';

describe('createWindowOptions', () => {
  const options = createWindowOptions('/app/out/preload/index.js');
  const prefs = options.webPreferences ?? {};

  it('locks the renderer down: isolated, sandboxed, no Node, no webviews, web security on', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.js');
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
  });

  it('opens a dark, hidden Muster window of a usable size', () => {
    expect(options.title).toBe('Muster');
    expect(options.show).toBe(false);
    expect([options.width, options.height]).toEqual([1280, 800]);
    expect([options.minWidth, options.minHeight]).toEqual([960, 600]);
    const bg = options.backgroundColor ?? '#ffffff';
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(bg.slice(i, i + 2), 16));
    expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(3 * 64);
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  const directives = new Map(
    CONTENT_SECURITY_POLICY.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

  it('allows scripts from the app only, and no plugins, frames, forms or base changes', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|https?:|\*/);
  });

  it('allows no inline styles or scripts in the built app; only the dev server may inline styles', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(DEV_CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(DEV_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
  });

  it('goes into index.html as a meta tag without frame-ancestors, which a meta tag cannot carry', () => {
    expect(META_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''));
  });
});

describe('isAppUrl and isAllowedNavigation', () => {
  it('accepts the built app file, with or without a hash or query', () => {
    expect(isAppUrl(FILE_APP, FILE_APP)).toBe(true);
    expect(isAllowedNavigation(`${FILE_APP}#/rules`, FILE_APP)).toBe(true);
    expect(isAllowedNavigation(`${FILE_APP}?x=1`, FILE_APP)).toBe(true);
  });

  it('treats differently escaped spellings of the same file as the same file', () => {
    const app = 'file:///home/ann/My%20Games/out/renderer/index.html';
    expect(isAppUrl('file:///home/ann/My Games/out/renderer/index.html', app)).toBe(true);
  });

  it('refuses other files, other sites and other schemes', () => {
    for (const url of [
      'file:///etc/passwd',
      'file:///opt/Muster/resources/app.asar/out/renderer/other.html',
      'https://example.com/',
      'http://localhost:5173/',
      'javascript:alert(1)',
      'data:text/html,<h1>hi</h1>',
      'about:blank',
      'not a url',
    ]) {
      expect(isAppUrl(url, FILE_APP), url).toBe(false);
      expect(isAllowedNavigation(url, FILE_APP), url).toBe(false);
    }
  });

  it("on the app's scheme accepts its origin for senders, only its page for navigation, and nothing else", () => {
    expect(isAppUrl(SCHEME_APP, SCHEME_APP)).toBe(true);
    expect(isAppUrl('muster://app/assets/bot-worker.js', SCHEME_APP)).toBe(true);
    expect(isAllowedNavigation(`${SCHEME_APP}#/rules`, SCHEME_APP)).toBe(true);
    expect(isAllowedNavigation('muster://app/other.html', SCHEME_APP)).toBe(false);
    for (const url of [
      FILE_APP,
      'file:///etc/passwd',
      'muster://evil/index.html',
      'muster://app.evil/index.html',
      'muster://app:1/index.html',
      'http://app/index.html',
      'https://app/index.html',
      DEV_APP,
      'about:blank',
      'not a url',
    ]) {
      expect(isAppUrl(url, SCHEME_APP), url).toBe(false);
      expect(isAllowedNavigation(url, SCHEME_APP), url).toBe(false);
    }
  });

  it('on the dev server accepts its origin for senders but only its page for navigation', () => {
    expect(isAppUrl('http://localhost:5173/src/x.ts', DEV_APP)).toBe(true);
    expect(isAllowedNavigation('http://localhost:5173/', DEV_APP)).toBe(true);
    expect(isAllowedNavigation('http://localhost:5173/elsewhere.html', DEV_APP)).toBe(false);
    expect(isAppUrl('http://localhost:5174/', DEV_APP)).toBe(false);
    expect(isAppUrl('https://localhost:5173/', DEV_APP)).toBe(false);
    expect(isAppUrl('http://evil.test/', DEV_APP)).toBe(false);
  });
});

type Handler = (event: { url?: string; isMainFrame?: boolean; preventDefault(): void }) => void;

function fakeWebContents() {
  const handlers = new Map<string, Handler>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents = {
    on(event: string, listener: Handler) {
      handlers.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
      openHandler = handler;
    },
  };
  /** Fires an event and says whether the handler prevented it. */
  const fire = (event: string, details: { url?: string; isMainFrame?: boolean } = {}): boolean => {
    const handler = handlers.get(event);
    if (!handler) throw new Error(`no handler for ${event}`);
    let prevented = false;
    handler({ ...details, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { contents: contents as HardenableWebContents, fire, openHandler: () => openHandler };
}

describe('hardenWebContents', () => {
  it('lets the app reload itself but blocks navigation and redirects elsewhere', () => {
    const { contents, fire } = fakeWebContents();
    hardenWebContents(contents, FILE_APP);
    expect(fire('will-navigate', { url: FILE_APP })).toBe(false);
    expect(fire('will-navigate', { url: 'https://example.com/' })).toBe(true);
    expect(fire('will-navigate', { url: 'file:///etc/passwd' })).toBe(true);
    expect(fire('will-redirect', { url: FILE_APP })).toBe(false);
    expect(fire('will-redirect', { url: 'https://example.com/' })).toBe(true);
  });

  it("on the app's scheme, blocks navigation to the file: page it no longer is, and follows a later change of page", () => {
    const { contents, fire } = fakeWebContents();
    let appUrl = SCHEME_APP;
    hardenWebContents(contents, () => appUrl);
    expect(fire('will-navigate', { url: SCHEME_APP })).toBe(false);
    expect(fire('will-navigate', { url: FILE_APP })).toBe(true);
    expect(fire('will-frame-navigate', { url: 'muster://app/assets/x.html', isMainFrame: false })).toBe(false);
    expect(fire('will-frame-navigate', { url: 'muster://evil/', isMainFrame: false })).toBe(true);
    appUrl = FILE_APP; // main fell back to file:
    expect(fire('will-navigate', { url: FILE_APP })).toBe(false);
    expect(fire('will-navigate', { url: SCHEME_APP })).toBe(true);
  });

  it('blocks frames navigating to other origins', () => {
    const { contents, fire } = fakeWebContents();
    hardenWebContents(contents, DEV_APP);
    expect(fire('will-frame-navigate', { url: 'https://example.com/', isMainFrame: false })).toBe(true);
    expect(fire('will-frame-navigate', { url: 'about:blank', isMainFrame: false })).toBe(true);
    expect(fire('will-frame-navigate', { url: 'https://example.com/', isMainFrame: true })).toBe(true);
    expect(fire('will-frame-navigate', { url: DEV_APP, isMainFrame: true })).toBe(false);
  });

  it('refuses every webview and every new window', () => {
    const { contents, fire, openHandler } = fakeWebContents();
    hardenWebContents(contents, FILE_APP);
    expect(fire('will-attach-webview')).toBe(true);
    const handler = openHandler();
    expect(handler).not.toBeNull();
    expect(handler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(handler?.({ url: FILE_APP })).toEqual({ action: 'deny' });
  });
});

function fakeSession() {
  let request: Parameters<HardenableSession['setPermissionRequestHandler']>[0] | null = null;
  let check: Parameters<HardenableSession['setPermissionCheckHandler']>[0] | null = null;
  let headers: Parameters<HardenableSession['webRequest']['onHeadersReceived']>[0] | null = null;
  const session: HardenableSession = {
    setPermissionRequestHandler: (handler) => (request = handler),
    setPermissionCheckHandler: (handler) => (check = handler),
    webRequest: { onHeadersReceived: (listener) => (headers = listener) },
  };
  const respond = (details: HeadersDetailsLike) => {
    let response: { responseHeaders?: Record<string, string | string[]> } | null = null;
    if (!headers) throw new Error('no onHeadersReceived listener');
    headers(details, (r) => (response = r));
    if (!response) throw new Error('the listener did not call back');
    return response as { responseHeaders?: Record<string, string | string[]> };
  };
  return { session, request: () => request, check: () => check, respond };
}

describe('hardenSession', () => {
  it('refuses every permission request and every permission check', () => {
    const { session, request, check } = fakeSession();
    hardenSession(session, {});
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'hid', 'openExternal']) {
      let granted: boolean | null = null;
      request()?.({}, permission, (answer) => (granted = answer));
      expect(granted, permission).toBe(false);
      expect(check()?.({}, permission), permission).toBe(false);
    }
  });

  it('in development still gives the built files, on the scheme, the strict policy', () => {
    const { session, respond } = fakeSession();
    hardenSession(session, { devServerUrl: DEV_APP });
    expect(respond({ url: SCHEME_APP }).responseHeaders?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
  });

  it("sets Muster's CSP on the dev server's responses, replacing any the server sent", () => {
    const { session, respond } = fakeSession();
    hardenSession(session, { devServerUrl: DEV_APP });
    const response = respond({
      url: 'http://localhost:5173/index.html',
      responseHeaders: { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] },
    });
    expect(response.responseHeaders).toEqual({
      'Content-Security-Policy': [DEV_CONTENT_SECURITY_POLICY],
      'Cross-Origin-Opener-Policy': ['same-origin'],
      'Cross-Origin-Embedder-Policy': ['require-corp'],
      'Content-Type': ['text/html'],
    });
  });

  it('makes the scheme and the dev server cross-origin isolated (the frame hold), but not the file:// fallback', () => {
    for (const devServerUrl of [undefined, DEV_APP]) {
      const { session, respond } = fakeSession();
      hardenSession(session, { devServerUrl });
      for (const url of [SCHEME_APP, ...(devServerUrl ? ['http://localhost:5173/index.html'] : [])]) {
        const headers = respond({ url }).responseHeaders;
        expect(headers?.['Cross-Origin-Opener-Policy'], url).toEqual(['same-origin']);
        expect(headers?.['Cross-Origin-Embedder-Policy'], url).toEqual(['require-corp']);
      }
      const file = respond({ url: FILE_APP }).responseHeaders;
      expect(file?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
      expect(file?.['Cross-Origin-Embedder-Policy']).toBeUndefined();
      expect(file?.['Cross-Origin-Opener-Policy']).toBeUndefined();
    }
  });

  it('sets the CSP on the built files and leaves other responses alone', () => {
    const { session, respond } = fakeSession();
    hardenSession(session, {});
    expect(respond({ url: FILE_APP }).responseHeaders?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(respond({ url: SCHEME_APP }).responseHeaders?.['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(respond({ url: 'muster://evil/index.html', responseHeaders: { a: ['b'] } })).toEqual({});
    expect(respond({ url: 'https://example.com/', responseHeaders: { a: ['b'] } })).toEqual({});
    expect(respond({ url: 'http://localhost:5173/' })).toEqual({});
  });
});
