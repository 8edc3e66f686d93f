/**
 * The list buttons' icons, drawn: three lines behind dots or numerals. Text glyphs such as "1≡" put a
 * visible "1" on a button named "Numbered list", which speech users cannot say to press it.
 */
export function ListIcon({ ordered }: { ordered: boolean }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M9 6h12M9 12h12M9 18h12" />
      {ordered ? (
        <path d="M3 4.5l1.5-1v5M2.8 14.5a1.6 1.6 0 1 1 2.6 1.3L3 18.5h3" strokeWidth="1.6" strokeLinejoin="round" />
      ) : (
        <path d="M4 6h.01M4 12h.01M4 18h.01" strokeWidth="3.2" />
      )}
    </svg>
  );
}
