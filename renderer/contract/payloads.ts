// The schemas of what the page sends its host: the main process's IPC gateway checks every
// payload against them, and the page's types come from them, so a field cannot be added on one
// side only. The save itself is judged by save-format.ts (its envelope) and save-check.ts (its
// game), which both hosts share.
import * as v from 'valibot';
import { checkSaveEnvelope } from './save-format';

/**
 * An opaque save handle as the page may send it. Each host issues its own ids and checks their
 * shape itself (main: a library slot or a file it opened); this is the part every host agrees on.
 */
export const SaveIdSchema = v.pipe(v.string('the save id must be text'), v.maxLength(80, 'the save id is too long'));

/** What the menu shows as enabled, sent by the page whenever it changes. */
export const MenuStateSchema = v.strictObject(
  {
    inGame: v.boolean(),
    canUndo: v.boolean(),
    canRedo: v.boolean(),
    canSave: v.boolean(),
    /** The current game has print-and-play sheets. */
    canPrint: v.boolean(),
  },
  'the menu state must be five true/false flags',
);
export type MenuState = v.InferOutput<typeof MenuStateSchema>;

/** The papers the sheet engine lays out (kits/print/layout/paper.ts has their sizes). */
export const PRINT_PAPERS = ['a4', 'letter'] as const;

export const PrintRequestSchema = v.strictObject(
  {
    /** Used for the PDF's file name and title. */
    title: v.pipe(
      v.string('the title must be text'),
      v.minLength(1, 'the title is empty'),
      v.maxLength(80, 'the title is longer than 80 characters'),
    ),
    /** The paper the pages were laid out on: the PDF's page size, the printer's paper. */
    paper: v.picklist(PRINT_PAPERS, 'the paper must be "a4" or "letter"'),
    /** 'pdf': save a PDF where the player chooses; 'print': the system's print dialog. */
    action: v.picklist(['pdf', 'print'], 'the print action must be "pdf" or "print"'),
  },
  'the print request must be { title, paper, action }',
);
export type PrintRequest = v.InferOutput<typeof PrintRequestSchema>;

/**
 * A save sent to be written: plain JSON data within the bounds (no undefined, NaN, Date, Map...)
 * and a valid envelope, so that what is written reads back as it was. `maxLogEntries` is the
 * games' log caps (save-check.ts's logCapOf). The store then checks the game itself (schemas, replay).
 */
export function savePayloadSchema(maxLogEntries: (gameId: string) => number) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const checked = checkSaveEnvelope(dataset.value, maxLogEntries);
      if (!checked.ok) {
        addIssue({ message: checked.message });
        return NEVER;
      }
      return checked.save;
    }),
  );
}
