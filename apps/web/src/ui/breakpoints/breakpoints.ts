/** Layout breakpoints of the spec (768px and 1200px); keep equal to the media queries in styles/tokens.css. */
export const BREAKPOINTS = {
  /** Smallest tablet width in CSS pixels. */
  tablet: 768,
  /** Smallest desktop width in CSS pixels. */
  desktop: 1200,
} as const;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** Media queries for each breakpoint; the .98 keeps fractional widths (zoom) from falling between two ranges. */
export const MEDIA_QUERIES: Record<Breakpoint, string> = {
  mobile: '(max-width: 767.98px)',
  tablet: '(min-width: 768px) and (max-width: 1199.98px)',
  desktop: '(min-width: 1200px)',
};
