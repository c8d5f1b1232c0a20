// How ACW Ironclads looks: ships seen from above (hull, casemate or turret, funnels, paddle
// boxes, cotton bales, masts, a flag at the stern), the river between its two strings, the
// matchstick, hit markers and the flow marker. All painted once into textures.
import type Phaser from 'phaser';
import { hexColour, noise, paintCanvas, paintedTexture, shade } from '../../table/textures';
import { bankCurve, hullShape, shipClass, TABLE, type River, type Side } from './rules';

/** Texture pixels per millimetre for ships: they are small, and players zoom in on them. */
const SHIP_PX = 10;

export const SIDE_COLOUR: Record<Side, number> = { 0: 0x3d6fd6, 1: 0xc0453a };

/** The ship's texture: its length along x (bow to the right), its beam along y. */
export function shipTexture(scene: Phaser.Scene, cls: string, side: Side): string {
  const key = `ic-ship-${cls}-${side}`;
  if (!scene.textures.exists(key)) scene.textures.addCanvas(key, shipCanvas(cls, side));
  return key;
}

/** The ship painted on a canvas of its length + 2 mm by its beam + 2 mm. */
function shipCanvas(cls: string, side: Side): HTMLCanvasElement {
  const c = shipClass(cls);
  return paintCanvas(c.length + 2, c.beam + 2, (ctx, w, h) => paintShipModel(ctx, w, h, cls, side), SHIP_PX);
}

/**
 * Paints the ship filling a w × h picture that stands for its length + 2 mm by its beam + 2 mm,
 * bow to the right: the table's texture and the print sheets' vector model are this one drawing.
 */
export function paintShipModel(ctx: CanvasRenderingContext2D, w: number, h: number, cls: string, side: Side): void {
  const c = shipClass(cls);
  const lengthMm = c.length + 2;
  const beamMm = c.beam + 2;
  ctx.save();
  ctx.scale(w / lengthMm, h / beamMm);
  ctx.translate(lengthMm / 2, beamMm / 2);
  paintShip(ctx, cls, side);
  ctx.restore();
}

