import { describe, expect, it, vi } from 'vitest';
import { pdfFileName, printSheets, type PrintOptions } from './print';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"

function fakes(chosen: string | null = '/home/ann/Documents/Siege.pdf') {
  const printToPDF = vi.fn<PrintOptions['webContents']['printToPDF']>(async () => PDF);
  const choosePath = vi.fn<PrintOptions['choosePath']>(async () => chosen);
  const writeFile = vi.fn<PrintOptions['writeFile']>(async () => undefined);
  return { webContents: { printToPDF }, choosePath, writeFile, printToPDF };
}

describe('printSheets', () => {
  it('prints A4 with backgrounds and the CSS page size, asks where, and writes the PDF there', async () => {
    const f = fakes();
    const result = await printSheets({ ...f, title: 'Siege: Acre' });
    expect(f.printToPDF).toHaveBeenCalledWith({ printBackground: true, preferCSSPageSize: true, pageSize: 'A4' });
    expect(f.choosePath).toHaveBeenCalledWith('Siege Acre.pdf');
    expect(f.writeFile).toHaveBeenCalledWith('/home/ann/Documents/Siege.pdf', PDF);
    expect(result).toEqual({ ok: true, detail: 'Saved the print sheets to /home/ann/Documents/Siege.pdf.' });
  });

  it('adds .pdf when the dialog did not', async () => {
    const f = fakes('/tmp/sheets');
    const result = await printSheets({ ...f, title: 'x' });
    expect(f.writeFile).toHaveBeenCalledWith('/tmp/sheets.pdf', PDF);
    expect(result).toEqual({ ok: true, detail: 'Saved the print sheets to /tmp/sheets.pdf.' });
  });

  it('writes nothing when the player cancels, and says it was cancelled', async () => {
    const f = fakes(null);
    const result = await printSheets({ ...f, title: 'x' });
    expect(result).toEqual({ ok: false, cancelled: true, message: 'Printing was cancelled.' });
    expect(f.writeFile).not.toHaveBeenCalled();
  });

  it('reports a PDF that could not be made, without asking where to save it', async () => {
    const f = fakes();
    f.printToPDF.mockRejectedValueOnce(new Error('renderer gone'));
    const result = await printSheets({ ...f, title: 'x' });
    expect(result).toEqual({ ok: false, message: 'Muster could not make the PDF: renderer gone.' });
    expect(f.choosePath).not.toHaveBeenCalled();
  });

  it('reports a PDF that could not be written, naming the file', async () => {
    const f = fakes('/readonly/Siege.pdf');
    f.writeFile.mockRejectedValueOnce(new Error('EROFS: read-only file system'));
    const result = await printSheets({ ...f, title: 'x' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('"/readonly/Siege.pdf"') });
    expect(result.ok === false && result.cancelled).toBeFalsy();
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
