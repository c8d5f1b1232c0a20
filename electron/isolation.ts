// Cross-origin isolation: the page and its workers may share memory (app/frame-hold.ts). Every
// file the app loads is its own, so requiring that cross-origin resources opt in costs nothing.
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
} as const;
