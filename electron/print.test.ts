import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import writeFileAtomic from 'write-file-atomic';
import { PrintRequestSchema, type PrintRequest } from '../renderer/contract/payloads';
import { pdfFileName, printSheets, type PrintingContents } from './print';

vi.mock('write-file-atomic', () => ({ default: vi.fn(async () => undefined) }));

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"

type PrintCallback = (success: boolean, failureReason: string) => void;

function fakes(chosen: string | null = '/home/ann/Documents/Siege.pdf') {
  const printToPDF = vi.fn<PrintingContents['printToPDF']>(async () => PDF);
  /** What the system print dialog answers: success, or a failure reason. */
  let answer: [boolean, string] = [true, ''];
  const print = vi.fn<PrintingContents['print']>((_options, callback: PrintCallback) => callback(...answer));
  const choosePath = vi.fn(async (_name: string) => chosen);
  return { webContents: { printToPDF, print }, choosePath, printToPDF, print, answer: (a: [boolean, string]) => (answer = a) };
}

const request = (over: Partial<PrintRequest> = {}): PrintRequest => ({ title: 'Siege: Acre', paper: 'a4', action: 'pdf', ...over });

beforeEach(() => vi.mocked(writeFileAtomic).mockReset().mockResolvedValue(undefined));

describe('printSheets, Save as PDF', () => {
  it('makes the PDF on A4 with backgrounds, the CSS page size and no margins, asks where, and writes it there atomically', async () => {
    const f = fakes();
    const result = await printSheets({ ...f, request: request() });
    expect(f.printToPDF).toHaveBeenCalledWith({ printBackground: true, preferCSSPageSize: true, pageSize: 'A4', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    expect(f.choosePath).toHaveBeenCalledWith('Siege Acre.pdf');
    expect(writeFileAtomic).toHaveBeenCalledTimes(1);
    const [file, data] = vi.mocked(writeFileAtomic).mock.calls[0]!;
    expect(file).toBe('/home/ann/Documents/Siege.pdf');
    expect(new Uint8Array(data as Buffer)).toEqual(PDF);
    expect(result).toEqual({ ok: true, detail: 'Saved the print sheets to /home/ann/Documents/Siege.pdf.' });
    expect(f.print).not.toHaveBeenCalled();
  });

  it('makes the PDF on US Letter when the sheets were laid out on Letter', async () => {
    const f = fakes();
    await printSheets({ ...f, request: request({ paper: 'letter' }) });
    expect(f.printToPDF).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 'Letter' }));
  });

  it('adds .pdf when the dialog did not', async () => {
    const f = fakes('/tmp/sheets');
    const result = await printSheets({ ...f, request: request() });
    expect(vi.mocked(writeFileAtomic).mock.calls[0]?.[0]).toBe('/tmp/sheets.pdf');
    expect(result).toEqual({ ok: true, detail: 'Saved the print sheets to /tmp/sheets.pdf.' });
  });

  it('writes nothing when the player cancels, and says it was cancelled', async () => {
    const f = fakes(null);
    const result = await printSheets({ ...f, request: request() });
    expect(result).toEqual({ ok: false, cancelled: true, message: 'Saving the PDF was cancelled.' });
    expect(writeFileAtomic).not.toHaveBeenCalled();
  });

  it('reports a PDF that could not be made, without asking where to save it', async () => {
    const f = fakes();
    f.printToPDF.mockRejectedValueOnce(new Error('renderer gone'));
    const result = await printSheets({ ...f, request: request() });
    expect(result).toEqual({ ok: false, message: 'Muster could not make the PDF: renderer gone.' });
    expect(f.choosePath).not.toHaveBeenCalled();
  });

  it('reports a PDF that could not be written, naming the file, and not as a cancel', async () => {
    const f = fakes('/readonly/Siege.pdf');
    vi.mocked(writeFileAtomic).mockRejectedValueOnce(new Error('EROFS: read-only file system'));
    const result = await printSheets({ ...f, request: request() });
    expect(result).toEqual({ ok: false, message: 'Muster could not write “/readonly/Siege.pdf”: EROFS: read-only file system.' });
  });
});

