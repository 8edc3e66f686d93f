import type { Locale } from '@platform/shared/i18n/locales';

type Texts = Record<Locale, string>;

/** What each problem of a row means, to whoever made the import, in their language; `{field}` names the column. */
const PROBLEMS: Record<string, Texts> = {
  BLANK: { en: 'Missing value in {field}', fr: 'Valeur manquante dans {field}' },
  INVALID: { en: 'Value not understood in {field}', fr: 'Valeur non reconnue dans {field}' },
  INVALID_DATE_FOR_PERIOD: { en: 'Date outside the period in {field}', fr: 'Date hors de la période dans {field}' },
  DISABLED: { en: 'Value given for {field}, which does not apply to this row', fr: 'Valeur donnée pour {field}, qui ne s’applique pas à cette ligne' },
  VARIATION_EXCEEDED: {
    en: 'Change from last year beyond the allowed variation in {field} (add a justification)',
    fr: 'Écart avec l’an dernier au-delà de la variation permise dans {field} (ajoutez une justification)',
  },
  DUPLICATED: { en: 'An input already exists for these tags and period', fr: 'Une saisie existe déjà pour ces étiquettes et cette période' },
  READ_ONLY: { en: 'The input is pre-approved or approved and can no longer change', fr: 'La saisie est préapprouvée ou approuvée et ne peut plus changer' },
  ACCESS_DENIED: { en: 'Not an organisation you enter data for', fr: 'Organisation pour laquelle vous ne saisissez pas de données' },
  NOT_FOUND: { en: 'The row key names no input of this subject (deleted since?)', fr: 'La clé de ligne ne désigne aucune saisie de ce sujet (supprimée depuis ?)' },
  CONFLICT: { en: 'Changed on the server since the file was made: not overwritten in {field}', fr: 'Modifié sur le serveur depuis la création du fichier : {field} non écrasé' },
};

/** Why an import failed as a whole. */
const FAILURES: Record<string, Texts> = {
  NOT_A_SPREADSHEET: { en: 'The file could not be read as a spreadsheet.', fr: 'Le fichier n’a pas pu être lu comme un classeur.' },
  NO_HEADER: { en: 'The first sheet has no header row.', fr: 'La première feuille n’a pas de ligne d’en-tête.' },
  TOO_MANY_ROWS: { en: 'The file has more than {max} rows.', fr: 'Le fichier compte plus de {max} lignes.' },
  TOO_MANY_COLUMNS: { en: 'The file has more than {max} columns.', fr: 'Le fichier compte plus de {max} colonnes.' },
  CELL_TOO_LONG: { en: 'A cell of row {row} holds more than {max} characters.', fr: 'Une cellule de la ligne {row} contient plus de {max} caractères.' },
  ROWS_WITH_ERRORS_ONE: {
    en: '1 row has errors: nothing was imported. Fix it, or import the valid rows only.',
    fr: '1 ligne comporte des erreurs : rien n’a été importé. Corrigez-la, ou n’importez que les lignes valides.',
  },
  ROWS_WITH_ERRORS: {
    en: '{count} rows have errors: nothing was imported. Fix them, or import the valid rows only.',
    fr: '{count} lignes comportent des erreurs : rien n’a été importé. Corrigez-les, ou n’importez que les lignes valides.',
  },
  ROW_TOO_LONG: { en: 'Row {row} holds more than {max} characters.', fr: 'La ligne {row} contient plus de {max} caractères.' },
  NO_ACCESS: { en: 'You may no longer enter data for this subject.', fr: 'Vous ne pouvez plus saisir de données pour ce sujet.' },
  SUBJECT_GONE: { en: 'The subject no longer exists.', fr: 'Le sujet n’existe plus.' },
  FILE_MISSING: { en: 'The uploaded file is no longer stored.', fr: 'Le fichier téléversé n’est plus conservé.' },
  JOB_FAILED: { en: 'The import stopped unexpectedly; try again.', fr: 'L’import s’est arrêté de façon inattendue ; réessayez.' },
};

const fill = (text: string, parameters: Record<string, unknown>) => text.replace(/\{(\w+)\}/g, (_match, name: string) => String(parameters[name] ?? ''));

export function problemMessage(code: string, fieldName: string | null, locale: Locale): string {
  const texts = PROBLEMS[code] ?? PROBLEMS.INVALID!;
  return fill(texts[locale], { field: fieldName ?? '' });
}

export function failureMessage(failure: { code: string; [parameter: string]: unknown }, locale: Locale): string {
  const plural = failure.count === 1 && FAILURES[`${failure.code}_ONE`] ? `${failure.code}_ONE` : failure.code;
  const texts = FAILURES[plural] ?? FAILURES.JOB_FAILED!;
  const count = typeof failure.count === 'number' ? new Intl.NumberFormat(locale).format(failure.count) : failure.count;
  const max = typeof failure.max === 'number' ? new Intl.NumberFormat(locale).format(failure.max) : failure.max;
  return fill(texts[locale], { ...failure, count, max });
}
