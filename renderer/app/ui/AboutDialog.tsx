import type { App } from '../app';
import { useStore } from '../../kits/shell/use-store';
import { Dialog } from '../../kits/shell/Dialog';

export function AboutDialog({ app, onClose }: { app: App; onClose: () => void }) {
  const info = useStore(app.store, (s) => s.appInfo);
  return (
    <Dialog title="About Muster" onClose={onClose} footer={<button onClick={onClose}>Close</button>}>
      <p>
        <strong>Muster {info?.version}</strong> — a digital tabletop for little homemade wargames.
      </p>
      <p>
        Running {info?.host === 'electron' ? 'as a desktop app' : 'in a web browser'}
        {info?.platform ? ` on ${info.platform}` : ''}. Saves are kept {info?.savesLocation}.
      </p>
      {info && Object.keys(info.versions).length > 0 && (
        <p class="hint">{Object.entries(info.versions).map(([k, v]) => `${k} ${v}`).join(' · ')}</p>
      )}
      <p class="hint">Built with Phaser, matter-js, Preact and Electron.</p>
    </Dialog>
  );
}
