import { useState } from 'preact/hooks';
import type { App } from '../app';
import { Dialog } from '../../kits/shell/Dialog';

export function RulesDialog({ app, modeId, onClose }: { app: App; modeId: string; onClose: () => void }) {
  const [current, setCurrent] = useState(modeId);
  const mode = app.modeById(current) ?? app.modes[0];
  return (
    <Dialog wide title={`Rules: ${mode?.title ?? ''}`} onClose={onClose} footer={<button onClick={onClose}>Close</button>}>
      {app.modes.length > 1 && (
        <div class="rules-tabs" role="tablist">
          {app.modes.map((m) => (
            <button key={m.id} role="tab" aria-selected={m.id === mode?.id} aria-pressed={m.id === mode?.id} onClick={() => setCurrent(m.id)}>
              {m.title}
            </button>
          ))}
        </div>
      )}
      <article class="rules">
        {mode?.rules.map((section) => (
          <section key={section.title}>
            <h3>{section.title}</h3>
            {section.paragraphs.map((p, i) => (
              <p key={i} class={p.startsWith('Our reading:') ? 'gap' : undefined}>
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Dialog>
  );
}
