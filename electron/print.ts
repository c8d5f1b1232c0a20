// Print-and-play sheets: the renderer lays them out in #print-root with print CSS; here the page
// becomes an A4 PDF the player saves where they like (a PDF prints the same on every printer).
import type { PrintResult } from '../renderer/contract/bridge';

export interface PrintOptions {
  webContents: {
    printToPDF(options: { printBackground: boolean; preferCSSPageSize: boolean; pageSize: 'A4' }): Promise<Uint8Array>;
  };
  title: string;
  /** Asks where to save, suggesting a file name. null: the player cancelled. */
  choosePath: (defaultName: string) => Promise<string | null>;
  writeFile: (file: string, data: Uint8Array) => Promise<void>;
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

export async function printSheets({ webContents, title, choosePath, writeFile }: PrintOptions): Promise<PrintResult> {
  let pdf: Uint8Array;
  try {
    pdf = await webContents.printToPDF({ printBackground: true, preferCSSPageSize: true, pageSize: 'A4' });
  } catch (error) {
    return { ok: false, message: `Muster could not make the PDF: ${describe(error)}.` };
  }
  const chosen = await choosePath(pdfFileName(title));
  if (chosen === null) return { ok: false, cancelled: true, message: 'Printing was cancelled.' };
  const file = chosen.toLowerCase().endsWith('.pdf') ? chosen : `${chosen}.pdf`;
  try {
    await writeFile(file, pdf);
  } catch (error) {
    return { ok: false, message: `Muster could not write "${file}": ${describe(error)}.` };
  }
  // The renderer shows detail as it is, in a toast: a whole sentence.
  return { ok: true, detail: `Saved the print sheets to ${file}.` };
}