describe('printSheets, Print', () => {
  it('opens the system print dialog on the chosen paper with backgrounds, and says it went to the printer', async () => {
    const f = fakes();
    const result = await printSheets({ ...f, request: request({ action: 'print', paper: 'letter' }) });
    expect(f.print).toHaveBeenCalledWith({ silent: false, printBackground: true, pageSize: 'Letter' }, expect.any(Function));
    expect(result).toEqual({ ok: true, detail: 'Sent the print sheets to the printer.' });
    expect(f.printToPDF).not.toHaveBeenCalled();
    expect(f.choosePath).not.toHaveBeenCalled();
    expect(writeFileAtomic).not.toHaveBeenCalled();
  });

  it('takes closing the print dialog as a cancel, not an error', async () => {
    const f = fakes();
    f.answer([false, 'Print job canceled']);
    expect(await printSheets({ ...f, request: request({ action: 'print' }) })).toEqual({ ok: false, cancelled: true, message: 'Printing was cancelled.' });
  });

  it("passes a printer's failure on in words", async () => {
    const f = fakes();
    f.answer([false, 'Print job failed']);
    expect(await printSheets({ ...f, request: request({ action: 'print' }) })).toEqual({ ok: false, message: 'Muster could not print the sheets: Print job failed.' });
    f.answer([false, '']);
    expect(await printSheets({ ...f, request: request({ action: 'print' }) })).toEqual({ ok: false, message: 'Muster could not print the sheets: the printer did not say why.' });
  });

  it('reports print settings Electron throws on, rather than never answering', async () => {
    const f = fakes();
    f.print.mockImplementationOnce(() => {
      throw new Error('Invalid printer settings');
    });
    expect(await printSheets({ ...f, request: request({ action: 'print' }) })).toEqual({ ok: false, message: 'Muster could not print the sheets: Invalid printer settings.' });
  });
});

describe('PrintRequestSchema', () => {
  it('takes both papers and both actions', () => {
    for (const paper of ['a4', 'letter'] as const) for (const action of ['pdf', 'print'] as const) expect(v.is(PrintRequestSchema, request({ paper, action }))).toBe(true);
  });

  it('refuses other papers, other actions, and missing or extra fields, in words', () => {
    const message = (x: unknown) => v.safeParse(PrintRequestSchema, x).issues?.[0]?.message;
    expect(message({ ...request(), paper: 'A4' })).toBe('the paper must be "a4" or "letter"');
    expect(message({ ...request(), paper: 'legal' })).toBe('the paper must be "a4" or "letter"');
    expect(message({ ...request(), paper: { width: 8, height: 11 } })).toBe('the paper must be "a4" or "letter"');
    expect(message({ ...request(), action: 'email' })).toBe('the print action must be "pdf" or "print"');
    expect(message({ title: 'x', paper: 'a4' })).toBe('the print request must be { title, paper, action }');
    expect(message({ title: 'x', action: 'pdf' })).toBe('the print request must be { title, paper, action }');
    expect(message({ ...request(), silent: true })).toBe('the print request must be { title, paper, action }');
  });
});

describe('pdfFileName', () => {
  it('makes a file name that every platform accepts', () => {
    expect(pdfFileName('Siege of Acre')).toBe('Siege of Acre.pdf');
    expect(pdfFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a b c d e f g h i j.pdf');
    expect(pdfFileName('../../etc/passwd')).toBe('etc passwd.pdf');
    expect(pdfFileName('  ...  ')).toBe('Muster print sheets.pdf');
    expect(pdfFileName('')).toBe('Muster print sheets.pdf');
    expect(pdfFileName('CON')).toBe('CON sheets.pdf');
    expect(pdfFileName('tab\there\nnewline')).toBe('tab here newline.pdf');
    expect(pdfFileName('x'.repeat(200))).toHaveLength(80 + '.pdf'.length);
  });
});
