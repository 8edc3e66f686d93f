import type { FieldError } from '@platform/shared/errors/error-codes';
import type { FieldErrors } from '@platform/shared/errors/zod-details';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import type { Translate } from '../../../ui/i18n/useT';

/** Messages saying more than the generic ones, for the codes this screen's rules give. */
const SPECIFIC_MESSAGES: { path: RegExp; error?: string; key: MessageKey }[] = [
  { path: /^fields\.\d+\.id$/, error: 'DUPLICATED', key: 'subjectConfiguration.error.idTaken' },
  { path: /^fields\.\d+\.id$/, error: 'INVALID', key: 'subjectConfiguration.error.idFormat' },
  { path: /^fields\.\d+\.choices$/, error: 'BLANK', key: 'subjectConfiguration.error.choicesBlank' },
  { path: /^fields\.\d+\.choices$/, error: 'TOO_SHORT', key: 'subjectConfiguration.error.choicesBlank' },
  { path: /^fields\.\d+\.choices(\.\d+\.key)?$/, error: 'DUPLICATED', key: 'subjectConfiguration.error.choiceKeyTaken' },
  { path: /^fields\.\d+\.display\.key$/, key: 'subjectConfiguration.error.displaySource' },
  { path: /^fields\.\d+\.display\.for$/, key: 'subjectConfiguration.error.displayChoices' },
  { path: /^tag_dimensions(\.\d+\.key)?$/, error: 'READ_ONLY', key: 'subjectConfiguration.error.dimensionsReadOnly' },
  { path: /^tag_dimensions\.\d+\.depth$/, error: 'INVALID', key: 'subjectConfiguration.error.depthTooDeep' },
];

export function configurationErrorMessage(t: Translate, path: string, error: FieldError): string {
  const specific = SPECIFIC_MESSAGES.find((rule) => rule.path.test(path) && (rule.error === undefined || rule.error === error.error));
  if (!specific) return fieldErrorMessage(t, error);
  return t(specific.key, { maximum: typeof error.maximum === 'number' ? error.maximum : '' });
}

/** The error paths the screen shows beside a control; any other goes in the error notice. */
const SHOWN_PATHS: RegExp[] = [
  /^name\.(en|fr)$/,
  /^(section_key|periods|variation_threshold|approval_levels|tag_dimensions|contributor_ids|fields)$/,
  /^tag_dimensions\.\d+\.(key|depth)$/,
  /^fields\.\d+\.(id|type|decimals|choices|display\.key|display\.for)$/,
  /^fields\.\d+\.(name|unit|help)\.(en|fr)$/,
  /^fields\.\d+\.choices\.\d+\.(key|name\.en|name\.fr)$/,
];

export const isShownPath = (path: string) => SHOWN_PATHS.some((pattern) => pattern.test(path));

/** A subject's name is checked as a whole ("both languages"); its error goes to the language left blank. */
export function placeNameErrors(details: FieldErrors, name: LocalizedText): FieldErrors {
  const whole = details.name;
  if (!whole) return details;
  const { name: _whole, ...rest } = details;
  const blanks = LOCALES.filter((locale) => name[locale].trim() === '');
  for (const locale of blanks.length > 0 ? blanks : LOCALES) rest[`name.${locale}`] ??= whole;
  return rest;
}
