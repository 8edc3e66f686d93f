import type { QuestionnaireCreateBody } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import type { Translate } from '../../../ui/i18n/useT';

/** The send form as typed. */
export interface SendDraft {
  templateId: string;
  period: string;
  ownerEmail: string;
  organisation: string;
  dueDate: string;
  nameEn: string;
  nameFr: string;
}

export type SendField = 'template_id' | 'period' | 'owner_email' | 'organisation' | 'due_date' | 'name.en' | 'name.fr';

/** The controls' ids, which the error summary leads to. */
export const SEND_FIELD_IDS: Record<SendField, string> = {
  template_id: 'qn-send-template',
  period: 'qn-send-period',
  owner_email: 'qn-send-owner',
  organisation: 'qn-send-organisation',
  due_date: 'qn-send-due',
  'name.en': 'qn-send-name-en',
  'name.fr': 'qn-send-name-fr',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the form checks before sending (the server checks everything again): the required fields. */
export function draftErrors(draft: SendDraft): Partial<Record<SendField, FieldError[]>> {
  const errors: Partial<Record<SendField, FieldError[]>> = {};
  if (!draft.templateId) errors.template_id = [{ error: 'BLANK' }];
  if (!/^\d{4}$/.test(draft.period)) errors.period = [{ error: 'BLANK' }];
  if (draft.ownerEmail.trim() === '') errors.owner_email = [{ error: 'BLANK' }];
  if (draft.dueDate === '') errors.due_date = [{ error: 'BLANK' }];
  else if (!ISO_DAY.test(draft.dueDate)) errors.due_date = [{ error: 'INVALID_DATE' }];
  // A name is given in both languages or not at all (then the template's is used).
  const en = draft.nameEn.trim();
  const fr = draft.nameFr.trim();
  if (en && !fr) errors['name.fr'] = [{ error: 'BLANK' }];
  if (fr && !en) errors['name.en'] = [{ error: 'BLANK' }];
  return errors;
}

export function bodyOf(draft: SendDraft): QuestionnaireCreateBody {
  const en = draft.nameEn.trim();
  const fr = draft.nameFr.trim();
  return {
    template_id: Number(draft.templateId),
    period: draft.period,
    owner_email: draft.ownerEmail.trim().toLowerCase(),
    organisation: draft.organisation || null,
    due_date: draft.dueDate,
    ...(en || fr ? { name: { en, fr } } : {}),
  };
}

/** The refusals the send form words itself; the others take the field-validation messages. */
const OWN_MESSAGES: Record<string, MessageKey> = {
  'template_id.INVALID': 'questionnaires.send.error.template',
  'template_id.BLANK': 'questionnaires.send.error.templateBlank',
  'owner_email.INVALID': 'questionnaires.send.error.owner',
  'owner_email.DUPLICATED': 'questionnaires.send.error.duplicated',
  'organisation.INVALID': 'questionnaires.send.error.organisation',
  'organisation.BLANK': 'questionnaires.send.error.organisationBlank',
  'organisation.OWNER_NOT_MEMBER': 'questionnaires.send.error.notMember',
  'due_date.INVALID': 'questionnaires.send.error.due',
};

/** A refusal's words for one field. */
export function sendErrorMessage(t: Translate, field: string, error: FieldError): string {
  const own = OWN_MESSAGES[`${field}.${error.error}`];
  return own ? t(own) : fieldErrorMessage(t, error);
}

/** The fields of a refusal's details the form has a control for; `name` (both languages) goes on the English one. */
export function placeOf(key: string): SendField | null {
  if (key === 'name') return 'name.en';
  return key in SEND_FIELD_IDS ? (key as SendField) : null;
}