function paintShip(ctx: CanvasRenderingContext2D, cls: string, side: Side): void {
  const c = shipClass(cls);
  const shape = hullShape(cls);
  const L = c.length / 2;
  const B = c.beam / 2;
  const iron = side === 0 ? 0x3c4550 : 0x55504a;
  const wood = 0x8a6a45;
  const look = c.look;
  // Paddle boxes stand out from the hull's sides, amidships.
  const paddles = look === 'sidewheel' || look === 'ram' || look === 'timberclad' || (look === 'casemate' && cls !== 'virginia' && cls !== 'arkansas');
  const hullB = paddles ? B * 0.74 : B;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(L, 0);
  const taper = shape[1] ? L - shape[1].x : B;
  ctx.quadraticCurveTo(L - taper * 0.35, hullB, L - taper, hullB);
  ctx.lineTo(-L + 1.2, hullB);
  ctx.quadraticCurveTo(-L, hullB, -L, hullB - 1.2);
  ctx.lineTo(-L, -hullB + 1.2);
  ctx.quadraticCurveTo(-L, -hullB, -L + 1.2, -hullB);
  ctx.lineTo(L - taper, -hullB);
  ctx.quadraticCurveTo(L - taper * 0.35, -hullB, L, 0);
  ctx.closePath();
  const deck = look === 'frigate' || look === 'timberclad' || look === 'sidewheel' || look === 'ram' ? wood : iron;
  const g = ctx.createLinearGradient(0, -B, 0, B);
  g.addColorStop(0, hexColour(shade(deck, 0.18)));
  g.addColorStop(0.5, hexColour(deck));
  g.addColorStop(1, hexColour(shade(deck, -0.25)));
  ctx.fillStyle = g;
  ctx.fill();
  // The hull's edge in the side's colour, over a dark line: whose ship it is, at any zoom.
  ctx.lineWidth = 0.9;
  ctx.strokeStyle = '#15120e';
  ctx.stroke();
  ctx.lineWidth = 0.55;
  ctx.strokeStyle = hexColour(SIDE_COLOUR[side]);
  ctx.stroke();
  ctx.restore();

  if (paddles) {
    const px = look === 'casemate' ? -L * 0.35 : -L * 0.05;
    ctx.fillStyle = hexColour(shade(deck, -0.15));
    ctx.strokeStyle = '#1a150f';
    ctx.lineWidth = 0.35;
    for (const s of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(px, s * hullB, c.length * 0.08, B - hullB + 0.3, 0, s < 0 ? Math.PI : 0, s < 0 ? Math.PI * 2 : Math.PI);
      ctx.fill();
      ctx.stroke();
    }
  }

  if (deck === wood) {
    // Deck planking.
    ctx.strokeStyle = 'rgba(40,25,10,0.35)';
    ctx.lineWidth = 0.15;
    for (let y = -hullB + 1.2; y < hullB; y += 1.2) {
      ctx.beginPath();
      ctx.moveTo(-L + 0.8, y);
      ctx.lineTo(L - Math.abs(y) * 1.5 - 1, y);
      ctx.stroke();
    }
  }

  switch (look) {
    case 'casemate':
    case 'turtle': {
      // The sloping casemate: a lighter flat top inside darker sloped sides, gun ports round it.
      const cx0 = look === 'turtle' ? -L * 0.75 : -L * 0.62;
      const cx1 = look === 'turtle' ? L * 0.55 : L * 0.5;
      const cb = look === 'turtle' ? hullB * 0.92 : hullB * 0.82;
      ctx.fillStyle = hexColour(shade(iron, -0.2));
      roundRect(ctx, cx0, -cb, cx1 - cx0, cb * 2, look === 'turtle' ? cb : 1.5);
      ctx.fill();
      ctx.fillStyle = hexColour(shade(iron, 0.25));
      roundRect(ctx, cx0 + 2, -cb * 0.45, cx1 - cx0 - 4, cb * 0.9, look === 'turtle' ? cb * 0.45 : 0.8);
      ctx.fill();
      if (look === 'casemate') {
        ctx.fillStyle = '#0e0c0a';
        const ports = Math.max(2, Math.round((cx1 - cx0) / 7));
        for (let i = 0; i < ports; i++) {
          const x = cx0 + 3 + ((cx1 - cx0 - 6) * (i + 0.5)) / ports;
          ctx.fillRect(x - 0.6, -cb - 0.1, 1.2, 0.9);
          ctx.fillRect(x - 0.6, cb - 0.8, 1.2, 0.9);
        }
        ctx.fillRect(cx1 - 0.8, -1.5, 0.9, 1.2);
        ctx.fillRect(cx1 - 0.8, 0.4, 0.9, 1.2);
      }
      funnels(ctx, look === 'turtle' ? [-L * 0.05] : cls === 'virginia' || cls === 'arkansas' ? [-L * 0.05] : [-L * 0.02, L * 0.12], side);
      // Pilot house.
      ctx.fillStyle = hexColour(shade(iron, 0.1));
      ctx.beginPath();
      ctx.arc(cx1 - 4, 0, 1.6, 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case 'turret': {
      ctx.fillStyle = hexColour(shade(iron, 0.3));
      ctx.beginPath();
      ctx.arc(0, 0, B * 0.52, 0, Math.PI * 2);
      ctx.fill();
      ctx.lineWidth = 0.4;
      ctx.strokeStyle = '#101010';
      ctx.stroke();
      ctx.fillStyle = '#0e0c0a';
      ctx.fillRect(B * 0.35, -1.6, 1.2, 1.1);
      ctx.fillRect(B * 0.35, 0.5, 1.2, 1.1);
      ctx.fillStyle = hexColour(shade(iron, 0.15));
      ctx.fillRect(L * 0.55, -1.1, 2.2, 2.2);
      break;
    }
    case 'ram':
    case 'timberclad':
    case 'sidewheel': {
      // Superstructure, with cotton bales round a cottonclad's engines.
      if (cls === 'cottonclad') {
        ctx.fillStyle = '#e8dfc6';
        ctx.strokeStyle = 'rgba(90,70,40,0.6)';
        ctx.lineWidth = 0.2;
        for (let x = -L * 0.55; x < L * 0.35; x += 2.6) {
          for (const y of [-hullB + 0.4, hullB - 2.2]) {
            ctx.fillRect(x, y, 2.2, 1.8);
            strokeBox(ctx, x, y, 2.2, 1.8);
          }
        }
      }
      ctx.fillStyle = look === 'timberclad' ? '#6b5235' : '#d8cdb4';
      roundRect(ctx, -L * 0.55, -hullB * 0.5, L * 0.95, hullB, 0.8);
      ctx.fill();
      ctx.strokeStyle = 'rgba(30,20,10,0.6)';
      ctx.lineWidth = 0.25;
      ctx.stroke();
      funnels(ctx, look === 'ram' && cls !== 'cottonclad' ? [L * 0.02] : [L * 0.05, L * 0.2], side);
      if (look === 'ram') {
        // The iron ram at the bow.
        ctx.fillStyle = '#2a2724';
        ctx.beginPath();
        ctx.moveTo(L, 0);
        ctx.lineTo(L - 4, 1);
        ctx.lineTo(L - 4, -1);
        ctx.closePath();
        ctx.fill();
      }
      break;
    }
    case 'frigate': {
      ctx.strokeStyle = '#3a2a18';
      ctx.lineWidth = 0.5;
      for (const x of [L * 0.45, 0, -L * 0.45]) {
        ctx.beginPath();
        ctx.moveTo(x, -B * 0.95);
        ctx.lineTo(x, B * 0.95);
        ctx.stroke();
        ctx.fillStyle = '#e7dcc3';
        ctx.fillRect(x - 0.7, -B * 0.85, 1.4, B * 1.7);
        ctx.fillStyle = '#2e2418';
        ctx.beginPath();
        ctx.arc(x, 0, 0.9, 0, Math.PI * 2);
        ctx.fill();
      }
      funnels(ctx, [L * 0.2], side);
      break;
    }
  }
  // The ensign at the stern, so each side is seen at a glance.
  flag(ctx, -L + 0.4, side);
  // A band of the side's colour along both gunwales.
  ctx.strokeStyle = hexColour(SIDE_COLOUR[side], 0.9);
  ctx.lineWidth = 0.55;
  ctx.beginPath();
  ctx.moveTo(-L + 1, -hullB + 0.35);
  ctx.lineTo(L * 0.45, -hullB + 0.35);
  ctx.moveTo(-L + 1, hullB - 0.35);
  ctx.lineTo(L * 0.45, hullB - 0.35);
  ctx.stroke();
}

function funnels(ctx: CanvasRenderingContext2D, xs: number[], side: Side): void {
  for (const x of xs) {
    ctx.fillStyle = '#141210';
    ctx.beginPath();
    ctx.arc(x, 0, 1.7, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 0.45;
    ctx.strokeStyle = side === 0 ? '#c9a04a' : '#9b3b30';
    ctx.stroke();
    ctx.fillStyle = '#050505';
    ctx.beginPath();
    ctx.arc(x, 0, 1.0, 0, Math.PI * 2);
    ctx.fill();
  }
}

function flag(ctx: CanvasRenderingContext2D, x: number, side: Side): void {
  const w = 4;
  const h = 2.6;
  ctx.save();
  ctx.translate(x - w + 0.6, -h / 2);
  if (side === 0) {
    for (let i = 0; i < 7; i++) {
      ctx.fillStyle = i % 2 ? '#f4f0e6' : '#b22234';
      ctx.fillRect(0, (h * i) / 7, w, h / 7 + 0.02);
    }
    ctx.fillStyle = '#3c3b6e';
    ctx.fillRect(0, 0, w * 0.45, h * 0.55);
  } else {
    ctx.fillStyle = '#b3261e';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#1f3b8a';
    ctx.lineWidth = 0.55;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(w, h);
    ctx.moveTo(w, 0);
    ctx.lineTo(0, h);
    ctx.stroke();
  }
  ctx.lineWidth = 0.12;
  ctx.strokeStyle = '#111';
  strokeBox(ctx, 0, 0, w, h);
  ctx.restore();
}

/**
 * strokeRect as a path: svgcanvas (the print sheets' vector context) writes a scaled strokeRect's
 * line width in page units inside the scaled rectangle, so it prints many times too thick.
 */
function strokeBox(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.stroke();
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.min(r, Math.abs(w) / 2, Math.abs(h) / 2));
}

/** The hit marker: a small card square with a red cross (5 × 5 mm, as the seed's author made). */
export function markerTexture(scene: Phaser.Scene): string {
  return paintedTexture(scene, 'ic-marker', 5, 5, paintHitMarker, 12);
}

/** The hit marker filling a w × h picture: on the table and on the print sheets. */
export function paintHitMarker(c: CanvasRenderingContext2D, w: number, h: number): void {
  c.fillStyle = MARKER_CARD;
  c.fillRect(0, 0, w, h);
  c.strokeStyle = '#8b8171';
  c.lineWidth = w * 0.06;
  strokeBox(c, 0, 0, w, h);
  c.fillStyle = '#c8211b';
  c.fillRect(w * 0.4, h * 0.14, w * 0.2, h * 0.72);
  c.fillRect(w * 0.14, h * 0.4, w * 0.72, h * 0.2);
}

/** The hit marker's card, which reaches its edges (a printed marker's bleed). */
export const MARKER_CARD = '#f6f1e4';

/** A matchstick's height (mm) on the table and as printed. */
export const MATCHSTICK_H = 2.2;

/** A matchstick, `length` mm: a pale wooden stick with a red head at the far end. */
export function matchstickTexture(scene: Phaser.Scene, length: number): string {
  return paintedTexture(scene, `ic-stick-${length.toFixed(1)}`, length, MATCHSTICK_H, paintMatchstick, 10);
}

/** The matchstick filling a w × h picture, its head at the right-hand end. */
export function paintMatchstick(c: CanvasRenderingContext2D, w: number, h: number): void {
  const head = h * 1.6;
  const g = c.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, '#f3dfb0');
  g.addColorStop(1, '#c9a66b');
  c.fillStyle = g;
  c.fillRect(0, h * 0.18, w - head * 0.6, h * 0.64);
  c.fillStyle = '#b5281d';
  c.beginPath();
  c.ellipse(w - head / 2, h / 2, head / 2, h / 2, 0, 0, Math.PI * 2);
  c.fill();
}

/** The flow marker's size (mm) on the table and as printed. */
export const FLOW_MARKER = { w: 36, h: 14 } as const;
/** The flow marker's card. */
export const FLOW_CARD = '#efe6cf';

/** The flow marker: a card with an arrow pointing downstream. */
export function flowTexture(scene: Phaser.Scene): string {
  return paintedTexture(scene, 'ic-flow', FLOW_MARKER.w, FLOW_MARKER.h, paintFlowMarker, 8);
}

/** The flow marker filling a w × h picture, its arrow pointing right. */
export function paintFlowMarker(c: CanvasRenderingContext2D, w: number, h: number): void {
  c.fillStyle = FLOW_CARD;
  c.beginPath();
  c.roundRect(1, 1, w - 2, h - 2, h * 0.15);
  c.fill();
  c.strokeStyle = '#5b4c34';
  c.lineWidth = h * 0.05;
  c.stroke();
  c.fillStyle = '#2d5f8a';
  c.beginPath();
  c.moveTo(w * 0.12, h * 0.62);
  c.lineTo(w * 0.7, h * 0.62);
  c.lineTo(w * 0.7, h * 0.78);
  c.lineTo(w * 0.9, h * 0.5);
  c.lineTo(w * 0.7, h * 0.22);
  c.lineTo(w * 0.7, h * 0.38);
  c.lineTo(w * 0.12, h * 0.38);
  c.closePath();
  c.fill();
  c.fillStyle = '#2a2318';
  c.font = `bold ${Math.round(h * 0.2)}px system-ui, sans-serif`;
  c.textAlign = 'left';
  c.fillText('FLOW', w * 0.13, h * 0.3);
}

/**
 * The river as a picture: fields and woods on either bank, water between the strings with a
 * current running downstream, and the two strings themselves. Repainted when the banks change.
 */
export function paintRiver(river: River, pxPerMm = 2.4): HTMLCanvasElement {
  const north = bankCurve(river.banks[0]);
  const south = bankCurve(river.banks[1]);
  return paintCanvas(
    TABLE.width,
    TABLE.height,
    (c, w, h) => {
      const k = w / TABLE.width;
      c.scale(k, k);
      // The land.
      const land = c.createLinearGradient(0, 0, 0, TABLE.height);
      land.addColorStop(0, '#6d7a45');
      land.addColorStop(0.5, '#7c8650');
      land.addColorStop(1, '#66723f');
      c.fillStyle = land;
      c.fillRect(0, 0, TABLE.width, TABLE.height);
      const rnd = noise(river.banks[0].reduce((a, p) => a + Math.round(p.y * 10), 7));
      for (let i = 0; i < 900; i++) {
        const x = rnd() * TABLE.width;
        const y = rnd() * TABLE.height;
        c.fillStyle = rnd() < 0.5 ? 'rgba(50,62,28,0.22)' : 'rgba(150,150,90,0.14)';
        c.beginPath();
        c.arc(x, y, 1 + rnd() * 4, 0, Math.PI * 2);
        c.fill();
      }
      // The water, with a muddy margin along each bank.
      c.beginPath();
      for (const p of north) c.lineTo(p.x, p.y);
      for (const p of [...south].reverse()) c.lineTo(p.x, p.y);
      c.closePath();
      c.fillStyle = '#9c8a5e';
      c.fill();
      c.save();
      c.clip();
      const water = c.createLinearGradient(0, 0, 0, TABLE.height);
      water.addColorStop(0, '#3f6275');
      water.addColorStop(0.5, '#4f7488');
      water.addColorStop(1, '#3b5d70');
      c.fillStyle = water;
      c.beginPath();
      for (const p of north) c.lineTo(p.x, p.y + 2.5);
      for (const p of [...south].reverse()) c.lineTo(p.x, p.y - 2.5);
      c.closePath();
      c.fill();
      // Current lines, longer downstream.
      c.strokeStyle = 'rgba(220,235,240,0.13)';
      c.lineWidth = 0.5;
      for (let i = 0; i < 160; i++) {
        const x = rnd() * TABLE.width;
        const y = rnd() * TABLE.height;
        const len = 6 + rnd() * 14;
        c.beginPath();
        c.moveTo(x, y);
        c.quadraticCurveTo(x + len / 2, y - 0.6, x + len, y);
        c.stroke();
      }
      c.restore();
      // The strings, with their shadows.
      for (const curve of [north, south]) {
        c.lineCap = 'round';
        c.lineJoin = 'round';
        c.strokeStyle = 'rgba(0,0,0,0.35)';
        c.lineWidth = 1.1;
        c.beginPath();
        for (const p of curve) c.lineTo(p.x + 0.5, p.y + 0.7);
        c.stroke();
        c.strokeStyle = '#efe3c2';
        c.lineWidth = 0.8;
        c.beginPath();
        for (const p of curve) c.lineTo(p.x, p.y);
        c.stroke();
      }
      void h;
    },
    pxPerMm,
  );
}
