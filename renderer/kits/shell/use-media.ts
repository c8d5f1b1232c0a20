// Whether the window matches a CSS media query, for a panel that says less in a short window
// than its stylesheet alone can hide (fewer lines of a list, not merely smaller ones).
import { useEffect, useState } from 'preact/hooks';

/** Whether the window matches `query` (e.g. '(max-height: 660px)'), kept up to date as it is resized. */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const q = matchMedia(query);
    const change = () => setMatches(q.matches);
    change();
    q.addEventListener('change', change);
    return () => q.removeEventListener('change', change);
  }, [query]);
  return matches;
}
