// Print-and-play sheets: the renderer lays the pages out in #print-root (the sheet engine, with an
// @page rule of the chosen paper); here the page becomes a PDF the player saves where they like,
// or goes to a printer through the system's print dialog.
import writeFileAtomic from 'write-file-atomic';
import type { PrintResult } from '../renderer/contract/bridge';
import type { PrintRequest } from '../renderer/contract/payloads';

/** Electron's names for the papers: what printToPDF and print take as a page size. */
type PageSizeName = 'A4' | 'Letter';
const PAGE_SIZE: Readonly<Record<PrintRequest['paper'], PageSizeName>> = { a4: 'A4', letter: 'Letter' };

/** The slice of Electron's WebContents printing needs (electron.d.ts, Electron 45). */
export interface PrintingContents {
  printToPDF(options: {
    printBackground: boolean;
    preferCSSPageSize: boolean;
    pageSize: PageSizeName;
    margins: { top: number; bottom: number; left: number; right: number };
  }): Promise<Uint8Array>;
  print(
    options: { silent: boolean; printBackground: boolean; pageSize: PageSizeName },
    callback: (success: boolean, failureReason: string) => void,
  ): void;
}

export interface PrintOptions {
  webContents: PrintingContents;
  request: PrintRequest;
  /** Asks where to save, suggesting a file name. null: the player cancelled. */
  choosePath: (defaultName: string) => Promise<string | null>;
  /**
   * Writes the PDF: atomically by default (a temporary file renamed over the target), so a crash or
   * a full disk never leaves a half-written PDF where the player's old one was.
   */
  writeFile?: (file: string, data: Uint8Array) => Promise<void>;
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/** A file name from a title, safe on Windows, macOS and Linux: "Siege: Acre?" -> "Siege Acre.pdf". */
export function pdfFileName(title: string): string {
  let name = title
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    // Windows drops trailing dots and spaces; a leading dot hides the file on Unix.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length === 0) name = 'Muster print sheets';
  if (WINDOWS_RESERVED.test(name)) name = `${name} sheets`;
  return `${name}.pdf`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const writeAtomically = (file: string, data: Uint8Array): Promise<void> =>
  writeFileAtomic(file, Buffer.from(data.buffer, data.byteOffset, data.byteLength));

export function printSheets(options: PrintOptions): Promise<PrintResult> {
  return options.request.action === 'pdf' ? savePdf(options) : printPages(options);
}

async function savePdf({ webContents, request, choosePath, writeFile = writeAtomically }: PrintOptions): Promise<PrintResult> {
  let pdf: Uint8Array;
  try {
    // The page's @page rule sets the paper (preferCSSPageSize); pageSize is the same paper, for a
    // page that lacks the rule. No margins: the sheets keep their own inside the printable area.
    pdf = await webContents.printToPDF({
      printBackground: true,
      preferCSSPageSize: true,
      pageSize: PAGE_SIZE[request.paper],
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
    });
  } catch (error) {
    return { ok: false, message: `Muster could not make the PDF: ${describe(error)}.` };
  }
  const chosen = await choosePath(pdfFileName(request.title));
  if (chosen === null) return { ok: false, cancelled: true, message: 'Saving the PDF was cancelled.' };
  const file = chosen.toLowerCase().endsWith('.pdf') ? chosen : `${chosen}.pdf`;
  try {
    await writeFile(file, pdf);
  } catch (error) {
    return { ok: false, message: `Muster could not write “${file}”: ${describe(error)}.` };
  }
  // The renderer shows detail as it is, in a toast: a whole sentence.
  return { ok: true, detail: `Saved the print sheets to ${file}.` };
}

/** Chromium's failureReason when the player closes the system dialog without printing. */
const CANCELLED = /cancel/i;

function printPages({ webContents, request }: PrintOptions): Promise<PrintResult> {
  return new Promise((resolve) => {
    try {
      webContents.print({ silent: false, printBackground: true, pageSize: PAGE_SIZE[request.paper] }, (success, failureReason) => {
        if (success) resolve({ ok: true, detail: 'Sent the print sheets to the printer.' });
        else if (CANCELLED.test(failureReason)) resolve({ ok: false, cancelled: true, message: 'Printing was cancelled.' });
        else resolve({ ok: false, message: `Muster could not print the sheets: ${failureReason || 'the printer did not say why'}.` });
      });
    } catch (error) {
      resolve({ ok: false, message: `Muster could not print the sheets: ${describe(error)}.` });
    }
  });
}
