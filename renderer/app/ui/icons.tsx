// Toolbar icons as inline SVG: emoji fonts are missing on many Linux desktops.
import type { JSX } from 'preact';

function Icon({ children, label }: { children: JSX.Element | JSX.Element[]; label?: string }) {
  return (
    <svg class="icon" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden={label ? undefined : 'true'} aria-label={label}>
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M2 4h12M2 8h12M2 12h12" />
  </Icon>
);
export const UndoIcon = () => (
  <Icon>
    <path d="M5 3L2 6l3 3" />
    <path d="M2 6h7a4 4 0 010 8H6" />
  </Icon>
);
export const RedoIcon = () => (
  <Icon>
    <path d="M11 3l3 3-3 3" />
    <path d="M14 6H7a4 4 0 000 8h3" />
  </Icon>
);
export const HandIcon = () => (
  <Icon>
    <path d="M5 8V3.5a1 1 0 012 0V7M7 7V2.5a1 1 0 012 0V7M9 7V3.5a1 1 0 012 0V8M11 8V5.5a1 1 0 012 0V10a5 5 0 01-5 5H7.5A4 4 0 014 13.3L2.2 10.5a1 1 0 011.6-1.2L5 10.5V8" />
  </Icon>
);
export const RulerIcon = () => (
  <Icon>
    <path d="M1.5 10.5l9-9 4 4-9 9z" />
    <path d="M4.5 7.5l1.5 1.5M6.5 5.5l1 1M8.5 3.5l1.5 1.5" />
  </Icon>
);
export const FitIcon = () => (
  <Icon>
    <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" />
  </Icon>
);
export const SaveIcon = () => (
  <Icon>
    <path d="M2.5 2.5h9l2 2v9h-11z" />
    <path d="M5 2.5v4h5v-4M5 13.5v-4h6v4" />
  </Icon>
);
export const SaveAsIcon = () => (
  <Icon>
    <path d="M8.5 13.5h-6v-11h9l2 2v3" />
    <path d="M5 2.5v4h5v-4" />
    <path d="M10 14.5l.5-2 3.5-3.5 1.5 1.5-3.5 3.5z" />
  </Icon>
);
export const PrintIcon = () => (
  <Icon>
    <path d="M4 6V1.5h8V6M4 12H2V6.5h12V12h-2" />
    <path d="M4 9.5h8v5H4z" />
  </Icon>
);
export const RulesIcon = () => (
  <Icon>
    <path d="M2 3c2-1 4-1 6 .5 2-1.5 4-1.5 6-.5v10c-2-1-4-1-6 .5-2-1.5-4-1.5-6-.5z" />
    <path d="M8 3.5v10" />
  </Icon>
);
export const SeatIcon = () => (
  <Icon>
    <circle cx="8" cy="5" r="2.6" />
    <path d="M3 14.5c0-3 2.2-5 5-5s5 2 5 5" />
  </Icon>
);
