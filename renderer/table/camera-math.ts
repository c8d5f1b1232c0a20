// Camera arithmetic for the table, kept apart from Phaser so it can be tested.
// Phaser's camera maps a screen point s to the world as: world = scroll + o + (s - o) / zoom,
// where o is half the viewport (its origin is the centre).

export interface CameraPose {
  scrollX: number;
  scrollY: number;
  zoom: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const MIN_ZOOM = 0.15;
export const MAX_ZOOM = 12;

export function screenToWorld(cam: CameraPose, view: Viewport, sx: number, sy: number): { x: number; y: number } {
  const ox = view.width / 2;
  const oy = view.height / 2;
  return { x: cam.scrollX + ox + (sx - ox) / cam.zoom, y: cam.scrollY + oy + (sy - oy) / cam.zoom };
}

export function worldToScreen(cam: CameraPose, view: Viewport, wx: number, wy: number): { x: number; y: number } {
  const ox = view.width / 2;
  const oy = view.height / 2;
  return { x: (wx - cam.scrollX - ox) * cam.zoom + ox, y: (wy - cam.scrollY - oy) * cam.zoom + oy };
}

/** Zooms by `factor` keeping the world point under the screen point (sx, sy) where it is. */
export function zoomAt(cam: CameraPose, view: Viewport, factor: number, sx: number, sy: number): CameraPose {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, cam.zoom * factor));
  const w = screenToWorld(cam, view, sx, sy);
  const ox = view.width / 2;
  const oy = view.height / 2;
  return { zoom, scrollX: w.x - ox - (sx - ox) / zoom, scrollY: w.y - oy - (sy - oy) / zoom };
}

/** Screen space taken by panels over the table's edges, in pixels. */
export interface Insets {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const NO_INSETS: Insets = { left: 0, top: 0, right: 0, bottom: 0 };

/** A rectangle on the page, by its edges, in page pixels. */
export interface PageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The pose that shows the whole table in the part of the window not covered by panels,
 * with a margin (in screen pixels) on every side.
 */
export function fitTable(table: Viewport, view: Viewport, margin = 40, insets: Insets = NO_INSETS): CameraPose {
  const freeW = Math.max(1, view.width - insets.left - insets.right - 2 * margin);
  const freeH = Math.max(1, view.height - insets.top - insets.bottom - 2 * margin);
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min(freeW / table.width, freeH / table.height)));
  // Put the table's centre at the centre of the free area: scroll = world - o - (s - o) / zoom.
  const sx = insets.left + margin + freeW / 2;
  const sy = insets.top + margin + freeH / 2;
  const ox = view.width / 2;
  const oy = view.height / 2;
  return { zoom, scrollX: table.width / 2 - ox - (sx - ox) / zoom, scrollY: table.height / 2 - oy - (sy - oy) / zoom };
}

/** Keeps some of the table in sight: the screen centre may not leave the table (plus a border). */
export function clampToTable(cam: CameraPose, view: Viewport, table: Viewport, border = 100): CameraPose {
  const cx = cam.scrollX + view.width / 2;
  const cy = cam.scrollY + view.height / 2;
  const x = Math.min(table.width + border, Math.max(-border, cx));
  const y = Math.min(table.height + border, Math.max(-border, cy));
  return { ...cam, scrollX: x - view.width / 2, scrollY: y - view.height / 2 };
}
