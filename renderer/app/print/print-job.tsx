// The print job: the sheet engine's pages mounted in #print-root (the one element print media
// shows) only for as long as the host prints them, drawn a few at a time so a long set never
// freezes the window, every picture decoded before the host is asked, and the pages taken down
// again whatever happens. Nothing prints from a game as it is played: the table never pays for it.
import { render } from 'preact';
import { SheetPageView, applyPageSize, type Face } from '../../kits/print/SheetPages';
import type { SheetPage } from '../../kits/print/layout/layout';
import type { PrintRequest } from '../../contract/payloads';
import type { PrintResult } from '../../contract/bridge';

/** Pages drawn between two looks at the window: enough to be quick, few enough to keep it live. */
const PAGES_A_STEP = 2;

export interface MountProgress {
  /** Pages drawn so far. */
  done: number;
  total: number;
}

/** The engine's pages in #print-root, with the paper's @page rule; `unmount` takes both away. */
export interface MountedSheets {
  unmount(): void;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Pages({ pages }: { pages: readonly SheetPage<Face>[] }) {
  return (
    <div class="print-pages" aria-label="Print sheets">
      {pages.map((page) => (
        <SheetPageView key={`${page.number}`} page={page} />
      ))}
    </div>
  );
}

/**
 * Mounts the pages in `root` a few at a time, telling `onProgress` after each step, then waits
 * for every picture to decode (a PDF made before would print blank boxes). A picture that cannot
 * be drawn fails the mount with the page it is on. The caller unmounts, whatever happens.
 */
export async function mountSheets(
  root: HTMLElement,
  pages: readonly SheetPage<Face>[],
  onProgress: (p: MountProgress) => void = () => undefined,
): Promise<MountedSheets> {
  const paper = pages[0]?.paper;
  if (!paper) throw new Error('There are no pages to print.');
  const dropRule = applyPageSize(paper);
  const mounted: MountedSheets = {
    unmount: () => {
      render(null, root);
      root.replaceChildren();
      dropRule();
    },
  };
  try {
    for (let done = 0; done < pages.length; ) {
      done = Math.min(pages.length, done + PAGES_A_STEP);
      render(<Pages pages={pages.slice(0, done)} />, root);
      onProgress({ done, total: pages.length });
      await nextTurn();
    }
    await Promise.all(
      [...root.querySelectorAll('img')].map((img) =>
        img.decode().catch(() => {
          const where = img.closest<HTMLElement>('[data-page]');
          const what = img.closest<HTMLElement>('[aria-label]')?.getAttribute('aria-label');
          throw new Error(`A picture${what ? ` (${what})` : ''} on page ${where?.dataset.page ?? '?'} could not be drawn.`);
        }),
      ),
    );
  } catch (error) {
    mounted.unmount();
    throw error;
  }
  return mounted;
}

export interface PrintJob {
  root: HTMLElement;
  pages: readonly SheetPage<Face>[];
  request: PrintRequest;
  print: (request: PrintRequest) => Promise<PrintResult>;
  onProgress?: (p: MountProgress) => void;
}

/** Mounts, hands the page to the host to print or save, and always unmounts. */
export async function runPrintJob({ root, pages, request, print, onProgress }: PrintJob): Promise<PrintResult> {
  let mounted: MountedSheets | null = null;
  try {
    mounted = await mountSheets(root, pages, onProgress);
    return await print(request);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    mounted?.unmount();
  }
}
