import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Locale } from '@platform/shared/i18n/locales';

/** The words an input's cells are written with in a file (made on the server, in the chosen language). */
export const INPUT_CELL_TEXTS: Record<Locale, { yes: string; no: string; states: Record<InputState, string> }> = {
  en: {
    yes: 'Yes',
    no: 'No',
    states: { draft: 'Draft', submitted: 'Submitted', preapproved: 'Pre-approved', approved: 'Approved', refused: 'Refused' },
  },
  fr: {
    yes: 'Oui',
    no: 'Non',
    states: { draft: 'Brouillon', submitted: 'Soumise', preapproved: 'Préapprouvée', approved: 'Approuvée', refused: 'Refusée' },
  },
};
