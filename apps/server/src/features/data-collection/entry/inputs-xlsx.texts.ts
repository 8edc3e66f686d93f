import type { Locale } from '@platform/shared/i18n/locales';

/** The export's own headers, in each locale (the file is made on the server, in the caller's language); its cells' words are `INPUT_CELL_TEXTS`. */
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
  },
  fr: {
    period: 'Période',
    notApplicable: 'Sans objet',
    state: 'État',
    justification: 'Justification',
    refusalReason: 'Motif du refus',
    updatedAt: 'Modifié le',
    updatedBy: 'Modifié par',
  },
};
