import type { ReactNode } from 'react';

/** One slide of the presenter; the page (or the client package) styles its content. */
export interface PresenterSlide {
  /** Stable identity across rebuilds of the list (e.g. 'employees'), used to stay on it when the year changes. */
  key: string;
  /** Accessible name of the slide, also used by its navigation dot and the move announcement. */
  label: string;
  content: ReactNode;
}
