// Messages quote names with the typographic pair (“Ford”), as the app's own words do. Some come
// from a host (the main process's saves, the browser's) with straight quotes around a file's or a
// save's name: a message is shown with those turned (in a toast, the saves list's problems, the
// Rename window's refusal), so that one says "Ford" and the next “Ford” nowhere.

/** Straight double quotes around a word or name ("ford.muster") as “ford.muster”; a lone or inner `"` is left. */
export function curlQuotes(text: string): string {
  return text.replace(/(^|[\s([{])"([^"\n]*)"(?=$|[\s.,:;!?)\]}])/g, '$1“$2”');
}
