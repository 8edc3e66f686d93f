import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Locale } from '@platform/shared/i18n/locales';

/** The export's own words, in each locale (the file is made on the server, in the caller's language). */
export const INPUTS_XLSX_TEXTS: Record<
  Locale,
  {
    period: string;
    notApplicable: string;
    state: string;
    justification: string;
    refusalReason: string;
    updatedAt: string;
    updatedBy: string;
    yes: string;
    no: string;
    states: Record<InputState, string>;
  }
> = {
  en: {
    period: 'Period',
    notApplicable: 'Not applicable',
    state: 'State',
    justification: 'Justification',
    refusalReason: 'Refusal reason',
    updatedAt: 'Updated at',
    updatedBy: 'Updated by',
    yes: 'Yes',
    no: 'No',
    states: { draft: 'Draft', submitted: 'Submitted', preapproved: 'Pre-approved', approved: 'Approved', refused: 'Refused' },
  },
  fr: {
    period: 'Période',
    notApplicable: 'Sans objet',
    state: 'État',
    justification: 'Justification',
    refusalReason: 'Motif du refus',
    updatedAt: 'Modifié le',
    updatedBy: 'Modifié par',
    yes: 'Oui',
    no: 'Non',
    states: { draft: 'Brouillon', submitted: 'Soumise', preapproved: 'Préapprouvée', approved: 'Approuvée', refused: 'Refusée' },
  },
};
