// The one door between the renderer and whatever hosts it. Two implementations:
// host-electron.ts (the preload bridge) and host-browser.ts (IndexedDB and window.print). What
// the bridge carries is the contract's (renderer/contract/bridge.ts), shared with main.
import type { MusterBridge } from '../contract/bridge';

export interface Host extends MusterBridge {
  readonly kind: 'electron' | 'browser';
}
