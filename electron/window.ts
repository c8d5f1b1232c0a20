// The game window and the fences around it. Plain functions over the few Electron methods they
// touch, so tests can hand in fakes (the real 'electron' module cannot load outside Electron).
import type { BrowserWindowConstructorOptions } from 'electron';

import { APP_HOST, APP_ORIGIN, APP_SCHEME } from './app-protocol';
import { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY } from './csp';
import { ISOLATION_HEADERS } from './isolation';

export { CONTENT_SECURITY_POLICY };

const WINDOW_BACKGROUND = '#15171c';

export function createWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    title: 'Muster',
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    // Shown on 'ready-to-show', painted dark meanwhile: no white flash before the first frame.
    show: false,
    backgroundColor: WINDOW_BACKGROUND,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // A file dropped on the window would otherwise replace the game with that file.
      navigateOnDragDrop: false,
      experimentalFeatures: false,
      enableWebSQL: false,
      spellcheck: false,
      safeDialogs: true,
    },
  };
}

/** Compares two file: URLs by their decoded path (Chromium and pathToFileURL escape differently). */
function filePath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The app's scheme and host: Node's URL gives custom schemes no origin to compare. */
function isAppSchemeOrigin(url: URL): boolean {
  return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
}

/**
 * True when `url` is the app itself: the app's own origin on its scheme (muster://app), the same
 * file when it fell back to file: (file: URLs have no origin to compare), the same origin for the
 * dev server.
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  const target = parse(url);
  const app = parse(appUrl);
  if (!target || !app || target.protocol !== app.protocol) return false;
  if (app.protocol === `${APP_SCHEME}:`) return isAppSchemeOrigin(app) && isAppSchemeOrigin(target);
  if (app.protocol === 'file:') return target.host === app.host && filePath(target) === filePath(app);
  if (app.protocol === 'http:' || app.protocol === 'https:') return target.origin === app.origin;
  return false;
}

/** Navigation may only reload the app's own document: never another page or site. */
export function isAllowedNavigation(url: string, appUrl: string): boolean {
  const target = parse(url);
  const app = parse(appUrl);
  if (!target || !app || !isAppUrl(url, appUrl)) return false;
  return filePath(target) === filePath(app);
}

export interface NavigationEventLike {
  readonly url: string;
  preventDefault(): void;
}

export interface FrameNavigationEventLike extends NavigationEventLike {
  readonly isMainFrame: boolean;
}

/** The part of Electron's WebContents that hardening touches. */
export interface HardenableWebContents {
  on(event: 'will-navigate', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: FrameNavigationEventLike) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * `appUrl` may be a function: main settles on the scheme or on the file: fallback only once the
 * page is loading, and the fences follow whichever it is then.
 */
export function hardenWebContents(contents: HardenableWebContents, appUrl: string | (() => string)): void {
  const current = typeof appUrl === 'function' ? appUrl : () => appUrl;
  const guard = (event: NavigationEventLike): void => {
    if (!isAllowedNavigation(event.url, current())) event.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  // Subframes too (the CSP already forbids frames; this holds even if a frame slips in).
  // Subframes get the stricter same-origin check: about:blank and srcdoc are refused as well.
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame ? !isAllowedNavigation(event.url, current()) : !isAppUrl(event.url, current())) {
      event.preventDefault();
    }
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // No popups of any kind: window.open, target=_blank, middle-click.
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

export interface HeadersDetailsLike {
  readonly url: string;
  readonly responseHeaders?: Record<string, string[]>;
}

export interface HardenableSession {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
  readonly webRequest: {
    onHeadersReceived(
      listener: (
        details: HeadersDetailsLike,
        callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
      ) => void,
    ): void;
  };
}

/** True for responses that belong to the app: the dev server's origin, or the built files (scheme or file:). */
function isAppResponse(url: string, devServerUrl: string | undefined): boolean {
  const target = parse(url);
  if (!target) return false;
  if (target.protocol === 'file:' || isAppSchemeOrigin(target)) return true;
  const dev = devServerUrl ? parse(devServerUrl) : null;
  return dev !== null && target.origin === dev.origin;
}

export function hardenSession(session: HardenableSession, { devServerUrl }: { devServerUrl?: string }): void {
  // A tabletop game needs no camera, microphone, location, notifications, USB, MIDI...
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppResponse(details.url, devServerUrl)) {
      callback({});
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(details.responseHeaders ?? {})) {
      // Ours replaces any policy a server sent, whatever the header's case.
      if (name.toLowerCase() !== 'content-security-policy') headers[name] = value;
    }
    const dev = devServerUrl !== undefined && !details.url.startsWith('file:') && !details.url.startsWith(`${APP_ORIGIN}/`);
    headers['Content-Security-Policy'] = [dev ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY];
    // Cross-origin isolated (the frame hold shares memory with the bot's worker), except the file://
    // fallback: a file: page has an opaque origin, and requiring its own files to opt in as
    // cross-origin resources could keep it from loading at all. It stays as it was, without the hold.
    if (!details.url.startsWith('file:')) for (const [name, value] of Object.entries(ISOLATION_HEADERS)) headers[name] = [value];
    callback({ responseHeaders: headers });
  });
}
