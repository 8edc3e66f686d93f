import type { ExportKind } from '@platform/shared/exports/exports.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

/** Why an export failed, as its record keeps it (`exports.failure.code`). */
export type ExportFailureCode = 'JOB_FAILED' | 'JOB_LOST' | 'STALLED' | 'USER_UNAVAILABLE' | 'ACCESS_WITHDRAWN' | 'CHOICES_UNAVAILABLE';

interface ExportTexts {
  rowKey: string;
  subject: string;
  period: string;
  state: string;
  justification: string;
  refusalReason: string;
  updatedAt: string;
  indicator: string;
  indicatorName: string;
  value: string;
  unit: string;
  revisedAt: string;
  /** The sheet of an export with no subject's sheet, and the sheet of indicator figures. */
  sheets: Record<ExportKind, string>;
  /** The start of a file's name. */
  fileStems: Record<ExportKind, string>;
  /** `{choices}` is the list of choices no longer available. */
  failures: Record<ExportFailureCode, string>;
}

/** An export's own words (its file is made on the server, in the language chosen; its failure is read in it too). */
export const EXPORT_TEXTS: Record<Locale, ExportTexts> = {
  en: {
    rowKey: 'Row key',
    subject: 'Subject',
    period: 'Period',
    state: 'State',
    justification: 'Justification',
    refusalReason: 'Refusal reason',
    updatedAt: 'Updated at',
    indicator: 'Indicator',
    indicatorName: 'Name',
    value: 'Value',
    unit: 'Unit',
    revisedAt: 'Revised at',
    sheets: { inputs: 'Inputs', indicators: 'Indicators' },
    fileStems: { inputs: 'inputs', indicators: 'indicators' },
    failures: {
      JOB_FAILED: 'The export could not be completed. Try again; if it fails again, tell your administrator.',
      JOB_LOST: 'The export was interrupted before it finished. Try again.',
      STALLED: 'The export stopped making progress and was abandoned. Try again.',
      USER_UNAVAILABLE: 'The account that asked for this export can no longer be used.',
      ACCESS_WITHDRAWN: 'The account that asked for this export may no longer export data.',
      CHOICES_UNAVAILABLE: 'Some choices were no longer available when the export ran: {choices}.',
    },
  },
  fr: {
    rowKey: 'Clé de ligne',
    subject: 'Sujet',
    period: 'Période',
    state: 'État',
    justification: 'Justification',
    refusalReason: 'Motif du refus',
    updatedAt: 'Modifié le',
    indicator: 'Indicateur',
    indicatorName: 'Nom',
    value: 'Valeur',
    unit: 'Unité',
    revisedAt: 'Révisé le',
    sheets: { inputs: 'Saisies', indicators: 'Indicateurs' },
    fileStems: { inputs: 'saisies', indicators: 'indicateurs' },
    failures: {
      JOB_FAILED: 'L’export n’a pas pu aboutir. Réessayez ; s’il échoue encore, prévenez votre administrateur.',
      JOB_LOST: 'L’export a été interrompu avant la fin. Réessayez.',
      STALLED: 'L’export n’avançait plus et a été abandonné. Réessayez.',
      USER_UNAVAILABLE: 'Le compte qui a demandé cet export ne peut plus être utilisé.',
      ACCESS_WITHDRAWN: 'Le compte qui a demandé cet export ne peut plus exporter de données.',
      CHOICES_UNAVAILABLE: 'Certains choix n’étaient plus disponibles au moment de l’export : {choices}.',
    },
  },
};
