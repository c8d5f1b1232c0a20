// The Content Security Policy, in one place: the main process sends it as a header, the build
// writes it into index.html as a meta tag (file: pages get no headers), tests read it from both.

const STRICT: readonly (readonly [string, readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  // No inline styles: Preact and Phaser set styles through the CSSOM, which CSP allows.
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['worker-src', ["'self'", 'blob:']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
  ['frame-src', ["'none'"]],
];

/**
 * The policy for the built app, or for the dev server, whose hot reloading injects <style> tags
 * and talks over a WebSocket. The dev policy never ships: a packaged app loads the built files.
 */
function contentSecurityPolicy({ dev = false, meta = false }: { dev?: boolean; meta?: boolean } = {}): string {
  return STRICT.filter(([name]) => !(meta && name === 'frame-ancestors')) // ignored in a meta tag
    .map(([name, sources]) => {
      const extra = dev && name === 'style-src' ? ["'unsafe-inline'"] : dev && name === 'connect-src' ? ['ws:'] : [];
      return [name, ...sources, ...extra].join(' ');
    })
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
export const DEV_CONTENT_SECURITY_POLICY = contentSecurityPolicy({ dev: true });
/** What the built index.html carries. */
export const META_CONTENT_SECURITY_POLICY = contentSecurityPolicy({ meta: true });
