// Saves the system hands Muster: a .muster file double-clicked in the file manager arrives on the
// command line (Windows, Linux; a second launch passes its own) or, on macOS, as 'open-file'.

/** The save file a command line names, or null: the last argument that is a .muster file. */
export function saveFileIn(argv: readonly string[]): string | null {
  for (let i = argv.length - 1; i >= 1; i--) {
    const arg = argv[i];
    if (arg && !arg.startsWith('-') && /\.muster$/i.test(arg)) return arg;
  }
  return null;
}

/**
 * Holds the file until the page asks for it (at start-up, or when told one has arrived), and
 * hands it over once: a file is opened one time, however often the page asks.
 */
export class PendingOpen {
  private file: string | null;

  constructor(initial: string | null = null) {
    this.file = initial;
  }

  /** A file has arrived; true when the page should be told to ask for it now. */
  arrive(file: string, pageReady: boolean): boolean {
    this.file = file;
    return pageReady;
  }

  take(): string | null {
    const file = this.file;
    this.file = null;
    return file;
  }
}
