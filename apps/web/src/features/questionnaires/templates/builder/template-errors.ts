import type { FieldError } from '@platform/shared/errors/error-codes';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Locale } from '@platform/shared/i18n/locales';
import { fieldErrorMessage } from '../../../../app/forms/server-errors';
import { controlOfPath } from '../../../../ui/field-definition-editor/field-controls';
import type { Translate } from '../../../../ui/i18n/useT';
import type { TemplateDraft } from './template-draft';
import { templateIds } from './template-ids';

/** Where an error of the save is shown: a control of the builder, and what the summary names it by. */
export type ErrorPlace =
  | { kind: 'name'; controlId: string; locale: Locale }
  | { kind: 'section'; controlId: string; section: number; locale: Locale | null }
  | { kind: 'question'; controlId: string; section: number; question: number; control: string }
  | { kind: 'other'; controlId: string };

export interface PlacedError {
  place: ErrorPlace;
  path: string;
  error: FieldError;
}

const LOCALE = /^(en|fr)$/;

/**
 * Places the first error of each path a 422 names (spec §5), read against the draft as it was sent:
 * `name.fr`, `sections.1.name.en`, `sections.0.fields.2.choices.1.key` (the first section's third question's
 * second choice, as sent: its uid finds it wherever it is now).
 */
export function placeErrors(details: Record<string, FieldError[]>, sent: TemplateDraft): PlacedError[] {
  return Object.entries(firstFieldErrors(details)).map(([path, error]) => ({ place: placeOf(path, sent), path, error }));
}

function placeOf(path: string, sent: TemplateDraft): ErrorPlace {
  const parts = path.split('.');
  if (parts[0] === 'name') {
    const locale = (LOCALE.test(parts[1] ?? '') ? parts[1] : 'en') as Locale;
    return { kind: 'name', controlId: templateIds.name(locale), locale };
  }
  if (parts[0] !== 'sections' || parts.length === 1) return { kind: 'other', controlId: parts[0] === 'sections' ? templateIds.sections : templateIds.title };
  const sectionIndex = Number(parts[1]);
  const section = sent.sections[sectionIndex];
  if (!section) return { kind: 'other', controlId: templateIds.sections };
  if (parts[2] === 'name') {
    const locale = (LOCALE.test(parts[3] ?? '') ? parts[3] : 'en') as Locale;
    return { kind: 'section', controlId: templateIds.sectionName(section.uid, locale), section: sectionIndex, locale };
  }
  const field = parts[2] === 'fields' ? section.fields[Number(parts[3])] : undefined;
  if (!field) return { kind: 'section', controlId: templateIds.section(section.uid), section: sectionIndex, locale: null };
  // The rest of the path is the question's own, as the field editor's controls show it (`choices.1.key`).
  const control = controlOfPath(field, parts.slice(4).join('.')) ?? 'heading';
  return { kind: 'question', controlId: templateIds.questionControl(field.uid, control), section: sectionIndex, question: Number(parts[3]), control };
}

/** Messages saying more than the generic ones, for the codes the template's rules give. */
const SPECIFIC_MESSAGES: { path: RegExp; error?: string; key: MessageKey }[] = [
  { path: /^sections\.\d+\.fields\.\d+\.id$/, error: 'DUPLICATED', key: 'questionnaireTemplates.error.idTaken' },
  { path: /^sections\.\d+\.fields\.\d+\.id$/, error: 'RESERVED', key: 'questionnaireTemplates.error.idReserved' },
  { path: /^sections\.\d+\.fields\.\d+\.id$/, error: 'INVALID', key: 'questionnaireTemplates.error.idFormat' },
  { path: /^sections\.\d+\.fields\.\d+\.choices$/, error: 'BLANK', key: 'questionnaireTemplates.error.choicesBlank' },
  { path: /^sections\.\d+\.fields\.\d+\.choices$/, error: 'TOO_LONG', key: 'questionnaireTemplates.error.tooManyChoices' },
  { path: /^sections\.\d+\.fields\.\d+\.choices\.\d+\.key$/, error: 'DUPLICATED', key: 'questionnaireTemplates.error.choiceKeyTaken' },
  { path: /^sections\.\d+\.fields\.\d+\.display(\.key)?$/, key: 'questionnaireTemplates.error.displaySource' },
  { path: /^sections\.\d+\.fields\.\d+\.display\.for$/, key: 'questionnaireTemplates.error.displayChoices' },
  { path: /^sections\.\d+\.fields$/, error: 'TOO_LONG', key: 'questionnaireTemplates.error.tooManyInSection' },
  { path: /^sections$/, error: 'TOO_MANY_FIELDS', key: 'questionnaireTemplates.error.tooManyQuestions' },
  { path: /^sections$/, error: 'TOO_LONG', key: 'questionnaireTemplates.error.tooManySections' },
  { path: /^base$/, error: 'READ_ONLY', key: 'questionnaireTemplates.error.readOnly' },
];

/** The message of one error, by its path and code. */
export function templateErrorMessage(t: Translate, path: string, error: FieldError): string {
  const specific = SPECIFIC_MESSAGES.find((rule) => rule.path.test(path) && (rule.error === undefined || rule.error === error.error));
  if (!specific) return fieldErrorMessage(t, error);
  return t(specific.key, { maximum: typeof error.maximum === 'number' ? error.maximum : '' });
}
