import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { RedrawGate, SAFETY_MS, fingerprint } from './redraw';

// Plain objects shaped as Phaser's scenes, cameras and game objects are where the fingerprint reads them.
type Obj = Record<string, unknown> & { type: string };

const image = (over: Partial<Obj> = {}): Obj => ({ type: 'Image', visible: true, x: 10, y: 20, scaleX: 1, scaleY: 1, rotation: 0, alpha: 1, depth: 0, tintTopLeft: 0xffffff, frame: { name: '__BASE', texture: { key: 'unit' } }, ...over });

const effect = (isRunning = false) => ({ isRunning });
function cameraOf(over: Record<string, unknown> = {}) {
  return { x: 0, y: 0, width: 800, height: 600, scrollX: 0, scrollY: 0, zoomX: 1, zoomY: 1, rotation: 0, alpha: 1, visible: true, backgroundColor: { color32: 0 }, fadeEffect: effect(), flashEffect: effect(), shakeEffect: effect(), panEffect: effect(), zoomEffect: effect(), rotateToEffect: effect(), ...over };
}

function gameOf(list: Obj[], cam = cameraOf(), canvas = { width: 800, height: 600 }, visible = true) {
  const scene = { sys: { settings: { key: 'Table', status: 5, visible }, displayList: { list }, cameras: { cameras: [cam] } } };
  return { canvas, scene: { scenes: [scene] } } as unknown as Phaser.Game;
}

describe('the table fingerprint', () => {
  it('is the same for the same picture, and differs when an object moves, turns, fades, retints or changes its frame', () => {
    const base = fingerprint(gameOf([image(), image({ x: 50 })]));
    expect(base).not.toBeNull();
    expect(fingerprint(gameOf([image(), image({ x: 50 })]))).toBe(base);
    for (const change of [{ x: 10.5 }, { y: 21 }, { rotation: 0.1 }, { alpha: 0.5 }, { tintTopLeft: 0xff0000 }, { scaleX: 1.1 }, { depth: 3 }, { frame: { name: '1', texture: { key: 'unit' } } }, { frame: { name: '__BASE', texture: { key: 'gun' } } }]) {
      expect(fingerprint(gameOf([image(change), image({ x: 50 })])), JSON.stringify(change)).not.toBe(base);
    }
  });

  it('differs when an object is added, removed or the order changes, and ignores what a hidden object does', () => {
    const a = image({ x: 1 });
    const b = image({ x: 2 });
    const base = fingerprint(gameOf([a, b]));
    expect(fingerprint(gameOf([b, a]))).not.toBe(base);
    expect(fingerprint(gameOf([a]))).not.toBe(base);
    expect(fingerprint(gameOf([a, b, image()]))).not.toBe(base);
    const hidden = fingerprint(gameOf([a, image({ visible: false, x: 5 })]));
    expect(fingerprint(gameOf([a, image({ visible: false, x: 500 })]))).toBe(hidden);
    expect(fingerprint(gameOf([a, image({ visible: true, x: 5 })]))).not.toBe(hidden);
  });

  it("reads a drawing's commands, a text's words and colour, and a container's children", () => {
    const g = (commandBuffer: unknown[]) => ({ type: 'Graphics', visible: true, x: 0, y: 0, commandBuffer });
    expect(fingerprint(gameOf([g([1, 0xff0000, 1, 2, 3])]))).not.toBe(fingerprint(gameOf([g([1, 0xff0000, 1, 2, 4])])));
    expect(fingerprint(gameOf([g([1, 2])]))).toBe(fingerprint(gameOf([g([1, 2])])));
    const t = (text: string, color = '#fff') => ({ type: 'Text', visible: true, x: 0, y: 0, text, style: { _font: '12px serif', color } });
    expect(fingerprint(gameOf([t('Turn 2')]))).not.toBe(fingerprint(gameOf([t('Turn 3')])));
    expect(fingerprint(gameOf([t('Turn 2')]))).not.toBe(fingerprint(gameOf([t('Turn 2', '#f00')])));
    const box = (child: Obj) => ({ type: 'Container', visible: true, x: 0, y: 0, list: [child] });
    expect(fingerprint(gameOf([box(image({ x: 1 }))]))).not.toBe(fingerprint(gameOf([box(image({ x: 2 }))])));
  });

  it('differs when the camera pans or zooms, the canvas is resized, or a scene is shown or hidden', () => {
    const base = fingerprint(gameOf([image()]));
    expect(fingerprint(gameOf([image()], cameraOf({ scrollX: 3 })))).not.toBe(base);
    expect(fingerprint(gameOf([image()], cameraOf({ zoomX: 1.2, zoomY: 1.2 })))).not.toBe(base);
    expect(fingerprint(gameOf([image()], cameraOf({ backgroundColor: { color32: 0xff00ff } })))).not.toBe(base);
    expect(fingerprint(gameOf([image()], cameraOf(), { width: 960, height: 600 }))).not.toBe(base);
    expect(fingerprint(gameOf([image()], cameraOf(), undefined, false))).not.toBe(base);
  });

  it('cannot vouch for a running camera effect, a masked object or a kind it does not know: the frame is drawn', () => {
    expect(fingerprint(gameOf([image()], cameraOf({ shakeEffect: effect(true) })))).toBeNull();
    expect(fingerprint(gameOf([image({ mask: {} })]))).toBeNull();
    expect(fingerprint(gameOf([{ type: 'ParticleEmitter', visible: true }]))).toBeNull();
    expect(fingerprint(gameOf([{ type: 'ParticleEmitter', visible: false }]))).not.toBeNull();
  });
});

describe('the redraw gate', () => {
  it('draws the first frame, skips the same picture, draws a changed one', () => {
    const gate = new RedrawGate();
    expect(gate.shouldDraw(7, 0)).toBe(true);
    expect(gate.shouldDraw(7, 16)).toBe(false);
    expect(gate.shouldDraw(7, 32)).toBe(false);
    expect(gate.shouldDraw(8, 48)).toBe(true);
    expect(gate.shouldDraw(8, 64)).toBe(false);
    expect(gate.counts).toMatchObject({ drawn: 2, skipped: 3 });
  });

  it('draws when asked, when it cannot tell, and at least every SAFETY_MS', () => {
    const gate = new RedrawGate();
    gate.shouldDraw(1, 0);
    gate.invalidate();
    expect(gate.shouldDraw(1, 16)).toBe(true);
    expect(gate.shouldDraw(1, 32)).toBe(false);
    expect(gate.shouldDraw(null, 48)).toBe(true);
    expect(gate.shouldDraw(1, 64)).toBe(true);
    expect(gate.shouldDraw(1, 64 + SAFETY_MS - 1)).toBe(false);
    expect(gate.shouldDraw(1, 64 + SAFETY_MS)).toBe(true);
  });
});
